import {
  CompanyDataSources,
  CompanyLimits,
  ListingStateGroups,
  type OfferingCreateBody,
  type OfferingCreated,
  type OfferingDetail,
  type OfferingDetailBody,
  type OfferingList,
  type OfferingListBody,
  type OfferingReviewBody,
  type OfferingReviewList,
  type OfferingReviewListBody,
  type Locale,
} from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { Caller, UserActor } from '../auth/actor';
import type { QuotaService } from '../quota/quota.service';
import type { RateLimitsService } from '../rate-limits/index';
import { consumeWriteLimits, type WriteLimitRules } from '../rate-limits/write-limits';
import { presentAdvisers, presentOffering } from './companies.presenter';
import { keywordVariants } from './company-keys';
import type { OfferingRow, OfferingsRepository } from './offerings.repository';

type Dependencies = { offerings: OfferingsRepository; quota: QuotaService; limits: RateLimitsService; clock?: () => Date };

/** User-added new issues are anonymous-ish writes: at most this many a day per client address and per account. */
export const OFFERINGS_ADDED_PER_DAY: WriteLimitRules = {
  perIp: { scope: 'offerings.add.ip', limit: 30, windowSeconds: 86_400 },
  perUser: { scope: 'offerings.add.user', limit: 10, windowSeconds: 86_400 },
};

/** Whether a record may be shown to a caller: approved ones to all, a user-added one before approval only to its submitter and staff. */
const isVisible = (offering: OfferingRow, callerId: string | null, isStaff: boolean) =>
  offering.reviewStatus === 'approved' || isStaff || (callerId !== null && offering.createdByUserId === callerId);

/**
 * New issues and prospectuses (spec §2 /disData/issue, /disData/prospectus). Records users add stay
 * pending, visible to their submitter only, until back-office staff approve them.
 */
export const createOfferingsService = ({ offerings, quota, limits, clock = () => new Date() }: Dependencies) => ({
  /** POST /au/offering/list: by state group (and one state within it), board, year and keyword (name or code). */
  list: async (body: OfferingListBody, locale: Locale, viewerId: string | null = null): Promise<OfferingList> => {
    const offset = (body.page - 1) * body.limit;
    if (offset >= CompanyLimits.maxOffset) return { list: [], total: 0 };
    const group: readonly number[] = ListingStateGroups[body.stateGroup];
    const states = body.listingState === undefined ? ListingStateGroups[body.stateGroup] : group.includes(body.listingState) ? [body.listingState] : [];
    if (states.length === 0) return { list: [], total: 0 };
    const keyword = body.keyword?.trim();
    const { rows, total } = await offerings.list({
      states: states as (typeof ListingStateGroups)['all'],
      board: body.board,
      keywords: keyword ? keywordVariants(keyword) : undefined,
      stockCode: keyword && /^\d{1,5}$/.test(keyword) ? keyword.padStart(5, '0') : undefined,
      year: body.year,
      withProspectus: body.withProspectus,
      viewerId,
      offset,
      limit: body.limit,
    });
    return { list: rows.map((row) => presentOffering(row, locale)), total };
  },

  /**
   * POST /au/offering/detail: counted against the company quota once found.
   * @throws COMPANIES_OFFERING_NOT_FOUND, QUOTA_COMPANY_EXCEEDED (2000)
   */
  detail: async (body: OfferingDetailBody, caller: Caller): Promise<OfferingDetail> => {
    const offering = await offerings.findById(body.id);
    const callerId = caller.actor.kind === 'user' ? caller.actor.user.id : null;
    const isStaff = caller.actor.kind === 'user' && caller.actor.user.isStaff;
    if (!offering || !isVisible(offering, callerId, isStaff)) throw new AppError('COMPANIES_OFFERING_NOT_FOUND');
    const use = await quota.consume(caller, 'company');
    return {
      ...presentOffering(offering, caller.locale),
      greenshoeShares: offering.greenshoeShares,
      publicSubscriptionMultiple: offering.publicSubscriptionMultiple,
      placingSubscriptionMultiple: offering.placingSubscriptionMultiple,
      advisers: presentAdvisers(offering.advisers, caller.locale),
      isOwnRecord: callerId !== null && offering.createdByUserId === callerId,
      createdAt: offering.createdAt.toISOString(),
      quota: use,
    };
  },

  /**
   * POST /au/offering/add: a new issue entered by a user (source 'user', the creator recorded), pending review.
   * @throws WRITES_TOO_FREQUENT past OFFERINGS_ADDED_PER_DAY.
   */
  create: async (actor: UserActor, body: OfferingCreateBody, client: { ip?: string | null } = {}): Promise<OfferingCreated> => {
    await consumeWriteLimits(limits, OFFERINGS_ADDED_PER_DAY, { ip: client.ip, userId: actor.user.id });
    const id = await offerings.create({
      market: body.market,
      stockCode: body.stockCode ?? null,
      nameEn: body.nameEn ?? null,
      nameZh: body.nameZh ?? null,
      board: body.board,
      offeringType: body.offeringType,
      listingState: body.listingState,
      applicationDate: body.applicationDate ?? null,
      hearingDate: body.hearingDate ?? null,
      prospectusDate: body.prospectusDate ?? null,
      listingDate: body.listingDate ?? null,
      currency: body.currency,
      offerPriceLow: body.offerPriceLow ?? null,
      offerPriceHigh: body.offerPriceHigh ?? null,
      offerPrice: body.offerPrice ?? null,
      sharesOffered: body.sharesOffered ?? null,
      proceeds: body.proceeds ?? null,
      greenshoeShares: body.greenshoeShares ?? null,
      publicSubscriptionMultiple: body.publicSubscriptionMultiple ?? null,
      placingSubscriptionMultiple: body.placingSubscriptionMultiple ?? null,
      sponsors: body.sponsors ?? [],
      advisers: body.advisers ?? [],
      createdByUserId: actor.user.id,
      source: CompanyDataSources.user,
      reviewStatus: 'pending',
    });
    return { id, reviewStatus: 'pending' };
  },

  /** POST /au/admin/offering/list (staff): user-added records, pending first. */
  listForReview: async (body: OfferingReviewListBody): Promise<OfferingReviewList> => {
    const { rows, total } = await offerings.listForReview({ status: body.status, offset: (body.page - 1) * body.limit, limit: body.limit });
    return {
      list: rows.map((row) => ({
        ...presentOffering(row, null),
        createdByUserId: row.createdByUserId,
        createdAt: row.createdAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
        rejectReason: row.rejectReason,
      })),
      total,
    };
  },

  /**
   * POST /au/admin/offering/approve and /reject (staff): decides a pending record once.
   * @throws COMPANIES_OFFERING_NOT_FOUND, COMPANIES_OFFERING_ALREADY_REVIEWED
   */
  review: async (reviewer: UserActor, body: OfferingReviewBody, status: 'approved' | 'rejected'): Promise<void> => {
    const offering = await offerings.findById(body.id);
    if (!offering || offering.source !== CompanyDataSources.user) throw new AppError('COMPANIES_OFFERING_NOT_FOUND');
    const decided = await offerings.review(body.id, { status, reviewerId: reviewer.user.id, reason: status === 'rejected' ? (body.reason ?? null) : null, now: clock() });
    if (!decided) throw new AppError('COMPANIES_OFFERING_ALREADY_REVIEWED');
  },
});

export type OfferingsService = ReturnType<typeof createOfferingsService>;
