/**
 * WeChat Official Account template messages (brief §5.2), shared by the secretary's reminders and the
 * message centre's alerts: only verified service accounts may send them; since May 2023 each keyword
 * value is at most 20 characters without line breaks; the user must follow the account and be bound by
 * openid. The access token (7,200 s) lives in PostgreSQL (`wechat_access_tokens`), so every process uses
 * the same one and one process at a time refreshes it: a refresh invalidates the previous token after a
 * short overlap, so per-process tokens would keep invalidating each other. `simulator` (development, like
 * WeChat sign-in's) keeps what it "sent" in memory for the tests and the log.
 */

/** The approved templates this server sends; each has its template id in the configuration. */
export type WechatTemplateName = 'reminder' | 'alert';

/** One template message: the keyword values by key (`thing1`, `time2`, …) and the click-through URL. */
export type WechatTemplateMessage = { openId: string; template: WechatTemplateName; url: string; data: Record<string, string> };

export type WechatTemplateSender = {
  readonly name: 'simulator' | 'wechat' | 'off';
  /** @throws Error on a transient failure (retried); a PermanentWechatError when retrying cannot help. */
  send(message: WechatTemplateMessage): Promise<void>;
};

/** A refusal that retrying cannot fix (43004 not following, 40003 bad openid, 43101 refused, no template configured). */
export class PermanentWechatError extends Error {}

/** Each keyword value since 4 May 2023: at most 20 characters, one line, cut with an ellipsis. */
export const WECHAT_KEYWORD_MAX = 20;

/** A keyword value as WeChat accepts it: one line, at most WECHAT_KEYWORD_MAX characters (code points), cut with an ellipsis. */
export const wechatKeyword = (value: string): string => {
  const line = value.replace(/\s+/g, ' ').trim();
  const characters = [...line];
  return characters.length <= WECHAT_KEYWORD_MAX ? line : `${characters.slice(0, WECHAT_KEYWORD_MAX - 1).join('')}…`;
};

/** Every keyword value of a message made acceptable (the limits apply to all keywords alike). */
const keywordsOf = (data: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(data).map(([key, value]) => [key, wechatKeyword(value)]));

export type WechatSimulatorSender = WechatTemplateSender & {
  /** What was "sent", keyword values already cut to the limits. */
  readonly sent: WechatTemplateMessage[];
  /** The next `count` sends fail (transient, or permanent like WeChat's 43004): tests of retries and records. */
  failNext(count: number, options?: { permanent?: boolean }): void;
};

export const createWechatTemplateSimulator = (): WechatSimulatorSender => {
  const sent: WechatTemplateMessage[] = [];
  let failures = 0;
  let permanent = false;
  return {
    name: 'simulator',
    sent,
    failNext: (count, options = {}) => {
      failures = count;
      permanent = options.permanent ?? false;
    },
    send: async (message) => {
      if (failures > 0) {
        failures -= 1;
        if (permanent) throw new PermanentWechatError('wechat 43004 simulated');
        throw new Error('wechat -1 simulated system busy');
      }
      sent.push({ ...message, data: keywordsOf(message.data) });
    },
  };
};

/** No Official Account configured: WeChat messages are skipped (the delivery says so). */
export const wechatTemplateOff: WechatTemplateSender = {
  name: 'off',
  send: async () => {
    throw new PermanentWechatError('wechatNotConfigured');
  },
};

/** The shared access-token row, as the wechat repository stores it. */
export type AccessTokenStore = {
  read(appId: string): Promise<{ token: string | null; expiresAt: Date | null } | undefined>;
  /** Takes the right to refresh until `until` (false: another process is refreshing). */
  claimRefresh(appId: string, now: Date, until: Date): Promise<boolean>;
  save(appId: string, token: string, expiresAt: Date): Promise<void>;
  releaseRefresh(appId: string): Promise<void>;
  /** Forgets `token` only if it is still the stored one (another process may have refreshed already). */
  forget(appId: string, token: string): Promise<void>;
};

// A token is used until five minutes before WeChat's expires_in runs out.
const TOKEN_MARGIN_MS = 5 * 60_000;
// How long a refresh may take before another process may try.
const REFRESH_LEASE_MS = 30_000;
const WAIT_FOR_REFRESH_MS = 200;
const WAIT_FOR_REFRESH_TRIES = 50;

/**
 * A client-credential access token (cgi-bin/token) shared by every process through `store`: a valid stored
 * token is used; otherwise one process claims the refresh (a lease, so a process that dies mid-refresh does
 * not block the others for long), fetches and stores it, while the others wait for it.
 */
export const createSharedAccessToken = (options: {
  appId: string;
  store: AccessTokenStore;
  fetchToken: () => Promise<{ token: string; expiresInSeconds: number }>;
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
}) => {
  const clock = options.clock ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return {
    get: async (): Promise<string> => {
      for (let attempt = 0; attempt < WAIT_FOR_REFRESH_TRIES; attempt += 1) {
        const row = await options.store.read(options.appId);
        const now = clock();
        if (row?.token && row.expiresAt && row.expiresAt.getTime() > now) return row.token;
        if (await options.store.claimRefresh(options.appId, new Date(now), new Date(now + REFRESH_LEASE_MS))) {
          try {
            const { token, expiresInSeconds } = await options.fetchToken();
            await options.store.save(options.appId, token, new Date(now + expiresInSeconds * 1000 - TOKEN_MARGIN_MS));
            return token;
          } catch (error) {
            await options.store.releaseRefresh(options.appId);
            throw error;
          }
        }
        await sleep(WAIT_FOR_REFRESH_MS);
      }
      throw new Error('wechat access token: another process is still refreshing');
    },
    /** WeChat answered 40001 / 42001 for `token`: the next get fetches a new one (unless another process already did). */
    invalidate: (token: string) => options.store.forget(options.appId, token),
  };
};

const PERMANENT_CODES = new Set([40003, 43004, 43101, 47003, 40037]);
const STALE_TOKEN_CODES = new Set([40001, 42001]);

/** The real Official Account API: the shared access token and cgi-bin/message/template/send. */
export const createWechatTemplateSender = (settings: {
  appId: string;
  appSecret: string;
  /** Template ids by name; a message whose template has none fails permanently ('templateNotConfigured'). */
  templateIds: Partial<Record<WechatTemplateName, string>>;
  apiBaseUrl: string;
  tokens: AccessTokenStore;
  fetch?: typeof fetch;
  clock?: () => number;
}): WechatTemplateSender => {
  const http = settings.fetch ?? fetch;
  const accessToken = createSharedAccessToken({
    appId: settings.appId,
    store: settings.tokens,
    clock: settings.clock,
    fetchToken: async () => {
      const url = `${settings.apiBaseUrl}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(settings.appId)}&secret=${encodeURIComponent(settings.appSecret)}`;
      const reply = (await (await http(url, { signal: AbortSignal.timeout(10_000) })).json()) as { access_token?: string; expires_in?: number; errcode?: number };
      if (!reply.access_token) throw new Error(`wechat token error ${reply.errcode ?? 'unknown'}`);
      return { token: reply.access_token, expiresInSeconds: reply.expires_in ?? 7200 };
    },
  });
  return {
    name: 'wechat',
    send: async (message) => {
      const templateId = settings.templateIds[message.template];
      if (!templateId) throw new PermanentWechatError('templateNotConfigured');
      const token = await accessToken.get();
      const response = await http(`${settings.apiBaseUrl}/cgi-bin/message/template/send?access_token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        signal: AbortSignal.timeout(10_000),
        body: JSON.stringify({
          touser: message.openId,
          template_id: templateId,
          url: message.url,
          data: Object.fromEntries(Object.entries(keywordsOf(message.data)).map(([key, value]) => [key, { value }])),
        }),
      });
      const reply = (await response.json()) as { errcode?: number; errmsg?: string };
      if (!reply.errcode) return;
      // An invalidated token: every process fetches a new one on its next send (this job's retry included).
      if (STALE_TOKEN_CODES.has(reply.errcode)) await accessToken.invalidate(token);
      if (PERMANENT_CODES.has(reply.errcode)) throw new PermanentWechatError(`wechat ${reply.errcode}`);
      throw new Error(`wechat ${reply.errcode} ${reply.errmsg ?? ''}`);
    },
  };
};
