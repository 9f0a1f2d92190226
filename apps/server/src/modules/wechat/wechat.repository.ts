import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wechatAccessTokens, wechatLogins, wechatOfficialAccountFollowers as followers } from '../../db/schema';
import type { AccessTokenStore } from './wechat-template.provider';

export type WechatLoginRow = typeof wechatLogins.$inferSelect;
export type OfficialAccountFollowerRow = typeof followers.$inferSelect;

/** The shared access tokens (one row per AppID): every process reads and refreshes the same one. */
const createAccessTokenStore = (db: Database): AccessTokenStore => ({
  read: async (appId) => {
    const [row] = await db.select({ token: wechatAccessTokens.token, expiresAt: wechatAccessTokens.expiresAt }).from(wechatAccessTokens).where(eq(wechatAccessTokens.appId, appId));
    return row;
  },
  claimRefresh: async (appId, now, until) => {
    // The first process inserts the row with its lease; later ones take it only when no lease is running
    // and the stored token is still missing or expired: a process whose read came just before another's
    // save would otherwise fetch a second token and invalidate the one just stored.
    const rows = await db
      .insert(wechatAccessTokens)
      .values({ appId, refreshingUntil: until })
      .onConflictDoUpdate({
        target: wechatAccessTokens.appId,
        set: { refreshingUntil: until, updatedAt: sql`now()` },
        setWhere: and(
          or(isNull(wechatAccessTokens.refreshingUntil), lt(wechatAccessTokens.refreshingUntil, now)),
          or(isNull(wechatAccessTokens.expiresAt), lte(wechatAccessTokens.expiresAt, now)),
        ),
      })
      .returning({ appId: wechatAccessTokens.appId });
    return rows.length > 0;
  },
  save: async (appId, token, expiresAt) => {
    await db.update(wechatAccessTokens).set({ token, expiresAt, refreshingUntil: null, updatedAt: sql`now()` }).where(eq(wechatAccessTokens.appId, appId));
  },
  releaseRefresh: async (appId) => {
    await db.update(wechatAccessTokens).set({ refreshingUntil: null, updatedAt: sql`now()` }).where(eq(wechatAccessTokens.appId, appId));
  },
  forget: async (appId, token) => {
    await db
      .update(wechatAccessTokens)
      .set({ expiresAt: null, updatedAt: sql`now()` })
      .where(and(eq(wechatAccessTokens.appId, appId), eq(wechatAccessTokens.token, token)));
  },
});

/** The only SQL for WeChat sign-in attempts and the shared access tokens. */
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
  accessTokens: createAccessTokenStore(db),

  /**
   * Applies a subscribe / unsubscribe event unless a later one was applied already (WeChat retries late).
   * unionId and userId are kept when the event does not know them. Returns whether it was applied.
   */
  applyFollowerEvent: async (event: { oaOpenId: string; following: boolean; eventAt: Date; unionId?: string | null; userId?: string | null }): Promise<boolean> => {
    const known = { ...(event.unionId ? { unionId: event.unionId } : {}), ...(event.userId ? { userId: event.userId } : {}) };
    const rows = await db
      .insert(followers)
      .values({ oaOpenId: event.oaOpenId, following: event.following, eventAt: event.eventAt, ...known })
      .onConflictDoUpdate({
        target: followers.oaOpenId,
        set: { following: event.following, eventAt: event.eventAt, updatedAt: sql`now()`, ...known },
        setWhere: lte(followers.eventAt, event.eventAt),
      })
      .returning({ oaOpenId: followers.oaOpenId });
    return rows.length > 0;
  },
  /** The Official Account follower row of a user: linked by user id, or by the unionId of their bound WeChat (the latest event first). */
  findFollowerOf: async (userId: string, unionId: string | null): Promise<OfficialAccountFollowerRow | undefined> => {
    const [row] = await db
      .select()
      .from(followers)
      .where(unionId ? or(eq(followers.userId, userId), eq(followers.unionId, unionId)) : eq(followers.userId, userId))
      .orderBy(desc(followers.eventAt))
      .limit(1);
    return row;
  },
  linkFollower: async (oaOpenId: string, userId: string) => {
    await db.update(followers).set({ userId, updatedAt: sql`now()` }).where(eq(followers.oaOpenId, oaOpenId));
  },
});

export type WechatRepository = ReturnType<typeof createWechatRepository>;
