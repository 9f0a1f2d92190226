import { z } from 'zod';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE, PageQuerySchema } from './common';
import { Markets } from './organisation';

/**
 * Company search, directors, new issues and prospectuses (spec §2
 * /disData/comp, /disData/director, /disData/issue, /disData/prospectus;
 * §3 Company, Director, Offering, financial statements, shareholders;
 * §4 company listing states; §6 free tier).
 */

// ---------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------

/**
 * Company listing states (spec §4), stored in offerings.listing_state:
 * applying (A1 filed), post-hearing (PHIP published), offered awaiting
 * listing, listed, returned, lapsed (no progress within 6 months), being
 * processed, offering cancelled, delisted.
 */
export const ListingStates = {
  applying: 1,
  postHearing: 2,
  offered: 3,
  listed: 4,
  returned: 5,
  lapsed: 6,
  processing: 7,
  cancelled: 8,
  delisted: 9,
} as const;
export type ListingStateName = keyof typeof ListingStates;
export type ListingState = (typeof ListingStates)[ListingStateName];
export const LISTING_STATE_VALUES = Object.values(ListingStates) as ListingState[];

/** The listing state's name for a code (for i18n keys). */
export const listingStateName = (state: number): ListingStateName | undefined =>
  (Object.entries(ListingStates) as [ListingStateName, number][]).find(([, value]) => value === state)?.[0];

/**
 * The prospectus and new-issue screens by state group: 'listed'
 * (/disData/prospectus/listed), 'offered' (offered awaiting listing), 'applying'
 * (every application state before listing, /disData/prospectus/status), 'all'.
 */
export const ListingStateGroups = {
  listed: [ListingStates.listed],
  offered: [ListingStates.offered],
  applying: [ListingStates.applying, ListingStates.postHearing, ListingStates.processing, ListingStates.returned, ListingStates.lapsed, ListingStates.cancelled],
  all: LISTING_STATE_VALUES,
} as const satisfies Record<string, readonly ListingState[]>;
export type ListingStateGroup = keyof typeof ListingStateGroups;
export const LISTING_STATE_GROUPS = Object.keys(ListingStateGroups) as ListingStateGroup[];

/** Trading state of a listed security (spec §4 listed: normal, suspended, short suspension). */
export const TradingStates = ['normal', 'suspended', 'halted', 'delisted'] as const;
export type TradingState = (typeof TradingStates)[number];

/**
 * The public list a company's listing status, board and names come from:
 * the HKEX list of securities once synced or imported ('hkex-stock-list'),
 * else the HKEX list of listed companies of 31 May 2023 ('hkex-snapshot'),
 * and for A shares the exchanges' code list ('a-share-list'). No list gives a
 * trading state, so 'suspended' and 'halted' appear only if a source says so.
 */
export const ListingSourceLists = ['hkex-stock-list', 'hkex-snapshot', 'a-share-list'] as const;
export type ListingSourceList = (typeof ListingSourceLists)[number];
export const ListingSourceSchema = z
  .object({
    list: z.enum(ListingSourceLists),
    asOf: z.string().nullable().describe('the day of the list (YYYY-MM-DD): its snapshot, or the latest import of the synced list; null when not recorded'),
  })
  .describe('where status, board and names come from; the other profile values are demonstration data when source is demo');
export type ListingSource = z.infer<typeof ListingSourceSchema>;

/** Hong Kong boards: Main Board and GEM (codes 8xxx). */
export const HongKongBoards = ['main', 'gem'] as const;
/**
 * Mainland boards by code prefix: 60x Shanghai main, 68x STAR, 00x Shenzhen
 * main, 30x ChiNext, 8x/43x/92x Beijing; 'sme' is the historic SME board
 * (merged into the Shenzhen main board in 2021).
 */
export const MainlandBoards = ['sh-main', 'sz-main', 'sme', 'chinext', 'star', 'bse'] as const;
export const Boards = [...HongKongBoards, ...MainlandBoards] as const;
export type Board = (typeof Boards)[number];

/**
 * Securities types (spec §3): Hong Kong ordinary shares, H shares, red chips,
 * H shares with Shanghai or Shenzhen A shares (A+H, both legs carry it),
 * Shanghai / Shenzhen / Beijing A shares, Shanghai and Shenzhen B shares.
 */
export const SecuritiesTypes = ['ordinary', 'h', 'red-chip', 'h-sh-a', 'h-sz-a', 'sh-a', 'sz-a', 'bj-a', 'sh-b', 'sz-b'] as const;
export type SecuritiesType = (typeof SecuritiesTypes)[number];

/** Hang Seng Industry Classification System, top level (the industry filter). */
export const Industries = [
  'energy',
  'materials',
  'industrials',
  'consumer-discretionary',
  'consumer-staples',
  'healthcare',
  'telecommunications',
  'utilities',
  'financials',
  'properties-construction',
  'information-technology',
  'conglomerates',
] as const;
export type Industry = (typeof Industries)[number];

/** Places of incorporation of listed issuers. */
export const PlacesOfIncorporation = ['hong-kong', 'cayman-islands', 'bermuda', 'british-virgin-islands', 'prc', 'singapore', 'other'] as const;
export type PlaceOfIncorporation = (typeof PlacesOfIncorporation)[number];

/** Director category (spec §3): 1 executive, 2 non-executive, 3 independent non-executive, 4 alternate. */
export const DirectorCategories = { executive: 1, nonExecutive: 2, independentNonExecutive: 3, alternate: 4 } as const;
export type DirectorCategory = (typeof DirectorCategories)[keyof typeof DirectorCategories];
export const DIRECTOR_CATEGORY_VALUES = Object.values(DirectorCategories) as DirectorCategory[];

/** Serving directors (/disData/director/list) and resigned ones (/disData/director/cancel). */
export const DirectorStatuses = ['serving', 'resigned'] as const;
export type DirectorStatus = (typeof DirectorStatuses)[number];

/** How the shares come to market. */
export const OfferingTypes = ['ipo', 'introduction', 'placing', 'offer-for-sale', 'spin-off', 'transfer'] as const;
export type OfferingType = (typeof OfferingTypes)[number];

/** Adviser roles of an offering (spec §3 Offering advisers). */
export const AdviserRoles = ['legal-adviser', 'auditor', 'reporting-accountant', 'underwriter', 'compliance-adviser', 'valuer', 'registrar'] as const;
export type AdviserRole = (typeof AdviserRoles)[number];

export const OfferingCurrencies = ['HKD', 'CNY', 'USD'] as const;

/** Companies Registry status of a Hong Kong company. */
export const HkCompanyStatuses = ['live', 'dissolved', 'winding-up'] as const;
export type HkCompanyStatus = (typeof HkCompanyStatuses)[number];

/** Local companies and registered non-Hong Kong companies. */
export const HkRegisterKinds = ['local', 'foreign'] as const;

/** Financial statements: profit and loss, balance sheet, cash flow (spec §3). */
export const FinancialStatementKinds = ['pl', 'bs', 'cf'] as const;
export type FinancialStatementKind = (typeof FinancialStatementKinds)[number];

/** The line items of each statement, in display order; amounts are in thousands of the currency. */
export const FinancialItems = {
  pl: ['revenue', 'costOfSales', 'grossProfit', 'otherIncome', 'operatingExpenses', 'operatingProfit', 'financeCosts', 'profitBeforeTax', 'incomeTax', 'profitForYear', 'profitAttributable', 'basicEps'],
  bs: ['nonCurrentAssets', 'currentAssets', 'cashAndEquivalents', 'totalAssets', 'currentLiabilities', 'nonCurrentLiabilities', 'totalLiabilities', 'shareCapital', 'totalEquity'],
  cf: ['operatingCashFlow', 'investingCashFlow', 'financingCashFlow', 'netChangeInCash', 'cashAtYearEnd'],
} as const satisfies Record<FinancialStatementKind, readonly string[]>;

/** Where a company row or its profile came from: 'demo' marks generated demonstration data. */
export const CompanyDataSources = { demo: 'demo', user: 'user' } as const;

/** Markets a company list filters by: Hong Kong, or the mainland A-share markets together. */
export const CompanyMarketFilters = ['HK', 'A'] as const;
export type CompanyMarketFilter = (typeof CompanyMarketFilters)[number];

export const ListedCompanySorts = ['code', 'listingDate', 'delistingDate', 'marketCap', 'name'] as const;
export const SortOrders = ['asc', 'desc'] as const;

/** Limits of the company calls in one place (server validation and web forms). */
export const CompanyLimits = {
  keywordMax: 50,
  nameMax: 200,
  companyNoMax: 20,
  sponsorsMax: 10,
  advisersMax: 20,
  partyNameMax: 120,
  /** HKEX over-allotment (green-shoe) option: at most 15 % of the shares offered. */
  greenshoeMaxPercent: 15,
  yearMin: 1980,
  yearMax: 2100,
  /** Free and visitor callers see the latest financial year; VIP members three (spec §6). */
  freeFinancialYears: 1,
  vipFinancialYears: 3,
  /** Shareholders shown on the company detail page; the full list is on /disData/comp/shDetail. */
  detailShareholders: 5,
  maxOffset: 10_000,
} as const;

// ---------------------------------------------------------------------------
// Shared fields
// ---------------------------------------------------------------------------

const pageField = z.coerce.number({ error: 'validation.invalidValue' }).int({ error: 'validation.invalidValue' }).min(1).default(1);
const limitField = z.coerce
  .number({ error: 'validation.pageSize' })
  .int({ error: 'validation.pageSize' })
  .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { error: 'validation.pageSize' })
    // the refinement is not expressible in JSON Schema: the OpenAPI document lists the sizes
    .meta({ enum: [...PAGE_SIZES] })
  .default(DEFAULT_PAGE_SIZE);
const pageFields = { page: pageField, limit: limitField };

const keywordField = z.string().max(CompanyLimits.keywordMax, { error: 'validation.tooLong' });

/** A stock code as typed: digits only, at most 6 (HK codes shorter than 5 digits are padded by the server). */
const stockCodeField = z
  .string({ error: 'validation.companies.stockCode' })
  .min(1, { error: 'validation.companies.stockCode' })
  .regex(/^\d{1,6}$/, { error: 'validation.companies.stockCode' });

/** One market ('HK', 'SH', 'SZ', 'BJ') or 'A' for any mainland market. */
const companyMarketField = z.enum(['HK', 'SH', 'SZ', 'BJ', 'A'] as const, { error: 'validation.companies.market' });
const marketFilterField = z.enum(CompanyMarketFilters, { error: 'validation.companies.marketFilter' });

const idField = z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.companies.id') });

const boardField = z.enum(Boards, { error: 'validation.companies.board' });

// ---------------------------------------------------------------------------
// Listed companies: /au/listedCompany/*
// ---------------------------------------------------------------------------

/**
 * POST /au/listedCompany/list: listed (status 1, /disData/comp/listed) or
 * delisted (status 2) companies. industry, securitiesType and
 * placeOfIncorporation are VIP-only filters (spec §6, -10 otherwise).
 */
export const ListedCompanyListBodySchema = z.object({
  status: z.coerce
    .number({ error: 'validation.organisation.listingStatus' })
    .int({ error: 'validation.organisation.listingStatus' })
    .refine((value) => value === 1 || value === 2, { error: 'validation.organisation.listingStatus' })
    .default(1),
  keyword: keywordField.optional(),
  market: marketFilterField.optional(),
  board: boardField.optional(),
  industry: z.enum(Industries, { error: 'validation.companies.industry' }).optional(),
  securitiesType: z.enum(SecuritiesTypes, { error: 'validation.companies.securitiesType' }).optional(),
  placeOfIncorporation: z.enum(PlacesOfIncorporation, { error: 'validation.companies.placeOfIncorporation' }).optional(),
  tradingState: z.enum(TradingStates, { error: 'validation.companies.tradingState' }).optional(),
  /** Default: relevance when a keyword is given (exact code, code prefix, name prefix, name), else code. */
  sortBy: z.enum(ListedCompanySorts, { error: 'validation.companies.sortBy' }).optional(),
  /** Default per sort: ascending for code and name, descending for dates and market value. */
  sortOrder: z.enum(SortOrders, { error: 'validation.companies.sortOrder' }).optional(),
  ...pageFields,
});
export type ListedCompanyListBody = z.infer<typeof ListedCompanyListBodySchema>;

/** The VIP-only filters of the company list (spec §6). */
export const VIP_COMPANY_FILTERS = ['industry', 'securitiesType', 'placeOfIncorporation'] as const satisfies readonly (keyof ListedCompanyListBody)[];

/** One company of the lists. */
export const ListedCompanyItemSchema = z.object({
  market: z.enum(Markets),
  stockCode: z.string(),
  shortNameEn: z.string().nullable(),
  shortNameCn: z.string().nullable(),
  nameEn: z.string().nullable(),
  nameCn: z.string().nullable(),
  status: z.number().int().describe('1 listed, 2 delisted'),
  board: z.string().nullable(),
  securitiesType: z.string().nullable(),
  industry: z.string().nullable(),
  placeOfIncorporation: z.string().nullable(),
  tradingState: z.string().nullable().describe('normal, suspended, halted or delisted as a stock list gave it; null when no list we hold tells (never guessed)'),
  listingDate: z.string().nullable(),
  delistingDate: z.string().nullable(),
  marketCap: z.string().nullable().describe('in the trading currency (HKD or CNY)'),
  /** 'demo' when the profile values are generated demonstration data (label them); null for catalogue-only rows. */
  source: z.string().nullable(),
  listingSource: ListingSourceSchema,
});
export type ListedCompanyItem = z.infer<typeof ListedCompanyItemSchema>;

export const ListedCompanyListSchema = z.object({ list: z.array(ListedCompanyItemSchema), total: z.number().int() });
export type ListedCompanyList = z.infer<typeof ListedCompanyListSchema>;

/**
 * One company by market and code: market 'HK', 'SH', 'SZ', 'BJ' or 'A' (any
 * mainland market); left out, the code decides (HK 5 digits, A shares 6).
 */
export const ListedCompanyKeyBodySchema = z.object({
  market: companyMarketField.optional(),
  stockCode: stockCodeField,
});
export type ListedCompanyKeyBody = z.infer<typeof ListedCompanyKeyBodySchema>;

/** The other side of an A+H pair. */
export const PairedListingSchema = z.object({ market: z.string(), stockCode: z.string(), shortNameEn: z.string().nullable(), shortNameCn: z.string().nullable() });

/** The company profile with the spec §3 Company fields. */
export const ListedCompanyProfileSchema = ListedCompanyItemSchema.extend({
  website: z.string().nullable(),
  issuedShares: z.number().nullable(),
  financialYearEnd: z.string().nullable().describe('MM-DD'),
  lotSize: z.number().nullable(),
  currency: z.string().describe('trading currency: HKD for Hong Kong, CNY for A shares'),
  averagePrice5d: z
    .object({ value: z.string(), days: z.number().int(), lastDate: z.string(), isDemonstration: z.boolean() })
    .nullable()
    .describe('average close of the last 5 stored trading days'),
  pairedListing: PairedListingSchema.nullable(),
  registrar: z.string().nullable(),
  principalOffice: z.string().nullable(),
  chairman: z.string().nullable(),
  companySecretary: z.string().nullable(),
  complianceAdviser: z.string().nullable(),
  auditor: z.string().nullable(),
  legalAdviser: z.string().nullable(),
});
export type ListedCompanyProfile = z.infer<typeof ListedCompanyProfileSchema>;

/** A director (spec §3 Director). */
export const DirectorSchema = z.object({
  id: z.string(),
  market: z.string(),
  stockCode: z.string(),
  companyShortNameEn: z.string().nullable(),
  companyShortNameCn: z.string().nullable(),
  nameEn: z.string().nullable(),
  nameZh: z.string().nullable(),
  category: z.number().int().describe('1 executive, 2 non-executive, 3 independent non-executive, 4 alternate'),
  position: z.string().nullable(),
  appointedOn: z.string(),
  resignedOn: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  age: z.number().int().nullable().describe('in the current year'),
  gender: z.string().nullable().describe("'M' or 'F'"),
  education: z.string().nullable(),
  source: z.string(),
});
export type Director = z.infer<typeof DirectorSchema>;

/** One statement of one year; items are amounts in thousands of `currency` (basicEps in currency units). */
export const FinancialStatementSchema = z.object({
  fiscalYear: z.number().int(),
  statement: z.enum(FinancialStatementKinds),
  currency: z.string(),
  items: z.record(z.string(), z.number().nullable()),
  source: z.string(),
});
export type FinancialStatement = z.infer<typeof FinancialStatementSchema>;

export const FinancialsSchema = z.object({
  years: z.array(z.number().int()).describe('fiscal years returned, newest first'),
  statements: z.array(FinancialStatementSchema),
  /** True when more years are stored than the caller may see (free tier: latest year only, spec §6). */
  isLimited: z.boolean(),
});
export type Financials = z.infer<typeof FinancialsSchema>;

/** A substantial shareholder (spec §3): holding, percentage, last notice date. */
export const ShareholderSchema = z.object({
  id: z.string(),
  holderName: z.string(),
  shares: z.number(),
  percentage: z.string(),
  lastNoticeDate: z.string().nullable(),
  source: z.string(),
});
export type Shareholder = z.infer<typeof ShareholderSchema>;

/** An offering as the lists show it (spec §3 Offering). */
export const OfferingItemSchema = z.object({
  id: z.string(),
  market: z.string(),
  stockCode: z.string().nullable(),
  nameEn: z.string().nullable(),
  nameZh: z.string().nullable(),
  board: z.string(),
  offeringType: z.string(),
  listingState: z.number().int(),
  applicationDate: z.string().nullable(),
  hearingDate: z.string().nullable(),
  prospectusDate: z.string().nullable(),
  listingDate: z.string().nullable(),
  currency: z.string(),
  offerPriceLow: z.string().nullable(),
  offerPriceHigh: z.string().nullable(),
  offerPrice: z.string().nullable(),
  sharesOffered: z.number().nullable(),
  proceeds: z.string().nullable(),
  sponsors: z.array(z.string()),
  source: z.string(),
  reviewStatus: z
    .enum(['pending', 'approved', 'rejected'])
    .describe('A user-added record is pending until staff approve it; only approved ones are shown to others, the submitter sees their own marked'),
});
export type OfferingItem = z.infer<typeof OfferingItemSchema>;

/** Review states of a user-added new issue. */
export const OfferingReviewStatus = { Pending: 'pending', Approved: 'approved', Rejected: 'rejected' } as const;
export type OfferingReviewStatus = (typeof OfferingReviewStatus)[keyof typeof OfferingReviewStatus];

/** The quota use after a counted call: { used, limit }; limit null for VIP members (not counted). */
export const CompanyQuotaSchema = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

/**
 * POST /au/listedCompany/detail: profile, directors (serving first), the
 * financial statements the caller may see, the top shareholders and the
 * company's offering. Counted against the free daily company quota (2000 when used up).
 */
export const ListedCompanyDetailSchema = z.object({
  company: ListedCompanyProfileSchema,
  directors: z.array(DirectorSchema),
  financials: FinancialsSchema,
  shareholders: z.array(ShareholderSchema),
  shareholdersTotal: z.number().int(),
  offering: OfferingItemSchema.nullable(),
  quota: CompanyQuotaSchema,
});
export type ListedCompanyDetail = z.infer<typeof ListedCompanyDetailSchema>;

/** POST /au/listedCompany/shareholders (/disData/comp/shDetail): every substantial shareholder; counted like detail. */
export const ListedCompanyShareholdersSchema = z.object({
  company: ListedCompanyItemSchema,
  list: z.array(ShareholderSchema),
  total: z.number().int(),
  quota: CompanyQuotaSchema,
});
export type ListedCompanyShareholders = z.infer<typeof ListedCompanyShareholdersSchema>;

/**
 * POST /au/listedCompany/status (/disData/comp/statusDetail): a company's
 * listing-state history. Either a listed company (market, stockCode) or an
 * applicant's offering (id).
 */
export const ListedCompanyStatusBodySchema = z
  .object({ market: companyMarketField.optional(), stockCode: stockCodeField.optional(), id: idField.optional() })
  .refine((body) => body.stockCode !== undefined || body.id !== undefined, { path: ['stockCode'], message: 'validation.companies.stockCodeOrId' });
export type ListedCompanyStatusBody = z.infer<typeof ListedCompanyStatusBodySchema>;

/** One step of the listing-state history; date null when the step has no recorded date. */
export const ListingStateStepSchema = z.object({ state: z.number().int(), date: z.string().nullable() });

export const ListedCompanyStatusSchema = z.object({
  market: z.string(),
  stockCode: z.string().nullable(),
  nameEn: z.string().nullable(),
  nameCn: z.string().nullable(),
  /** The current listing state (spec §4). */
  listingState: z.number().int(),
  /** Trading state while listed (normal, suspended, halted) or delisted, as a stock list gave it; null before listing or when no list tells. */
  tradingState: z.string().nullable(),
  board: z.string().nullable(),
  history: z.array(ListingStateStepSchema).describe('oldest first'),
  offering: OfferingItemSchema.nullable(),
  source: z.string().nullable(),
  /** Where the listed company's status and board come from; null for an applicant without a listed company. */
  listingSource: ListingSourceSchema.nullable(),
});
export type ListedCompanyStatus = z.infer<typeof ListedCompanyStatusSchema>;

// ---------------------------------------------------------------------------
// Hong Kong companies (Companies Registry): /au/hkCompany/*
// ---------------------------------------------------------------------------

/** POST /au/hkCompany/list {keyword (name or number), status, page, limit}. */
export const HkCompanyListBodySchema = z.object({
  keyword: keywordField.optional(),
  status: z.enum(HkCompanyStatuses, { error: 'validation.companies.hkCompanyStatus' }).optional(),
  ...pageFields,
});
export type HkCompanyListBody = z.infer<typeof HkCompanyListBodySchema>;

export const HkCompanyItemSchema = z.object({
  companyNo: z.string(),
  nameEn: z.string().nullable(),
  nameZh: z.string().nullable(),
  companyType: z.string().nullable(),
  registerKind: z.string().describe('local or foreign (registered non-Hong Kong company)'),
  incorporationDate: z.string().nullable(),
  status: z.string(),
  dissolutionDate: z.string().nullable(),
  source: z.string(),
});
export type HkCompanyItem = z.infer<typeof HkCompanyItemSchema>;

export const HkCompanyListSchema = z.object({ list: z.array(HkCompanyItemSchema), total: z.number().int() });
export type HkCompanyList = z.infer<typeof HkCompanyListSchema>;

/** POST /au/hkCompany/detail {companyNo}: counted against the company quota. */
export const HkCompanyDetailBodySchema = z.object({
  companyNo: z
    .string({ error: 'validation.organisation.companyNoRequired' })
    .min(1, { error: 'validation.organisation.companyNoRequired' })
    .regex(/^[A-Za-z0-9]{1,20}$/, { error: 'validation.organisation.companyNoFormat' }),
});
export type HkCompanyDetailBody = z.infer<typeof HkCompanyDetailBodySchema>;

export const HkCompanyDetailSchema = HkCompanyItemSchema.extend({
  placeOfIncorporation: z.string().nullable(),
  windingUpMode: z.string().nullable(),
  nameHistory: z.array(z.object({ date: z.string(), nameEn: z.string().nullable(), nameZh: z.string().nullable() })).describe('earlier names, newest first'),
  quota: CompanyQuotaSchema,
});
export type HkCompanyDetail = z.infer<typeof HkCompanyDetailSchema>;

// ---------------------------------------------------------------------------
// Directors: /au/director/*
// ---------------------------------------------------------------------------

/** POST /au/director/list: serving (/disData/director/list) or resigned (/disData/director/cancel) directors. */
export const DirectorListBodySchema = z.object({
  keyword: keywordField.optional(),
  stockCode: stockCodeField.optional(),
  market: marketFilterField.optional(),
  category: z.coerce
    .number({ error: 'validation.companies.directorCategory' })
    .int({ error: 'validation.companies.directorCategory' })
    .refine((value) => (DIRECTOR_CATEGORY_VALUES as number[]).includes(value), { error: 'validation.companies.directorCategory' })
    .optional(),
  status: z.enum(DirectorStatuses, { error: 'validation.companies.directorStatus' }).default('serving'),
  ...pageFields,
});
export type DirectorListBody = z.infer<typeof DirectorListBodySchema>;

export const DirectorListSchema = z.object({ list: z.array(DirectorSchema), total: z.number().int() });
export type DirectorList = z.infer<typeof DirectorListSchema>;

/** POST /au/director/detail {id}: with the other directorships held under the same name; counted. */
export const DirectorDetailBodySchema = z.object({ id: idField });
export type DirectorDetailBody = z.infer<typeof DirectorDetailBodySchema>;

export const DirectorDetailSchema = z.object({
  director: DirectorSchema,
  otherDirectorships: z.array(DirectorSchema).describe('same English or Chinese name at other companies (or earlier terms), serving first'),
  quota: CompanyQuotaSchema,
});
export type DirectorDetail = z.infer<typeof DirectorDetailSchema>;

// ---------------------------------------------------------------------------
// New issues and prospectuses: /au/offering/*
// ---------------------------------------------------------------------------

/** POST /au/offering/list: new issues and prospectuses by state group, board, year and keyword. */
export const OfferingListBodySchema = z.object({
  stateGroup: z.enum(LISTING_STATE_GROUPS, { error: 'validation.companies.stateGroup' }).default('all'),
  listingState: z.coerce
    .number({ error: 'validation.companies.listingState' })
    .int({ error: 'validation.companies.listingState' })
    .refine((value) => (LISTING_STATE_VALUES as number[]).includes(value), { error: 'validation.companies.listingState' })
    .optional(),
  board: boardField.optional(),
  keyword: keywordField.optional(),
  /** Only offerings with a published prospectus (/disData/prospectus/list). */
  withProspectus: z
    .enum(['true', 'false', '1', '0'], { error: 'validation.companies.boolean' })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  year: z.coerce
    .number({ error: 'validation.companies.year' })
    .int({ error: 'validation.companies.year' })
    .min(CompanyLimits.yearMin, { error: 'validation.companies.year' })
    .max(CompanyLimits.yearMax, { error: 'validation.companies.year' })
    .optional(),
  ...pageFields,
});
export type OfferingListBody = z.infer<typeof OfferingListBodySchema>;

export const OfferingListSchema = z.object({ list: z.array(OfferingItemSchema), total: z.number().int() });
export type OfferingList = z.infer<typeof OfferingListSchema>;

/** POST /au/offering/detail {id}: counted against the company quota. */
export const OfferingDetailBodySchema = z.object({ id: idField });
export type OfferingDetailBody = z.infer<typeof OfferingDetailBodySchema>;

export const AdviserSchema = z.object({ role: z.enum(AdviserRoles), name: z.string() });
export type Adviser = z.infer<typeof AdviserSchema>;

export const OfferingDetailSchema = OfferingItemSchema.extend({
  greenshoeShares: z.number().nullable(),
  publicSubscriptionMultiple: z.string().nullable(),
  placingSubscriptionMultiple: z.string().nullable(),
  advisers: z.array(AdviserSchema),
  isOwnRecord: z.boolean().describe('true when the caller created this record'),
  createdAt: z.string(),
  quota: CompanyQuotaSchema,
});
export type OfferingDetail = z.infer<typeof OfferingDetailSchema>;


/** resultData of /au/offering/add: the new offering's id; it stays pending (seen only by its submitter) until staff approve it. */
export const OfferingCreatedSchema = z.object({ id: z.string(), reviewStatus: z.enum(['pending', 'approved', 'rejected']).optional() });
export type OfferingCreated = z.infer<typeof OfferingCreatedSchema>;

/** POST /au/admin/offering/list: user-added new issues for staff review, pending first (status filters). */
export const OfferingReviewListBodySchema = PageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'validation.invalidValue' }).optional(),
});
export type OfferingReviewListBody = z.infer<typeof OfferingReviewListBodySchema>;

/** One user-added record as the reviewer sees it. */
export const OfferingReviewItemSchema = OfferingItemSchema.extend({
  createdByUserId: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type OfferingReviewItem = z.infer<typeof OfferingReviewItemSchema>;
export const OfferingReviewListSchema = z.object({ list: z.array(OfferingReviewItemSchema), total: z.number().int() });
export type OfferingReviewList = z.infer<typeof OfferingReviewListSchema>;

/** POST /au/admin/offering/approve {id} and /reject {id, reason} (reason at most 200 characters). */
export const OfferingReviewBodySchema = z.object({ id: idField, reason: z.string().max(200, { error: 'validation.max200' }).optional() });
export type OfferingReviewBody = z.infer<typeof OfferingReviewBodySchema>;
