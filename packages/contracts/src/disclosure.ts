import { z } from 'zod';
import { isIsoDate, MAX_KEYWORD_LENGTH } from '@app/domain';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from './common';

/**
 * Disclosure and regulatory search (spec §2 /disData, §5 keyword rules, §6
 * free tier, §9 history limits). One search call serves every list screen.
 */

/** What a document is. */
export const DocumentKinds = ['announcement', 'regulation', 'enforcement', 'update', 'law'] as const;
export type DocumentKind = (typeof DocumentKinds)[number];

/**
 * The `type` of collected items and footprints (spec §3 Collected item):
 * which kind of page the item opens.
 */
export const CollectTypes = {
  announcement: 1,
  regulation: 2,
  enforcement: 3,
  update: 4,
  law: 5,
  listedCompany: 6,
  hkCompany: 7,
  director: 8,
  offering: 9,
} as const;
export type CollectType = (typeof CollectTypes)[keyof typeof CollectTypes];
export const COLLECT_TYPE_VALUES = Object.values(CollectTypes) as CollectType[];

/** Language version of a document page (spec §2 langType): 1 Chinese, 2 English. */
export const DocumentLangTypes = { zh: 1, en: 2 } as const;
export type DocumentLangType = (typeof DocumentLangTypes)[keyof typeof DocumentLangTypes];

/** Rule validity (spec §3): 1 effective, 2 expired, 3 repealed. */
export const RuleValidity = { effective: 1, expired: 2, repealed: 3 } as const;

/** Enforcement cases and regulatory updates come from HKEX (1) or the SFC (0) (spec §2 sourceType). */
export const RegulatorSourceTypes = { hkex: 1, sfc: 0 } as const;

/** Issuing bodies of regulatory documents (spec §3). */
export const IssuingBodies = ['HKEX', 'SFC', 'LEGCO', 'CSRC', 'SSE', 'SZSE'] as const;
export type IssuingBody = (typeof IssuingBodies)[number];

/**
 * The /disData/org lists with their listType and issuing body. listType 0 is
 * every list. orgType follows from listType (spec §9, orgTypeOfListType).
 */
export const OrgLists = [
  { route: 'allRules', listType: 0, body: null },
  { route: 'listingRulesMain', listType: 1, body: 'HKEX' },
  { route: 'listingRulesGEM', listType: 2, body: 'HKEX' },
  { route: 'GuidanceLetters', listType: 3, body: 'HKEX' },
  { route: 'ListingDecision', listType: 4, body: 'HKEX' },
  { route: 'HKExFAQs', listType: 5, body: 'HKEX' },
  { route: 'SFCGuidelines', listType: 6, body: 'SFC' },
  { route: 'SFCCodes', listType: 7, body: 'SFC' },
  { route: 'SFCCirculars', listType: 8, body: 'SFC' },
  { route: 'HKExInterLetters', listType: 9, body: 'HKEX' },
  { route: 'HKSFCPractice', listType: 10, body: 'SFC' },
  { route: 'HKSFCFAQs', listType: 11, body: 'SFC' },
  { route: 'HKSFCPolicy', listType: 12, body: 'SFC' },
  { route: 'PanelAndCommittee', listType: 13, body: 'SFC' },
  { route: 'HKSFCNewsletters', listType: 14, body: 'SFC' },
  { route: 'HKExConsultation', listType: 15, body: 'HKEX' },
  { route: 'HKSFCConsultation', listType: 16, body: 'SFC' },
] as const satisfies readonly { route: string; listType: number; body: IssuingBody | null }[];

/**
 * Spec §9: listType → orgType. 0 and 1 → 4, 2 → 6, 3 → 5, 4 → 7, 5 → 10,
 * 6 → 9, 7 → 8, 15..22 → 12..19, default 4. The middle entries (8..14) are
 * not given by the spec; ours continue after 19 so no two lists share one.
 */
export const orgTypeOfListType = (listType: number): number => {
  const fixed: Record<number, number> = { 0: 4, 1: 4, 2: 6, 3: 5, 4: 7, 5: 10, 6: 9, 7: 8 };
  if (fixed[listType] !== undefined) return fixed[listType]!;
  if (listType >= 15 && listType <= 22) return listType - 3;
  if (listType >= 8 && listType <= 14) return listType + 12;
  return 4;
};

/** Date-range presets of the search forms (spec §9). */
export const DatePresets = ['2d', '3d', '1w', '1m', '1y', '2y', '3y', '4y', '5y'] as const;
export type DatePreset = (typeof DatePresets)[number];

/** Search limits. */
export const SearchLimits = {
  keywordMax: MAX_KEYWORD_LENGTH,
  stockCodesMax: 20,
  codeMax: 10,
  /** Totals above this are reported as "more than" (counting every match of a common term costs as much as the search). */
  countCap: 1_000,
  /** Deepest row a list can page to. */
  maxOffset: 10_000,
} as const;

const isoDate = z.string({ error: 'validation.disclosure.date' }).refine(isIsoDate, { error: 'validation.disclosure.date' }).meta({ format: 'date' });
const shortCode = z.string().max(SearchLimits.codeMax, { error: 'validation.disclosure.code' }).regex(/^[0-9A-Za-z-]+$/, { error: 'validation.disclosure.code' });
const smallInt = z.coerce.number({ error: 'validation.invalidValue' }).int({ error: 'validation.invalidValue' });

/** Comma-separated stock codes as one form field ("00700,00005"). */
const stockCodesField = z
  .string()
  .max(SearchLimits.stockCodesMax * 11)
  .transform((value) => value.split(/[,\s]+/).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[0-9A-Za-z]{1,10}$/, { error: 'validation.disclosure.stockCode' })).max(SearchLimits.stockCodesMax, { error: 'validation.disclosure.stockCodes' }));

/**
 * POST /au/document/search: one search over every document kind.
 * scope narrows announcements to the user's own company ('own'), service
 * companies ('serveCom') or followed companies ('focus').
 */
export const DocumentSearchBodySchema = z
  .object({
    kind: z.enum(DocumentKinds, { error: 'validation.disclosure.kind' }).default('announcement'),
    keyword: z.string().max(SearchLimits.keywordMax, { error: 'validation.disclosure.keywordLength' }).optional(),
    matchMode: z.enum(['all', 'any'], { error: 'validation.invalidValue' }).default('all'),
    /** 'title' is free; 'full' (title and body) counts against the free daily quota (spec §6). */
    scope: z.enum(['title', 'full'], { error: 'validation.invalidValue' }).default('title'),
    market: z.enum(['HK', 'A'], { error: 'validation.invalidValue' }).optional(),
    stockCodes: stockCodesField.optional(),
    owner: z.enum(['own', 'serveCom', 'focus'], { error: 'validation.invalidValue' }).optional(),
    t1Code: shortCode.optional(),
    t2Code: shortCode.optional(),
    docType: shortCode.optional(),
    issuingBody: z.enum(IssuingBodies, { error: 'validation.invalidValue' }).optional(),
    listType: smallInt.min(0).max(30).optional(),
    sourceType: smallInt.min(0).max(1).optional(),
    validity: smallInt.min(1).max(3).optional(),
    datePreset: z.enum(DatePresets, { error: 'validation.disclosure.datePreset' }).optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    sortBy: z.enum(['time', 'relevance'], { error: 'validation.invalidValue' }).default('time'),
    /** VIP-only filters (spec §6): the issuer's industry, securities type and place of incorporation. */
    industry: z.string().max(40).optional(),
    securitiesType: z.string().max(12).optional(),
    placeOfIncorporation: z.string().max(40).optional(),
    page: z.coerce.number({ error: 'validation.invalidValue' }).int().min(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { error: 'validation.pageSize' })
    // the refinement is not expressible in JSON Schema: the OpenAPI document lists the sizes
    .meta({ enum: [...PAGE_SIZES] })
      .default(DEFAULT_PAGE_SIZE),
  })
  .superRefine((body, context) => {
    if (body.startDate && body.endDate && body.startDate > body.endDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.disclosure.dateOrder' });
    }
    if (body.datePreset && (body.startDate || body.endDate)) {
      context.addIssue({ code: 'custom', path: ['datePreset'], message: 'validation.disclosure.presetOrRange' });
    }
  });
export type DocumentSearchBody = z.infer<typeof DocumentSearchBodySchema>;

/** [start, end) offsets of matched text, for highlighting. */
const RangesSchema = z.array(z.tuple([z.number().int(), z.number().int()]));

export const DocumentStockSchema = z.object({ market: z.string(), stockCode: z.string(), shortNameEn: z.string().nullable(), shortNameCn: z.string().nullable() });

export const DocumentHitSchema = z.object({
  id: z.number().int(),
  md5Key: z.string(),
  kind: z.enum(DocumentKinds),
  titleEn: z.string().nullable(),
  titleZh: z.string().nullable(),
  highlight: z.object({ titleEn: RangesSchema, titleZh: RangesSchema }),
  releaseTime: z.string().describe('ISO 8601'),
  market: z.string().nullable(),
  stocks: z.array(DocumentStockSchema),
  t1Code: z.string().nullable(),
  t2Codes: z.array(z.string()),
  docType: z.string().nullable(),
  /** Category path for display, e.g. "Announcements and Notices - [Final Results]", in the request's language. */
  headline: z.string().nullable(),
  /** Part of the headline is a guessed category (not yet confirmed by the imported category files): say so beside it. */
  headlineGuessed: z.boolean(),
  fileType: z.string().nullable(),
  /** The publisher's file size; null when there is no file behind it (demonstration documents). */
  fileSize: z.string().nullable(),
  /**
   * Where the document's file comes from: 'source' the publisher's link (HKEXnews, SFC), 'generated' a PDF
   * the server makes of the stored text (demonstration documents), null none. GET /au/document/file opens either.
   */
  fileOrigin: z.enum(['source', 'generated']).nullable(),
  /** Which language versions exist (langType 1 Chinese, 2 English). */
  langTypes: z.array(z.number().int()),
  issuingBody: z.string().nullable(),
  listType: z.number().int().nullable(),
  orgType: z.number().int().nullable(),
  validity: z.number().int().nullable(),
  versionDate: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  ruleNumber: z.string().nullable(),
  sourceType: z.number().int().nullable(),
  subjectEn: z.string().nullable(),
  subjectZh: z.string().nullable(),
  punishedParty: z.string().nullable(),
  hasBody: z.boolean(),
  /** 'demo' rows are generated demonstration data. */
  source: z.string(),
});
export type DocumentHit = z.infer<typeof DocumentHitSchema>;

export const DocumentSearchResultSchema = z.object({
  list: z.array(DocumentHitSchema),
  /** Exact up to SearchLimits.countCap over the counted period; `totalCapped` says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  /**
   * Set when the count covers only the newest part of the range (a keyword with
   * many matches fills the page from recent documents; counting every older
   * match would cost as much as reading them): "N+ since this date".
   */
  totalCountedSince: z.string().nullable(),
  page: z.number().int(),
  limit: z.number().int(),
  /** The date range actually searched (after presets), ISO dates. */
  range: z.object({ startDate: z.string().nullable(), endDate: z.string().nullable() }),
  /** Free-tier use after this call, when it counted (full-text search): { used, limit }. */
  quota: z.object({ used: z.number().int(), limit: z.number().int().nullable() }).nullable(),
  tookMs: z.number(),
});
export type DocumentSearchResult = z.infer<typeof DocumentSearchResultSchema>;

/** POST /au/document/detail: one document by md5Key (or id) in one language version. */
export const DocumentDetailBodySchema = z
  .object({
    md5Key: z.string().regex(/^[0-9a-f]{32}$/, { error: 'validation.disclosure.md5Key' }).optional(),
    id: z.coerce.number({ error: 'validation.invalidValue' }).int().positive().optional(),
    langType: z.coerce
      .number({ error: 'validation.disclosure.langType' })
      .int()
      .refine((value) => value === 1 || value === 2, { error: 'validation.disclosure.langType' })
      .default(2),
  })
  .refine((body) => body.md5Key !== undefined || body.id !== undefined, { path: ['md5Key'], message: 'validation.required' });
export type DocumentDetailBody = z.infer<typeof DocumentDetailBodySchema>;

export const DocumentDetailSchema = DocumentHitSchema.omit({ highlight: true }).extend({
  langType: z.number().int(),
  title: z.string(),
  /**
   * The file of this language version (the other version's when this one has none): the publisher's URL for
   * 'source' files, the GET /au/document/file path (relative to the API base) for 'generated' ones.
   */
  fileLink: z.string().nullable(),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  /** Other documents of the same issuer, newest first (announcements only). */
  related: z.array(DocumentHitSchema.pick({ md5Key: true, titleEn: true, titleZh: true, releaseTime: true, kind: true })),
});
export type DocumentDetail = z.infer<typeof DocumentDetailSchema>;

/** POST /au/document/categories: the HKEXnews headline-category tree and pre-2007 document types. */
export const HeadlineCategorySchema = z.object({
  level: z.enum(['t1', 't2g', 't2', 'doc']),
  code: z.string(),
  t1Code: z.string().nullable(),
  groupCode: z.string().nullable(),
  name: z.string(),
  /** A code or name of our reference tree that no public source confirms yet; importing the category files replaces it. */
  isGuessed: z.boolean(),
});
export const HeadlineCategoriesResultSchema = z.object({ list: z.array(HeadlineCategorySchema) });
export type HeadlineCategory = z.infer<typeof HeadlineCategorySchema>;
