import { createHmac, randomUUID } from 'node:crypto';
import type { SmsProvider } from './types';

export type AliyunSmsOptions = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** https://dysmsapi.aliyuncs.com unless overridden (tests use a local server). */
  endpoint: string;
  /** Injectable for tests: the request time and the anti-replay nonce. */
  now?: () => Date;
  nonce?: () => string;
};

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Aliyun's percent-encoding for signatures: RFC 3986 (space as %20, `*` as
 * %2A, `~` kept), i.e. encodeURIComponent plus the characters it leaves alone.
 */
export const percentEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * RPC signature v1 (HMAC-SHA1) as Aliyun documents it: sort the parameters by
 * name, percent-encode names and values, join as a query string, build
 * `METHOD&%2F&encode(query)` and sign it with `secret&`; Base64 of the digest.
 */
export const signAliyunRpcRequest = (method: 'GET' | 'POST', parameters: Record<string, string>, accessKeySecret: string): string => {
  const canonicalQuery = Object.keys(parameters)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(parameters[name])}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
};

/** ISO 8601 UTC without milliseconds, the Timestamp form Aliyun expects. */
const aliyunTimestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * SMS_PROVIDER=aliyun: dysmsapi SendSms (version 2017-05-25) over HTTPS POST.
 * Aliyun only sends approved templates, so the message goes out as
 * TEMPLATE_CODE filled with `templateParams` ({ code } for verification
 * codes); without them the text is passed as { content }.
 */
export const createAliyunSmsProvider = (options: AliyunSmsOptions): SmsProvider => ({
  name: 'aliyun',
  send: async (to, text, templateParams) => {
    const parameters: Record<string, string> = {
      AccessKeyId: options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      // Mainland numbers may carry 86 in front; other regions need their country code (no +).
      PhoneNumbers: to.replace(/^\+/, ''),
      SignName: options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: options.nonce?.() ?? randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: options.templateCode,
      TemplateParam: JSON.stringify(templateParams ?? { content: text }),
      Timestamp: aliyunTimestamp(options.now?.() ?? new Date()),
      Version: '2017-05-25',
    };
    const Signature = signAliyunRpcRequest('POST', parameters, options.accessKeySecret);
    const response = await fetch(new URL('/', options.endpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...parameters, Signature }).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const reply = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string; RequestId?: string };
    if (!response.ok || reply.Code !== 'OK') {
      throw new Error(`Aliyun SMS refused the message (HTTP ${response.status}, ${reply.Code ?? 'no code'}: ${reply.Message ?? 'no message'}, request ${reply.RequestId ?? '?'})`);
    }
  },
});
