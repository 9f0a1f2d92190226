import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './common';
import { CompanyLimits, CompanyMarketFilters, ListedCompanyItemSchema } from './companies';
import { Markets } from './organisation';

/**
 * Directories built from the listed companies' profiles (spec §2
 * /disData/acc/list accounting firms, /disData/contact/list contacts).
 * Public and free like the other company lists: nothing here counts against
 * the company quota.
 */

const directoryPageFields = {
  page: z.coerce.number({ error: 'validation.invalidValue' }).int({ error: 'validation.invalidValue' }).min(1, { error: 'validation.invalidValue' }).default(1),
  limit: z.coerce
    .number({ error: 'validation.pageSize' })
    .int({ error: 'validation.pageSize' })
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), { error: 'validation.pageSize' })
    // the refinement is not expressible in JSON Schema: the OpenAPI document lists the sizes
    .meta({ enum: [...PAGE_SIZES] })
    .default(DEFAULT_PAGE_SIZE),
};

const directoryFilterFields = {
  keyword: z.string().max(CompanyLimits.keywordMax, { error: 'validation.tooLong' }).optional(),
  /** 'HK' or 'A' (every mainland market); left out, every market. */
  market: z.enum(CompanyMarketFilters, { error: 'validation.companies.marketFilter' }).optional(),
};

/** A client company as the firm list samples it. */
export const DirectoryCompanySchema = z.object({
  market: z.enum(Markets),
  stockCode: z.string(),
  shortNameEn: z.string().nullable(),
  shortNameCn: z.string().nullable(),
});
export type DirectoryCompany = z.infer<typeof DirectoryCompanySchema>;

// ---------------------------------------------------------------------------
// Accounting firms: /au/auditor/*
// ---------------------------------------------------------------------------

/** POST /au/auditor/list: the auditors of listed companies by firm name (either language and script) and market. */
export const AuditorListBodySchema = z.object({ ...directoryFilterFields, ...directoryPageFields });
export type AuditorListBody = z.infer<typeof AuditorListBodySchema>;

/** The number of client companies an auditor row samples. */
export const AUDITOR_CLIENT_SAMPLE = 3;

export const AuditorItemSchema = z.object({
  /** The firm's stored (English) name: the key of /au/auditor/clients. */
  name: z.string(),
  /** The name in the request's language and script. */
  displayName: z.string(),
  clients: z.number().int().describe('listed companies audited (within the market filter)'),
  sample: z.array(DirectoryCompanySchema).describe(`the first ${AUDITOR_CLIENT_SAMPLE} clients by code`),
  /** 'demo' when any client profile naming the firm is generated demonstration data. */
  source: z.string().nullable(),
});
export type AuditorItem = z.infer<typeof AuditorItemSchema>;

export const AuditorListSchema = z.object({ list: z.array(AuditorItemSchema), total: z.number().int() });
export type AuditorList = z.infer<typeof AuditorListSchema>;

/** POST /au/auditor/clients: the listed companies one firm audits. */
export const AuditorClientsBodySchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(CompanyLimits.nameMax, { error: 'validation.tooLong' }),
  market: directoryFilterFields.market,
  ...directoryPageFields,
});
export type AuditorClientsBody = z.infer<typeof AuditorClientsBodySchema>;

export const AuditorClientsSchema = z.object({ list: z.array(ListedCompanyItemSchema), total: z.number().int() });
export type AuditorClients = z.infer<typeof AuditorClientsSchema>;

// ---------------------------------------------------------------------------
// Contacts: /au/listedCompany/contacts
// ---------------------------------------------------------------------------

/** POST /au/listedCompany/contacts: listed companies by code or name (any script) and market. */
export const ContactListBodySchema = z.object({ ...directoryFilterFields, ...directoryPageFields });
export type ContactListBody = z.infer<typeof ContactListBodySchema>;

export const ContactItemSchema = DirectoryCompanySchema.extend({
  nameEn: z.string().nullable(),
  nameCn: z.string().nullable(),
  companySecretary: z.string().nullable(),
  chairman: z.string().nullable(),
  principalOffice: z.string().nullable(),
  website: z.string().nullable(),
  registrar: z.string().nullable(),
  /** 'demo' when the profile values are generated demonstration data (label them). */
  source: z.string().nullable(),
});
export type ContactItem = z.infer<typeof ContactItemSchema>;

export const ContactListSchema = z.object({ list: z.array(ContactItemSchema), total: z.number().int() });
export type ContactList = z.infer<typeof ContactListSchema>;
