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

/** Text attachments (an .ics) up to this size are kept whole in the outbox, so tests and developers can read them. */
const TEXT_ATTACHMENT_KEPT_BYTES = 64 * 1024;

/** MAIL_PROVIDER=dev: every e-mail goes to the development outbox and the log, never to a mailbox. */
export const createDevMailProvider = (outbox: OutboxRepository, log: FastifyBaseLogger): MailProvider => ({
  name: 'dev',
  send: async ({ to, subject, text, attachments }) => {
    // Attachments are named in the body; text ones (≤ 64 KB, e.g. an .ics) are also kept whole, others by name and size only.
    const listed = attachments?.length ? `\n\nAttachments: ${attachments.map((file) => `${file.filename} (${file.contentType}, ${file.content.length} bytes)`).join('; ')}` : '';
    const kept = attachments?.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      sizeBytes: file.content.length,
      ...(file.contentType.startsWith('text/') && file.content.length <= TEXT_ATTACHMENT_KEPT_BYTES ? { content: file.content.toString('utf8') } : {}),
    }));
    await outbox.insertMessage({ channel: 'email', recipient: to, subject, body: `${text}${listed}`, attachments: kept });
    log.info({ channel: 'email', to, subject, text }, 'development e-mail (not sent)');
  },
});
