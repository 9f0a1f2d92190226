import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  secretaryCalendarFeeds,
  secretaryCertificates,
  secretaryDocuments,
  secretaryMatters,
  secretaryReminderDeliveries,
  secretaryTasks,
  secretaryTemplates,
} from '../../db/schema';

export type TemplateRow = typeof secretaryTemplates.$inferSelect;
export type MatterRow = typeof secretaryMatters.$inferSelect;
export type NewMatter = typeof secretaryMatters.$inferInsert;
export type TaskRow = typeof secretaryTasks.$inferSelect;
export type NewTask = typeof secretaryTasks.$inferInsert;
export type DeliveryRow = typeof secretaryReminderDeliveries.$inferSelect;
export type NewDelivery = typeof secretaryReminderDeliveries.$inferInsert;
export type DocumentRow = typeof secretaryDocuments.$inferSelect;
export type CertificateRow = typeof secretaryCertificates.$inferSelect;
export type NewCertificate = typeof secretaryCertificates.$inferInsert;

/** In progress: status 1 or 3 (archive withdrawn). */
const ACTIVE_STATUSES = [1, 3];

/** Which tasks a list shows, by the internal deadline against `today` (Hong Kong date). */
export type TaskScope = 'overdue' | 'today' | 'within5' | 'within30' | 'open' | 'all';

export type TaskFilter = {
  scope: TaskScope;
  today: string;
  within5: string;
  within30: string;
  company?: string;
  personId?: string;
  from?: string;
  to?: string;
};

const companyIs = (company: string) => or(eq(secretaryMatters.stockCode, company), eq(secretaryMatters.companyNo, company));
const personIs = (personId: string) =>
  or(eq(secretaryTasks.leadUserId, personId), sql`${secretaryTasks.participantIds} @> ${JSON.stringify([personId])}::jsonb`);

/** The only SQL for the secretary's tables. */
export const createSecretaryRepository = (db: Database) => {
  const taskConditions = (organisationId: string, filter: TaskFilter): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [eq(secretaryTasks.organisationId, organisationId), inArray(secretaryMatters.status, ACTIVE_STATUSES)];
    const open = isNull(secretaryTasks.completedDate);
    switch (filter.scope) {
      case 'overdue':
        conditions.push(open, lt(secretaryTasks.internalDate, filter.today));
        break;
      case 'today':
        conditions.push(open, eq(secretaryTasks.internalDate, filter.today));
        break;
      case 'within5':
        conditions.push(open, gte(secretaryTasks.internalDate, filter.today), lte(secretaryTasks.internalDate, filter.within5));
        break;
      case 'within30':
        conditions.push(open, gte(secretaryTasks.internalDate, filter.today), lte(secretaryTasks.internalDate, filter.within30));
        break;
      case 'open':
        conditions.push(open);
        break;
      case 'all':
        break;
    }
    if (filter.company) conditions.push(companyIs(filter.company));
    if (filter.personId) conditions.push(personIs(filter.personId));
    if (filter.from) conditions.push(gte(secretaryTasks.internalDate, filter.from));
    if (filter.to) conditions.push(lte(secretaryTasks.internalDate, filter.to));
    return and(...conditions);
  };

  return {
    // Templates
    listTemplates: () => db.select().from(secretaryTemplates).orderBy(asc(secretaryTemplates.sortOrder), asc(secretaryTemplates.code)),
    findTemplate: async (code: string): Promise<TemplateRow | undefined> => {
      const [row] = await db.select().from(secretaryTemplates).where(eq(secretaryTemplates.code, code));
      return row;
    },
    /** Inserts the catalogue's templates that are not there yet (staff edits are kept). */
    insertMissingTemplates: async (rows: (typeof secretaryTemplates.$inferInsert)[], executor: Database | Transaction = db) => {
      if (rows.length === 0) return 0;
      const inserted = await executor.insert(secretaryTemplates).values(rows).onConflictDoNothing().returning({ code: secretaryTemplates.code });
      return inserted.length;
    },
    updateTemplate: async (code: string, definition: unknown, updatedBy: string) => {
      const rows = await db
        .update(secretaryTemplates)
        .set({ definition, origin: 'staff', updatedBy, updatedAt: new Date() })
        .where(eq(secretaryTemplates.code, code))
        .returning({ code: secretaryTemplates.code });
      return rows.length;
    },

    // Matters and tasks
    insertMatterWithTasks: (matter: NewMatter, tasks: Omit<NewTask, 'matterId'>[]) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(secretaryMatters).values(matter).returning();
        const taskRows = tasks.length ? await tx.insert(secretaryTasks).values(tasks.map((task) => ({ ...task, matterId: row.id }))).returning() : [];
        return { matter: row, tasks: taskRows };
      }),
    findMatter: async (organisationId: string, id: string): Promise<MatterRow | undefined> => {
      const [row] = await db.select().from(secretaryMatters).where(and(eq(secretaryMatters.organisationId, organisationId), eq(secretaryMatters.id, id)));
      return row;
    },
    findMatterById: async (id: string, executor: Database | Transaction = db): Promise<MatterRow | undefined> => {
      const [row] = await executor.select().from(secretaryMatters).where(eq(secretaryMatters.id, id));
      return row;
    },
    updateMatter: async (id: string, changes: Partial<NewMatter>) => {
      const [row] = await db.update(secretaryMatters).set({ ...changes, updatedAt: new Date() }).where(eq(secretaryMatters.id, id)).returning();
      return row;
    },
    listMatters: async (organisationId: string, filter: { archived: boolean; company?: string; personId?: string }, page: { offset: number; limit: number }) => {
      const conditions: (SQL | undefined)[] = [
        eq(secretaryMatters.organisationId, organisationId),
        filter.archived ? eq(secretaryMatters.status, 2) : inArray(secretaryMatters.status, ACTIVE_STATUSES),
      ];
      if (filter.company) conditions.push(companyIs(filter.company));
      if (filter.personId)
        conditions.push(
          or(
            eq(secretaryMatters.leadUserId, filter.personId),
            sql`exists (select 1 from ${secretaryTasks} where ${secretaryTasks.matterId} = ${secretaryMatters.id} and (${secretaryTasks.leadUserId} = ${filter.personId} or ${secretaryTasks.participantIds} @> ${JSON.stringify([filter.personId])}::jsonb))`,
          ),
        );
      const where = and(...conditions);
      const [list, [{ total }]] = await Promise.all([
        db.select().from(secretaryMatters).where(where).orderBy(desc(secretaryMatters.createdAt), desc(secretaryMatters.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(secretaryMatters).where(where),
      ]);
      return { list, total };
    },
    countMatters: async (organisationId: string) => {
      const rows = await db
        .select({ status: secretaryMatters.status, total: count() })
        .from(secretaryMatters)
        .where(eq(secretaryMatters.organisationId, organisationId))
        .groupBy(secretaryMatters.status);
      return rows;
    },
    /** Task counts per matter: all, done, overdue (open with the internal deadline before `today`), next open internal date. */
    taskCountsByMatter: async (matterIds: string[], today: string) => {
      if (matterIds.length === 0) return [];
      return db
        .select({
          matterId: secretaryTasks.matterId,
          total: count(),
          done: sql<number>`count(${secretaryTasks.completedDate})::int`,
          overdue: sql<number>`count(*) filter (where ${secretaryTasks.completedDate} is null and ${secretaryTasks.internalDate} < ${today})::int`,
          nextInternal: sql<string | null>`min(${secretaryTasks.internalDate}) filter (where ${secretaryTasks.completedDate} is null)`,
        })
        .from(secretaryTasks)
        .where(inArray(secretaryTasks.matterId, matterIds))
        .groupBy(secretaryTasks.matterId);
    },
    listMatterTasks: (matterId: string) => db.select().from(secretaryTasks).where(eq(secretaryTasks.matterId, matterId)).orderBy(asc(secretaryTasks.sequence)),
    findTask: async (organisationId: string, id: string) => {
      const [row] = await db
        .select({ task: secretaryTasks, matter: secretaryMatters })
        .from(secretaryTasks)
        .innerJoin(secretaryMatters, eq(secretaryMatters.id, secretaryTasks.matterId))
        .where(and(eq(secretaryTasks.organisationId, organisationId), eq(secretaryTasks.id, id)));
      return row;
    },
    /** A task and its matter by id alone (the reminder job; `tx` is the job's transaction). */
    findTaskById: async (id: string, executor: Database | Transaction = db) => {
      const [row] = await executor
        .select({ task: secretaryTasks, matter: secretaryMatters })
        .from(secretaryTasks)
        .innerJoin(secretaryMatters, eq(secretaryMatters.id, secretaryTasks.matterId))
        .where(eq(secretaryTasks.id, id));
      return row;
    },
    insertTask: async (task: NewTask) => {
      const [row] = await db.insert(secretaryTasks).values(task).returning();
      return row;
    },
    maxSequence: async (matterId: string) => {
      const [row] = await db.select({ value: sql<number | null>`max(${secretaryTasks.sequence})` }).from(secretaryTasks).where(eq(secretaryTasks.matterId, matterId));
      return Number(row?.value ?? 0);
    },
    updateTask: async (id: string, changes: Partial<NewTask>) => {
      const [row] = await db.update(secretaryTasks).set({ ...changes, updatedAt: new Date() }).where(eq(secretaryTasks.id, id)).returning();
      return row;
    },
    listTasks: async (organisationId: string, filter: TaskFilter, page: { offset: number; limit: number }) => {
      const where = taskConditions(organisationId, filter);
      const [list, [{ total }]] = await Promise.all([
        db
          .select({ task: secretaryTasks, matter: secretaryMatters })
          .from(secretaryTasks)
          .innerJoin(secretaryMatters, eq(secretaryMatters.id, secretaryTasks.matterId))
          .where(where)
          .orderBy(asc(secretaryTasks.internalDate), asc(secretaryTasks.sequence), asc(secretaryTasks.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(secretaryTasks).innerJoin(secretaryMatters, eq(secretaryMatters.id, secretaryTasks.matterId)).where(where),
      ]);
      return { list, total };
    },
    countTasks: async (organisationId: string, filter: TaskFilter) => {
      const [{ total }] = await db
        .select({ total: count() })
        .from(secretaryTasks)
        .innerJoin(secretaryMatters, eq(secretaryMatters.id, secretaryTasks.matterId))
        .where(taskConditions(organisationId, filter));
      return total;
    },
    /** Tasks of the organisation's matters in progress whose internal or statutory date falls in [from, to] (the month calendar). */
    tasksBetween: (organisationId: string, from: string, to: string) =>
      db
        .select({ task: secretaryTasks, matter: secretaryMatters })
        .from(secretaryTasks)
        .innerJoin(secretaryMatters, eq(secretaryMatters.id, secretaryTasks.matterId))
        .where(
          and(
            eq(secretaryTasks.organisationId, organisationId),
            inArray(secretaryMatters.status, ACTIVE_STATUSES),
            or(and(gte(secretaryTasks.internalDate, from), lte(secretaryTasks.internalDate, to)), and(gte(secretaryTasks.statutoryDate, from), lte(secretaryTasks.statutoryDate, to))),
          ),
        )
        .orderBy(asc(secretaryTasks.internalDate)),
    /** Every task of the organisation (matters in progress and archived), for statistics; optionally by internal date. */
    tasksForStats: (organisationId: string, from?: string, to?: string) =>
      db
        .select({ task: secretaryTasks, matter: secretaryMatters })
        .from(secretaryTasks)
        .innerJoin(secretaryMatters, eq(secretaryMatters.id, secretaryTasks.matterId))
        .where(
          and(
            eq(secretaryTasks.organisationId, organisationId),
            isNotNull(secretaryTasks.internalDate),
            from ? gte(secretaryTasks.internalDate, from) : undefined,
            to ? lte(secretaryTasks.internalDate, to) : undefined,
          ),
        ),
    /** Open tasks with a date, of matters in progress, where `userId` leads or takes part (the calendar feed). */
    tasksForPerson: (organisationId: string, userId: string) =>
      db
        .select({ task: secretaryTasks, matter: secretaryMatters })
        .from(secretaryTasks)
        .innerJoin(secretaryMatters, eq(secretaryMatters.id, secretaryTasks.matterId))
        .where(
          and(
            eq(secretaryTasks.organisationId, organisationId),
            inArray(secretaryMatters.status, ACTIVE_STATUSES),
            or(personIs(userId), and(isNull(secretaryTasks.leadUserId), eq(secretaryMatters.leadUserId, userId))),
          ),
        )
        .orderBy(asc(secretaryTasks.internalDate)),

    // Reminder deliveries
    /** Claims one delivery: inserted (committed at once, plain db) or the existing row. */
    claimDelivery: async (delivery: NewDelivery): Promise<{ row: DeliveryRow; created: boolean }> => {
      const [inserted] = await db.insert(secretaryReminderDeliveries).values(delivery).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db
        .select()
        .from(secretaryReminderDeliveries)
        .where(
          and(
            eq(secretaryReminderDeliveries.subjectKind, delivery.subjectKind),
            eq(secretaryReminderDeliveries.subjectId, delivery.subjectId),
            eq(secretaryReminderDeliveries.userId, delivery.userId),
            eq(secretaryReminderDeliveries.channel, delivery.channel),
            eq(secretaryReminderDeliveries.day, delivery.day),
          ),
        );
      return { row: existing, created: false };
    },
    /** Moves a delivery on, only from one of `from` (so two runners never both send). */
    updateDelivery: async (id: string, from: string[], changes: Partial<NewDelivery>) => {
      const rows = await db
        .update(secretaryReminderDeliveries)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(secretaryReminderDeliveries.id, id), inArray(secretaryReminderDeliveries.status, from)))
        .returning();
      return rows[0];
    },
    /** The rows a digest job claimed (`sentWith`) and left 'sending' when it died: failed, never re-sent. */
    failInterrupted: (sentWith: string, userId: string, channel: string, day: string) =>
      db
        .update(secretaryReminderDeliveries)
        .set({ status: 'failed', error: 'interruptedNotResent', updatedAt: new Date() })
        .where(
          and(
            eq(secretaryReminderDeliveries.sentWith, sentWith),
            eq(secretaryReminderDeliveries.userId, userId),
            eq(secretaryReminderDeliveries.channel, channel),
            eq(secretaryReminderDeliveries.day, day),
            eq(secretaryReminderDeliveries.status, 'sending'),
          ),
        ),
    listDeliveries: (subjectIds: string[]) =>
      subjectIds.length === 0
        ? Promise.resolve([] as DeliveryRow[])
        : db.select().from(secretaryReminderDeliveries).where(inArray(secretaryReminderDeliveries.subjectId, subjectIds)).orderBy(desc(secretaryReminderDeliveries.day), asc(secretaryReminderDeliveries.channel)),

    // Matter documents (files of the file store)
    insertDocument: async (row: typeof secretaryDocuments.$inferInsert) => {
      const [inserted] = await db.insert(secretaryDocuments).values(row).returning();
      return inserted;
    },
    /** A matter's documents (all, or one task's when `taskId` is given), oldest first. */
    listDocuments: (matterId: string, taskId?: string) =>
      db
        .select()
        .from(secretaryDocuments)
        .where(and(eq(secretaryDocuments.matterId, matterId), taskId ? eq(secretaryDocuments.taskId, taskId) : undefined))
        .orderBy(asc(secretaryDocuments.createdAt), asc(secretaryDocuments.id)),
    /** The same file already attached at the same place (matter, or task), if any. */
    findAttached: async (matterId: string, taskId: string | null, fileId: string) => {
      const [row] = await db
        .select()
        .from(secretaryDocuments)
        .where(and(eq(secretaryDocuments.matterId, matterId), taskId ? eq(secretaryDocuments.taskId, taskId) : isNull(secretaryDocuments.taskId), eq(secretaryDocuments.fileId, fileId)));
      return row;
    },
    findDocument: async (organisationId: string, id: string) => {
      const [row] = await db.select().from(secretaryDocuments).where(and(eq(secretaryDocuments.organisationId, organisationId), eq(secretaryDocuments.id, id)));
      return row;
    },
    deleteDocument: (id: string) => db.delete(secretaryDocuments).where(eq(secretaryDocuments.id, id)),

    // Calendar feeds
    findFeedByUser: async (userId: string) => {
      const [row] = await db.select().from(secretaryCalendarFeeds).where(eq(secretaryCalendarFeeds.userId, userId));
      return row;
    },
    findFeedByHash: async (tokenHash: string) => {
      const [row] = await db.select().from(secretaryCalendarFeeds).where(eq(secretaryCalendarFeeds.tokenHash, tokenHash));
      return row;
    },
    upsertFeed: async (userId: string, organisationId: string, tokenHash: string) => {
      const [row] = await db
        .insert(secretaryCalendarFeeds)
        .values({ userId, organisationId, tokenHash })
        .onConflictDoUpdate({ target: secretaryCalendarFeeds.userId, set: { tokenHash, organisationId, createdAt: new Date(), updatedAt: new Date() } })
        .returning();
      return row;
    },
    deleteFeed: (userId: string) => db.delete(secretaryCalendarFeeds).where(eq(secretaryCalendarFeeds.userId, userId)),

    // Certificates
    listCertificates: (organisationId: string) =>
      db
        .select()
        .from(secretaryCertificates)
        .where(eq(secretaryCertificates.organisationId, organisationId))
        .orderBy(sql`${secretaryCertificates.expiryDate} asc nulls last`, asc(secretaryCertificates.name)),
    findCertificate: async (organisationId: string, id: string) => {
      const [row] = await db.select().from(secretaryCertificates).where(and(eq(secretaryCertificates.organisationId, organisationId), eq(secretaryCertificates.id, id)));
      return row;
    },
    findCertificateById: async (id: string, executor: Database | Transaction = db) => {
      const [row] = await executor.select().from(secretaryCertificates).where(eq(secretaryCertificates.id, id));
      return row;
    },
    insertCertificate: async (row: NewCertificate) => {
      const [inserted] = await db.insert(secretaryCertificates).values(row).returning();
      return inserted;
    },
    updateCertificate: async (id: string, changes: Partial<NewCertificate>) => {
      const [row] = await db.update(secretaryCertificates).set({ ...changes, updatedAt: new Date() }).where(eq(secretaryCertificates.id, id)).returning();
      return row;
    },
    deleteCertificate: async (organisationId: string, id: string) => {
      const rows = await db
        .delete(secretaryCertificates)
        .where(and(eq(secretaryCertificates.organisationId, organisationId), eq(secretaryCertificates.id, id)))
        .returning({ id: secretaryCertificates.id });
      return rows.length;
    },
  };
};

export type SecretaryRepository = ReturnType<typeof createSecretaryRepository>;
