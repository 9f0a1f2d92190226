import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageSwitches, messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type MessageSwitchesRow = typeof messageSwitches.$inferSelect;

/** The only SQL for the message centre and notification switches. */
export const createMessagesRepository = (db: Database) => ({
  listMessages: async (userId: string, options: { page: number; limit: number; type?: number; ascending?: boolean }) => {
    const where = and(eq(messages.userId, userId), options.type === undefined ? undefined : eq(messages.type, options.type));
    const [list, [{ total }]] = await Promise.all([
      db
        .select()
        .from(messages)
        .where(where)
        .orderBy(options.ascending ? messages.createdAt : desc(messages.createdAt), desc(messages.id))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit),
      db.select({ total: count() }).from(messages).where(where),
    ]);
    return { list, total };
  },
  countUnread: async (userId: string): Promise<number> => {
    const [{ total }] = await db.select({ total: count() }).from(messages).where(and(eq(messages.userId, userId), eq(messages.readStatus, 1)));
    return total;
  },
  insertMessage: async (message: NewMessage) => {
    const [row] = await db.insert(messages).values(message).returning();
    return row;
  },
  markRead: async (userId: string, messageId?: string) => {
    const rows = await db
      .update(messages)
      .set({ readStatus: 2, updatedAt: new Date() })
      .where(and(eq(messages.userId, userId), messageId ? eq(messages.id, messageId) : eq(messages.readStatus, 1)))
      .returning({ id: messages.id });
    return rows.length;
  },
  findSwitches: async (userId: string): Promise<MessageSwitchesRow | undefined> => {
    const [row] = await db.select().from(messageSwitches).where(eq(messageSwitches.userId, userId));
    return row;
  },
  upsertSwitches: async (userId: string, changes: Partial<typeof messageSwitches.$inferInsert>) => {
    const [row] = await db
      .insert(messageSwitches)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: messageSwitches.userId, set: { ...changes, updatedAt: new Date() } })
      .returning();
    return row;
  },
});

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
