import { z } from 'zod';
import { DEADLINE_KINDS, MATTER_INPUT_KEYS, REMINDER_OFFSETS } from '@app/domain';
import { DEFAULT_PAGE_SIZE } from './common';

/**
 * The compliance secretary (issue 14; spec §1, §3 matter with tasks, §4 matter states, §9 reminders):
 * matter templates, matters, tasks, reminders, statistics, the calendar feed and the
 * certificates register, all under /au/secretary/*. Access: spec §6 (vipStatus 3, company
 * type 1, 2 or 8, both secretary switches on), checked by the server on every call.
 */

const dateText = z
  .string({ error: 'validation.secretary.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.secretary.date' });
const idText = z.string({ error: 'validation.required' }).uuid({ error: 'validation.invalidValue' });
const text = (max: number) => z.string().max(max, { error: 'validation.tooLong' });

/**
 * The web sends flat text (lib/http: lists comma-joined, objects as JSON, booleans as 'true'/'false',
 * empty values dropped); 'none' stands for an empty list. JSON clients may send the real shapes.
 */
const wireList = <Item extends z.ZodType>(item: Item) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '' || text === 'none') return [];
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text);
      } catch {
        return value;
      }
    }
    return text.split(',').map((part) => part.trim());
  }, z.array(item));
const wireObject = <Shape extends z.ZodType>(shape: Shape) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, shape);
const wireBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: 'validation.invalidValue' });

/** Spec §4: 1 in progress, 2 archived, 3 archive withdrawn (in progress again). */
export const MatterStatus = { InProgress: 1, Archived: 2, ArchiveWithdrawn: 3 } as const;

export const SecretaryChannelSchema = z.enum(['sms', 'email', 'wechat'], { error: 'validation.secretary.channel' });
export type SecretaryChannel = z.infer<typeof SecretaryChannelSchema>;

const reminderOffsetsField = wireList(z.coerce.number().int().refine((value) => (REMINDER_OFFSETS as readonly number[]).includes(value), { error: 'validation.secretary.reminderOffset' })).pipe(
  z.array(z.number()).max(4),
);

export const MatterInputsSchema = wireObject(
  z.object(Object.fromEntries(MATTER_INPUT_KEYS.map((key) => [key, dateText.optional()])) as Record<(typeof MATTER_INPUT_KEYS)[number], z.ZodOptional<typeof dateText>>),
);

const LocalizedTextSchema = z.object({ en: text(200).min(1), zhHK: text(200).min(1), zhCN: text(200).min(1) });
const LocalizedDescriptionSchema = z.object({ en: text(1000), zhHK: text(1000), zhCN: text(1000) });
const RuleSchema = z.object({ rule: text(200).min(1), confidence: z.enum(['V', 'S', 'M']) });

type SpecShape = { op: string; [key: string]: unknown };
const AnchorSchema = z.object({ input: z.enum(MATTER_INPUT_KEYS as [string, ...string[]]), plusMonths: z.number().int().min(-24).max(24).optional() });
/** A deadline specification of a template task (the DeadlineSpec of @app/domain). */
export const DeadlineSpecSchema: z.ZodType<SpecShape> = z.lazy(() =>
  z.union([
    z.object({ op: z.literal('monthsAfter'), anchor: AnchorSchema, months: z.number().int().min(-24).max(36) }),
    z.object({ op: z.literal('daysAfter'), anchor: AnchorSchema, days: z.number().int().min(-400).max(400) }),
    z.object({ op: z.enum(['businessDaysAfter', 'businessDaysBefore', 'clearBusinessDaysBefore']), anchor: AnchorSchema, count: z.number().int().min(0).max(60) }),
    z.object({ op: z.literal('clearDaysBefore'), anchor: AnchorSchema, days: z.number().int().min(0).max(400) }),
    z.object({ op: z.literal('on'), anchor: AnchorSchema }),
    z.object({ op: z.enum(['earliest', 'latest']), of: z.array(DeadlineSpecSchema).min(1).max(4) }),
  ]),
).meta({ id: 'SecretaryDeadlineSpec' });

export const TemplateTaskSchema = z.object({
  code: text(60).min(1),
  names: LocalizedTextSchema,
  kind: z.enum(DEADLINE_KINDS as [string, ...string[]]),
  deadline: DeadlineSpecSchema,
  rule: RuleSchema,
  gemRule: RuleSchema.optional(),
  source: text(200),
  dueTime: z.string().regex(/^\d{2}:\d{2}$/).optional(),
  isAsap: z.boolean().optional(),
  internalLeadBusinessDays: z.number().int().min(0).max(30).optional(),
  reminders: z.object({ offsets: z.array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)])).max(4), daily: z.boolean() }),
  repeatMonthly: z.number().int().min(1).max(12).optional(),
  onlyHongKongIncorporated: z.boolean().optional(),
});

/** A matter template as the API shows it (the MatterTemplate of @app/domain plus its origin). */
export const MatterTemplateSchema = z.object({
  code: z.string(),
  category: z.enum(['listedRecurring', 'listedEvent', 'private']),
  audience: z.enum(['listed', 'private']),
  names: LocalizedTextSchema,
  /** What the matter is for, in the three languages (staff-written; absent on seeded templates). */
  descriptions: LocalizedDescriptionSchema.optional(),
  inputs: z.array(z.object({ key: z.enum(MATTER_INPUT_KEYS as [string, ...string[]]), required: z.boolean() })),
  tasks: z.array(TemplateTaskSchema),
  origin: z.enum(['seed', 'staff']),
});
export type MatterTemplateView = z.infer<typeof MatterTemplateSchema>;
export const TemplateListSchema = z.object({ list: z.array(MatterTemplateSchema) });

/** POST /au/secretary/template/update (staff): replaces a template's names, inputs and tasks. */
export const UpdateTemplateBodySchema = z.object({
  code: text(60).min(1),
  names: wireObject(LocalizedTextSchema),
  descriptions: wireObject(LocalizedDescriptionSchema).optional(),
  inputs: wireList(z.object({ key: z.enum(MATTER_INPUT_KEYS as [string, ...string[]]), required: z.boolean() })).refine((list) => list.length <= 7, { error: 'validation.invalidValue' }),
  tasks: wireList(TemplateTaskSchema).refine((list) => list.length >= 1 && list.length <= 40, { error: 'validation.invalidValue' }),
});
export type UpdateTemplateBody = z.infer<typeof UpdateTemplateBodySchema>;

const NoteSchema = z.object({
  code: z.string(),
  rule: z.string().optional(),
  confidence: z.enum(['V', 'S', 'M']).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** The company a matter is for: the caller's own listed company, or one of their client companies. */
const CompanyFields = {
  companyKind: z.enum(['listed', 'hk'], { error: 'validation.secretary.companyKind' }),
  stockCode: text(10).optional(),
  companyNo: text(20).optional(),
};

/** POST /au/secretary/matter/preview: a template's tasks with suggested deadlines, nothing saved. */
export const PreviewMatterBodySchema = z.object({
  templateCode: text(60).min(1),
  ...CompanyFields,
  inputs: MatterInputsSchema.default({}),
  isHongKongIncorporated: wireBoolean.optional(),
});
export type PreviewMatterBody = z.infer<typeof PreviewMatterBodySchema>;

export const ComputedTaskSchema = z.object({
  code: z.string(),
  sequence: z.number(),
  names: LocalizedTextSchema,
  period: z.string().nullable(),
  kind: z.string(),
  rule: z.string(),
  confidence: z.enum(['V', 'S', 'M']),
  source: z.string(),
  dueTime: z.string().nullable(),
  isAsap: z.boolean(),
  statutoryDate: z.string().nullable(),
  latestBusinessDay: z.string().nullable(),
  internalDate: z.string().nullable(),
  triggerDate: z.string().nullable(),
  notes: z.array(NoteSchema),
});
export const PreviewMatterResultSchema = z.object({
  board: z.enum(['MB', 'GEM', 'private']),
  companyName: z.string(),
  tasks: z.array(ComputedTaskSchema),
});
export type PreviewMatterResult = z.infer<typeof PreviewMatterResultSchema>;

/** POST /au/secretary/matter/create: from a template (templateCode) or the user's own (name, no template). */
export const CreateMatterBodySchema = z.object({
  templateCode: text(60).optional(),
  name: text(200).optional(),
  description: text(2000).optional(),
  ...CompanyFields,
  inputs: MatterInputsSchema.default({}),
  isHongKongIncorporated: wireBoolean.optional(),
  leadUserId: idText.optional(),
  channels: wireList(SecretaryChannelSchema).refine((list) => list.length <= 3, { error: 'validation.secretary.channel' }).default(['email']),
});
export type CreateMatterBody = z.infer<typeof CreateMatterBodySchema>;

export const SecretaryIdBodySchema = z.object({ id: idText });
export type SecretaryIdBody = z.infer<typeof SecretaryIdBodySchema>;
export const CreatedSchema = z.object({ id: z.string(), warnings: z.array(z.string()) });

/** POST /au/secretary/matter/update. */
export const UpdateMatterBodySchema = z.object({
  id: idText,
  name: text(200).min(1).optional(),
  description: text(2000).optional(),
  leadUserId: idText.nullable().optional(),
  channels: wireList(SecretaryChannelSchema).refine((list) => list.length <= 3, { error: 'validation.secretary.channel' }).optional(),
});
export type UpdateMatterBody = z.infer<typeof UpdateMatterBodySchema>;

const PersonRefSchema = z.object({ id: z.string(), name: z.string().nullable() });

export const MatterSummarySchema = z.object({
  id: z.string(),
  templateCode: z.string().nullable(),
  name: z.string(),
  companyKind: z.string(),
  stockCode: z.string().nullable(),
  companyNo: z.string().nullable(),
  companyName: z.string(),
  board: z.string(),
  status: z.number(),
  archivedAt: z.string().nullable(),
  lead: PersonRefSchema.nullable(),
  taskCount: z.number(),
  doneCount: z.number(),
  overdueCount: z.number(),
  nextInternalDate: z.string().nullable(),
  createDate: z.string(),
});
export type MatterSummary = z.infer<typeof MatterSummarySchema>;

/** POST /au/secretary/matter/list: in progress (status 1 and 3) or archived (2). */
export const ListMattersBodySchema = z.object({
  archived: wireBoolean.default(false),
  company: text(20).optional(),
  personId: idText.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export type ListMattersBody = z.infer<typeof ListMattersBodySchema>;
export const MatterListSchema = z.object({ list: z.array(MatterSummarySchema), total: z.number() });

export const DeliverySchema = z.object({
  id: z.string(),
  userId: z.string(),
  channel: z.string(),
  day: z.string(),
  status: z.string(),
  recipient: z.string().nullable(),
  attempts: z.number(),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
});

export const TaskSchema = ComputedTaskSchema.extend({
  id: z.string(),
  matterId: z.string(),
  matterName: z.string(),
  companyName: z.string(),
  lead: PersonRefSchema.nullable(),
  participants: z.array(PersonRefSchema),
  remark: z.string().nullable(),
  relatedDocuments: z.array(z.object({ title: z.string(), reference: z.string() })),
  completedDate: z.string().nullable(),
  reminderOffsets: z.array(z.number()),
  reminderDaily: z.boolean(),
  /** 'open' | 'done' | 'overdue' (open with the internal deadline passed). */
  state: z.enum(['open', 'done', 'overdue']),
  isLate: z.boolean().nullable(),
});
export type TaskView = z.infer<typeof TaskSchema>;

export const MatterDetailSchema = MatterSummarySchema.extend({
  description: z.string().nullable(),
  inputs: z.record(z.string(), z.string()),
  channels: z.array(z.string()),
  tasks: z.array(TaskSchema),
  deliveries: z.array(DeliverySchema),
});
export type MatterDetail = z.infer<typeof MatterDetailSchema>;

/** POST /au/secretary/task/add: the user's own task in a matter. */
export const AddTaskBodySchema = z.object({
  matterId: idText,
  name: text(200).min(1, { error: 'validation.required' }),
  statutoryDate: dateText.optional(),
  internalDate: dateText.optional(),
  leadUserId: idText.optional(),
});
export type AddTaskBody = z.infer<typeof AddTaskBodySchema>;

/** POST /au/secretary/task/update: dates, people, notes, related documents, reminders. */
export const UpdateTaskBodySchema = z.object({
  id: idText,
  statutoryDate: dateText.nullable().optional(),
  internalDate: dateText.nullable().optional(),
  leadUserId: idText.nullable().optional(),
  participantIds: wireList(idText).pipe(z.array(z.string()).max(20)).optional(),
  remark: text(2000).nullable().optional(),
  relatedDocuments: wireList(z.object({ title: text(200).min(1), reference: text(500).default('') })).pipe(z.array(z.object({ title: z.string(), reference: z.string() })).max(20)).optional(),
  reminderOffsets: reminderOffsetsField.optional(),
  reminderDaily: wireBoolean.optional(),
});
export type UpdateTaskBody = z.infer<typeof UpdateTaskBodySchema>;

/** POST /au/secretary/task/complete {id, completedDate?}: the app clock's Hong Kong date when absent. */
export const CompleteTaskBodySchema = z.object({ id: idText, completedDate: dateText.optional() });
export type CompleteTaskBody = z.infer<typeof CompleteTaskBodySchema>;

/** Saves answer warnings (e.g. a reminder person without a phone) beside the saved record. */
export const SavedSchema = z.object({ warnings: z.array(z.string()) });

/** POST /au/secretary/task/list: the lists of spec §2 (ovList, time0, time5, time30) with filters. */
export const ListTasksBodySchema = z.object({
  scope: z.enum(['overdue', 'today', 'within5', 'within30', 'open', 'all'], { error: 'validation.invalidValue' }).default('open'),
  company: text(20).optional(),
  personId: idText.optional(),
  from: dateText.optional(),
  to: dateText.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
});
export type ListTasksBody = z.infer<typeof ListTasksBodySchema>;
export const TaskListSchema = z.object({ list: z.array(TaskSchema), total: z.number(), today: z.string() });

/** POST /au/secretary/home: counts, a month of deadlines and matters by company. */
export const HomeBodySchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/, { error: 'validation.invalidValue' }).optional() });
export const HomeSchema = z.object({
  today: z.string(),
  counts: z.object({ overdue: z.number(), today: z.number(), within5: z.number(), within30: z.number(), inProgress: z.number(), archived: z.number() }),
  month: z.string(),
  calendar: z.array(z.object({ date: z.string(), taskId: z.string(), matterId: z.string(), name: LocalizedTextSchema, companyName: z.string(), state: z.string(), isStatutory: z.boolean() })),
  byCompany: z.array(z.object({ companyName: z.string(), company: z.string(), matters: z.number(), openTasks: z.number(), overdue: z.number() })),
});
export type SecretaryHome = z.infer<typeof HomeSchema>;

/** POST /au/secretary/people: the organisation's people who can lead or take part. */
export const PeopleSchema = z.object({
  list: z.array(z.object({ id: z.string(), name: z.string().nullable(), job: z.string().nullable(), hasPhone: z.boolean(), hasEmail: z.boolean(), hasWechat: z.boolean() })),
});

/** POST /au/secretary/companies: the companies the caller may run matters for (own listed company or client companies). */
export const SecretaryCompaniesSchema = z.object({
  list: z.array(z.object({ companyKind: z.enum(['listed', 'hk']), stockCode: z.string().nullable(), companyNo: z.string().nullable(), name: z.string(), board: z.enum(['MB', 'GEM', 'private']), financialYearEnd: z.string().nullable(), isDefault: z.boolean() })),
});

/** POST /au/secretary/stats: done on time, late, open, overdue; by company and by person. */
export const StatsBodySchema = z.object({ from: dateText.optional(), to: dateText.optional() });
const CountsSchema = z.object({ onTime: z.number(), late: z.number(), open: z.number(), overdue: z.number() });
export const StatsSchema = CountsSchema.extend({
  byCompany: z.array(CountsSchema.extend({ companyName: z.string() })),
  byPerson: z.array(CountsSchema.extend({ personId: z.string().nullable(), name: z.string().nullable() })),
});
export type SecretaryStats = z.infer<typeof StatsSchema>;

/** POST /au/secretary/calendar/status | create | revoke: the personal iCalendar address. */
export const CalendarFeedSchema = z.object({ active: z.boolean(), url: z.string().nullable(), createDate: z.string().nullable() });

/** Certificates and licences (spec §2 /disAi/cert/business). */
export const CertificateKindSchema = z.enum(['businessRegistration', 'incorporation', 'other'], { error: 'validation.invalidValue' });
export const SaveCertificateBodySchema = z.object({
  id: idText.optional(),
  kind: CertificateKindSchema,
  name: text(200).min(1, { error: 'validation.required' }),
  companyName: text(200).min(1, { error: 'validation.required' }),
  number: text(60).optional(),
  issueDate: dateText.optional(),
  expiryDate: dateText.optional(),
  holderUserId: idText.optional(),
  remark: text(2000).optional(),
  reminderOffsets: reminderOffsetsField.default([5, 3, 1]),
});
export type SaveCertificateBody = z.infer<typeof SaveCertificateBodySchema>;
export const CertificateSchema = z.object({
  id: z.string(),
  kind: CertificateKindSchema,
  name: z.string(),
  companyName: z.string(),
  number: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  holder: PersonRefSchema.nullable(),
  remark: z.string().nullable(),
  reminderOffsets: z.array(z.number()),
  daysToExpiry: z.number().nullable(),
  createDate: z.string(),
});
export type CertificateView = z.infer<typeof CertificateSchema>;
export const CertificateListSchema = z.object({ list: z.array(CertificateSchema) });

/** GET /au/secretary/ical?key=… — the feed itself (text/calendar, no envelope); the key is the secret. */
export const CalendarFeedQuerySchema = z.object({ key: z.string({ error: 'validation.required' }).min(1).max(100) });

/** POST /dev/secretary/companyMember (development tools only): makes a user's organisation a company member with the secretary switch on. */
export const DevCompanyMemberBodySchema = z.object({ phone: z.string({ error: 'validation.required' }).min(5).max(20) });

// ---------------------------------------------------------------------------
// Matter documents: files of the file store attached to a matter or one of its tasks
// ---------------------------------------------------------------------------

/** POST /au/secretary/document/list {matterId, taskId?}: a matter's documents (all, or one task's). */
export const ListDocumentsBodySchema = z.object({ matterId: idText, taskId: idText.optional() });
export type ListDocumentsBody = z.infer<typeof ListDocumentsBodySchema>;

/** POST /au/secretary/document/attach {matterId, taskId?, fileId}: an existing file of the store (the caller must be able to read it). */
export const AttachDocumentBodySchema = z.object({ matterId: idText, taskId: idText.optional(), fileId: idText });
export type AttachDocumentBody = z.infer<typeof AttachDocumentBodySchema>;

/**
 * POST /au/companyScheduleDetail/fileUpload (spec §7; multipart, fields before the file): uploads a document
 * into the file store and attaches it. `scheduleDetailId` is the task; `matterId` (ours) attaches it to the
 * matter itself; `stockCode`, when sent, must be the matter's company; `token` may come as a field or header.
 */
export const ScheduleFileUploadFieldsSchema = z.object({
  scheduleDetailId: idText.optional(),
  matterId: idText.optional(),
  stockCode: text(20).optional(),
  token: z.string().optional(),
});

/** A matter document as the caller may see it: without read right on the file's folder only that it exists. */
export const MatterDocumentSchema = z.object({
  id: z.string(),
  matterId: z.string(),
  taskId: z.string().nullable(),
  fileId: z.string(),
  /** false: the file is in the recycle bin, gone, or in a folder the caller may not read (name and size hidden). */
  available: z.boolean(),
  name: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  mimeType: z.string().nullable(),
  previewKind: z.string(),
  canDownload: z.boolean(),
  attachedAt: z.string(),
});
export type MatterDocument = z.infer<typeof MatterDocumentSchema>;
export const MatterDocumentListSchema = z.object({ list: z.array(MatterDocumentSchema) });

/** GET /au/secretary/document/download?id=…&disposition=attachment|inline (the files module's download or read right). */
export const DocumentDownloadQuerySchema = z.object({
  id: idText,
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
  token: z.string().optional(),
  language: z.string().optional(),
});
