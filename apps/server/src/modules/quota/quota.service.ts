import { QuotaParameterKeys } from '@app/contracts';
import { isVip, effectiveVipStatus } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { quotaUsages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { SystemRepository } from '../system/system.repository';

/** Free-tier daily quotas of spec §6: full-text searches and company look-ups. */
export type QuotaKind = 'search' | 'company';

const LIMIT_KEYS: Record<QuotaKind, string> = { search: QuotaParameterKeys.freeSearchLimit, company: QuotaParameterKeys.freeCompanyLimit };
const ERROR_BY_KIND = { search: 'QUOTA_SEARCH_EXCEEDED', company: 'QUOTA_COMPANY_EXCEEDED' } as const;

// The quota day follows Hong Kong time (UTC+8, no daylight saving): the count resets at local midnight.
const hongKongDay = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Counts free-tier usage per user (or per IP for visitors) and day, on the
 * server. VIP members are not counted. Later features call `consume` before
 * doing the counted work.
 */
export const createQuotaService = (db: Database, system: SystemRepository, clock: () => Date = () => new Date()) => {
  const limitOf = async (kind: QuotaKind): Promise<number> => {
    const parameters = await system.listParametersByType('quota');
    const value = Number(parameters.find((parameter) => parameter.key === LIMIT_KEYS[kind])?.value);
    return Number.isFinite(value) && value >= 0 ? value : 10;
  };

  const subjectOf = (request: FastifyRequest) => (request.actor.kind === 'user' ? `user:${request.actor.user.id}` : `ip:${request.ip}`);

  return {
    limitOf,
    /** The free limits as spec §3 authList entries (type 2 search, 3 company). */
    authList: async () => [
      { type: 2, ordinaryValue: await limitOf('search') },
      { type: 3, ordinaryValue: await limitOf('company') },
    ],
    /**
     * Counts one use for the caller, atomically.
     * @throws QUOTA_SEARCH_EXCEEDED (1999) or QUOTA_COMPANY_EXCEEDED (2000) with { limit, visitor } when used up.
     */
    consume: async (request: FastifyRequest, kind: QuotaKind): Promise<{ used: number; limit: number | null }> => {
      const { actor } = request;
      if (actor.kind === 'user' && isVip(effectiveVipStatus(actor.user, actor.organisation, clock()))) return { used: 0, limit: null };
      const limit = await limitOf(kind);
      const day = hongKongDay(clock());
      const subject = subjectOf(request);
      // One statement: insert or increment only while under the limit, so concurrent calls cannot overshoot.
      const [row] = await db
        .insert(quotaUsages)
        .values({ subject, kind, day, used: 1 })
        .onConflictDoUpdate({
          target: [quotaUsages.subject, quotaUsages.kind, quotaUsages.day],
          set: { used: sql`${quotaUsages.used} + 1`, updatedAt: sql`now()` },
          setWhere: sql`${quotaUsages.used} < ${limit}`,
        })
        .returning({ used: quotaUsages.used });
      if (!row || limit === 0) {
        throw new AppError(ERROR_BY_KIND[kind], { params: { limit }, data: { limit, visitor: actor.kind === 'visitor' } });
      }
      return { used: row.used, limit };
    },
    /** Today's use of one kind for a subject (for tests and the account page). */
    usedToday: async (subject: string, kind: QuotaKind): Promise<number> => {
      const [row] = await db
        .select({ used: quotaUsages.used })
        .from(quotaUsages)
        .where(and(eq(quotaUsages.subject, subject), eq(quotaUsages.kind, kind), eq(quotaUsages.day, hongKongDay(clock()))));
      return row?.used ?? 0;
    },
  };
};

export type QuotaService = ReturnType<typeof createQuotaService>;
