import { z } from 'zod';
import { EMAIL_PATTERN, FieldLimits } from '@app/domain';
import { maxDisplayWidth, PageQuerySchema } from './common';

/**
 * People administration of an organisation (spec §3 Company person, §6 admin
 * rights, §7 /au/companyPerson/*). A person is a user account of the caller's
 * organisation; the admin grants or cancels its login access, AI secretary
 * service and document generation, and may hand the admin role to it.
 */
export const CompanyPersonLimits = {
  nameMax: FieldLimits.short,
  jobMax: FieldLimits.short,
  phoneMax: 20,
  emailMax: 120,
  queryNameMax: 50,
  // Column widths of migration 0004 (users.standby_phone, tel, fax, remark, label).
  standbyPhoneMax: 20,
  telMax: 30,
  remarkMax: 200,
  labelMax: 60,
} as const;

/** /openClose type: which right is switched. */
export const PersonSwitch = { LoginAccess: 1, AiSecretary: 2, DocumentGeneration: 3 } as const;
export type PersonSwitchType = (typeof PersonSwitch)[keyof typeof PersonSwitch];

/** /openClose code: 1 open (grant), 0 close (cancel). */
export const SwitchCode = { Open: 1, Close: 0 } as const;

/** Spec §4 user states: 1 current employee, 2 previous employee. */
export const JobStatus = { Current: 1, Previous: 2 } as const;

/** List filter accountStatus: 1 login access granted, 2 cancelled. */
export const AccountStatus = { Granted: 1, Cancelled: 2 } as const;

const uuidField = z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidValue') });

const oneOf = (values: readonly number[], message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .refine((value) => values.includes(value), { error: message });

const phoneRegionField = oneOf([1, 2, 3, 4], 'validation.phoneRegion');
const jobStatusField = oneOf([JobStatus.Current, JobStatus.Previous], 'validation.companyPeople.jobStatus');

const contactNumber = (max: number) => z.string().max(max).regex(/^[0-9+\-() ]*$/, { error: 'validation.companyPeople.contactNumber' });

/**
 * The person fields of spec §3 beyond the account's own (department, job
 * status, second contacts, notes). Form posts drop empty fields, so on
 * /update these (except jobStatus) are the whole set: an absent one is cleared.
 */
const personDetails = {
  deptId: uuidField.optional(),
  jobStatus: jobStatusField.optional(),
  standbyPhone: contactNumber(CompanyPersonLimits.standbyPhoneMax).optional(),
  standbyEmail: z.string().max(CompanyPersonLimits.emailMax).regex(EMAIL_PATTERN, { error: 'validation.emailFormat' }).optional(),
  tel: contactNumber(CompanyPersonLimits.telMax).optional(),
  // The spec's field name for the fax number.
  fox: contactNumber(CompanyPersonLimits.telMax).optional(),
  remark: z.string().max(CompanyPersonLimits.remarkMax).optional(),
  label: z.string().max(CompanyPersonLimits.labelMax).optional(),
};

const personFields = {
  name: z.string().min(1).max(CompanyPersonLimits.nameMax).superRefine(maxDisplayWidth(CompanyPersonLimits.nameMax)),
  phone: z.string({ error: 'validation.phoneRequired' }).min(1, { error: 'validation.phoneRequired' }).max(CompanyPersonLimits.phoneMax),
  // Spec §3 region codes 1 +86, 2 +852, 3 +853, 4 +886; Hong Kong when absent.
  phoneType: phoneRegionField.default(2),
  email: z.string().max(CompanyPersonLimits.emailMax).regex(EMAIL_PATTERN, { error: 'validation.emailFormat' }).optional(),
  job: z.string().max(CompanyPersonLimits.jobMax).optional(),
};

/** POST /au/companyPerson/list. `deptId` also matches the people of its sub-departments. */
export const CompanyPersonListBodySchema = PageQuerySchema.extend({
  type: z.coerce.number().int().optional(),
  queryName: z.string().max(CompanyPersonLimits.queryNameMax).optional(),
  deptId: uuidField.optional(),
  jobStatus: jobStatusField.optional(),
  accountStatus: oneOf([AccountStatus.Granted, AccountStatus.Cancelled], 'validation.companyPeople.accountStatus').optional(),
});
export type CompanyPersonListBody = z.infer<typeof CompanyPersonListBodySchema>;

/**
 * The code /common/sendCode (type 7) texted to the person's number: an admin may give a number to a
 * colleague's account only with its holder's code, so no one can claim a number that is not theirs.
 */
const phoneCodeField = z.string().regex(/^\d{6}$/, { error: 'validation.codeFormat' });

/** POST /au/companyPerson/add: a new account in the caller's organisation, login access granted; `code` proves the number. */
export const AddCompanyPersonBodySchema = z.object({ ...personFields, code: phoneCodeField.optional(), ...personDetails });
export type AddCompanyPersonBody = z.infer<typeof AddCompanyPersonBodySchema>;

/**
 * POST /au/companyPerson/update: the same fields plus id; absent account fields stay as they are, absent
 * details are cleared. A new phone needs `code` (type 7) like /add.
 */
export const UpdateCompanyPersonBodySchema = z.object({
  id: uuidField,
  name: personFields.name.optional(),
  phone: personFields.phone.optional(),
  phoneType: phoneRegionField.optional(),
  code: phoneCodeField.optional(),
  email: personFields.email,
  job: personFields.job,
  ...personDetails,
});
export type UpdateCompanyPersonBody = z.infer<typeof UpdateCompanyPersonBodySchema>;

/** POST /au/companyPerson/delete and /chageAdmin. */
export const CompanyPersonIdBodySchema = z.object({ id: uuidField });
export type CompanyPersonIdBody = z.infer<typeof CompanyPersonIdBodySchema>;

/** POST /au/companyPerson/openClose {type, id, code}. */
export const OpenCloseBodySchema = z.object({
  type: oneOf(Object.values(PersonSwitch), 'validation.companyPeople.switchType'),
  id: uuidField,
  code: oneOf([SwitchCode.Open, SwitchCode.Close], 'validation.companyPeople.switchCode'),
});
export type OpenCloseBody = z.infer<typeof OpenCloseBodySchema>;

/** One person of the list (spec §3 Company person, with the account's rights). */
export const CompanyPersonSchema = z.object({
  id: z.string(),
  type: z.number().int().describe('1: an account of the organisation'),
  name: z.string().nullable(),
  deptId: z.string().nullable(),
  job: z.string().nullable(),
  jobStatus: z.number().int().describe('1 current employee, 2 previous employee'),
  phone: z.string().nullable(),
  standbyPhone: z.string().nullable(),
  email: z.string().nullable(),
  standbyEmail: z.string().nullable(),
  tel: z.string().nullable(),
  fox: z.string().nullable().describe('fax number'),
  remark: z.string().nullable(),
  label: z.string().nullable(),
  headImage: z.string().nullable(),
  companyName: z.string().nullable(),
  isAdmin: z.boolean(),
  accountStatus: z.number().int().describe('1 login access granted, 2 cancelled'),
  secretarySwitch: z.number().int().describe('AI secretary: 1 on, 0 off'),
  fileSwitch: z.number().int().describe('document generation: 1 on, 0 off'),
  createDate: z.string(),
});
export type CompanyPerson = z.infer<typeof CompanyPersonSchema>;

export const CompanyPersonListSchema = z.object({
  list: z.array(CompanyPersonSchema),
  total: z.number().int(),
  maxUsers: z.number().int().describe('how many accounts may have login access'),
  activeUsers: z.number().int().describe('how many accounts have login access now'),
});
export type CompanyPersonList = z.infer<typeof CompanyPersonListSchema>;
