import { z } from 'zod';
import { PageQuerySchema } from './common';

/**
 * Document generation (issue 15; spec §1, §2 /docAi/*, §3 header template, §5,
 * §6, §7 /common/sendEmailPdf, §8 "translated template unavailable").
 * Templates are versioned data with their rule references; a generated
 * document is kept with its inputs and regenerated on every download.
 */

/** The families of the /docAi/create screens. */
export const DocumentFamilies = ['board', 'hkex', 'financial', 'interest', 'registers', 'secretary'] as const;
export type DocumentFamily = (typeof DocumentFamilies)[number];

/** The written languages of one document part. */
export const DocumentScripts = ['en', 'zh-HK', 'zh-CN'] as const;
export type DocumentScriptName = (typeof DocumentScripts)[number];

/** What the user asks for: one language, or English with one Chinese script (bilingual). */
export const DocumentLanguages = ['en', 'zh-HK', 'zh-CN', 'en+zh-HK', 'en+zh-CN'] as const;
export type DocumentLanguage = (typeof DocumentLanguages)[number];

/** Bilingual layouts (secretary-documents-files §3.5): separate complete documents, side by side, sequential. */
export const DocumentLayouts = ['separate', 'sideBySide', 'sequential'] as const;
export type DocumentLayout = (typeof DocumentLayouts)[number];

/** Confidence tags of the brief: V checked, S secondary source, M from memory (unverified), T tested. */
export const RuleTags = ['V', 'S', 'M', 'T'] as const;
export type RuleTag = (typeof RuleTags)[number];

export const DocumentLimits = {
  /** Logo and header images (spec §5 uploads: at most 10 MB; letterheads need far less). */
  imageMaxBytes: 2 * 1024 * 1024,
  letterheadNameMax: 30,
  textMax: 2000,
  shortTextMax: 200,
  listMax: 30,
  /** Entries of one 'rows' field (a register runs long, but a document is not a database). */
  rowsMax: 500,
} as const;

/** A localised text: what the user types for English and for Chinese (either script). */
export const LocalisedTextSchema = z.object({ en: z.string().max(DocumentLimits.textMax).optional(), zh: z.string().max(DocumentLimits.textMax).optional() });
export type LocalisedText = z.infer<typeof LocalisedTextSchema>;

/** Text in the three scripts (template titles and labels). */
export const TriTextSchema = z.object({ en: z.string(), zhHK: z.string(), zhCN: z.string() });
export type TriText = z.infer<typeof TriTextSchema>;

export const RuleReferenceSchema = z.object({
  rule: z.string().describe('e.g. "MB r.13.51(2)"'),
  tag: z.enum(RuleTags),
  note: TriTextSchema,
});
export type RuleReference = z.infer<typeof RuleReferenceSchema>;

/** The kinds of input a template asks for ('rows': repeating rows of `columns`, e.g. the entries of a register). */
export const TemplateFieldKinds = ['text', 'textarea', 'date', 'time', 'directors', 'items', 'changes', 'select', 'rows'] as const;
export type TemplateFieldKind = (typeof TemplateFieldKinds)[number];

const TemplateOptionSchema = z.object({ value: z.string(), label: TriTextSchema });

/** The kinds of one cell of a 'rows' field. */
export const TemplateColumnKinds = ['text', 'date', 'select'] as const;
export type TemplateColumnKind = (typeof TemplateColumnKinds)[number];

/** One column of a 'rows' field: a row's value is `{ [column key]: string | LocalisedText }`. */
export const TemplateColumnSchema = z.object({
  key: z.string(),
  kind: z.enum(TemplateColumnKinds),
  label: TriTextSchema,
  required: z.boolean(),
  /** Text cells: the user gives an English and a Chinese text. */
  bilingual: z.boolean(),
  options: z.array(TemplateOptionSchema).optional(),
});
export type TemplateColumn = z.infer<typeof TemplateColumnSchema>;

export const TemplateFieldSchema = z.object({
  key: z.string(),
  kind: z.enum(TemplateFieldKinds),
  label: TriTextSchema,
  required: z.boolean(),
  /** Text fields: the user gives an English and a Chinese text. */
  bilingual: z.boolean(),
  options: z.array(TemplateOptionSchema).optional(),
  /** 'rows' fields: the columns of each row, in the order the form shows them. */
  columns: z.array(TemplateColumnSchema).optional(),
  help: TriTextSchema.optional(),
});
export type TemplateField = z.infer<typeof TemplateFieldSchema>;

export const DocumentTemplateSchema = z.object({
  id: z.string(),
  family: z.enum(DocumentFamilies),
  version: z.number().int(),
  title: TriTextSchema,
  /** False: the template is named but not built yet (the screen says so). */
  built: z.boolean(),
  /** Scripts the template has text for; a Chinese request without Chinese text is "translated template unavailable". */
  scripts: z.array(z.enum(DocumentScripts)),
  layouts: z.array(z.enum(DocumentLayouts)),
  defaultLayout: z.enum(DocumentLayouts),
  /** The template needs a listed company (its data fills the document). */
  needsCompany: z.boolean(),
  rules: z.array(RuleReferenceSchema),
  fields: z.array(TemplateFieldSchema),
});
export type DocumentTemplate = z.infer<typeof DocumentTemplateSchema>;

export const DocumentTemplateListSchema = z.object({ list: z.array(DocumentTemplateSchema) });
export type DocumentTemplateList = z.infer<typeof DocumentTemplateListSchema>;

const templateIdField = z.string({ error: 'validation.documents.template' }).min(1, { error: 'validation.documents.template' }).max(60);
const stockCodeField = z.string().max(10).regex(/^\d{1,6}$/, { error: 'validation.selectCompany' });

/** POST /au/docTemplate/list: the catalogue, optionally of one family. */
export const DocumentTemplateListBodySchema = z.object({ family: z.enum(DocumentFamilies, { error: 'validation.documents.family' }).optional() });

/** A director as documents use them (board composition, attendance, signatures). */
export const DocumentDirectorSchema = z.object({
  nameEn: z.string().max(DocumentLimits.shortTextMax).default(''),
  nameZh: z.string().max(DocumentLimits.shortTextMax).default(''),
  /** 1 executive, 2 non-executive, 3 independent non-executive, 4 alternate. */
  category: z.coerce.number().int().min(1).max(4).default(1),
  isChairman: z.boolean().optional(),
});
export type DocumentDirector = z.infer<typeof DocumentDirectorSchema>;

/** Kinds of a director change (MB r.13.51(2)). */
export const DirectorChangeKinds = ['appointment', 'resignation', 'retirement', 'removal', 'redesignation'] as const;
export type DirectorChangeKind = (typeof DirectorChangeKinds)[number];

/** One change of a director-change announcement. */
export const DirectorChangeSchema = z.object({
  kind: z.enum(DirectorChangeKinds, { error: 'validation.documents.changeKind' }),
  nameEn: z.string().max(DocumentLimits.shortTextMax).default(''),
  nameZh: z.string().max(DocumentLimits.shortTextMax).default(''),
  category: z.coerce.number().int().min(1).max(4).default(1),
  effectiveDate: z.string().max(10).default(''),
  age: z.string().max(3).optional(),
  /** r.13.51(2)(b)-(g): positions, experience, term, relationships, interests, emoluments. */
  particulars: LocalisedTextSchema.optional(),
  /** Resignation or removal: the reason. */
  reason: LocalisedTextSchema.optional(),
});
export type DirectorChange = z.infer<typeof DirectorChangeSchema>;

/** Values of a template's fields: texts are { en, zh }, dates and times plain text, lists arrays. */
export const DocumentInputsSchema = z.record(z.string(), z.unknown());
export type DocumentInputs = Record<string, unknown>;

/** POST /au/docTemplate/prefill: what we hold for the template and company. */
export const DocumentPrefillBodySchema = z.object({ templateId: templateIdField, stockCode: stockCodeField.optional() });

export const DocumentCompanySchema = z.object({
  stockCode: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  board: z.string().nullable().describe("'main' or 'gem'"),
  placeOfIncorporation: z.string().nullable(),
  registeredOffice: z.string().nullable(),
  companySecretary: z.string().nullable(),
  isDemonstration: z.boolean().describe('profile values generated for the demonstration'),
});
export type DocumentCompany = z.infer<typeof DocumentCompanySchema>;

export const DocumentPrefillSchema = z.object({
  company: DocumentCompanySchema.nullable(),
  inputs: DocumentInputsSchema,
});
export type DocumentPrefill = z.infer<typeof DocumentPrefillSchema>;

/** POST /au/docGenerate/add (JSON): generate and keep a document. */
export const GenerateDocumentBodySchema = z.object({
  templateId: templateIdField,
  stockCode: stockCodeField.optional(),
  docLanguage: z.enum(DocumentLanguages, { error: 'validation.documents.language' }),
  layout: z.enum(DocumentLayouts, { error: 'validation.documents.layout' }).optional(),
  letterheadId: z.uuid({ error: 'validation.documents.letterhead' }).optional(),
  // The web client sends nested values as JSON text (spec §7: every parameter is stringified).
  inputs: z
    .preprocess((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }, DocumentInputsSchema)
    .default({}),
});
export type GenerateDocumentBody = z.infer<typeof GenerateDocumentBodySchema>;

/** The document model a preview shows (the same blocks the Word and PDF renderers draw). */
export const PreviewRunSchema = z.object({ text: z.string(), bold: z.boolean().optional() });
export const PreviewBlockSchema = z.object({
  kind: z.enum(['disclaimer', 'heading', 'paragraph', 'pair', 'table', 'signature', 'pageBreak']),
  align: z.enum(['left', 'center', 'right', 'justify']).optional(),
  level: z.number().int().optional(),
  runs: z.array(PreviewRunSchema).optional(),
  right: z.array(PreviewRunSchema).optional(),
  rows: z.array(z.array(z.string())).optional(),
  script: z.enum(DocumentScripts).optional(),
});
export type PreviewBlock = z.infer<typeof PreviewBlockSchema>;

/**
 * Where a generated document lives in the organisation's file store (issue 16): the folder
 * ("Generated documents 生成文件/<stock code> <company name>") and the file nodes of its Word and PDF
 * files (a later generation of the same title is a new version of the same nodes).
 */
export const GeneratedDocumentStoredFilesSchema = z.object({
  space: z.string(),
  folderId: z.string(),
  docxFileId: z.string().nullable(),
  pdfFileId: z.string().nullable(),
});
export type GeneratedDocumentStoredFiles = z.infer<typeof GeneratedDocumentStoredFilesSchema>;

export const GeneratedDocumentSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  templateVersion: z.number().int(),
  title: z.string(),
  stockCode: z.string().nullable(),
  companyName: z.string().nullable(),
  docLanguage: z.enum(DocumentLanguages),
  layout: z.enum(DocumentLayouts),
  letterheadId: z.string().nullable(),
  letterheadName: z.string().nullable(),
  /** Null when nothing was saved to the file store (no write right there, or the visitor token). */
  storedFiles: GeneratedDocumentStoredFilesSchema.nullable(),
  createdAt: z.string(),
});
export type GeneratedDocument = z.infer<typeof GeneratedDocumentSchema>;

export const GeneratedDocumentDetailSchema = GeneratedDocumentSchema.extend({
  inputs: DocumentInputsSchema,
  preview: z.array(PreviewBlockSchema),
});
export type GeneratedDocumentDetail = z.infer<typeof GeneratedDocumentDetailSchema>;

/** One page of the caller's generated documents, optionally of one template (e.g. the share certificates issued). */
export const GeneratedDocumentListBodySchema = PageQuerySchema.extend({ templateId: z.string().max(60).optional() });
export const GeneratedDocumentListSchema = z.object({ list: z.array(GeneratedDocumentSchema), total: z.number().int() });
export type GeneratedDocumentList = z.infer<typeof GeneratedDocumentListSchema>;

export const GeneratedDocumentIdBodySchema = z.object({ id: z.uuid({ error: 'validation.documents.document' }) });

export const DocumentFormats = ['docx', 'pdf'] as const;
export type DocumentFormat = (typeof DocumentFormats)[number];

/** GET /au/docGenerate/download?id&format&token: the file itself (a plain link works). */
export const DownloadDocumentQuerySchema = z.object({
  id: z.uuid({ error: 'validation.documents.document' }),
  format: z.enum(DocumentFormats, { error: 'validation.documents.format' }),
  token: z.string().optional(),
  language: z.string().optional(),
});

/** POST /common/sendEmailPdf: e-mail a generated document's PDF (spec §7). */
export const SendEmailPdfBodySchema = z.object({
  id: z.uuid({ error: 'validation.documents.document' }),
  email: z.email({ error: 'validation.emailFormat' }).max(100),
});

// --- Letterheads (spec §3 header template: name, language, logo, header file) ---

export const LetterheadLanguages = ['en', 'zh-HK', 'zh-CN', 'bilingual'] as const;
export type LetterheadLanguage = (typeof LetterheadLanguages)[number];

export const LetterheadSchema = z.object({
  id: z.string(),
  name: z.string(),
  headLanguage: z.enum(LetterheadLanguages),
  logoWidth: z.number().int(),
  logoHeight: z.number().int(),
  headerWidth: z.number().int(),
  headerHeight: z.number().int(),
  createdAt: z.string(),
});
export type Letterhead = z.infer<typeof LetterheadSchema>;
export const LetterheadListSchema = z.object({ list: z.array(LetterheadSchema) });
export type LetterheadList = z.infer<typeof LetterheadListSchema>;

/** The text parts of POST /au/docHead/add (multipart: name, headLanguage, logo, header). Spec §5: all required. */
export const AddLetterheadFieldsSchema = z.object({
  name: z
    .string({ error: 'validation.documents.letterheadName' })
    .trim()
    .min(1, { error: 'validation.documents.letterheadName' })
    .max(DocumentLimits.letterheadNameMax, { error: 'validation.tooLong' }),
  headLanguage: z.enum(LetterheadLanguages, { error: 'validation.documents.letterheadLanguage' }),
});
export const LetterheadIdBodySchema = z.object({ id: z.uuid({ error: 'validation.documents.letterhead' }) });
export const LetterheadImageQuerySchema = z.object({
  id: z.uuid({ error: 'validation.documents.letterhead' }),
  part: z.enum(['logo', 'header']),
  token: z.string().optional(),
  language: z.string().optional(),
});
