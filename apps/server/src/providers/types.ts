/** Sends text messages. `to` is the international form (+85291234567). */
export type SmsProvider = {
  /** Short provider name for logs ('dev', 'aliyun', 'twilio'). */
  readonly name: string;
  /**
   * Sends `text` to `to`. Template-based gateways (Aliyun) send their approved
   * template filled with `templateParams` (e.g. { code }) instead of the text.
   * @throws Error when the gateway refuses or cannot be reached.
   */
  send(to: string, text: string, templateParams?: Record<string, string>): Promise<void>;
};

/** A file sent with an e-mail (generated documents: the PDF). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** One e-mail: plain text always, HTML and attachments optionally. */
export type MailMessage = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/** Sends e-mail. */
export type MailProvider = {
  /** Short provider name for logs ('dev', 'smtp'). */
  readonly name: string;
  /** @throws Error when the mail server refuses or cannot be reached. */
  send(message: MailMessage): Promise<void>;
};

/** An attachment as the development outbox keeps it. */
export type OutboxAttachment = { filename: string; contentType: string; sizeBytes: number; content?: string };

/** A message a development provider "sent", as the outbox stores it. */
export type OutboxEntry = {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  /** E-mail attachments; `content` (UTF-8) only for text ones up to 64 KB. */
  attachments: OutboxAttachment[];
  createdAt: Date;
};
