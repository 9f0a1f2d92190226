import { z } from 'zod';
import { EMAIL_PATTERN, FieldLimits, MAX_UPLOAD_BYTES, SERVICE_COMPANY_DIALOG_LIMIT } from '@app/domain';
import { ACCOUNT_TYPES } from './accounts';
import { maxDisplayWidth, PageQuerySchema } from './common';

/**
 * Limits of the organisation calls (spec §5, §9) in one place: the server
 * validates with them and the web's form rules read the same numbers.
 */
export const OrganisationLimits = {
  /** Stock search: default and largest number of results. */
  stockSearchDefault: 10,
  stockSearchMax: 50,
  queryNameMax: 50,
  /** Service-company lists: dialogs read 1000 at once (spec §9). */
  serviceCompanyListMax: SERVICE_COMPANY_DIALOG_LIMIT,
  serviceCompanyListDefault: 20,
  stockCodeMax: 10,
  companyNoMax: 20,
  serviceCompanyNameMax: 200,
  /** The user's position at a company (spec §5: 20). */
  jobMax: FieldLimits.short,
  /** Certification form (spec §5): name 20, phone 20, company name 30, position 20. */
  certificationNameMax: FieldLimits.short,
  certificationPhoneMax: FieldLimits.short,
  certificationCompanyNameMax: FieldLimits.companyName,
  emailMax: 120,
  /** Company update fields. */
  companyNameMax: 200,
  shortNameMax: FieldLimits.companyName,
  addressMax: FieldLimits.long,
  /** A reviewer's reason for rejecting a certification. */
  reviewReasonMax: FieldLimits.long,
  /** Business-card image (spec §5, §9: png or jpeg, at most 10 MB). */
  businessCardMaxBytes: MAX_UPLOAD_BYTES,
} as const;

/** Image types accepted for a business card, checked by content (spec §5: png or jpeg). */
export const BUSINESS_CARD_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

/** Service-company status (spec §3): 1 the one current default, 2 not default. */
export const ServiceCompanyStatus = { Default: 1, NotDefault: 2 } as const;

/** Certification states (spec §4) live with the access rule in @app/domain. */
export { CertificationStatus } from '@app/domain';

/** Markets of the listed-company catalogue. */
export const Markets = ['HK', 'SH', 'SZ', 'BJ'] as const;
export type Market = (typeof Markets)[number];

/** Listing status in the catalogue: 1 listed, 2 delisted. */
export const ListingStatus = { Listed: 1, Delisted: 2 } as const;

const uuidField = z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidValue') });

const accountTypeField = z.coerce
  .number({ error: 'validation.accountType' })
  .int({ error: 'validation.accountType' })
  .refine((value) => (ACCOUNT_TYPES as number[]).includes(value), { error: 'validation.accountType' });

const serviceCompanyStatusField = z.coerce
  .number({ error: 'validation.organisation.defaultStatus' })
  .int({ error: 'validation.organisation.defaultStatus' })
  .refine((value) => value === ServiceCompanyStatus.Default || value === ServiceCompanyStatus.NotDefault, { error: 'validation.organisation.defaultStatus' });

const jobField = z
  .string({ error: 'validation.organisation.jobRequired' })
  .min(1, { error: 'validation.organisation.jobRequired' })
  .max(OrganisationLimits.jobMax, { error: 'validation.max20' });

const emailField = z.string().max(OrganisationLimits.emailMax).regex(EMAIL_PATTERN, { error: 'validation.emailFormat' });

// ---------------------------------------------------------------------------
// Stock search (spec §7 /common/listCompanyInfo, §3 stock search result)
// ---------------------------------------------------------------------------

/**
 * Which markets a stock search covers: 'HK' (or 1) Hong Kong, 'A' (or 2) the
 * mainland A-share markets, or one mainland market 'SH' | 'SZ' | 'BJ'.
 */
export const StockSearchTypes = ['HK', 'A', 'SH', 'SZ', 'BJ', '1', '2'] as const;

/**
 * POST /common/listCompanyInfo {queryName, limit, status, type}: stock search by
 * code prefix or by name in English, traditional or simplified Chinese.
 */
export const ListCompanyInfoBodySchema = z.object({
  queryName: z.string().max(OrganisationLimits.queryNameMax).optional(),
  limit: z.coerce.number().int().min(1).max(OrganisationLimits.stockSearchMax).default(OrganisationLimits.stockSearchDefault),
  status: z.coerce
    .number()
    .int()
    .refine((value) => value === ListingStatus.Listed || value === ListingStatus.Delisted, { error: 'validation.organisation.listingStatus' })
    .optional(),
  type: z.enum(StockSearchTypes, { error: 'validation.organisation.market' }).optional(),
});
export type ListCompanyInfoBody = z.infer<typeof ListCompanyInfoBodySchema>;

/** One stock search result (spec §3). */
export const StockSearchResultSchema = z.object({
  stockCode: z.string(),
  shortNameEn: z.string().nullable(),
  shortNameCn: z.string().nullable(),
});
export type StockSearchResult = z.infer<typeof StockSearchResultSchema>;
export const StockSearchResultListSchema = z.array(StockSearchResultSchema);

// ---------------------------------------------------------------------------
// Service (client) companies (spec §3, §4, §5, §7 /au/serviceCompany/*, /au/serviceIcrisCompany/*)
// ---------------------------------------------------------------------------

/** POST /au/serviceCompany/list and /au/serviceIcrisCompany/list {page, limit}: limit up to 1000 (dialogs). */
export const ListServiceCompaniesBodySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(OrganisationLimits.serviceCompanyListMax).default(OrganisationLimits.serviceCompanyListDefault),
});
export type ListServiceCompaniesBody = z.infer<typeof ListServiceCompaniesBodySchema>;

/** A client company (spec §3); stockCode for listed ones, companyNo for Hong Kong non-listed ones. */
export const ServiceCompanySchema = z.object({
  id: z.string(),
  stockCode: z.string().nullable(),
  companyNo: z.string().nullable(),
  name: z.string().describe("the company's name in the request language, falling back to the other language"),
  companyNameCn: z.string().nullable(),
  companyNameEn: z.string().nullable(),
  job: z.string().describe("the user's position at this company"),
  status: z.number().describe('1 current default, 2 not default'),
});
export type ServiceCompany = z.infer<typeof ServiceCompanySchema>;

export const ServiceCompanyListSchema = z.object({ list: z.array(ServiceCompanySchema), total: z.number() });
export type ServiceCompanyList = z.infer<typeof ServiceCompanyListSchema>;

/** POST /au/serviceCompany/add {stockCode, job, status}: the stock must be in the catalogue (spec §5 'select a company'). */
export const AddServiceCompanyBodySchema = z.object({
  stockCode: z
    .string({ error: 'validation.selectCompany' })
    .min(1, { error: 'validation.selectCompany' })
    .max(OrganisationLimits.stockCodeMax, { error: 'validation.selectCompany' }),
  job: jobField,
  status: serviceCompanyStatusField.default(ServiceCompanyStatus.NotDefault),
});
export type AddServiceCompanyBody = z.infer<typeof AddServiceCompanyBodySchema>;

/** POST /au/serviceIcrisCompany/add {companyNo, companyNameCn, companyNameEn, job, status}: a Hong Kong non-listed company. */
export const AddServiceIcrisCompanyBodySchema = z
  .object({
    companyNo: z
      .string({ error: 'validation.organisation.companyNoRequired' })
      .min(1, { error: 'validation.organisation.companyNoRequired' })
      .regex(/^[A-Za-z0-9]{1,20}$/, { error: 'validation.organisation.companyNoFormat' }),
    companyNameCn: z.string().max(OrganisationLimits.serviceCompanyNameMax).optional(),
    companyNameEn: z.string().max(OrganisationLimits.serviceCompanyNameMax).optional(),
    job: jobField,
    status: serviceCompanyStatusField.default(ServiceCompanyStatus.NotDefault),
  })
  .refine((body) => Boolean(body.companyNameCn || body.companyNameEn), { error: 'validation.companyNameRequired', path: ['companyNameCn'] });
export type AddServiceIcrisCompanyBody = z.infer<typeof AddServiceIcrisCompanyBodySchema>;

/** POST …/delete {id} and …/serviceDefault {id}. */
export const ServiceCompanyIdBodySchema = z.object({ id: uuidField });
export type ServiceCompanyIdBody = z.infer<typeof ServiceCompanyIdBodySchema>;

/** resultData of an add: the new record's id (spec §7). */
export const CreatedIdSchema = z.string().describe('id of the new record');

// ---------------------------------------------------------------------------
// Own company (spec §7 /au/company/*)
// ---------------------------------------------------------------------------

/** The catalogue entry of a listed company. */
export const ListedCompanySchema = z.object({
  stockCode: z.string(),
  market: z.enum(Markets),
  shortNameEn: z.string().nullable(),
  shortNameCn: z.string().nullable(),
  status: z.number().describe('1 listed, 2 delisted'),
  listingDate: z.string().nullable().describe('YYYY-MM-DD'),
});
export type ListedCompany = z.infer<typeof ListedCompanySchema>;

/**
 * POST /au/company/detail {language}: the caller's company with the spec §3
 * company update fields the server stores (`language` is read as the request language).
 */
export const CompanyDetailSchema = z.object({
  companyId: z.string(),
  type: z.number().nullable().describe('account type (spec §3)'),
  stockCode: z.string().nullable(),
  companyName: z.string().nullable().describe('name in the request language'),
  companyNameCn: z.string().nullable(),
  companyNameEn: z.string().nullable(),
  shortName: z.string().nullable().describe("the account's company name (userCompanyName)"),
  registAddress: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  headImageUrl: z.string().nullable(),
  certificationStatus: z.number(),
  certificationCheckStatus: z.number(),
  checkStatus: z.number().describe('0 unverified, 1 under review, 2 verified, 3 failed'),
  accountTypeChangeableFrom: z.string().nullable().describe('YYYY-MM-DD from which the type may change again; null when it may change now'),
  listedCompany: ListedCompanySchema.nullable().describe('catalogue data when the account type is 1 (listed company)'),
});
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;

/**
 * POST /au/company/updateCompany (spec §3 company update fields). The server
 * stores companyNameCn, companyNameEn (not for listed companies, whose names
 * come from the catalogue), shortName and registAddress; the other update
 * fields (legal, companySecretary, chairmanSecretary, boardType, industry
 * codes, tel, fax, websiteUrl) are not stored and are ignored.
 */
export const UpdateCompanyBodySchema = z.object({
  companyId: uuidField.optional(),
  companyNameCn: z.string().max(OrganisationLimits.companyNameMax).optional(),
  companyNameEn: z.string().max(OrganisationLimits.companyNameMax).optional(),
  shortName: z.string().max(OrganisationLimits.shortNameMax).optional(),
  registAddress: z.string().max(OrganisationLimits.addressMax).optional(),
});
export type UpdateCompanyBody = z.infer<typeof UpdateCompanyBodySchema>;

/**
 * POST /au/company/updateAccountType {type}: once a year (spec §4). Type 1
 * needs the listed company's stockCode; other types take companyName when the
 * account has none yet or leaves type 1.
 */
export const UpdateAccountTypeBodySchema = z.object({
  type: accountTypeField,
  stockCode: z.string().max(OrganisationLimits.stockCodeMax, { error: 'validation.selectCompany' }).optional(),
  companyName: z.string().max(OrganisationLimits.certificationCompanyNameMax).optional(),
});
export type UpdateAccountTypeBody = z.infer<typeof UpdateAccountTypeBodySchema>;

// ---------------------------------------------------------------------------
// Certification (spec §3 certification info, §4, §5)
// ---------------------------------------------------------------------------

/** POST /au/company/companyCheckDetail {checkType}. */
export const CompanyCheckDetailBodySchema = z.object({
  checkType: z.coerce.number().int().min(1).max(9).optional(),
});
export type CompanyCheckDetailBody = z.infer<typeof CompanyCheckDetailBodySchema>;

/** A submitted certification as its submitter sees it (phone masked 3 + 4, spec §9). */
export const CertificationRequestSchema = z.object({
  id: z.string(),
  status: z.number().describe('1 under review, 2 verified, 3 failed'),
  reason: z.string().nullable().describe('why it failed'),
  name: z.string(),
  phone: z.string(),
  userCompanyName: z.string(),
  job: z.string().nullable(),
  email: z.string().nullable(),
  type: z.number().describe('account type applied on approval'),
  stockCode: z.string().nullable(),
  checkType: z.number(),
  filePath: z.string().describe('stored business-card file id'),
  createDate: z.string(),
  reviewDate: z.string().nullable(),
});
export type CertificationRequest = z.infer<typeof CertificationRequestSchema>;

/** resultData of companyCheckDetail: the company's state and the caller's latest request. */
export const CompanyCheckDetailSchema = z.object({
  checkStatus: z.number().describe('0 unverified, 1 under review, 2 verified, 3 failed'),
  canSubmit: z.boolean().describe('true when a (new) certification may be submitted'),
  request: CertificationRequestSchema.nullable(),
});
export type CompanyCheckDetail = z.infer<typeof CompanyCheckDetailSchema>;

/**
 * POST /au/company/certificationCompany (spec §5): name, phone, company name
 * and account type required; e-mail optional; a stock code for type 1; the
 * uploaded business card (`filePath`, or `exp1` as the legacy client names it).
 */
export const CertificationCompanyBodySchema = z
  .object({
    name: z
      .string({ error: 'validation.required' })
      .min(1)
      .max(OrganisationLimits.certificationNameMax, { error: 'validation.max20' })
      .superRefine(maxDisplayWidth(OrganisationLimits.certificationNameMax, 'validation.max20')),
    phone: z
      .string({ error: 'validation.phoneRequired' })
      .min(1, { error: 'validation.phoneRequired' })
      .max(OrganisationLimits.certificationPhoneMax, { error: 'validation.max20' })
      .superRefine(maxDisplayWidth(OrganisationLimits.certificationPhoneMax, 'validation.max20')),
    userCompanyName: z
      // Only a missing name gets the spec's message; a long one gets the generic "at most 30".
      .string({ error: (issue) => (issue.input === undefined ? 'validation.companyNameRequired' : undefined) })
      .min(1, { error: 'validation.companyNameRequired' })
      .max(OrganisationLimits.certificationCompanyNameMax)
      .superRefine(maxDisplayWidth(OrganisationLimits.certificationCompanyNameMax)),
    job: z.string().max(OrganisationLimits.jobMax, { error: 'validation.max20' }).superRefine(maxDisplayWidth(OrganisationLimits.jobMax, 'validation.max20')).optional(),
    email: emailField.optional(),
    type: accountTypeField,
    stockCode: z.string().max(OrganisationLimits.stockCodeMax, { error: 'validation.selectCompany' }).optional(),
    checkType: z.coerce.number().int().min(1).max(9).default(1),
    filePath: uuidField.optional(),
    exp1: uuidField.optional(),
  })
  .superRefine((body, context) => {
    if (body.type === 1 && !body.stockCode) context.addIssue({ code: 'custom', path: ['stockCode'], message: 'validation.selectCompany' });
    if (!body.filePath && !body.exp1) context.addIssue({ code: 'custom', path: ['filePath'], message: 'validation.organisation.businessCardRequired' });
  });
export type CertificationCompanyBody = z.infer<typeof CertificationCompanyBodySchema>;

/** resultData of certificationCompany: the new request, under review. */
export const CertificationSubmittedSchema = z.object({ id: z.string(), status: z.number() });

/**
 * resultData of POST /upload/businessCard (multipart `file`): the stored
 * file's id (pass it as filePath when submitting) and what OCR recognised;
 * a field is null when nothing was recognised.
 */
export const BusinessCardSchema = z.object({
  filePath: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  job: z.string().nullable(),
  email: z.string().nullable(),
});
export type BusinessCard = z.infer<typeof BusinessCardSchema>;

// ---------------------------------------------------------------------------
// Back office (staff): certification review
// ---------------------------------------------------------------------------

/** POST /au/admin/certification/list {page, limit, status}: pending requests first. */
export const ListCertificationsBodySchema = PageQuerySchema.extend({
  status: z.coerce
    .number()
    .int()
    .refine((value) => [1, 2, 3].includes(value), { error: 'validation.organisation.certificationStatus' })
    .optional(),
});
export type ListCertificationsBody = z.infer<typeof ListCertificationsBodySchema>;

/** A request as the reviewer sees it: the full phone, and who submitted it. */
export const CertificationReviewItemSchema = CertificationRequestSchema.extend({
  userId: z.string(),
  organisationId: z.string(),
  reviewedBy: z.string().nullable(),
});
export type CertificationReviewItem = z.infer<typeof CertificationReviewItemSchema>;

export const CertificationReviewListSchema = z.object({ list: z.array(CertificationReviewItemSchema), total: z.number() });
export type CertificationReviewList = z.infer<typeof CertificationReviewListSchema>;

/** POST /au/admin/certification/approve {id} and /businessCard {id}. */
export const CertificationIdBodySchema = z.object({ id: uuidField });
export type CertificationIdBody = z.infer<typeof CertificationIdBodySchema>;

/** POST /au/admin/certification/reject {id, reason}: the reason is required, at most 200 characters. */
export const RejectCertificationBodySchema = z.object({
  id: uuidField,
  reason: z
    .string({ error: 'validation.organisation.reasonRequired' })
    .min(1, { error: 'validation.organisation.reasonRequired' })
    .max(OrganisationLimits.reviewReasonMax, { error: 'validation.max200' }),
});
export type RejectCertificationBody = z.infer<typeof RejectCertificationBodySchema>;
