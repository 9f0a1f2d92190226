import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { selectRows } from '../../db/client';
import { alertCursors, alertDigests, alertFollows } from '../../db/schema';
import type { FollowedPerson } from './alert-rules';

export type AlertFollowRow = typeof alertFollows.$inferSelect;

/** The only SQL for alert follows (people, topics) and the scanners' cursors. */
export const createAlertsRepository = (db: Database) => ({
  addFollow: async (follow: typeof alertFollows.$inferInsert) => {
    await db.insert(alertFollows).values(follow).onConflictDoNothing({ target: [alertFollows.userId, alertFollows.kind, alertFollows.key] });
  },
  removeFollow: async (userId: string, kind: string, key: string) => {
    const rows = await db
      .delete(alertFollows)
      .where(and(eq(alertFollows.userId, userId), eq(alertFollows.kind, kind), eq(alertFollows.key, key)))
      .returning({ id: alertFollows.id });
    return rows.length;
  },
  listFollows: (userId: string) => db.select().from(alertFollows).where(eq(alertFollows.userId, userId)).orderBy(asc(alertFollows.createdAt)),
  /** Every person someone follows, once each. */
  followedPeople: (tx: Transaction = db): Promise<FollowedPerson[]> =>
    selectRows<FollowedPerson>(
      tx,
      sql`select distinct on (key) key, name_en as "nameEn", name_zh as "nameZh" from alert_follows where kind = 'person' order by key, created_at`,
    ),
  /** Followers of any of `keys` (people), each once. */
  followersOfPeople: async (keys: string[], tx: Transaction = db): Promise<{ userId: string; key: string }[]> => {
    if (keys.length === 0) return [];
    return selectRows<{ userId: string; key: string }>(
      tx,
      sql`select distinct on (user_id) user_id as "userId", key from alert_follows
        where kind = 'person' and key = any(${`{${keys.map((key) => `"${key.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])
        order by user_id, key`,
    );
  },
  /** Users who narrowed regulatory alerts to topics other than `topic` (they do not get this one). */
  usersNarrowedAway: async (topic: string | null, tx: Transaction = db): Promise<Set<string>> => {
    const rows = await selectRows<{ userId: string }>(
      tx,
      sql`select user_id as "userId" from alert_follows where kind = 'topic'
        group by user_id having not bool_or(key = ${topic ?? ''})`,
    );
    return new Set(rows.map((row) => row.userId));
  },
  /** The cursor `name`, locked for this transaction (one scanner at a time); null before the first. */
  lockCursor: async (name: string, tx: Transaction): Promise<number | null> => {
    const [row] = await tx.select().from(alertCursors).where(eq(alertCursors.name, name)).for('update');
    return row ? row.position : null;
  },
  setCursor: async (name: string, position: number, tx: Transaction = db) => {
    await tx
      .insert(alertCursors)
      .values({ name, position })
      .onConflictDoUpdate({ target: alertCursors.name, set: { position, updatedAt: new Date() } });
  },
  /**
   * Claims the digest of `userId` for `day` until `leaseUntil`: the row's id, or null when it was sent already
   * or another run holds an unexpired claim. A claim left by a run that died (its lease over) is taken over.
   */
  claimDigest: async (userId: string, day: string, messageCount: number, now: Date, leaseUntil: Date): Promise<string | null> => {
    const [row] = await db
      .insert(alertDigests)
      .values({ userId, day, messageCount, claimedUntil: leaseUntil, attempts: 1 })
      .onConflictDoUpdate({
        target: [alertDigests.userId, alertDigests.day],
        set: { messageCount, claimedUntil: leaseUntil, attempts: sql`${alertDigests.attempts} + 1` },
        setWhere: and(isNull(alertDigests.sentAt), or(isNull(alertDigests.claimedUntil), lt(alertDigests.claimedUntil, now))),
      })
      .returning({ id: alertDigests.id });
    return row?.id ?? null;
  },
  markDigestSent: async (id: string, at: Date) => {
    await db.update(alertDigests).set({ sentAt: at, claimedUntil: null }).where(eq(alertDigests.id, id));
  },
  /** Gives a claim back after the e-mail failed, so the job's retry sends it. */
  releaseDigest: async (id: string) => {
    await db.update(alertDigests).set({ claimedUntil: null }).where(and(eq(alertDigests.id, id), isNull(alertDigests.sentAt)));
  },
});

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
