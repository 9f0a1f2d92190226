import { afterEach, describe, expect, it } from 'vitest';
import { startFakeGateway } from '../../test/fake-gateway';
import { createTwilioSmsProvider } from './twilio-sms';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';

describe(createTwilioSmsProvider.name, () => {
  let gateway: Awaited<ReturnType<typeof startFakeGateway>> | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  const provider = (baseUrl: string, from = '+15005550006') => createTwilioSmsProvider({ accountSid: ACCOUNT_SID, authToken: 'secret-token', from, baseUrl });

  it('posts the message with Basic auth to the account’s Messages resource', async () => {
    gateway = await startFakeGateway(() => ({ status: 201, json: { sid: 'SM1', status: 'queued' } }));
    await provider(gateway.url).send('+85291234567', 'Your code is 123456.');
    const [request] = gateway.received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:secret-token`).toString('base64')}`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ To: '+85291234567', From: '+15005550006', Body: 'Your code is 123456.' });
  });

  it('sends through a messaging service when TWILIO_FROM is one', async () => {
    gateway = await startFakeGateway(() => ({ status: 201, json: { sid: 'SM2' } }));
    await provider(gateway.url, 'MG0123456789abcdef0123456789abcdef').send('+8613800138000', '您的验证码');
    const fields = Object.fromEntries(new URLSearchParams(gateway.received[0].body));
    expect(fields).toEqual({ To: '+8613800138000', MessagingServiceSid: 'MG0123456789abcdef0123456789abcdef', Body: '您的验证码' });
  });

  it("fails with Twilio's code and message when it refuses", async () => {
    gateway = await startFakeGateway(() => ({ status: 400, json: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } }));
    await expect(provider(gateway.url).send('+852123', 'x')).rejects.toThrow(/HTTP 400, code 21211: The 'To' number is not a valid phone number\./);
  });

  it('never puts the auth token in the error', async () => {
    gateway = await startFakeGateway(() => ({ status: 401, json: { code: 20003, message: 'Authenticate' } }));
    const error = await provider(gateway.url).send('+85291234567', 'x').catch((caught: Error) => caught);
    expect(String(error)).not.toContain('secret-token');
  });
});
