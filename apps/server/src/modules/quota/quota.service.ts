import { QuotaParameterKeys } from '@app/contracts';
import { isVip, effectiveVipStatus } from '@app/domain';
import { AppError } from '../../lib/errors';
import type { Actor } from '../auth/access.policy';
import type { SystemService } from '../system/system.service';
import type { QuotaRepository } from './quota.repository';

/** Free-tier daily quotas of spec §6: full-text searches and company look-ups. */
export type QuotaKind = 'search' | 'company';

/** Who a use counts against: the signed-in user, or the visitor's IP address. */
export type QuotaSubject = { actor: Actor; ip: string };

const LIMIT_KEYS: Record<QuotaKind, string> = { search: QuotaParameterKeys.freeSearchLimit, company: QuotaParameterKeys.freeCompanyLimit };
const ERROR_BY_KIND = { search: 'QUOTA_SEARCH_EXCEEDED', company: 'QUOTA_COMPANY_EXCEEDED' } as const;

// The quota day follows Hong Kong time (UTC+8, no daylight saving): the count resets at local midnight.
const hongKongDay = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Counts free-tier usage per user (or per IP for visitors) and day, on the
 * server. VIP members are not counted. Later features call `consume` before
 * doing the counted work.
 */
export const createQuotaService = (repository: QuotaRepository, system: Pick<SystemService, 'listParametersByType'>, clock: () => Date = () => new Date()) => {
  type Parameters = Awaited<ReturnType<SystemService['listParametersByType']>>;
  const limitIn = (parameters: Parameters, kind: QuotaKind): number => {
    const value = Number(parameters.find((parameter) => parameter.key === LIMIT_KEYS[kind])?.value);
    return Number.isFinite(value) && value >= 0 ? value : 10;
  };
  const limitOf = async (kind: QuotaKind): Promise<number> => limitIn(await system.listParametersByType('quota'), kind);

  const subjectOf = ({ actor, ip }: QuotaSubject) => (actor.kind === 'user' ? `user:${actor.user.id}` : `ip:${ip}`);

  return {
    limitOf,
    /** The free limits as spec §3 authList entries (type 2 search, 3 company). */
    authList: async () => {
      // One read of the parameters for both entries (getUserInfo runs this on every page load).
      const parameters = await system.listParametersByType('quota');
      return [
        { type: 2, ordinaryValue: limitIn(parameters, 'search') },
        { type: 3, ordinaryValue: limitIn(parameters, 'company') },
      ];
    },
    /**
     * Counts one use for the caller, atomically.
     * @throws QUOTA_SEARCH_EXCEEDED (1999) or QUOTA_COMPANY_EXCEEDED (2000) with { limit, visitor } when used up.
     */
    consume: async (caller: QuotaSubject, kind: QuotaKind): Promise<{ used: number; limit: number | null }> => {
      const { actor } = caller;
      if (actor.kind === 'user' && isVip(effectiveVipStatus(actor.user, actor.organisation, clock()))) return { used: 0, limit: null };
      const limit = await limitOf(kind);
      const day = hongKongDay(clock());
      const used = await repository.incrementBelow({ subject: subjectOf(caller), kind, day }, limit);
      if (used === undefined || limit === 0) {
        throw new AppError(ERROR_BY_KIND[kind], { params: { limit }, data: { limit, visitor: actor.kind === 'visitor' } });
      }
      return { used, limit };
    },
    /** Today's use of one kind for a subject (for tests and the account page). */
    usedToday: (subject: string, kind: QuotaKind): Promise<number> => repository.used({ subject, kind, day: hongKongDay(clock()) }),
  };
};

export type QuotaService = ReturnType<typeof createQuotaService>;
