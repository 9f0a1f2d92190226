import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { noChanges, type ChangeBus } from '../../db/change-bus';
import { preparedQuery, type Database, type Transaction } from '../../db/client';
import { organisations, sessions, users } from '../../db/schema';
import type { OrganisationRow, UserRow } from './access.policy';

export type NewUser = typeof users.$inferInsert;
export type NewOrganisation = typeof organisations.$inferInsert;
export type OrganisationChanges = Partial<Omit<NewOrganisation, 'id' | 'createdAt' | 'updatedAt'>>;

/**
 * The session lookup of every signed-in call, built once per database and sent as a named prepared
 * statement: PostgreSQL parses and plans it once per connection, and Drizzle does not rebuild its
 * ~60 columns on every request (query building was the largest cost of a signed-in call).
 */
const liveSessionQuery = preparedQuery((db) =>
  db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users, organisation: organisations })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('auth_live_session'),
);

/**
 * The queries, bound to the database or to a caller's transaction. Every write that changes what a
 * signed-in caller holds (the user row, the organisation row, the session) publishes an `actor` change
 * on the same connection, so the session → actor caches drop it (db/change-bus.ts).
 */
const createAuthQueries = (db: Database, changed: Pick<ChangeBus, 'publish'>) => ({
  /** The user and organisation behind a live session token hash, if any. */
  findLiveSession: async (tokenHash: string, now: Date): Promise<{ sessionId: string; expiresAt: Date; user: UserRow; organisation: OrganisationRow } | undefined> => {
    const [row] = await liveSessionQuery(db).execute({ tokenHash, now });
    return row;
  },
  insertSession: async (session: typeof sessions.$inferInsert) => {
    await db.insert(sessions).values(session);
  },
  revokeSession: async (sessionId: string, now: Date) => {
    await db.update(sessions).set({ revokedAt: now, updatedAt: now }).where(eq(sessions.id, sessionId));
    await changed.publish('actor', { sessions: [sessionId] }, db);
  },
  /** Ends every session of a user (after a password reset), except `keepSessionId`. */
  revokeUserSessions: async (userId: string, now: Date, keepSessionId?: string) => {
    await db
      .update(sessions)
      .set({ revokedAt: now, updatedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : undefined));
    await changed.publish('actor', { users: [userId] }, db);
  },
  findUserByPhone: async (phone: string): Promise<UserRow | undefined> => {
    const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
    return row;
  },
  findUserByLoginName: async (loginName: string): Promise<UserRow | undefined> => {
    const [row] = await db.select().from(users).where(eq(users.loginName, loginName)).limit(1);
    return row;
  },
  findUserByEmail: async (email: string): Promise<UserRow | undefined> => {
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
    return row;
  },
  findUserByOpenId: async (openId: string): Promise<UserRow | undefined> => {
    const [row] = await db.select().from(users).where(eq(users.openId, openId)).limit(1);
    return row;
  },
  /** The account bound to a WeChat unionId (links an Official Account follower to our user). */
  findUserByUnionId: async (unionId: string): Promise<UserRow | undefined> => {
    const [row] = await db.select().from(users).where(eq(users.unionId, unionId)).limit(1);
    return row;
  },
  /** True when an account uses this canonical phone number. */
  isPhoneRegistered: async (phone: string): Promise<boolean> => {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
    return rows.length > 0;
  },
  /** True when an account uses this e-mail (case-insensitive). */
  isEmailUsed: async (email: string): Promise<boolean> => {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return rows.length > 0;
  },
  /** Locks the user's row until the transaction ends (serialises changes to what the user owns). */
  lockUser: async (userId: string) => {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },
  /** Reads the user and locks the row until the transaction ends. */
  lockAndReadUser: async (userId: string): Promise<UserRow | undefined> => {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
    return row;
  },
  /** The ids of every user of the organisation. */
  /** Every user id (alerts to everyone whose switch is on: regulatory, violations, calendar). */
  allUserIds: async (tx: Transaction = db): Promise<string[]> => {
    const rows = await tx.select({ id: users.id }).from(users);
    return rows.map((row) => row.id);
  },
  /** Of `userIds`, those bound to WeChat (an openId), as one array parameter (a fan-out's ten thousand ids stay one bind value). */
  userIdsWithOpenId: async (userIds: string[], tx: Transaction = db): Promise<string[]> => {
    const ids = userIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`${users.id} = any(${`{${ids.join(',')}}`}::uuid[])`, sql`${users.openId} is not null`));
    return rows.map((row) => row.id);
  },
  /** Every user id with the stored language (set-based alerts to everyone, split by the script of their title). */
  allUserLocales: async (tx: Transaction = db): Promise<{ id: string; locale: string | null }[]> => tx.select({ id: users.id, locale: users.locale }).from(users),
  userIdsOfOrganisation: async (organisationId: string, tx: Transaction = db): Promise<string[]> => {
    const rows = await tx.select({ id: users.id }).from(users).where(eq(users.organisationId, organisationId));
    return rows.map((row) => row.id);
  },
  /** Sets the user's language unless one is stored already (sign-in, registration). */
  setLocaleIfUnset: async (userId: string, locale: string, now: Date) => {
    const updated = await db
      .update(users)
      .set({ locale, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.locale)))
      .returning({ id: users.id });
    if (updated.length > 0) await changed.publish('actor', { users: [userId] }, db);
  },
  /** The stored language of each of these users that has one. */
  localesOfUsers: async (userIds: readonly string[]): Promise<{ id: string; locale: string | null }[]> =>
    userIds.length === 0 ? [] : db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, [...userIds])),
  updateUser: async (userId: string, changes: Partial<NewUser>, now: Date) => {
    await db.update(users).set({ ...changes, updatedAt: now }).where(eq(users.id, userId));
    await changed.publish('actor', { users: [userId] }, db);
  },
  findOrganisation: async (organisationId: string): Promise<OrganisationRow | undefined> => {
    const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
    return row;
  },
  /** Reads the organisation and locks its row until the transaction ends. */
  lockOrganisation: async (organisationId: string): Promise<OrganisationRow | undefined> => {
    const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId)).for('update');
    return row;
  },
  updateOrganisation: async (organisationId: string, changes: OrganisationChanges, now: Date): Promise<OrganisationRow> => {
    const [row] = await db
      .update(organisations)
      .set({ ...changes, updatedAt: now })
      .where(eq(organisations.id, organisationId))
      .returning();
    await changed.publish('actor', { organisations: [organisationId] }, db);
    return row;
  },
});

export type AuthQueries = ReturnType<typeof createAuthQueries>;

/** The only SQL for users, their organisations and sessions (with people.repository.ts, the organisation's people). */
export const createAuthRepository = (db: Database, changes: Pick<ChangeBus, 'publish'> = noChanges) => {
  const queries = createAuthQueries(db, changes);
  return {
    ...queries,
    /** The same queries in the caller's transaction (another module's), or outside any when there is none. */
    within: (transaction?: Transaction): AuthQueries => (transaction ? createAuthQueries(transaction, changes) : queries),
    /** Creates an organisation and its first user (the administrator) together. */
    insertUserWithOrganisation: async (user: Omit<NewUser, 'organisationId'>, organisation: NewOrganisation = {}): Promise<UserRow> =>
      db.transaction(async (transaction) => {
        const [createdOrganisation] = await transaction.insert(organisations).values(organisation).returning({ id: organisations.id });
        const [created] = await transaction
          .insert(users)
          .values({ ...user, organisationId: createdOrganisation.id })
          .returning();
        return created;
      }),
  };
};

export type AuthRepository = ReturnType<typeof createAuthRepository>;
