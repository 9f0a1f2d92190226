import { generateKeyPairSync } from 'node:crypto';
import { rsaSha256Sign, wechatNotificationMessage } from './wechat-pay';

/*
 * Stand-ins for the WeChat Pay and Alipay HTTP APIs, for tests only: each is a
 * `fetch` that answers from a handler and signs (or, on request, forges or
 * leaves unsigned) its replies the way the provider does, with key pairs made
 * in the test.
 */

/** A fresh 2048-bit RSA key pair as PEM. */
export const testKeyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};

/** How a stand-in signs its next replies. */
export type ReplySigning = 'good' | 'forged' | 'missing' | 'stale' | 'unknown-key' | 'tampered';

export type GatewayCall = { method: string; path: string; body: string };

/**
 * WeChat Pay APIv3: the handler gives status and body; the reply carries the
 * Wechatpay-Timestamp/Nonce/Signature/Serial headers over TIMESTAMP\nNONCE\nBODY\n.
 */
export const fakeWechatApi = (platform: { privateKey: string; serial: string }, handler: (call: GatewayCall) => { status: number; body?: unknown }, now: () => Date = () => new Date()) => {
  const state = { signing: 'good' as ReplySigning, calls: [] as GatewayCall[] };
  const forger = testKeyPair();
  const fetcher = (async (url: string | URL | Request, init?: RequestInit) => {
    const parsed = new URL(String(url));
    const call = { method: init?.method ?? 'GET', path: `${parsed.pathname}${parsed.search}`, body: typeof init?.body === 'string' ? init.body : '' };
    state.calls.push(call);
    const { status, body } = handler(call);
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = String(Math.floor(now().getTime() / 1000) - (state.signing === 'stale' ? 600 : 0));
    const nonce = 'NONCE0123456789';
    const signer = state.signing === 'forged' ? forger.privateKey : platform.privateKey;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (state.signing !== 'missing') {
      headers['wechatpay-timestamp'] = timestamp;
      headers['wechatpay-nonce'] = nonce;
      headers['wechatpay-serial'] = state.signing === 'unknown-key' ? 'PUB_KEY_ID_UNKNOWN' : platform.serial;
      headers['wechatpay-signature'] = rsaSha256Sign(signer, wechatNotificationMessage(timestamp, nonce, text));
    }
    // 'tampered': signed, then changed on the way (the body, or the nonce of a reply without one)
    const tampered = state.signing === 'tampered';
    if (tampered && !text) headers['wechatpay-nonce'] = 'OTHERNONCE';
    const sent = tampered && text ? text.replace(/}$/, ',"trade_state_desc":"x"}') : text;
    return new Response(status === 204 ? null : sent, { status, headers });
  }) as typeof fetch;
  return { fetcher, state };
};

/**
 * Alipay's gateway: the handler gives the `*_response` object of the called
 * method; the reply is `{"<method>_response":{…},"sign":"…"}` with the sign over
 * the exact response text.
 */
export const fakeAlipayGateway = (alipay: { privateKey: string }, handler: (method: string, bizContent: Record<string, unknown>) => Record<string, string>) => {
  const state = { signing: 'good' as ReplySigning, methods: [] as string[] };
  const forger = testKeyPair();
  const fetcher = (async (_url: string | URL | Request, init?: RequestInit) => {
    const params = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const method = params.get('method') ?? '';
    state.methods.push(method);
    const content = JSON.stringify(handler(method, JSON.parse(params.get('biz_content') ?? '{}') as Record<string, unknown>));
    const sign = rsaSha256Sign(state.signing === 'forged' ? forger.privateKey : alipay.privateKey, content);
    const sent = state.signing === 'tampered' ? content.replace(/}$/, ',"total_amount":"0.01"}') : content;
    const key = `${method.replaceAll('.', '_')}_response`;
    const text = state.signing === 'missing' ? `{"${key}":${sent}}` : `{"${key}":${sent},"sign":"${sign}"}`;
    return new Response(text, { status: 200, headers: { 'content-type': 'application/json;charset=utf-8' } });
  }) as typeof fetch;
  return { fetcher, state };
};
