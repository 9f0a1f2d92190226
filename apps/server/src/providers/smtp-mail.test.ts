import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailProvider } from './smtp-mail';

type Delivered = { envelope: SMTPServerEnvelope; raw: string; user?: string };

describe(createSmtpMailProvider.name, () => {
  const delivered: Delivered[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    // A real SMTP server on a free local port, plain text with AUTH (no TLS certificate needed in a test).
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === 'mailer' && auth.password === 'mail-secret' ? callback(null, { user: auth.username }) : callback(new Error('Invalid username or password')),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          delivered.push({ envelope: session.envelope, raw: Buffer.concat(chunks).toString('utf8'), user: session.user as string | undefined });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = (password = 'mail-secret') =>
    createSmtpMailProvider({ host: '127.0.0.1', port, secure: false, user: 'mailer', password, from: 'Compliance Desk <no-reply@example.com>' });

  it('delivers the e-mail, signed in, with text and HTML parts', async () => {
    const mail = provider();
    try {
      await mail.send({ to: 'ann@example.com', subject: 'Your Compliance Desk verification code', text: 'Your code is 123456.', html: '<p>Your code is <strong>123456</strong>.</p>' });
    } finally {
      mail.close();
    }
    expect(delivered).toHaveLength(1);
    const [message] = delivered;
    expect(message.user).toBe('mailer');
    expect(message.envelope.mailFrom).toMatchObject({ address: 'no-reply@example.com' });
    expect(message.envelope.rcptTo.map((recipient) => recipient.address)).toEqual(['ann@example.com']);
    expect(message.raw).toContain('Subject: Your Compliance Desk verification code');
    expect(message.raw).toContain('From: Compliance Desk <no-reply@example.com>');
    expect(message.raw).toContain('To: ann@example.com');
    expect(message.raw).toContain('Your code is 123456.');
    expect(message.raw).toMatch(/Content-Type: text\/html/);
  });

  it('fails when the server refuses the sign-in', async () => {
    const mail = provider('wrong');
    try {
      await expect(mail.send({ to: 'ann@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/Invalid username or password|Invalid login/);
    } finally {
      mail.close();
    }
  });
});
