import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './outbox.repository';
import type { MailProvider, SmsProvider } from './types';

/** SMS_PROVIDER=dev: every message goes to the development outbox and the log, never to a phone. */
export const createDevSmsProvider = (outbox: OutboxRepository, log: FastifyBaseLogger): SmsProvider => ({
  name: 'dev',
  send: async (to, text) => {
    await outbox.insertMessage({ channel: 'sms', recipient: to, body: text });
    log.info({ channel: 'sms', to, text }, 'development SMS (not sent)');
  },
});

/** MAIL_PROVIDER=dev: every e-mail goes to the development outbox and the log, never to a mailbox. */
export const createDevMailProvider = (outbox: OutboxRepository, log: FastifyBaseLogger): MailProvider => ({
  name: 'dev',
  send: async ({ to, subject, text }) => {
    await outbox.insertMessage({ channel: 'email', recipient: to, subject, body: text });
    log.info({ channel: 'email', to, subject, text }, 'development e-mail (not sent)');
  },
});
