import {
  DocumentFormats,
  DocumentLimits,
  type DocumentCompany,
  type DocumentFamily,
  type DocumentFormat,
  type DocumentInputs,
  type DocumentPrefill,
  type DocumentScriptName,
  type DocumentTemplate,
  type GenerateDocumentBody,
  type GeneratedDocument,
  type GeneratedDocumentDetail,
  type GeneratedDocumentList,
  type GeneratedDocumentStoredFiles,
  type Letterhead,
  type LetterheadLanguage,
  type Locale,
  type PageQuery,
} from '@app/contracts';
import { uniqueViolationOf } from '../../db/unique-violations';
import { AppError } from '../../lib/errors';
import { renderMessage } from '../../i18n/messages';
import { translate } from '../../i18n/translate';
import type { MailProvider } from '../../providers/index';
import type { Actor } from '../auth/access.policy';
import type { UserActor } from '../auth/actor';
import type { CatalogueCompany, CatalogueService } from '../companies/catalogue.service';
import type { DirectorsService } from '../companies/directors.service';
import type { FilesService } from '../files/index';
import type { ServiceCompaniesService } from '../organisation/service-companies.service';
import { calculatedInputs, type DocumentCalculators } from './calculated-inputs';
import { plainTextOf, previewOf, type DocumentModel } from './document-model';
import type { DocumentsRepository, GeneratedDocumentWithLetterhead, LetterheadSummaryRow } from './documents.repository';
import { buildDocument, missingParticulars, readInputs, scriptsOf, unavailableScripts } from './generate';
import { LETTERHEAD_MAX_SIDE, readImageHeader, type LetterheadArtwork } from './letterhead-image';
import { renderDocx } from './render-docx';
import { renderPdf, type PdfFonts } from './render-pdf';
import { findTemplate, TEMPLATES } from './templates/catalogue';
import { pick, type HeldData, type HeldDirector, type MissingParticular, type TemplateDefinition } from './templates/template';

type Dependencies = {
  repository: DocumentsRepository;
  catalogue: Pick<CatalogueService, 'findByStockCode'>;
  directors: Pick<DirectorsService, 'list'>;
  serviceCompanies: Pick<ServiceCompaniesService, 'listedStockCodes'>;
  calculators: DocumentCalculators;
  mail: MailProvider;
  fonts: PdfFonts;
  /** The file store (issue 16): every generation is also saved there when the user may write into it. */
  files: Pick<FilesService, 'saveDocument'>;
  /** The app clock (business time). */
  clock: () => Date;
};

const LANGUAGE_NAMES: Record<DocumentScriptName, Record<Locale, string>> = {
  en: { en: 'English', 'zh-HK': '英文', 'zh-CN': '英文' },
  'zh-HK': { en: 'traditional Chinese', 'zh-HK': '繁體中文', 'zh-CN': '繁体中文' },
  'zh-CN': { en: 'simplified Chinese', 'zh-HK': '簡體中文', 'zh-CN': '简体中文' },
};

/** Today in Hong Kong as YYYY-MM-DD. */
const hongKongDate = (now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The catalogue data of a template, without its functions. */
const presentTemplate = (template: TemplateDefinition): DocumentTemplate => {
  const { build: _build, check: _check, prefill: _prefill, ...data } = template;
  return data;
};

const labelIn = (locale: Locale, label: { en: string; zhHK: string; zhCN: string }) => pick(label, locale === 'en' ? 'en' : locale);

const MESSAGE_OF_PROBLEM: Record<MissingParticular['problem'], string> = {
  missing: 'validation.documents.particularMissing',
  date: 'validation.documents.dateInvalid',
  changeRequired: 'validation.documents.changeRequired',
  tooMany: 'validation.documents.tooManyRows',
};

/** VALIDATION_FAILED naming each missing particular in the caller's language. */
const missingError = (locale: Locale, missing: MissingParticular[]): AppError =>
  new AppError('VALIDATION_FAILED', {
    details: missing.map((problem) => ({
      path: problem.path,
      message: translate(locale, MESSAGE_OF_PROBLEM[problem.problem], { field: labelIn(locale, problem.label), max: String(DocumentLimits.rowsMax) }),
    })),
  });

const fieldError = (path: string, message: string) => new AppError('VALIDATION_FAILED', { details: [{ path, message }] });

const presentLetterhead = (row: LetterheadSummaryRow): Letterhead => ({
  id: row.id,
  name: row.name,
  headLanguage: row.headLanguage as LetterheadLanguage,
  logoWidth: row.logoWidth,
  logoHeight: row.logoHeight,
  headerWidth: row.headerWidth,
  headerHeight: row.headerHeight,
  createdAt: row.createdAt.toISOString(),
});

const presentDocument = (row: GeneratedDocumentWithLetterhead): GeneratedDocument => ({
  id: row.id,
  templateId: row.templateId,
  templateVersion: row.templateVersion,
  title: row.title,
  stockCode: row.stockCode,
  companyName: row.companyName,
  docLanguage: row.docLanguage as GeneratedDocument['docLanguage'],
  layout: row.layout as GeneratedDocument['layout'],
  letterheadId: row.letterheadId,
  letterheadName: row.letterheadName,
  storedFiles: row.storedFiles ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The file-store folder of generated documents. One name in both scripts (生成文件 is written the same in
 * traditional and simplified Chinese), so a user switching language does not split a document's versions.
 */
export const GENERATED_DOCUMENTS_FOLDER = 'Generated documents 生成文件';
/** Documents made without a company (templates that do not need one). */
export const NO_COMPANY_FOLDER = 'Other 其他';

/** The sub-folder of a company: "<stock code> <name>" (e.g. "00005 HSBC Holdings plc"), safe as a file-store name. */
export const companyFolderOf = (company: DocumentCompany | null): string => {
  if (!company) return NO_COMPANY_FOLDER;
  const name = `${company.stockCode} ${company.nameEn || company.nameZh}`.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim();
  return name.slice(0, 80).trim() || company.stockCode;
};

/** The company data documents are filled from (spec §3 Company: names, board, incorporation, office, secretary). */
const documentCompanyOf = (row: CatalogueCompany): DocumentCompany => {
  const profile = (row.profile ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    stockCode: row.stockCode,
    nameEn: row.nameEn ?? row.shortNameEn ?? '',
    nameZh: row.nameCn ?? row.shortNameCn ?? '',
    board: row.board,
    placeOfIncorporation: row.placeOfIncorporation,
    registeredOffice: text(profile.principalOffice),
    companySecretary: text(profile.companySecretary),
    isDemonstration: row.profileSource === 'demo',
  };
};

/** The template's own prefill over the generic one; a key it sets to undefined is left empty. */
const withTemplatePrefill = (template: TemplateDefinition, inputs: DocumentInputs, held: HeldData): DocumentInputs => {
  if (!template.prefill) return inputs;
  const merged: DocumentInputs = { ...inputs, ...template.prefill(held) };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return merged;
};

/**
 * Document generation (issue 15): the template catalogue, prefilled inputs,
 * generation into a kept record, Word and PDF output on the organisation's
 * letterhead, e-mailing the PDF (spec §7 /common/sendEmailPdf), letterheads.
 */
export const createDocumentsService = ({ repository, catalogue, directors, serviceCompanies, calculators, mail, fonts, files, clock }: Dependencies) => {
  /**
   * The built template of an id.
   * @throws DOCUMENTS_TEMPLATE_NOT_FOUND, DOCUMENTS_TEMPLATE_NOT_BUILT
   */
  const requireTemplate = (id: string): TemplateDefinition => {
    const template = findTemplate(id);
    if (!template) throw new AppError('DOCUMENTS_TEMPLATE_NOT_FOUND');
    if (!template.built || !template.build) throw new AppError('DOCUMENTS_TEMPLATE_NOT_BUILT');
    return template;
  };

  /**
   * The catalogue company of a code the caller may generate for: the organisation's own
   * listed company or one of the user's listed client companies.
   * @throws VALIDATION_FAILED (stockCode) when unknown, DOCUMENTS_COMPANY_NOT_ALLOWED otherwise
   */
  const requireCompany = async (actor: Actor, stockCode: string): Promise<CatalogueCompany> => {
    const row = (await catalogue.findByStockCode(stockCode)) ?? (stockCode.length < 5 ? await catalogue.findByStockCode(stockCode.padStart(5, '0')) : undefined);
    if (!row) throw fieldError('stockCode', 'validation.selectCompany');
    // The visitor token (spec §6) works from the public catalogue only: no organisation, no letterhead, nothing listed.
    if (actor.kind === 'visitor') return row;
    const own = actor.organisation.stockCode;
    if (own && own === row.stockCode) return row;
    const clients = await serviceCompanies.listedStockCodes(actor.user.id);
    if (clients.some((client) => client.stockCode === row.stockCode)) return row;
    throw new AppError('DOCUMENTS_COMPANY_NOT_ALLOWED');
  };

  /** The serving directors of a company, for board composition, attendance and signatures. */
  const servingDirectors = async (company: CatalogueCompany) => {
    const list = await directors.list({ stockCode: company.stockCode, market: company.market === 'HK' ? 'HK' : 'A', status: 'serving', page: 1, limit: 50 }, null);
    return list.list.map((director) => ({ nameEn: director.nameEn ?? '', nameZh: director.nameZh ?? '', category: director.category, isChairman: /chair/i.test(director.position ?? '') || undefined }));
  };

  /** Every director we hold for a company, serving and former, with appointment and cessation dates (the register of directors). */
  const heldDirectors = async (company: CatalogueCompany): Promise<HeldDirector[]> => {
    const market = company.market === 'HK' ? 'HK' : 'A';
    const lists = await Promise.all((['serving', 'resigned'] as const).map((status) => directors.list({ stockCode: company.stockCode, market, status, page: 1, limit: 50 }, null)));
    return lists
      .flatMap((list) => list.list)
      .map((director) => ({ nameEn: director.nameEn ?? '', nameZh: director.nameZh ?? '', category: director.category, appointedOn: director.appointedOn, resignedOn: director.resignedOn }))
      .sort((first, second) => first.appointedOn.localeCompare(second.appointedOn));
  };

  /** The letterhead artwork of an organisation's letterhead; null without one. */
  const artworkOf = async (organisationId: string, letterheadId: string | null): Promise<LetterheadArtwork> => {
    if (!letterheadId) return null;
    const row = await repository.findLetterhead(organisationId, letterheadId);
    if (!row) return null;
    return {
      header: { data: row.header, type: row.headerType === 'png' ? 'png' : 'jpg', width: row.headerWidth, height: row.headerHeight },
      logo: { data: row.logo, type: row.logoType === 'png' ? 'png' : 'jpg', width: row.logoWidth, height: row.logoHeight },
    };
  };

  /**
   * Fills what the calculators answer for the dates the user left empty (calculated-inputs.ts).
   * @throws DOCUMENTS_DATE_NOT_CALCULABLE when the calculator cannot answer (e.g. past the published calendar)
   */
  const withCalculatedDates = (template: TemplateDefinition, inputs: DocumentInputs, company: DocumentCompany | null): DocumentInputs => calculatedInputs(template, inputs, company, calculators);

  /** Builds the model of a stored document (the same template version, inputs and company it was made from). */
  const modelOf = (row: GeneratedDocumentWithLetterhead): { model: DocumentModel; footerScript: DocumentScriptName } => {
    const template = requireTemplate(row.templateId);
    const language = row.docLanguage as GeneratedDocument['docLanguage'];
    const model = buildDocument({ template, company: (row.company as DocumentCompany | null) ?? null, language, layout: row.layout as GeneratedDocument['layout'], inputs: row.inputs as DocumentInputs });
    return { model, footerScript: scriptsOf(language)[0] };
  };

  const detailOf = (row: GeneratedDocumentWithLetterhead, model: DocumentModel): GeneratedDocumentDetail => ({
    ...presentDocument(row),
    inputs: row.inputs as DocumentInputs,
    preview: previewOf(model.blocks),
  });

  /** A visitor's document is kept this long (it is not listed; its id is the only key to it). */
  const VISITOR_DOCUMENT_MS = 24 * 60 * 60 * 1000;

  const requireDocument = async (actor: Actor, id: string): Promise<GeneratedDocumentWithLetterhead> => {
    const row = actor.kind === 'user' ? await repository.findDocument(actor.user.id, id) : await repository.findVisitorDocument(id, new Date(clock().getTime() - VISITOR_DOCUMENT_MS));
    if (!row) throw new AppError('DOCUMENTS_NOT_FOUND');
    return row;
  };

  /** A file name for downloads and attachments: the title, safe for every system. */
  const fileNameOf = (title: string, format: DocumentFormat) => `${title.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim().slice(0, 120) || 'document'}.${format}`;

  /** The Word or PDF file of a kept document, regenerated from its inputs on its letterhead. */
  const fileOf = async (actor: Actor, row: GeneratedDocumentWithLetterhead, format: DocumentFormat): Promise<{ content: Buffer; fileName: string; contentType: string }> => {
    const { model, footerScript } = modelOf(row);
    const artwork = actor.kind === 'user' ? await artworkOf(actor.organisation.id, row.letterheadId) : null;
    if (format === 'docx') {
      return { content: await renderDocx(model, artwork, footerScript), fileName: fileNameOf(row.title, 'docx'), contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    }
    return { content: await renderPdf(model, artwork, footerScript, fonts), fileName: fileNameOf(row.title, 'pdf'), contentType: 'application/pdf' };
  };

  /**
   * Saves a new generation's Word and PDF files into the file store (issue 16), in
   * "Generated documents 生成文件/<stock code> <name>" of the organisation's space (an adviser's listed
   * client: that client's space, as the secretary's matter documents). The same title again is a new
   * version of the same files. Only with both file switches on (spec §6); the store's own checks decide
   * the rest (write right on the folder, quota): a refusal saves nothing more and the document is still
   * kept and downloadable, so generation never fails because of the store.
   */
  const saveToStore = async (actor: UserActor, row: GeneratedDocumentWithLetterhead): Promise<GeneratedDocumentStoredFiles | null> => {
    if (actor.organisation.fileSwitch !== 1 || actor.user.fileSwitch !== 1) return null;
    const company = (row.company as DocumentCompany | null) ?? null;
    const space = actor.organisation.type !== 1 && company && company.stockCode !== actor.organisation.stockCode ? `client:${company.stockCode}` : 'org';
    const saved: Partial<Record<DocumentFormat, { id: string; folderId: string | null }>> = {};
    for (const format of DocumentFormats) {
      try {
        const file = await fileOf(actor, row, format);
        const node = await files.saveDocument(actor, { space, folderPath: [GENERATED_DOCUMENTS_FOLDER, companyFolderOf(company)], fileName: file.fileName, content: file.content });
        saved[format] = { id: node.id, folderId: node.parentId };
      } catch (error) {
        // an envelope error (no write right, quota, storage, fonts): the other format may still go in
        if (!(error instanceof AppError)) throw error;
      }
    }
    const folderId = saved.docx?.folderId ?? saved.pdf?.folderId;
    if (!folderId) return null;
    const stored = { space, folderId, docxFileId: saved.docx?.id ?? null, pdfFileId: saved.pdf?.id ?? null };
    await repository.setStoredFiles(row.id, stored);
    return stored;
  };

  return {
    /** The catalogue (built and not yet built), optionally of one family. */
    listTemplates: (family?: DocumentFamily): DocumentTemplate[] => TEMPLATES.filter((template) => !family || template.family === family).map(presentTemplate),

    /**
     * What we hold for a template and company: names, board, directors, secretary, today's date.
     * @throws DOCUMENTS_TEMPLATE_NOT_FOUND, DOCUMENTS_TEMPLATE_NOT_BUILT, DOCUMENTS_COMPANY_NOT_ALLOWED
     */
    prefill: async (actor: Actor, templateId: string, stockCode: string | undefined): Promise<DocumentPrefill> => {
      const template = requireTemplate(templateId);
      const today = hongKongDate(clock());
      const inputs: DocumentInputs = {};
      for (const definition of template.fields) if (definition.kind === 'date' && /Date$/.test(definition.key) && !/meeting|periodEnd|effective|announcementDate/i.test(definition.key)) inputs[definition.key] = today;
      if (template.fields.some((definition) => definition.key === 'announcementDate') && template.id !== 'financial.boardMeetingDate') inputs.announcementDate = today;
      if (!stockCode) return { company: null, inputs: withTemplatePrefill(template, inputs, { company: null, directors: [], today }) };
      const row = await requireCompany(actor, stockCode);
      const company = documentCompanyOf(row);
      const serving = await servingDirectors(row);
      for (const definition of template.fields) if (definition.kind === 'directors') inputs[definition.key] = serving;
      const chairman = serving.find((director) => director.isChairman);
      if (chairman && template.fields.some((definition) => definition.key === 'chairman')) inputs.chairman = { en: chairman.nameEn, zh: chairman.nameZh };
      if (company.companySecretary) {
        if (template.fields.some((definition) => definition.key === 'secretary')) inputs.secretary = { en: company.companySecretary };
        if (template.fields.some((definition) => definition.key === 'signatory')) {
          inputs.signatory = { en: company.companySecretary };
          inputs.signatoryTitle = { en: 'Company Secretary', zh: '公司秘書' };
        }
      }
      return { company, inputs: withTemplatePrefill(template, inputs, { company, directors: template.prefill ? await heldDirectors(row) : [], today }) };
    },

    /**
     * Generates a document and keeps it (with its inputs) for the user.
     * @throws DOCUMENTS_TEMPLATE_NOT_FOUND, DOCUMENTS_TEMPLATE_NOT_BUILT, DOCUMENTS_TRANSLATION_UNAVAILABLE,
     *   DOCUMENTS_COMPANY_NOT_ALLOWED, DOCUMENTS_LETTERHEAD_NOT_FOUND, DOCUMENTS_DATE_NOT_CALCULABLE,
     *   VALIDATION_FAILED naming every missing particular
     */
    generate: async (actor: Actor, locale: Locale, body: GenerateDocumentBody): Promise<GeneratedDocumentDetail> => {
      const template = requireTemplate(body.templateId);
      const unavailable = unavailableScripts(template, body.docLanguage);
      if (unavailable.length) throw new AppError('DOCUMENTS_TRANSLATION_UNAVAILABLE', { params: { language: unavailable.map((script) => LANGUAGE_NAMES[script][locale]).join(', ') } });
      const layout = body.layout && template.layouts.includes(body.layout) ? body.layout : template.defaultLayout;
      if (template.needsCompany && !body.stockCode) throw fieldError('stockCode', 'validation.selectCompany');
      const company = body.stockCode ? documentCompanyOf(await requireCompany(actor, body.stockCode)) : null;
      let letterhead: LetterheadSummaryRow | undefined;
      if (body.letterheadId) {
        letterhead = actor.kind === 'user' ? await repository.findLetterhead(actor.organisation.id, body.letterheadId) : undefined;
        if (!letterhead) throw new AppError('DOCUMENTS_LETTERHEAD_NOT_FOUND');
      }
      const inputs = withCalculatedDates(template, body.inputs, company);
      const missing = missingParticulars(template, readInputs(inputs), scriptsOf(body.docLanguage));
      if (missing.length) throw missingError(locale, missing);
      const model = buildDocument({ template, company, language: body.docLanguage, layout, inputs });
      const row = await repository.insertDocument({
        organisationId: actor.kind === 'user' ? actor.organisation.id : null,
        userId: actor.kind === 'user' ? actor.user.id : null,
        templateId: template.id,
        templateVersion: template.version,
        title: model.title.slice(0, 300),
        stockCode: company?.stockCode ?? null,
        companyName: company ? company.nameEn || company.nameZh : null,
        docLanguage: body.docLanguage,
        layout,
        letterheadId: letterhead?.id ?? null,
        inputs,
        company,
      });
      const kept = { ...row, letterheadName: letterhead?.name ?? null };
      const storedFiles = actor.kind === 'user' ? await saveToStore(actor, kept) : null;
      return detailOf({ ...kept, storedFiles }, model);
    },

    /** One page of the user's generated documents (of one template when given), newest first. */
    list: async (actor: UserActor, page: PageQuery & { templateId?: string }): Promise<GeneratedDocumentList> => {
      const { rows, total } = await repository.listDocuments(actor.user.id, { offset: (page.page - 1) * page.limit, limit: page.limit, templateId: page.templateId });
      return { list: rows.map(presentDocument), total };
    },

    /** @throws DOCUMENTS_NOT_FOUND */
    detail: async (actor: Actor, id: string): Promise<GeneratedDocumentDetail> => {
      const row = await requireDocument(actor, id);
      return detailOf(row, modelOf(row).model);
    },

    /** @throws DOCUMENTS_NOT_FOUND */
    delete: async (actor: UserActor, id: string): Promise<void> => {
      if (!(await repository.deleteDocument(actor.user.id, id))) throw new AppError('DOCUMENTS_NOT_FOUND');
    },

    /**
     * The Word or PDF file of a kept document, regenerated from its inputs on its letterhead.
     * @throws DOCUMENTS_NOT_FOUND, DOCUMENTS_PDF_FONT_MISSING
     */
    render: async (actor: Actor, id: string, format: DocumentFormat): Promise<{ content: Buffer; fileName: string; contentType: string }> => {
      return fileOf(actor, await requireDocument(actor, id), format);
    },

    /**
     * Spec §7 POST /common/sendEmailPdf: e-mails a kept document's PDF through the mail provider.
     * @throws DOCUMENTS_NOT_FOUND, DOCUMENTS_PDF_FONT_MISSING
     */
    sendEmailPdf: async (actor: UserActor, locale: Locale, id: string, email: string): Promise<void> => {
      const row = await requireDocument(actor, id);
      const { model, footerScript } = modelOf(row);
      const content = await renderPdf(model, await artworkOf(actor.organisation.id, row.letterheadId), footerScript, fonts);
      const subject = renderMessage(locale, 'documents.email.subject', { title: row.title });
      const text = renderMessage(locale, 'documents.email.body', { title: row.title, sender: actor.user.name ?? '' });
      await mail.send({ to: email, subject, text, attachments: [{ filename: fileNameOf(row.title, 'pdf'), contentType: 'application/pdf', content }] });
    },

    /** The organisation's letterheads. */
    listLetterheads: async (actor: UserActor): Promise<Letterhead[]> => (await repository.listLetterheads(actor.organisation.id)).map(presentLetterhead),

    /**
     * Adds a letterhead (spec §5: name, logo and header file required). Images are PNG or JPEG, at most 2 MB.
     * @throws VALIDATION_FAILED (logo / header / name), FILES_UNSUPPORTED_TYPE, FILES_IMAGE_TOO_LARGE, RECORD_DUPLICATE
     */
    addLetterhead: async (actor: UserActor, fields: { name: string; headLanguage: LetterheadLanguage }, files: { logo?: Buffer; header?: Buffer }): Promise<Letterhead> => {
      if (!files.logo?.length) throw fieldError('logo', 'validation.documents.logoRequired');
      if (!files.header?.length) throw fieldError('header', 'validation.documents.headerRequired');
      const images = { logo: readImageHeader(files.logo), header: readImageHeader(files.header) };
      for (const part of ['logo', 'header'] as const) {
        const image = images[part];
        if (!image) throw new AppError('FILES_UNSUPPORTED_TYPE', { params: { allowed: 'PNG / JPEG' } });
        if (files[part]!.length > DocumentLimits.imageMaxBytes) throw fieldError(part, 'validation.documents.imageTooLarge');
        if (image.width > LETTERHEAD_MAX_SIDE || image.height > LETTERHEAD_MAX_SIDE) throw new AppError('FILES_IMAGE_TOO_LARGE');
      }
      const logo = images.logo!;
      const header = images.header!;
      try {
        const row = await repository.insertLetterhead({
          organisationId: actor.organisation.id,
          createdBy: actor.user.id,
          name: fields.name,
          headLanguage: fields.headLanguage,
          logo: files.logo,
          logoType: logo.type,
          logoWidth: logo.width,
          logoHeight: logo.height,
          header: files.header,
          headerType: header.type,
          headerWidth: header.width,
          headerHeight: header.height,
        });
        return presentLetterhead(row);
      } catch (error) {
        if (uniqueViolationOf(error) === 'document_letterheads_organisation_name_key') {
          throw new AppError('RECORD_DUPLICATE', { cause: error });
        }
        throw error;
      }
    },

    /** @throws DOCUMENTS_LETTERHEAD_NOT_FOUND */
    deleteLetterhead: async (actor: UserActor, id: string): Promise<void> => {
      if (!(await repository.deleteLetterhead(actor.organisation.id, id))) throw new AppError('DOCUMENTS_LETTERHEAD_NOT_FOUND');
    },

    /** @throws DOCUMENTS_LETTERHEAD_NOT_FOUND */
    letterheadImage: async (actor: UserActor, id: string, part: 'logo' | 'header'): Promise<{ content: Buffer; contentType: string }> => {
      const row = await repository.findLetterhead(actor.organisation.id, id);
      if (!row) throw new AppError('DOCUMENTS_LETTERHEAD_NOT_FOUND');
      const type = part === 'logo' ? row.logoType : row.headerType;
      return { content: part === 'logo' ? row.logo : row.header, contentType: type === 'png' ? 'image/png' : 'image/jpeg' };
    },

    /** Plain text of a kept document (tests, search). */
    textOf: async (actor: Actor, id: string): Promise<string> => plainTextOf(modelOf(await requireDocument(actor, id)).model),
  };
};

export type DocumentsService = ReturnType<typeof createDocumentsService>;
