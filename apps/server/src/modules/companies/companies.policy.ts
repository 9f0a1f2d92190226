import { CompanyLimits, VIP_COMPANY_FILTERS, type ListedCompanyListBody } from '@app/contracts';
import { effectiveVipStatus, isVip } from '@app/domain';
import type { Actor } from '../auth/access.policy';

/**
 * Free-tier rules of the company screens (spec §6), as pure functions the
 * services call: VIP-only filters and how much financial history a caller sees.
 */

/** True when the caller is a live VIP or company member (vipStatus 1 or 3). */
export const isVipActor = (actor: Actor, now: Date): boolean => actor.kind === 'user' && isVip(effectiveVipStatus(actor.user, actor.organisation, now));

/** The VIP-only filters (industry, securities type, place of incorporation) a list request uses. */
export const vipFiltersUsed = (body: Pick<ListedCompanyListBody, (typeof VIP_COMPANY_FILTERS)[number]>): string[] =>
  VIP_COMPANY_FILTERS.filter((filter) => body[filter] !== undefined);

/** Spec §6: VIP members see three years of financial data; free users and visitors the latest year. */
export const financialYearsFor = (actor: Actor, now: Date): number => (isVipActor(actor, now) ? CompanyLimits.vipFinancialYears : CompanyLimits.freeFinancialYears);
