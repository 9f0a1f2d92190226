import { createHash, timingSafeEqual } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { simulatorIdentityFor } from './wechat.provider';
import { createSharedAccessToken, type AccessTokenStore } from './wechat-template.provider';

/**
 * The Official Account's server callback (plaintext mode; brief §5.2): WeChat proves each request with
 * signature = sha1 of token, timestamp and nonce sorted and joined, checks the URL once with a GET that
 * must echo `echostr`, then POSTs each event as flat XML and wants "success" back within 5 seconds.
 */

/** Whether `signature` is sha1(sort([token, timestamp, nonce]).join('')), compared in constant time. */
export const officialAccountSignatureValid = (token: string, query: { signature?: unknown; timestamp?: unknown; nonce?: unknown }): boolean => {
  const { signature, timestamp, nonce } = query;
  // A repeated parameter arrives as a list: not WeChat's, refused like a wrong signature.
  if (typeof signature !== 'string' || typeof timestamp !== 'string' || typeof nonce !== 'string' || !signature || !timestamp || !nonce) return false;
  const expected = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest();
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/** What this server acts on; any other message or event is answered "success" and ignored. */
export type OfficialAccountEvent = { kind: 'subscribe' | 'unsubscribe'; oaOpenId: string; at: Date; unionId: string | null };

// Entities are not expanded (no entity tricks; WeChat sends text as CDATA) and values stay strings.
const parser = new XMLParser({ ignoreAttributes: true, processEntities: false, parseTagValue: false, ignoreDeclaration: true, ignorePiTags: true });

/**
 * The subscribe or unsubscribe event in a callback body, or null for anything else (a text message, a
 * menu click, an encrypted body of safe mode). @throws Error when the body is not XML.
 */
export const parseOfficialAccountEvent = (body: string): OfficialAccountEvent | null => {
  const parsed = parser.parse(body, true) as { xml?: Record<string, unknown> };
  const xml = parsed.xml;
  if (!xml || typeof xml !== 'object') return null;
  const text = (key: string) => (typeof xml[key] === 'string' ? (xml[key] as string).trim() : '');
  const event = text('Event').toLowerCase();
  const oaOpenId = text('FromUserName');
  const seconds = Number(text('CreateTime'));
  if (text('MsgType') !== 'event' || (event !== 'subscribe' && event !== 'unsubscribe')) return null;
  if (!oaOpenId || oaOpenId.length > 64 || !Number.isSafeInteger(seconds) || seconds <= 0) return null;
  const unionId = text('UnionId');
  return { kind: event, oaOpenId, at: new Date(seconds * 1000), unionId: unionId && unionId.length <= 64 ? unionId : null };
};

/** The unionId of an Official Account follower (null when the account is not bound to an open platform account). */
export type OfficialAccountUserInfo = (oaOpenId: string) => Promise<string | null>;

/** The real lookup: cgi-bin/user/info with the Official Account's access token, shared with the template sender. */
export const createOfficialAccountUserInfo = (settings: {
  appId: string;
  appSecret: string;
  apiBaseUrl: string;
  tokens: AccessTokenStore;
  fetch?: typeof fetch;
  clock?: () => number;
}): OfficialAccountUserInfo => {
  const http = settings.fetch ?? fetch;
  const accessToken = createSharedAccessToken({
    appId: settings.appId,
    store: settings.tokens,
    clock: settings.clock,
    fetchToken: async () => {
      const query = new URLSearchParams({ grant_type: 'client_credential', appid: settings.appId, secret: settings.appSecret });
      const reply = (await (await http(`${settings.apiBaseUrl}/cgi-bin/token?${query.toString()}`, { signal: AbortSignal.timeout(10_000) })).json()) as {
        access_token?: string;
        expires_in?: number;
        errcode?: number;
      };
      if (!reply.access_token) throw new Error(`wechat token error ${reply.errcode ?? 'unknown'}`);
      return { token: reply.access_token, expiresInSeconds: reply.expires_in ?? 7200 };
    },
  });
  const lookUp = async (oaOpenId: string) => {
    const token = await accessToken.get();
    const query = new URLSearchParams({ access_token: token, openid: oaOpenId, lang: 'zh_CN' });
    const reply = (await (await http(`${settings.apiBaseUrl}/cgi-bin/user/info?${query.toString()}`, { signal: AbortSignal.timeout(10_000) })).json()) as {
      unionid?: string;
      errcode?: number;
      errmsg?: string;
    };
    return { token, reply };
  };
  return async (oaOpenId) => {
    const first = await lookUp(oaOpenId);
    let reply = first.reply;
    // A token another process's refresh invalidated: fetch a new one once.
    if (reply.errcode === 40001 || reply.errcode === 42001) {
      await accessToken.invalidate(first.token);
      ({ reply } = await lookUp(oaOpenId));
    }
    if (reply.errcode) throw new Error(`wechat user/info ${reply.errcode} ${reply.errmsg ?? ''}`);
    return reply.unionid ?? null;
  };
};

/** The simulator's Official Account openId of a test identity: not its website openId, as with real WeChat. */
export const simulatorOfficialAccountOpenIdFor = (nickName: string): string => simulatorIdentityFor(nickName).openId.replace(/^sim-open-/, 'sim-oa-');

/** The simulator's user/info: a simulated follower has the unionId of the same test identity. */
export const simulatorOfficialAccountUserInfo: OfficialAccountUserInfo = async (oaOpenId) => (oaOpenId.startsWith('sim-oa-') ? `sim-union-${oaOpenId.slice('sim-oa-'.length)}` : null);
