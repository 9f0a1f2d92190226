import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env';
import { createMailProvider, createSmsProvider, messagingConfigProblems } from './index';
import type { OutboxRepository } from './outbox.repository';

const outbox = {} as OutboxRepository;
const log = { info: () => undefined } as unknown as FastifyBaseLogger;

describe(messagingConfigProblems.name, () => {
  it('is happy with the offline defaults (dev providers)', () => {
    expect(messagingConfigProblems(loadConfig({}))).toEqual([]);
  });

  it('names each missing variable of a chosen provider', () => {
    expect(messagingConfigProblems(loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id', MAIL_PROVIDER: 'smtp' }))).toEqual([
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE',
      'MAIL_PROVIDER=smtp needs SMTP_HOST',
    ]);
    expect(messagingConfigProblems(loadConfig({ SMS_PROVIDER: 'twilio' }))).toEqual(['SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM']);
  });
});

describe(createSmsProvider.name, () => {
  it.each([
    [{}, 'dev'],
    [{ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'a', ALIYUN_SMS_ACCESS_KEY_SECRET: 'b', ALIYUN_SMS_SIGN_NAME: 'c', ALIYUN_SMS_TEMPLATE_CODE: 'd' }, 'aliyun'],
    [{ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'a', TWILIO_AUTH_TOKEN: 'b', TWILIO_FROM: '+1' }, 'twilio'],
  ])('picks the adapter SMS_PROVIDER names (%j)', (environment, name) => {
    expect(createSmsProvider(loadConfig(environment), { outbox, log }).name).toBe(name);
  });

  it('refuses aliyun without keys with a clear message', () => {
    expect(() => createSmsProvider(loadConfig({ SMS_PROVIDER: 'aliyun' }), { outbox, log })).toThrow(ConfigError);
    expect(() => createSmsProvider(loadConfig({ SMS_PROVIDER: 'aliyun' }), { outbox, log })).toThrow(/SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID/);
  });
});

describe(createMailProvider.name, () => {
  it('picks dev by default and smtp when configured', () => {
    expect(createMailProvider(loadConfig({}), { outbox, log }).name).toBe('dev');
    const smtp = createMailProvider(loadConfig({ MAIL_PROVIDER: 'smtp', SMTP_HOST: 'mail.example.com' }), { outbox, log });
    expect(smtp.name).toBe('smtp');
    smtp.close?.();
  });

  it('refuses smtp without a host', () => {
    expect(() => createMailProvider(loadConfig({ MAIL_PROVIDER: 'smtp' }), { outbox, log })).toThrow(/MAIL_PROVIDER=smtp needs SMTP_HOST/);
  });
});
