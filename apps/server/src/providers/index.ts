import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type AppConfig } from '../config/env';
import { createAliyunSmsProvider } from './aliyun-sms';
import { createDevMailProvider, createDevSmsProvider } from './dev';
import type { Database } from '../db/client';
import { createOutboxRepository, type OutboxRepository } from './outbox.repository';
import { createSmtpMailProvider } from './smtp-mail';
import { createTwilioSmsProvider } from './twilio-sms';
import type { MailProvider, OutboxEntry, SmsProvider } from './types';

export type { MailAttachment, MailMessage, MailProvider, OutboxEntry, SmsProvider } from './types';
export { createOutboxRepository, type OutboxRepository } from './outbox.repository';

type MessagingConfig = Pick<
  AppConfig,
  | 'SMS_PROVIDER'
  | 'ALIYUN_SMS_ACCESS_KEY_ID'
  | 'ALIYUN_SMS_ACCESS_KEY_SECRET'
  | 'ALIYUN_SMS_SIGN_NAME'
  | 'ALIYUN_SMS_TEMPLATE_CODE'
  | 'ALIYUN_SMS_ENDPOINT'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_BASE_URL'
  | 'MAIL_PROVIDER'
  | 'SMTP_HOST'
  | 'SMTP_PORT'
  | 'SMTP_SECURE'
  | 'SMTP_USER'
  | 'SMTP_PASSWORD'
  | 'MAIL_FROM'
>;

type Dependencies = { outbox: OutboxRepository; log: FastifyBaseLogger };

// The variables each real provider cannot work without.
const REQUIRED_SETTINGS = {
  aliyun: ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  smtp: ['SMTP_HOST'],
} as const satisfies Record<string, readonly (keyof MessagingConfig)[]>;

/** One line per provider that is chosen but not fully configured; empty when all is well. */
export const messagingConfigProblems = (config: MessagingConfig): string[] => {
  const missingFor = (provider: keyof typeof REQUIRED_SETTINGS) => REQUIRED_SETTINGS[provider].filter((name) => !config[name]);
  const problems: string[] = [];
  if (config.SMS_PROVIDER !== 'dev') {
    const missing = missingFor(config.SMS_PROVIDER);
    if (missing.length) problems.push(`SMS_PROVIDER=${config.SMS_PROVIDER} needs ${missing.join(', ')}`);
  }
  if (config.MAIL_PROVIDER !== 'dev') {
    const missing = missingFor(config.MAIL_PROVIDER);
    if (missing.length) problems.push(`MAIL_PROVIDER=${config.MAIL_PROVIDER} needs ${missing.join(', ')}`);
  }
  return problems;
};

/**
 * Stops the start when a chosen provider lacks its settings.
 * @throws ConfigError naming the provider and each missing variable.
 */
export const assertMessagingConfig = (config: MessagingConfig): void => {
  const problems = messagingConfigProblems(config);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
};

/**
 * The SMS adapter SMS_PROVIDER names.
 * @throws ConfigError when its settings are missing.
 */
export const createSmsProvider = (config: MessagingConfig, { outbox, log }: Dependencies): SmsProvider => {
  assertMessagingConfig({ ...config, MAIL_PROVIDER: 'dev' });
  switch (config.SMS_PROVIDER) {
    case 'aliyun':
      return createAliyunSmsProvider({
        accessKeyId: config.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
        accessKeySecret: config.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
        signName: config.ALIYUN_SMS_SIGN_NAME ?? '',
        templateCode: config.ALIYUN_SMS_TEMPLATE_CODE ?? '',
        endpoint: config.ALIYUN_SMS_ENDPOINT,
      });
    case 'twilio':
      return createTwilioSmsProvider({
        accountSid: config.TWILIO_ACCOUNT_SID ?? '',
        authToken: config.TWILIO_AUTH_TOKEN ?? '',
        from: config.TWILIO_FROM ?? '',
        baseUrl: config.TWILIO_BASE_URL,
      });
    case 'dev':
      return createDevSmsProvider(outbox, log);
  }
};

/**
 * The e-mail adapter MAIL_PROVIDER names.
 * @throws ConfigError when its settings are missing.
 */
export const createMailProvider = (config: MessagingConfig, { outbox, log }: Dependencies): MailProvider & { close?: () => void } => {
  assertMessagingConfig({ ...config, SMS_PROVIDER: 'dev' });
  switch (config.MAIL_PROVIDER) {
    case 'smtp':
      return createSmtpMailProvider({
        host: config.SMTP_HOST ?? '',
        port: config.SMTP_PORT,
        secure: config.SMTP_SECURE,
        user: config.SMTP_USER,
        password: config.SMTP_PASSWORD,
        from: config.MAIL_FROM,
      });
    case 'dev':
      return createDevMailProvider(outbox, log);
  }
};

/** Reads what the development providers "sent". */
export type DevOutboxReader = {
  /** The newest `limit` messages, newest first, and the total count. */
  listLatest(limit: number): Promise<{ list: OutboxEntry[]; total: number }>;
};

/** SMS and e-mail for every feature, and the development outbox when a provider is 'dev'. */
export type MessagingProviders = {
  /** Sends SMS through the provider SMS_PROVIDER names. */
  sms: SmsProvider;
  /** Sends e-mail through the provider MAIL_PROVIDER names. */
  mail: MailProvider;
  /** The development outbox; null unless SMS_PROVIDER or MAIL_PROVIDER is 'dev'. */
  devOutbox: DevOutboxReader | null;
  /** Closes open connections (SMTP) when the app closes. */
  close: () => void;
};

/**
 * The SMS and e-mail providers the configuration names (verification codes now;
 * reminders and notifications later). A chosen provider without its settings stops the start.
 * @throws ConfigError listing the missing variables.
 */
export const createMessagingProviders = (config: AppConfig, { db, log }: { db: Database; log: FastifyBaseLogger }): MessagingProviders => {
  assertMessagingConfig(config);
  const outbox = createOutboxRepository(db);
  const sms = createSmsProvider(config, { outbox, log });
  const mail = createMailProvider(config, { outbox, log });
  const isOutboxUsed = config.SMS_PROVIDER === 'dev' || config.MAIL_PROVIDER === 'dev';
  log.info({ sms: sms.name, mail: mail.name }, 'messaging ready');
  return { sms, mail, devOutbox: isOutboxUsed ? { listLatest: outbox.listLatest } : null, close: () => mail.close?.() };
};
