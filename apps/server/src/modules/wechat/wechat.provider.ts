import QRCode from 'qrcode';

/** The identity WeChat returns after the user confirms a scan. */
export type WechatIdentity = { openId: string; unionId: string | null; nickName: string | null; headImg: string | null };

/** A mini-program code request (wxacode.getUnlimited): the scene the mini-program receives, its page, the width in pixels. */
export type MiniCodeRequest = { scene: string; page?: string; width: number };
export type MiniCodeImage = { contentType: string; image: Buffer };

/**
 * The website-login OAuth flow of WeChat Open Platform: send the browser to
 * `authorizeUrl` (the QR page), receive `code` at the redirect URI, exchange
 * it for the user's identity.
 */
export type WechatProvider = {
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(code: string): Promise<WechatIdentity>;
  /** Whether this WeChat user follows the official account (spec §4 follow prompt). */
  followsOfficialAccount(identity: Pick<WechatIdentity, 'openId' | 'unionId'>): Promise<boolean>;
  /** The mini-program code image for a scene. */
  miniProgramCode(request: MiniCodeRequest): Promise<MiniCodeImage>;
};

type WechatApiConfig = {
  appId: string;
  appSecret: string;
  apiBaseUrl: string;
  openBaseUrl: string;
  /** The mini-program's credentials: its codes are made with its own access token. */
  miniProgram?: { appId: string; appSecret: string };
  clock?: () => number;
};

// Refresh the client-credential token a little before WeChat's expires_in runs out.
const TOKEN_MARGIN_MS = 5 * 60_000;
// errcodes meaning the access token is invalid or expired: fetch a new one once.
const STALE_TOKEN_ERRCODES = new Set([40001, 42001]);

/** A client-credential access token (cgi-bin/token), kept until shortly before it expires. */
const createAccessTokenCache = (apiBaseUrl: string, credentials: { appId: string; appSecret: string }, clock: () => number) => {
  let cached: { token: string; expiresAt: number } | undefined;
  return {
    get: async (): Promise<string> => {
      if (cached && cached.expiresAt > clock()) return cached.token;
      const query = new URLSearchParams({ grant_type: 'client_credential', appid: credentials.appId, secret: credentials.appSecret });
      const reply = (await (await fetch(`${apiBaseUrl}/cgi-bin/token?${query.toString()}`)).json()) as { access_token?: string; expires_in?: number; errcode?: number; errmsg?: string };
      if (!reply.access_token) throw new Error(`WeChat access token failed: ${reply.errcode} ${reply.errmsg}`);
      cached = { token: reply.access_token, expiresAt: clock() + (reply.expires_in ?? 7200) * 1000 - TOKEN_MARGIN_MS };
      return cached.token;
    },
    forget: () => {
      cached = undefined;
    },
  };
};

/** Real WeChat endpoints: Open Platform website login (qrconnect, sns/oauth2/access_token, sns/userinfo) and the mini-program's wxacode.getUnlimited. */
export const createWechatOpenPlatformProvider = (config: WechatApiConfig): WechatProvider => {
  const miniProgramToken = config.miniProgram ? createAccessTokenCache(config.apiBaseUrl, config.miniProgram, config.clock ?? Date.now) : undefined;

  type MiniCodeFailure = { errcode?: number; errmsg?: string };
  /** One getwxacodeunlimit call: WeChat answers the image, or JSON with an errcode. */
  const fetchMiniCode = async (request: MiniCodeRequest): Promise<MiniCodeImage | MiniCodeFailure> => {
    if (!miniProgramToken) throw new Error('Mini-program codes need WECHAT_MINI_APP_ID and WECHAT_MINI_APP_SECRET');
    const token = await miniProgramToken.get();
    const response = await fetch(`${config.apiBaseUrl}/wxa/getwxacodeunlimit?${new URLSearchParams({ access_token: token }).toString()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scene: request.scene, width: request.width, ...(request.page ? { page: request.page } : {}) }),
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('json')) return (await response.json()) as MiniCodeFailure;
    return { contentType: contentType || 'image/jpeg', image: Buffer.from(await response.arrayBuffer()) };
  };

  return {
    authorizeUrl: ({ state, redirectUri }) => {
      const query = new URLSearchParams({ appid: config.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
      return `${config.openBaseUrl}/connect/qrconnect?${query.toString()}#wechat_redirect`;
    },
    exchangeCode: async (code) => {
      const tokenQuery = new URLSearchParams({ appid: config.appId, secret: config.appSecret, code, grant_type: 'authorization_code' });
      const token = (await (await fetch(`${config.apiBaseUrl}/sns/oauth2/access_token?${tokenQuery.toString()}`)).json()) as {
        access_token?: string;
        openid?: string;
        unionid?: string;
        errcode?: number;
        errmsg?: string;
      };
      if (!token.access_token || !token.openid) throw new Error(`WeChat code exchange failed: ${token.errcode} ${token.errmsg}`);
      const infoQuery = new URLSearchParams({ access_token: token.access_token, openid: token.openid });
      const info = (await (await fetch(`${config.apiBaseUrl}/sns/userinfo?${infoQuery.toString()}`)).json()) as {
        nickname?: string;
        headimgurl?: string;
        unionid?: string;
      };
      return { openId: token.openid, unionId: info.unionid ?? token.unionid ?? null, nickName: info.nickname ?? null, headImg: info.headimgurl ?? null };
    },
    // The website-login openId is not the official account's: WeChat tells followers only by the
    // official account's own openId, through its subscribe events (wechat-official-account.ts, table
    // wechat_oa_followers), which the wechat service consults first; without an event, not following.
    followsOfficialAccount: async () => false,
    miniProgramCode: async (request) => {
      let result = await fetchMiniCode(request);
      if ('errcode' in result && STALE_TOKEN_ERRCODES.has(result.errcode ?? 0)) {
        miniProgramToken?.forget();
        result = await fetchMiniCode(request);
      }
      if (!('image' in result)) throw new Error(`WeChat mini-program code failed: ${JSON.stringify(result)}`);
      return result;
    },
  };
};

/** The identity the simulator gives a test nickname: the same nickname is the same WeChat user. */
export const simulatorIdentityFor = (nickName: string): WechatIdentity => {
  const name = nickName.slice(0, 40);
  const suffix = Buffer.from(name).toString('hex').slice(0, 24);
  return { openId: `sim-open-${suffix}`, unionId: `sim-union-${suffix}`, nickName: name, headImg: null };
};

/**
 * Development stand-in for the WeChat side: the "QR page" is our own page at
 * /api/dev/wechat/authorize where a developer confirms as a test identity; the
 * code carries that identity, so the whole flow can be clicked through offline.
 * Who follows the official account is set on /api/dev/wechat/officialAccount
 * (kept in memory); a mini-program code is a QR code of the simulator's mini-program page.
 */
export const createWechatSimulatorProvider = (options: { publicBaseUrl: string }) => {
  const followers = new Set<string>();
  return {
    authorizeUrl: ({ state, redirectUri }) => `/api/dev/wechat/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri }).toString()}`,
    exchangeCode: async (code) => {
      const parsed = JSON.parse(Buffer.from(code, 'base64url').toString('utf8')) as { nickName?: string };
      return simulatorIdentityFor(parsed.nickName ?? 'WeChat user');
    },
    followsOfficialAccount: async ({ openId }) => followers.has(openId),
    /** The simulator's "follow" and "unfollow" buttons. */
    setFollowing: (openId: string, following: boolean) => {
      if (following) followers.add(openId);
      else followers.delete(openId);
    },
    miniProgramCode: async ({ scene, page, width }) => {
      const target = `${options.publicBaseUrl}/api/dev/wechat/miniProgram?${new URLSearchParams({ scene, ...(page ? { page } : {}) }).toString()}`;
      return { contentType: 'image/png', image: await QRCode.toBuffer(target, { type: 'png', width, margin: 2, errorCorrectionLevel: 'M' }) };
    },
  } satisfies WechatProvider & { setFollowing: (openId: string, following: boolean) => void };
};

export type WechatSimulatorProvider = ReturnType<typeof createWechatSimulatorProvider>;

/** The simulator's code for a test identity (what its confirm button sends back). */
export const simulatorCodeFor = (nickName: string) => Buffer.from(JSON.stringify({ nickName })).toString('base64url');
