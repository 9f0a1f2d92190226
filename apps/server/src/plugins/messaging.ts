import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import {
  assertMessagingConfig,
  createMailProvider,
  createOutboxRepository,
  createSmsProvider,
  type MailProvider,
  type OutboxEntry,
  type SmsProvider,
} from '../providers/index';

/** Reads what the development providers "sent". */
export type DevOutboxReader = {
  /** The newest `limit` messages, newest first, and the total count. */
  listLatest(limit: number): Promise<{ list: OutboxEntry[]; total: number }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends SMS through the provider SMS_PROVIDER names. */
    sms: SmsProvider;
    /** Sends e-mail through the provider MAIL_PROVIDER names. */
    mail: MailProvider;
    /** The development outbox; null unless SMS_PROVIDER or MAIL_PROVIDER is 'dev'. */
    devOutbox: DevOutboxReader | null;
  }
}

/**
 * SMS and e-mail for every feature (verification codes now; reminders and
 * notifications later). A chosen provider without its settings stops the start.
 * @throws ConfigError listing the missing variables.
 */
export const messagingPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;
    assertMessagingConfig(config);
    const outbox = createOutboxRepository(app.db);
    const sms = createSmsProvider(config, { outbox, log: app.log });
    const mail = createMailProvider(config, { outbox, log: app.log });
    app.decorate('sms', sms);
    app.decorate('mail', mail);
    const isOutboxUsed = config.SMS_PROVIDER === 'dev' || config.MAIL_PROVIDER === 'dev';
    app.decorate('devOutbox', isOutboxUsed ? { listLatest: outbox.listLatest } : null);
    app.addHook('onClose', async () => {
      mail.close?.();
    });
    app.log.info({ sms: sms.name, mail: mail.name }, 'messaging ready');
  },
  { name: 'messaging' },
);
