import {
  LanguageCode,
  documentsEndpoints,
  type DocumentFamily,
  type DocumentFormat,
  type DocumentPrefill,
  type DocumentTemplate,
  type GenerateDocumentBody,
  type GeneratedDocumentDetail,
  type GeneratedDocumentList,
  type Letterhead,
  type LetterheadLanguage,
  type Locale,
} from '@app/contracts';
import { config } from '../../lib/config';
import { callEndpoint } from '../../lib/http';

/** POST /au/docTemplate/list: the document templates, built or not, optionally of one family. */
export const listTemplates = async (family?: DocumentFamily): Promise<DocumentTemplate[]> => (await callEndpoint(documentsEndpoints.listTemplates, { family })).list;

/** POST /au/docTemplate/prefill: what the server holds for a template and company. */
export const prefillDocument = (templateId: string, stockCode?: string): Promise<DocumentPrefill> => callEndpoint(documentsEndpoints.prefill, { templateId, stockCode });

/** POST /au/docGenerate/add: generates and keeps a document. */
export const generateDocument = (body: GenerateDocumentBody): Promise<GeneratedDocumentDetail> =>
  callEndpoint(documentsEndpoints.generate, { ...body, inputs: JSON.stringify(body.inputs) }, { fieldErrors: true });

/** POST /au/docGenerate/list: the caller's generated documents. */
export const listGeneratedDocuments = (page: number, limit: number, templateId?: string): Promise<GeneratedDocumentList> => callEndpoint(documentsEndpoints.list, { page, limit, templateId });

/** POST /au/docGenerate/detail. */
export const getGeneratedDocument = (id: string): Promise<GeneratedDocumentDetail> => callEndpoint(documentsEndpoints.detail, { id });

/** POST /au/docGenerate/delete. */
export const deleteGeneratedDocument = (id: string): Promise<null> => callEndpoint(documentsEndpoints.delete, { id });

/** Spec §7 POST /common/sendEmailPdf: e-mails the document's PDF. */
export const sendDocumentPdf = (id: string, email: string): Promise<null> => callEndpoint(documentsEndpoints.sendEmailPdf, { id, email });

/** POST /au/docHead/list: the organisation's letterheads. */
export const listLetterheads = async (): Promise<Letterhead[]> => (await callEndpoint(documentsEndpoints.listLetterheads)).list;

/** POST /au/docHead/add (multipart): a letterhead with its logo and header image. */
export const addLetterhead = (fields: { name: string; headLanguage: LetterheadLanguage; logo: Blob; header: Blob }): Promise<Letterhead> =>
  callEndpoint(documentsEndpoints.addLetterhead, fields);

/** POST /au/docHead/delete. */
export const deleteLetterhead = (id: string): Promise<null> => callEndpoint(documentsEndpoints.deleteLetterhead, { id });

const withToken = (path: string, params: Record<string, string>, token: string | undefined, locale: Locale) =>
  `${config.apiBase}${path}?${new URLSearchParams({ ...params, language: String(LanguageCode[locale]), ...(token ? { token } : {}) }).toString()}`;

/** A plain link to the Word or PDF file of a generated document (the browser saves it). */
export const documentFileUrl = (id: string, format: DocumentFormat, token: string | undefined, locale: Locale): string =>
  withToken(documentsEndpoints.download.path, { id, format }, token, locale);

/** The logo or header image of a letterhead, for <img>. */
export const letterheadImageUrl = (id: string, part: 'logo' | 'header', token: string | undefined, locale: Locale): string =>
  withToken(documentsEndpoints.letterheadImage.path, { id, part }, token, locale);
