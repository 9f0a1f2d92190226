import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { certificationRequests, storedFiles } from '../../db/schema';

export type CertificationRequestRow = typeof certificationRequests.$inferSelect;
export type NewCertificationRequest = typeof certificationRequests.$inferInsert;
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

const UNDER_REVIEW = 1;

/** Queries on an organisation's certification requests and uploaded files. */
const createOrganisationQueries = (db: Database) => ({
  insertCertificationRequest: async (values: NewCertificationRequest): Promise<CertificationRequestRow> => {
    const [row] = await db.insert(certificationRequests).values(values).returning();
    return row;
  },
  /** The newest request a user submitted for their organisation (optionally of one check type). */
  findLatestCertificationRequest: async (organisationId: string, userId: string, checkType?: number): Promise<CertificationRequestRow | undefined> => {
    const [row] = await db
      .select()
      .from(certificationRequests)
      .where(
        and(
          eq(certificationRequests.organisationId, organisationId),
          eq(certificationRequests.userId, userId),
          checkType === undefined ? undefined : eq(certificationRequests.checkType, checkType),
        ),
      )
      .orderBy(desc(certificationRequests.createdAt), desc(certificationRequests.id))
      .limit(1);
    return row;
  },
  /** Back office: one request by id, locked until the transaction ends. */
  lockCertificationRequest: async (requestId: string): Promise<CertificationRequestRow | undefined> => {
    const [row] = await db.select().from(certificationRequests).where(eq(certificationRequests.id, requestId)).for('update');
    return row;
  },
  findCertificationRequest: async (requestId: string): Promise<CertificationRequestRow | undefined> => {
    const [row] = await db.select().from(certificationRequests).where(eq(certificationRequests.id, requestId));
    return row;
  },
  updateCertificationRequest: async (requestId: string, changes: Partial<NewCertificationRequest>, now: Date) => {
    await db
      .update(certificationRequests)
      .set({ ...changes, updatedAt: now })
      .where(eq(certificationRequests.id, requestId));
  },
  /** Back office list: requests under review first (oldest first, a queue), then the rest newest first. */
  listCertificationRequests: async (options: { offset: number; limit: number; status?: number }) => {
    const where = options.status === undefined ? undefined : eq(certificationRequests.status, options.status);
    const [list, [{ total }]] = await Promise.all([
      db
        .select()
        .from(certificationRequests)
        .where(where)
        .orderBy(
          sql`case when ${certificationRequests.status} = ${UNDER_REVIEW} then 0 else 1 end`,
          sql`case when ${certificationRequests.status} = ${UNDER_REVIEW} then ${certificationRequests.createdAt} end asc`,
          desc(certificationRequests.createdAt),
          asc(certificationRequests.id),
        )
        .limit(options.limit)
        .offset(options.offset),
      db.select({ total: count() }).from(certificationRequests).where(where),
    ]);
    return { list, total };
  },

  insertStoredFile: async (values: NewStoredFile): Promise<StoredFileRow> => {
    const [row] = await db.insert(storedFiles).values(values).returning();
    return row;
  },
  /** Bytes of every file stored by these users (an organisation's: its storage quota counts these). */
  storedBytesOfOwners: async (ownerUserIds: string[]): Promise<number> => {
    if (ownerUserIds.length === 0) return 0;
    const [row] = await db
      .select({ total: sql<string | null>`sum(${storedFiles.sizeBytes})` })
      .from(storedFiles)
      .where(inArray(storedFiles.ownerUserId, ownerUserIds));
    return Number(row?.total ?? 0);
  },
  /**
   * Inserts the file row unless the organisation's stored bytes (the files of
   * `ownerUserIds`, its users) plus this file would pass `quotaBytes`; concurrent uploads
   * of one organisation take turns (a transaction-scoped advisory lock), so two cannot
   * both squeeze under the quota. Undefined when refused.
   */
  insertStoredFileWithinQuota: async (
    values: NewStoredFile,
    organisationId: string,
    ownerUserIds: string[],
    quotaBytes: number,
    /** Bytes the organisation stores elsewhere (the file store), read in this transaction under the same lock. */
    otherBytes: (tx: Transaction) => Promise<number> = async () => 0,
  ): Promise<StoredFileRow | undefined> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stored-files:${organisationId}`}, 0))`);
      const [used] =
        ownerUserIds.length === 0
          ? [{ total: null }]
          : await tx
              .select({ total: sql<string | null>`sum(${storedFiles.sizeBytes})` })
              .from(storedFiles)
              .where(inArray(storedFiles.ownerUserId, ownerUserIds));
      if (Number(used?.total ?? 0) + (await otherBytes(tx as unknown as Transaction)) + values.sizeBytes > quotaBytes) return undefined;
      const [row] = await tx.insert(storedFiles).values(values).returning();
      return row;
    }),
  /** A file the user uploaded for `purpose`, if it is theirs. */
  findOwnStoredFile: async (ownerUserId: string, fileId: string, purpose: string): Promise<StoredFileRow | undefined> => {
    const [row] = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerUserId, ownerUserId), eq(storedFiles.purpose, purpose)));
    return row;
  },
  findStoredFile: async (fileId: string): Promise<StoredFileRow | undefined> => {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    return row;
  },
});

export type OrganisationQueries = ReturnType<typeof createOrganisationQueries>;

/**
 * The only SQL for the certification requests and uploaded files of the account's own
 * company; the organisations row itself is the auth module's (its users service).
 */
export const createOrganisationRepository = (db: Database) => ({
  ...createOrganisationQueries(db),
  /** The same queries inside the caller's transaction (another module's), or on their own. */
  within: (transaction?: Transaction): OrganisationQueries => createOrganisationQueries((transaction ?? db) as unknown as Database),
  /** Runs `work` in one transaction; `transaction` lets the users service lock and change the organisation in it. */
  inTransaction: <T>(work: (queries: OrganisationQueries, transaction: Transaction) => Promise<T>): Promise<T> =>
    db.transaction(async (transaction) => work(createOrganisationQueries(transaction as unknown as Database), transaction as unknown as Transaction)),
});

export type OrganisationRepository = ReturnType<typeof createOrganisationRepository>;
