import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { noChanges, type ChangeBus } from '../../db/change-bus';
import { preparedQuery, type Database, type Transaction } from '../../db/client';
import { serviceCompanies } from '../../db/schema';

export type ServiceCompanyRow = typeof serviceCompanies.$inferSelect;
export type ServiceCompanyKind = 'listed' | 'hk';
export type NewServiceCompany = Omit<typeof serviceCompanies.$inferInsert, 'id' | 'userId' | 'kind' | 'status' | 'createdAt' | 'updatedAt'>;

const DEFAULT = 1;
const NOT_DEFAULT = 2;

// Read on every getUserInfo (the session's stockCode and focusNum) and search: prepared once per database.
const listedCodesQuery = preparedQuery((db) =>
  db
    .select({ stockCode: serviceCompanies.stockCode, status: serviceCompanies.status })
    .from(serviceCompanies)
    .where(and(eq(serviceCompanies.userId, sql.placeholder('userId')), eq(serviceCompanies.kind, 'listed')))
    .prepare('service_companies_listed_codes'),
);
const defaultQuery = preparedQuery((db) =>
  db
    .select()
    .from(serviceCompanies)
    .where(and(eq(serviceCompanies.userId, sql.placeholder('userId')), eq(serviceCompanies.status, DEFAULT)))
    .prepare('service_companies_default'),
);

/**
 * Queries on one user's client companies; every function takes the owning userId. Every write publishes
 * `clientCompanies` for the user (the listed codes read by every getUserInfo, kept in memory; db/change-bus.ts).
 */
const createServiceCompanyQueries = (db: Database, changes: Pick<ChangeBus, 'publish'>) => {
  const changed = (userId: string) => changes.publish('clientCompanies', { users: [userId] }, db);
  return {
    /** The user's listed client companies: code and status (1 = the default), for the announcement scopes. */
    listListedCodes: (userId: string): Promise<{ stockCode: string | null; status: number }[]> => listedCodesQuery(db).execute({ userId }),
    list: async (userId: string, kind: ServiceCompanyKind, page: { offset: number; limit: number }) => {
      const where = and(eq(serviceCompanies.userId, userId), eq(serviceCompanies.kind, kind));
      const [list, [{ total }]] = await Promise.all([
        db
          .select()
          .from(serviceCompanies)
          .where(where)
          .orderBy(asc(serviceCompanies.status), asc(serviceCompanies.createdAt), asc(serviceCompanies.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(serviceCompanies).where(where),
      ]);
      return { list, total };
    },
    find: async (userId: string, kind: ServiceCompanyKind, id: string): Promise<ServiceCompanyRow | undefined> => {
      const [row] = await db
        .select()
        .from(serviceCompanies)
        .where(and(eq(serviceCompanies.userId, userId), eq(serviceCompanies.kind, kind), eq(serviceCompanies.id, id)));
      return row;
    },
    /** The entry with the same stock code (listed) or company number (hk), if any. */
    findSame: async (userId: string, kind: ServiceCompanyKind, key: string): Promise<ServiceCompanyRow | undefined> => {
      const column = kind === 'listed' ? serviceCompanies.stockCode : serviceCompanies.companyNo;
      const [row] = await db
        .select()
        .from(serviceCompanies)
        .where(and(eq(serviceCompanies.userId, userId), eq(serviceCompanies.kind, kind), eq(column, key)));
      return row;
    },
    /** The user's current default across both kinds. */
    findDefault: async (userId: string): Promise<ServiceCompanyRow | undefined> => {
      const [row] = await defaultQuery(db).execute({ userId });
      return row;
    },
    insert: async (userId: string, kind: ServiceCompanyKind, values: NewServiceCompany, isDefault: boolean): Promise<ServiceCompanyRow> => {
      const [row] = await db
        .insert(serviceCompanies)
        .values({ ...values, userId, kind, status: isDefault ? DEFAULT : NOT_DEFAULT })
        .returning();
      await changed(userId);
      return row;
    },
    /** Sets every entry of the user except `exceptId` to not default. */
    clearDefault: async (userId: string, now: Date, exceptId?: string) => {
      await db
        .update(serviceCompanies)
        .set({ status: NOT_DEFAULT, updatedAt: now })
        .where(and(eq(serviceCompanies.userId, userId), eq(serviceCompanies.status, DEFAULT), exceptId ? ne(serviceCompanies.id, exceptId) : undefined));
      await changed(userId);
    },
    setDefault: async (userId: string, id: string, now: Date) => {
      await db
        .update(serviceCompanies)
        .set({ status: DEFAULT, updatedAt: now })
        .where(and(eq(serviceCompanies.userId, userId), eq(serviceCompanies.id, id)));
      await changed(userId);
    },
    delete: async (userId: string, id: string) => {
      await db.delete(serviceCompanies).where(and(eq(serviceCompanies.userId, userId), eq(serviceCompanies.id, id)));
      await changed(userId);
    },
    /** The oldest remaining entry of either kind (promoted when the default is deleted). */
    findOldest: async (userId: string): Promise<ServiceCompanyRow | undefined> => {
      const [row] = await db
        .select()
        .from(serviceCompanies)
        .where(eq(serviceCompanies.userId, userId))
        .orderBy(asc(serviceCompanies.createdAt), asc(serviceCompanies.id))
        .limit(1);
      return row;
    },
  };
};

export type ServiceCompanyQueries = ReturnType<typeof createServiceCompanyQueries>;

/** The only SQL for client (service) companies (spec §3, §4). */
export const createServiceCompaniesRepository = (db: Database, changes: Pick<ChangeBus, 'publish'> = noChanges) => ({
  ...createServiceCompanyQueries(db, changes),
  /**
   * Runs `work` in one transaction; `transaction` lets the users service lock
   * the user's row in it first (service-companies.service.ts inUserTransaction).
   */
  inTransaction: <T>(work: (queries: ServiceCompanyQueries, transaction: Transaction) => Promise<T>): Promise<T> =>
    db.transaction(async (transaction) => work(createServiceCompanyQueries(transaction as unknown as Database, changes), transaction as unknown as Transaction)),
});

export type ServiceCompaniesRepository = ReturnType<typeof createServiceCompaniesRepository>;
