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
} from '@app/contracts';
import { AppError } from '../../lib/errors';
import type { Caller, UserActor } from '../auth/actor';
import type { QuotaService } from '../quota/quota.service';
import { presentAdvisers, presentOffering } from './companies.presenter';
import { keywordVariants } from './company-keys';
import type { OfferingsRepository } from './offerings.repository';

type Dependencies = { offerings: OfferingsRepository; quota: QuotaService };

/** New issues and prospectuses (spec §2 /disData/issue, /disData/prospectus). */
export const createOfferingsService = ({ offerings, quota }: Dependencies) => ({
  /** POST /au/offering/list: by state group (and one state within it), board, year and keyword (name or code). */
  list: async (body: OfferingListBody): Promise<OfferingList> => {
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
      offset,
      limit: body.limit,
    });
    return { list: rows.map(presentOffering), total };
  },

  /**
   * POST /au/offering/detail: counted against the company quota once found.
   * @throws COMPANIES_OFFERING_NOT_FOUND, QUOTA_COMPANY_EXCEEDED (2000)
   */
  detail: async (body: OfferingDetailBody, caller: Caller): Promise<OfferingDetail> => {
    const offering = await offerings.findById(body.id);
    if (!offering) throw new AppError('COMPANIES_OFFERING_NOT_FOUND');
    const use = await quota.consume(caller, 'company');
    const callerId = caller.actor.kind === 'user' ? caller.actor.user.id : null;
    return {
      ...presentOffering(offering),
      greenshoeShares: offering.greenshoeShares,
      publicSubscriptionMultiple: offering.publicSubscriptionMultiple,
      placingSubscriptionMultiple: offering.placingSubscriptionMultiple,
      advisers: presentAdvisers(offering.advisers),
      isOwnRecord: callerId !== null && offering.createdByUserId === callerId,
      createdAt: offering.createdAt.toISOString(),
      quota: use,
    };
  },

  /** POST /au/offering/add: a new issue entered by a user (source 'user', the creator recorded). */
  create: async (actor: UserActor, body: OfferingCreateBody): Promise<OfferingCreated> => {
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
    });
    return { id };
  },
});

export type OfferingsService = ReturnType<typeof createOfferingsService>;
