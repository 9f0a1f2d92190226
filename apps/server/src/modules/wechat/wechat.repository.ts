import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wechatLogins } from '../../db/schema';

export type WechatLoginRow = typeof wechatLogins.$inferSelect;

/** The only SQL for WeChat sign-in attempts. */
export const createWechatRepository = (db: Database) => ({
  insertAttempt: async (attempt: typeof wechatLogins.$inferInsert) => {
    await db.insert(wechatLogins).values(attempt);
  },
  findByStateHash: async (stateHash: string): Promise<WechatLoginRow | undefined> => {
    const [row] = await db.select().from(wechatLogins).where(eq(wechatLogins.stateHash, stateHash));
    return row;
  },
  findByTicketHash: async (ticketHash: string): Promise<WechatLoginRow | undefined> => {
    const [row] = await db.select().from(wechatLogins).where(eq(wechatLogins.ticketHash, ticketHash));
    return row;
  },
  updateAttempt: async (id: string, changes: Partial<typeof wechatLogins.$inferInsert>) => {
    await db.update(wechatLogins).set({ ...changes, updatedAt: new Date() }).where(eq(wechatLogins.id, id));
  },
});

export type WechatRepository = ReturnType<typeof createWechatRepository>;
