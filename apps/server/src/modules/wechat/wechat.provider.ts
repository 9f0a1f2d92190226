/** The identity WeChat returns after the user confirms a scan. */
export type WechatIdentity = { openId: string; unionId: string | null; nickName: string | null; headImg: string | null };

/**
 * The website-login OAuth flow of WeChat Open Platform: send the browser to
 * `authorizeUrl` (the QR page), receive `code` at the redirect URI, exchange
 * it for the user's identity.
 */
export type WechatProvider = {
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(code: string): Promise<WechatIdentity>;
};

type WechatApiConfig = { appId: string; appSecret: string; apiBaseUrl: string; openBaseUrl: string };

/** Real WeChat Open Platform endpoints (qrconnect, sns/oauth2/access_token, sns/userinfo). */
export const createWechatOpenPlatformProvider = (config: WechatApiConfig): WechatProvider => ({
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
});

/**
 * Development stand-in for the WeChat side: the "QR page" is our own page at
 * /api/dev/wechat/authorize where a developer confirms as a test identity; the
 * code carries that identity, so the whole flow can be clicked through offline.
 */
export const createWechatSimulatorProvider = (): WechatProvider => ({
  authorizeUrl: ({ state, redirectUri }) => `/api/dev/wechat/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri }).toString()}`,
  exchangeCode: async (code) => {
    const parsed = JSON.parse(Buffer.from(code, 'base64url').toString('utf8')) as { nickName?: string };
    const nickName = (parsed.nickName ?? 'WeChat user').slice(0, 40);
    const suffix = Buffer.from(nickName).toString('hex').slice(0, 24);
    return { openId: `sim-open-${suffix}`, unionId: `sim-union-${suffix}`, nickName, headImg: null };
  },
});

/** The simulator's code for a test identity (what its confirm button sends back). */
export const simulatorCodeFor = (nickName: string) => Buffer.from(JSON.stringify({ nickName })).toString('base64url');
