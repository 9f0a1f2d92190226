import { and, count, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchaChallenges, verificationCodes } from '../../db/schema';

export type CaptchaChallengeRow = typeof captchaChallenges.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type NewVerificationCode = Pick<typeof verificationCodes.$inferInsert, 'channel' | 'target' | 'purpose' | 'codeHash' | 'expiresAt' | 'ip'>;

const createQueries = (db: Database) => ({
  // -------------------------------------------------------------------------
  // Slider captcha
  // -------------------------------------------------------------------------

  /** Stores a new puzzle's answer (with its client, tolerance and round) and returns its id. */
  insertChallenge: async (challenge: {
    pieceX: number;
    pieceY: number;
    expiresAt: Date;
    ip: string | null;
    clientHash: string;
    tolerancePx: number;
    round: number;
    roundsRequired: number;
    createdAt: Date;
  }): Promise<string> => {
    const [row] = await db
      .insert(captchaChallenges)
      .values({ ...challenge, updatedAt: challenge.createdAt })
      .returning({ id: captchaChallenges.id });
    return row.id;
  },

  /** A puzzle by id, or undefined. */
  findChallenge: async (id: string): Promise<CaptchaChallengeRow | undefined> => {
    const [row] = await db.select().from(captchaChallenges).where(eq(captchaChallenges.id, id));
    return row;
  },

  /**
   * The client's newest puzzle when it is a passed round of a row that needs more (solved, no
   * ticket, still live), and takes it: the row goes on from it once only (its roundsRequired
   * drops to its own round). Undefined when the client has no row to continue.
   */
  takeRoundToContinue: async (clientHash: string, now: Date): Promise<Pick<CaptchaChallengeRow, 'round' | 'roundsRequired' | 'tolerancePx'> | undefined> => {
    const [latest] = await db
      .select()
      .from(captchaChallenges)
      .where(eq(captchaChallenges.clientHash, clientHash))
      .orderBy(desc(captchaChallenges.createdAt))
      .limit(1);
    if (!latest?.solvedAt || latest.ticketHash || latest.round >= latest.roundsRequired || latest.expiresAt <= now) return undefined;
    const taken = await db
      .update(captchaChallenges)
      .set({ roundsRequired: latest.round, updatedAt: now })
      .where(and(eq(captchaChallenges.id, latest.id), lt(captchaChallenges.round, captchaChallenges.roundsRequired)))
      .returning({ id: captchaChallenges.id });
    return taken.length === 1 ? { round: latest.round, roundsRequired: latest.roundsRequired, tolerancePx: latest.tolerancePx } : undefined;
  },

  /** Marks a live, unsolved puzzle as a passed round (no ticket yet). False when it was solved or died first. */
  markRoundPassed: async (id: string, update: { now: Date; maxFailures: number }): Promise<boolean> => {
    const rows = await db
      .update(captchaChallenges)
      .set({ solvedAt: update.now, updatedAt: update.now })
      .where(liveUnsolved(id, update.now, update.maxFailures))
      .returning({ id: captchaChallenges.id });
    return rows.length === 1;
  },

  /** Counts one wrong answer and returns how many there are now. */
  recordChallengeFailure: async (id: string, now: Date): Promise<number> => {
    const [row] = await db
      .update(captchaChallenges)
      .set({ failedAttempts: sql`${captchaChallenges.failedAttempts} + 1`, updatedAt: now })
      .where(eq(captchaChallenges.id, id))
      .returning({ failedAttempts: captchaChallenges.failedAttempts });
    return row?.failedAttempts ?? 0;
  },

  /**
   * Marks a live, unsolved puzzle solved and stores its ticket's hash with
   * the ticket's expiry. False when another request solved it first or it died.
   */
  markChallengeSolved: async (id: string, update: { ticketHash: string; ticketExpiresAt: Date; now: Date; maxFailures: number }): Promise<boolean> => {
    const rows = await db
      .update(captchaChallenges)
      .set({ solvedAt: update.now, ticketHash: update.ticketHash, expiresAt: update.ticketExpiresAt, updatedAt: update.now })
      .where(liveUnsolved(id, update.now, update.maxFailures))
      .returning({ id: captchaChallenges.id });
    return rows.length === 1;
  },

  /** Uses up a solved puzzle's unexpired, unused ticket. False when there is none. */
  consumeTicket: async (ticketHash: string, now: Date): Promise<boolean> => {
    const rows = await db
      .update(captchaChallenges)
      .set({ ticketUsedAt: now, updatedAt: now })
      .where(
        and(
          eq(captchaChallenges.ticketHash, ticketHash),
          isNull(captchaChallenges.ticketUsedAt),
          sql`${captchaChallenges.solvedAt} is not null`,
          gt(captchaChallenges.expiresAt, now),
        ),
      )
      .returning({ id: captchaChallenges.id });
    return rows.length === 1;
  },

  /** Forgets puzzles that expired before `before` (they only matter for two minutes). */
  deleteChallengesExpiredBefore: async (before: Date): Promise<void> => {
    await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, before));
  },

  // -------------------------------------------------------------------------
  // Verification codes
  // -------------------------------------------------------------------------

  /** When the newest code to this target was sent, if ever. */
  findLatestSendTime: async (channel: string, target: string): Promise<Date | undefined> => {
    const [row] = await db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row?.createdAt;
  },

  /** How many codes of a channel went to a target, or were asked for by an IP, since a time. */
  countCodesSince: async (channel: string, by: { target: string } | { ip: string }, since: Date): Promise<number> => {
    const who = 'target' in by ? eq(verificationCodes.target, by.target) : eq(verificationCodes.ip, by.ip);
    const [row] = await db
      .select({ total: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.channel, channel), who, gte(verificationCodes.createdAt, since)));
    return row.total;
  },

  /** Ends the live, unused codes of a target and purpose (a new code supersedes them). */
  expireLiveCodes: async (channel: string, target: string, purpose: string, now: Date): Promise<void> => {
    await db
      .update(verificationCodes)
      .set({ expiresAt: now, updatedAt: now })
      .where(
        and(
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, now),
        ),
      );
  },

  /** Stores a new code (hash only) and returns its id. */
  insertCode: async (code: NewVerificationCode & { createdAt: Date }): Promise<string> => {
    const [row] = await db
      .insert(verificationCodes)
      .values({ ...code, updatedAt: code.createdAt })
      .returning({ id: verificationCodes.id });
    return row.id;
  },

  /** Removes a code that could not be delivered, so it neither works nor counts. */
  deleteCode: async (id: string): Promise<void> => {
    await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
  },

  /** The newest code sent to any of `targets` (for `purpose` when given), used or not. */
  findLatestCode: async (channel: string, targets: string[], purpose?: string): Promise<VerificationCodeRow | undefined> => {
    if (targets.length === 0) return undefined;
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.channel, channel),
          inArray(verificationCodes.target, targets),
          purpose ? eq(verificationCodes.purpose, purpose) : undefined,
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row;
  },

  /** Counts one wrong entry and returns how many there are now. */
  recordCodeFailure: async (id: string, now: Date): Promise<number> => {
    const [row] = await db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1`, updatedAt: now })
      .where(eq(verificationCodes.id, id))
      .returning({ failedAttempts: verificationCodes.failedAttempts });
    return row?.failedAttempts ?? 0;
  },

  /** Notes that the code was entered correctly (checkCode); it stays unused. */
  markCodeVerified: async (id: string, now: Date): Promise<void> => {
    await db.update(verificationCodes).set({ verifiedAt: now, updatedAt: now }).where(eq(verificationCodes.id, id));
  },

  /** Uses a code up. False when another request used it first. */
  markCodeConsumed: async (id: string, now: Date): Promise<boolean> => {
    const rows = await db
      .update(verificationCodes)
      .set({ consumedAt: now, updatedAt: now })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  },

  /** Forgets codes older than `before` (daily caps only look one day back). */
  deleteCodesCreatedBefore: async (before: Date): Promise<void> => {
    await db.delete(verificationCodes).where(lte(verificationCodes.createdAt, before));
  },
});

/** The queries, bound to the database or to a transaction. */
export type VerificationQueries = ReturnType<typeof createQueries>;

/** The only SQL for slider captchas and verification codes. */
/** A puzzle still answerable: not solved, not expired, and not failed too often. */
const liveUnsolved = (id: string, now: Date, maxFailures: number) =>
  and(eq(captchaChallenges.id, id), isNull(captchaChallenges.solvedAt), gt(captchaChallenges.expiresAt, now), lt(captchaChallenges.failedAttempts, maxFailures));

export const createVerificationRepository = (db: Database) => ({
  ...createQueries(db),

  /**
   * Runs `work` in a transaction holding a lock on `key`, so two requests for
   * the same phone or address cannot both pass the once-a-minute rule.
   */
  withLock: async <T>(key: string, work: (locked: VerificationQueries) => Promise<T>): Promise<T> =>
    db.transaction(async (transaction) => {
      await transaction.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      return work(createQueries(transaction as unknown as Database));
    }),
});

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
