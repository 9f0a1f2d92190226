import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  AddLetterheadFieldsSchema,
  DocumentPrefillBodySchema,
  DocumentPrefillSchema,
  DocumentTemplateListBodySchema,
  DocumentTemplateListSchema,
  DownloadDocumentQuerySchema,
  GenerateDocumentBodySchema,
  GeneratedDocumentDetailSchema,
  GeneratedDocumentIdBodySchema,
  GeneratedDocumentListBodySchema,
  GeneratedDocumentListSchema,
  LetterheadIdBodySchema,
  LetterheadImageQuerySchema,
  LetterheadListSchema,
  LetterheadSchema,
  SendEmailPdfBodySchema,
} from '../documents';

/** A file part of a multipart upload (the web sends a File; the route reads the part itself). */
const FilePartSchema = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob);

/** Document generation (issue 15): templates, generated documents, letterheads, sendEmailPdf (spec §7). */
export const documentsEndpoints = {
  listTemplates: defineEndpoint({ path: '/au/docTemplate/list', request: DocumentTemplateListBodySchema, response: DocumentTemplateListSchema }),
  prefill: defineEndpoint({ path: '/au/docTemplate/prefill', request: DocumentPrefillBodySchema, response: DocumentPrefillSchema }),
  generate: defineEndpoint({ path: '/au/docGenerate/add', encoding: 'json', request: GenerateDocumentBodySchema, response: GeneratedDocumentDetailSchema }),
  list: defineEndpoint({ path: '/au/docGenerate/list', request: GeneratedDocumentListBodySchema, response: GeneratedDocumentListSchema }),
  detail: defineEndpoint({ path: '/au/docGenerate/detail', request: GeneratedDocumentIdBodySchema, response: GeneratedDocumentDetailSchema }),
  delete: defineEndpoint({ path: '/au/docGenerate/delete', request: GeneratedDocumentIdBodySchema, response: z.null() }),
  /** A plain link (token in the query); the reply is the Word or PDF file itself. */
  download: defineEndpoint({ method: 'GET', path: '/au/docGenerate/download', request: DownloadDocumentQuerySchema }),
  sendEmailPdf: defineEndpoint({ path: '/common/sendEmailPdf', request: SendEmailPdfBodySchema, response: z.null() }),
  listLetterheads: defineEndpoint({ path: '/au/docHead/list', response: LetterheadListSchema }),
  addLetterhead: defineEndpoint({
    path: '/au/docHead/add',
    encoding: 'multipart',
    request: AddLetterheadFieldsSchema.extend({ logo: FilePartSchema, header: FilePartSchema }),
    response: LetterheadSchema,
  }),
  deleteLetterhead: defineEndpoint({ path: '/au/docHead/delete', request: LetterheadIdBodySchema, response: z.null() }),
  /** The logo or header image of a letterhead (a plain link for <img>). */
  letterheadImage: defineEndpoint({ method: 'GET', path: '/au/docHead/image', request: LetterheadImageQuerySchema }),
};
