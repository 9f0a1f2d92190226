import type { SmsProvider } from './types';

export type TwilioSmsOptions = {
  accountSid: string;
  authToken: string;
  /** A sender number (+1…) or a messaging service SID (MG…). */
  from: string;
  /** https://api.twilio.com unless overridden (tests use a local server). */
  baseUrl: string;
};

const REQUEST_TIMEOUT_MS = 10_000;

/** SMS_PROVIDER=twilio: Programmable Messaging, POST /2010-04-01/Accounts/{sid}/Messages.json. */
export const createTwilioSmsProvider = (options: TwilioSmsOptions): SmsProvider => ({
  name: 'twilio',
  send: async (to, text) => {
    const form = new URLSearchParams({ To: to, Body: text });
    // A messaging service picks the sender itself (and handles regional sender rules).
    if (/^MG[0-9a-f]{32}$/i.test(options.from)) form.set('MessagingServiceSid', options.from);
    else form.set('From', options.from);
    const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`, options.baseUrl);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) {
      const reply = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new Error(`Twilio refused the SMS (HTTP ${response.status}, code ${reply.code ?? '?'}: ${reply.message ?? 'no message'})`);
    }
  },
});
