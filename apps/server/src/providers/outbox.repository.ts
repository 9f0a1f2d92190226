import { count, desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';
import type { OutboxAttachment, OutboxEntry } from './types';

/** The only SQL for the development outbox. */
export const createOutboxRepository = (db: Database) => ({
  /** Stores one "sent" message. */
  insertMessage: async (message: { channel: 'sms' | 'email'; recipient: string; subject?: string; body: string; attachments?: OutboxAttachment[] }): Promise<void> => {
    await db.insert(outboxMessages).values({ ...message, subject: message.subject ?? null, attachments: message.attachments?.length ? message.attachments : null });
  },

  /** The newest `limit` messages, newest first, and how many there are in all. */
  listLatest: async (limit: number): Promise<{ list: OutboxEntry[]; total: number }> => {
    const rows = await db
      .select({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        body: outboxMessages.body,
        attachments: outboxMessages.attachments,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(limit);
    const [{ total }] = await db.select({ total: count() }).from(outboxMessages);
    return { list: rows.map((row) => ({ ...row, attachments: (row.attachments as OutboxAttachment[] | null) ?? [], channel: row.channel === 'email' ? 'email' : 'sms' })), total };
  },
});

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
