import nodemailer from 'nodemailer';
import type { MailProvider } from './types';

export type SmtpMailOptions = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** The From header of every e-mail. */
  from: string;
};

/** MAIL_PROVIDER=smtp: e-mail through an SMTP server with nodemailer (one pooled transport). */
export const createSmtpMailProvider = (options: SmtpMailOptions): MailProvider & { close: () => void } => {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
    pool: true,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    send: async ({ to, subject, text, html, attachments }) => {
      await transport.sendMail({ from: options.from, to, subject, text, ...(html ? { html } : {}), ...(attachments?.length ? { attachments } : {}) });
    },
    close: () => transport.close(),
  };
};
