import type { Adviser, ListingState } from '@app/contracts';
import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerings } from '../../db/disclosure.schema';
import { nameMatches } from '../../db/name-match';

export type OfferingRow = typeof offerings.$inferSelect;
export type NewOffering = typeof offerings.$inferInsert;

export type OfferingListFilter = {
  states: readonly ListingState[];
  board?: string;
  keywords?: readonly string[];
  /** A typed code to match exactly (HK codes padded). */
  stockCode?: string;
  year?: number;
  withProspectus?: boolean;
  /** The signed-in caller: their own user-added records show whatever their review state; others' only once approved. */
  viewerId?: string | null;
  offset: number;
  limit: number;
};

/** Approved records, and the viewer's own ones (pending or rejected). */
const visibleTo = (viewerId: string | null | undefined): SQL =>
  viewerId ? or(eq(offerings.reviewStatus, 'approved'), eq(offerings.createdByUserId, viewerId))! : eq(offerings.reviewStatus, 'approved');

/** The date an offering is known by: listing, else prospectus, hearing or application. */
const keyDate = sql`coalesce(${offerings.listingDate}, ${offerings.prospectusDate}, ${offerings.hearingDate}, ${offerings.applicationDate})`;

/** The only SQL for offerings (new issues and prospectuses). */
export const createOfferingsRepository = (db: Database) => ({
  /** One page of offerings and the total, by state, board, year and keyword; the most recent first. */
  list: async (filter: OfferingListFilter): Promise<{ rows: OfferingRow[]; total: number }> => {
    const conditions: SQL[] = [inArray(offerings.listingState, [...filter.states]), visibleTo(filter.viewerId)];
    if (filter.board) conditions.push(eq(offerings.board, filter.board));
    if (filter.year !== undefined) conditions.push(sql`extract(year from ${keyDate}) = ${filter.year}`);
    if (filter.withProspectus) conditions.push(isNotNull(offerings.prospectusDate));
    if (filter.keywords?.length) {
      const matches = [nameMatches(offerings.nameEn, filter.keywords), nameMatches(offerings.nameZh, filter.keywords)];
      if (filter.stockCode) matches.push(eq(offerings.stockCode, filter.stockCode));
      conditions.push(or(...matches)!);
    }
    const where = and(...conditions);
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(offerings).where(where);
    const rows = await db.select().from(offerings).where(where).orderBy(sql`${keyDate} desc nulls last`, desc(offerings.createdAt), offerings.id).limit(filter.limit).offset(filter.offset);
    return { rows, total };
  },

  findById: async (id: string): Promise<OfferingRow | undefined> => {
    const [row] = await db.select().from(offerings).where(eq(offerings.id, id));
    return row;
  },

  /** The latest offering of a listed company (by its key date). */
  findLatestOfCompany: async (market: string, stockCode: string): Promise<OfferingRow | undefined> => {
    const [row] = await db
      .select()
      .from(offerings)
      .where(and(eq(offerings.market, market), eq(offerings.stockCode, stockCode), eq(offerings.reviewStatus, 'approved')))
      .orderBy(sql`${keyDate} desc nulls last`, desc(offerings.createdAt))
      .limit(1);
    return row;
  },

  create: async (values: NewOffering & { advisers: Adviser[] }): Promise<string> => {
    const [row] = await db.insert(offerings).values(values).returning({ id: offerings.id });
    return row!.id;
  },

  /** User-added records for review, one review state or all (pending first), newest first. */
  listForReview: async (filter: { status?: string; offset: number; limit: number }): Promise<{ rows: OfferingRow[]; total: number }> => {
    const where = and(eq(offerings.source, 'user'), filter.status ? eq(offerings.reviewStatus, filter.status) : undefined);
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(offerings).where(where);
    const rows = await db
      .select()
      .from(offerings)
      .where(where)
      .orderBy(sql`(${offerings.reviewStatus} = 'pending') desc`, desc(offerings.createdAt), offerings.id)
      .limit(filter.limit)
      .offset(filter.offset);
    return { rows, total };
  },

  /** Decides a pending record; false when it is not pending (any more), so two reviewers cannot both decide. */
  review: async (id: string, decision: { status: 'approved' | 'rejected'; reviewerId: string; reason: string | null; now: Date }): Promise<boolean> => {
    const updated = await db
      .update(offerings)
      .set({ reviewStatus: decision.status, reviewedAt: decision.now, reviewedByUserId: decision.reviewerId, rejectReason: decision.reason, updatedAt: decision.now })
      .where(and(eq(offerings.id, id), eq(offerings.reviewStatus, 'pending')))
      .returning({ id: offerings.id });
    return updated.length > 0;
  },
});

export type OfferingsRepository = ReturnType<typeof createOfferingsRepository>;
