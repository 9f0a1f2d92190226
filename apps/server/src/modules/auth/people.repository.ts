import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { noChanges, type ChangeBus } from '../../db/change-bus';
import type { Database } from '../../db/client';
import { organisations, sessions, users } from '../../db/schema';
import type { UserRow } from './access.policy';

export type NewPerson = Omit<typeof users.$inferInsert, 'id' | 'organisationId' | 'createdAt' | 'updatedAt'>;
export type PersonChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'name' | 'phone' | 'phoneRegion' | 'email' | 'job' | 'loginAccess' | 'secretarySwitch' | 'fileSwitch' | 'deptId' | 'jobStatus' | 'standbyPhone' | 'standbyEmail' | 'tel' | 'fax' | 'remark' | 'label'
  >
>;
/** deptIds: people in any of these departments (a department and its sub-departments). */
export type PersonFilter = { queryName?: string; loginAccess?: boolean; jobStatus?: number; deptIds?: string[] };

// Spec §6 isAdmin: userType is not 2, or userType 2 with adminStatus 1.
const isAdminSql = sql<boolean>`(${users.userType} <> 2 or ${users.adminStatus} = 1)`;

/** LIKE pattern matching `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The SQL of the people administration (the organisation module's company
 * people and departments, through people.service.ts). Every query takes the
 * organisation id, so one organisation never reads or changes another's users. Every change of a user
 * publishes an `actor` change (the session → actor caches drop that user; db/change-bus.ts).
 */
export const createPeopleRepository = (db: Database, changes: Pick<ChangeBus, 'publish'> = noChanges) => {
  const changedUser = (id: string, transaction: Database) => changes.publish('actor', { users: [id] }, transaction);

  /** Locks the organisation row for the rest of the transaction and counts its users with login access. */
  const lockAndCountActive = async (transaction: Pick<Database, 'select'>, organisationId: string) => {
    const [organisation] = await transaction.select({ maxUsers: organisations.maxUsers }).from(organisations).where(eq(organisations.id, organisationId)).for('update');
    const [{ active }] = await transaction
      .select({ active: count() })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), eq(users.loginAccess, true)));
    return { maxUsers: organisation?.maxUsers ?? 0, active };
  };

  return {
    list: async (organisationId: string, filter: PersonFilter, page: { offset: number; limit: number }) => {
      const conditions: (SQL | undefined)[] = [eq(users.organisationId, organisationId)];
      if (filter.queryName) {
        const pattern = containing(filter.queryName);
        conditions.push(or(ilike(users.name, pattern), ilike(users.phone, pattern), ilike(users.email, pattern), ilike(users.job, pattern)));
      }
      if (filter.loginAccess !== undefined) conditions.push(eq(users.loginAccess, filter.loginAccess));
      if (filter.jobStatus !== undefined) conditions.push(eq(users.jobStatus, filter.jobStatus));
      if (filter.deptIds) conditions.push(filter.deptIds.length > 0 ? inArray(users.deptId, filter.deptIds) : sql`false`);
      const where = and(...conditions);
      const [list, [{ total }]] = await Promise.all([
        db.select().from(users).where(where).orderBy(desc(isAdminSql), asc(users.createdAt), asc(users.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { list, total };
    },

    /** How many people each department holds directly. */
    personCounts: async (organisationId: string) => {
      const rows = await db
        .select({ deptId: users.deptId, people: count() })
        .from(users)
        .where(and(eq(users.organisationId, organisationId), isNotNull(users.deptId)))
        .groupBy(users.deptId);
      return new Map(rows.map((row) => [row.deptId as string, row.people]));
    },

    countActive: async (organisationId: string) => {
      const [{ active }] = await db
        .select({ active: count() })
        .from(users)
        .where(and(eq(users.organisationId, organisationId), eq(users.loginAccess, true)));
      return active;
    },

    find: async (organisationId: string, id: string): Promise<UserRow | undefined> => {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
      return row;
    },

    /** Whether any account (of any organisation) has this canonical phone. */
    phoneTaken: async (phone: string): Promise<boolean> => {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
      return row !== undefined;
    },

    /** Adds an account with login access unless the organisation is full; 'limit' then. */
    insertWithinLimit: async (organisationId: string, person: NewPerson): Promise<UserRow | 'limit'> =>
      db.transaction(async (transaction) => {
        const { maxUsers, active } = await lockAndCountActive(transaction, organisationId);
        if (active >= maxUsers) return 'limit';
        const [created] = await transaction
          .insert(users)
          .values({ ...person, organisationId, loginAccess: true })
          .returning();
        return created;
      }),

    /** Grants login access unless the organisation is full; 'limit' then. */
    grantLoginWithinLimit: async (organisationId: string, id: string, now: Date): Promise<'granted' | 'limit'> =>
      db.transaction(async (transaction) => {
        const { maxUsers, active } = await lockAndCountActive(transaction, organisationId);
        if (active >= maxUsers) return 'limit';
        await transaction
          .update(users)
          .set({ loginAccess: true, updatedAt: now })
          .where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
        await changedUser(id, transaction as unknown as Database);
        return 'granted';
      }),

    update: async (organisationId: string, id: string, personChanges: PersonChanges, now: Date) => {
      await db
        .update(users)
        .set({ ...personChanges, updatedAt: now })
        .where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
      await changedUser(id, db);
    },

    /** Cancels login access and ends every live session of the account at once. */
    cancelLogin: async (organisationId: string, id: string, now: Date) =>
      db.transaction(async (transaction) => {
        await transaction
          .update(users)
          .set({ loginAccess: false, updatedAt: now })
          .where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
        await transaction
          .update(sessions)
          .set({ revokedAt: now, updatedAt: now })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        await changedUser(id, transaction as unknown as Database);
      }),

    /** Deletes the account; its sessions and personal records go with it (foreign keys cascade). */
    remove: async (organisationId: string, id: string) => {
      await db.delete(users).where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
      await changedUser(id, db);
    },

    /** Makes `id` the organisation's one administrator; every other admin becomes an ordinary sub-account. */
    changeAdmin: async (organisationId: string, id: string, now: Date) =>
      db.transaction(async (transaction) => {
        await transaction
          .update(users)
          .set({ userType: 2, adminStatus: 0, updatedAt: now })
          .where(and(eq(users.organisationId, organisationId), ne(users.id, id), isAdminSql));
        await transaction
          .update(users)
          .set({ userType: 2, adminStatus: 1, updatedAt: now })
          .where(and(eq(users.organisationId, organisationId), eq(users.id, id)));
        // every administrator of the organisation changed: its members' cached callers go
        await changes.publish('actor', { organisations: [organisationId] }, transaction as unknown as Database);
      }),
  };
};

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
