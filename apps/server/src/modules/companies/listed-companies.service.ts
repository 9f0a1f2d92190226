import {
  CompanyLimits,
  ListingStates,
  type ListedCompanyDetail,
  type ListedCompanyKeyBody,
  type ListedCompanyList,
  type ListedCompanyListBody,
  type ListedCompanyProfile,
  type ListedCompanyShareholders,
  type ListedCompanyStatus,
  type ListedCompanyStatusBody,
  type Locale,
  type Market,
} from '@app/contracts';
import { AppError } from '../../lib/errors';
import { nameForReader } from '../../lib/reader-name';
import type { PricesService } from '../prices/prices.service';
import type { QuotaService } from '../quota/quota.service';
import { financialYearsFor, isVipActor, vipFiltersUsed } from './companies.policy';
import { presentCompanyItem, presentDirector, presentFinancial, presentOffering, presentProfileTexts, presentShareholder } from './companies.presenter';
import { marketsOfFilter, resolveStockKey } from './company-keys';
import type { CompanyProfilesRepository, CompanyRow } from './company-profiles.repository';
import type { CatalogueService } from './catalogue.service';
import type { DirectorsRepository } from './directors.repository';
import { listingSourceOf, stockListDayFor, type StockListDayReader } from './listing-facts';
import { listingHistory } from './listing-history';
import type { OfferingsRepository } from './offerings.repository';
import type { Caller } from '../auth/actor';

type Dependencies = {
  profiles: CompanyProfilesRepository;
  directors: DirectorsRepository;
  offerings: OfferingsRepository;
  prices: PricesService;
  quota: QuotaService;
  catalogue: Pick<CatalogueService, 'match'>;
  /** The day of the latest HKEX stock-list import; absent, synced rows name no day. */
  stockListDay?: StockListDayReader;
  clock?: () => Date;
};

// Ascending for codes and names; the newest dates and the largest values first.
const DEFAULT_SORT_ORDER = { code: 'asc', name: 'asc', listingDate: 'desc', delistingDate: 'desc', marketCap: 'desc' } as const;

/** Hong Kong trades in HKD, the mainland markets in CNY. */
const currencyOf = (market: string) => (market === 'HK' ? 'HKD' : 'CNY');

/** The other leg of an A+H pair stored as 'SH:600028'. */
const parsePairedListing = (value: string | null): { market: Market; stockCode: string } | null => {
  const match = /^(HK|SH|SZ|BJ):(\d{5,6})$/.exec(value ?? '');
  return match ? { market: match[1] as Market, stockCode: match[2]! } : null;
};

/**
 * Listed and delisted companies (spec §2 /disData/comp): the lists with their
 * VIP-only filters, the detail page (counted against the free company quota),
 * the shareholders page and the listing-state history.
 */
export const createListedCompaniesService = ({ profiles, directors, offerings, prices, quota, catalogue, stockListDay = async () => null, clock = () => new Date() }: Dependencies) => {
  /**
   * The company a key names.
   * @throws COMPANIES_LISTED_NOT_FOUND (404) naming the code.
   */
  const getCompany = async (body: Pick<ListedCompanyKeyBody, 'market' | 'stockCode'>): Promise<CompanyRow> => {
    const key = resolveStockKey(body.stockCode, body.market);
    const company = key ? await profiles.findCompany(key.markets, key.stockCode) : undefined;
    if (!company) throw new AppError('COMPANIES_LISTED_NOT_FOUND', { params: { stockCode: body.stockCode } });
    return company;
  };

  /** The average close of the last 5 stored trading days, when prices are stored. */
  const averagePrice5d = async (company: CompanyRow): Promise<ListedCompanyProfile['averagePrice5d']> => {
    const today = clock().toISOString().slice(0, 10);
    const rows = await prices.listLatest({ market: company.market as Market, stockCode: company.stockCode }, today, 5, { isInclusive: true, isTradedOnly: true });
    if (rows.length === 0) return null;
    const average = rows.reduce((sum, row) => sum + Number(row.close), 0) / rows.length;
    const lastDate = rows.map((row) => row.tradeDate).sort().at(-1)!;
    return { value: average.toFixed(3), days: rows.length, lastDate, isDemonstration: rows.some((row) => row.source === 'demo') };
  };

  const presentProfile = async (company: CompanyRow, locale: Locale): Promise<ListedCompanyProfile> => {
    const pairKey = parsePairedListing(company.pairedListing);
    const paired = pairKey ? await profiles.findCompany([pairKey.market], pairKey.stockCode) : undefined;
    return {
      ...presentCompanyItem(company, await stockListDayFor([company], stockListDay), locale),
      website: company.website,
      issuedShares: company.issuedShares,
      financialYearEnd: company.financialYearEnd,
      lotSize: company.lotSize,
      currency: currencyOf(company.market),
      averagePrice5d: await averagePrice5d(company),
      pairedListing: paired ? { market: paired.market, stockCode: paired.stockCode, shortNameEn: paired.shortNameEn, shortNameCn: nameForReader(paired.shortNameCn, locale, paired.market) } : null,
      ...presentProfileTexts(company.profile, locale),
    };
  };

  return {
    /**
     * POST /au/listedCompany/list.
     * @throws VIP_REQUIRED (-10) when a non-VIP caller uses an industry, securities-type or place-of-incorporation filter (spec §6).
     */
    list: async (body: ListedCompanyListBody, caller: Caller): Promise<ListedCompanyList> => {
      const vipFilters = vipFiltersUsed(body);
      if (vipFilters.length > 0 && !isVipActor(caller.actor, clock())) throw new AppError('VIP_REQUIRED', { data: { filters: vipFilters } });
      const keyword = body.keyword?.trim();
      const matches = keyword ? await catalogue.match(keyword, body.status) : undefined;
      if (matches && matches.length === 0) return { list: [], total: 0 };
      const sortBy = body.sortBy ?? (matches ? 'relevance' : 'code');
      const offset = (body.page - 1) * body.limit;
      if (offset >= CompanyLimits.maxOffset) return { list: [], total: 0 };
      const { rows, total } = await profiles.list({
        status: body.status,
        markets: marketsOfFilter(body.market),
        board: body.board,
        industry: body.industry,
        securitiesType: body.securitiesType,
        placeOfIncorporation: body.placeOfIncorporation,
        tradingState: body.tradingState,
        matches,
        sortBy,
        sortOrder: body.sortOrder ?? (sortBy === 'relevance' ? 'asc' : DEFAULT_SORT_ORDER[sortBy]),
        offset,
        limit: body.limit,
      });
      const day = await stockListDayFor(rows, stockListDay);
      return { list: rows.map((row) => presentCompanyItem(row, day, caller.locale)), total };
    },

    /**
     * POST /au/listedCompany/detail: counted against the free company quota after the company is found.
     * @throws COMPANIES_LISTED_NOT_FOUND, QUOTA_COMPANY_EXCEEDED (2000)
     */
    detail: async (body: ListedCompanyKeyBody, caller: Caller): Promise<ListedCompanyDetail> => {
      const company = await getCompany(body);
      const use = await quota.consume(caller, 'company');
      const [profile, boardRows, statements, shareholders, shareholdersTotal, offering] = await Promise.all([
        presentProfile(company, caller.locale),
        directors.listOfCompany(company.market, company.stockCode),
        profiles.listFinancials(company.market, company.stockCode),
        profiles.listShareholders(company.market, company.stockCode, CompanyLimits.detailShareholders),
        profiles.countShareholders(company.market, company.stockCode),
        offerings.findLatestOfCompany(company.market, company.stockCode),
      ]);
      const storedYears = [...new Set(statements.map((row) => row.fiscalYear))].sort((left, right) => right - left);
      const years = storedYears.slice(0, financialYearsFor(caller.actor, clock()));
      const year = clock().getUTCFullYear();
      return {
        company: profile,
        directors: boardRows.map((row) => presentDirector(row, year, caller.locale)),
        financials: { years, statements: statements.filter((row) => years.includes(row.fiscalYear)).map(presentFinancial), isLimited: storedYears.length > years.length },
        shareholders: shareholders.map((row) => presentShareholder(row, caller.locale)),
        shareholdersTotal,
        offering: offering ? presentOffering(offering, caller.locale) : null,
        quota: use,
      };
    },

    /**
     * POST /au/listedCompany/shareholders: every substantial shareholder; counted like the detail page.
     * @throws COMPANIES_LISTED_NOT_FOUND, QUOTA_COMPANY_EXCEEDED (2000)
     */
    shareholders: async (body: ListedCompanyKeyBody, caller: Caller): Promise<ListedCompanyShareholders> => {
      const company = await getCompany(body);
      const use = await quota.consume(caller, 'company');
      const rows = await profiles.listShareholders(company.market, company.stockCode);
      return { company: presentCompanyItem(company, await stockListDayFor([company], stockListDay), caller.locale), list: rows.map((row) => presentShareholder(row, caller.locale)), total: rows.length, quota: use };
    },

    /**
     * POST /au/listedCompany/status: the listing-state history of a company
     * (from its offering and trading state) or of an applicant's offering.
     * @throws COMPANIES_LISTED_NOT_FOUND, COMPANIES_OFFERING_NOT_FOUND
     */
    status: async (body: ListedCompanyStatusBody, locale: Locale, viewerId: string | null = null): Promise<ListedCompanyStatus> => {
      if (body.stockCode === undefined) {
        const offering = await offerings.findById(body.id!);
        // a user-added record before approval is its submitter's only
        const visible = offering && (offering.reviewStatus === 'approved' || (viewerId !== null && offering.createdByUserId === viewerId));
        if (!offering || !visible) throw new AppError('COMPANIES_OFFERING_NOT_FOUND');
        const company = offering.stockCode && offering.listingState === ListingStates.listed ? await profiles.findCompany([offering.market as Market], offering.stockCode) : undefined;
        const history = listingHistory(offering, company ?? null);
        return {
          market: offering.market,
          stockCode: offering.stockCode,
          nameEn: company?.nameEn ?? company?.shortNameEn ?? offering.nameEn,
          nameCn: nameForReader(company?.nameCn ?? company?.shortNameCn ?? offering.nameZh, locale, offering.market),
          listingState: history.current,
          tradingState: company?.tradingState ?? null,
          board: offering.board,
          history: history.steps,
          offering: presentOffering(offering, locale),
          source: offering.source,
          listingSource: company ? listingSourceOf(company, await stockListDayFor([company], stockListDay)) : null,
        };
      }
      const company = await getCompany({ market: body.market, stockCode: body.stockCode });
      const offering = await offerings.findLatestOfCompany(company.market, company.stockCode);
      const history = listingHistory(offering ?? null, company);
      return {
        market: company.market,
        stockCode: company.stockCode,
        nameEn: company.nameEn ?? company.shortNameEn,
        nameCn: nameForReader(company.nameCn ?? company.shortNameCn, locale, company.market),
        listingState: history.current,
        tradingState: company.tradingState,
        board: company.board,
        history: history.steps,
        offering: offering ? presentOffering(offering, locale) : null,
        source: company.profileSource ?? offering?.source ?? null,
        listingSource: listingSourceOf(company, await stockListDayFor([company], stockListDay)),
      };
    },
  };
};

export type ListedCompaniesService = ReturnType<typeof createListedCompaniesService>;
