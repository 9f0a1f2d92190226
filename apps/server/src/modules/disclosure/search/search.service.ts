import {
  disclosureEndpoints,
  DocumentLangTypes,
  type DatePreset,
  type DocumentDetail,
  type DocumentDetailBody,
  type DocumentHit,
  type DocumentSearchBody,
  type DocumentSearchResult,
  type HeadlineCategory,
  type Locale,
  SearchLimits,
} from '@app/contracts';
import { effectiveVipStatus, isVip, parseKeywords } from '@app/domain';
import { AppError } from '../../../lib/errors';
import { nameForReader } from '../../../lib/reader-name';
import type { CatalogueService } from '../../companies/catalogue.service';
import type { ServiceCompaniesService } from '../../organisation/service-companies.service';
import type { QuotaService } from '../../quota/quota.service';
import type { FocusService } from '../../user-content/focus.service';
import { highlighterFor, toTsqueryLiteral } from './search-text';
import { createSearchPageCache } from './search-page-cache';
import type { DocumentQuery, DocumentRow, SearchPage, SearchRepository, SearchVersions } from './search.repository';
import type { Caller } from '../../auth/actor';

const DAY = 86_400_000;
const HKT_OFFSET = 8 * 3_600_000;

/** The start of a preset range, counted back from now (spec §9 presets). */
export const presetStart = (preset: DatePreset, now: Date): Date => {
  const amount = Number(preset.slice(0, -1));
  const unit = preset.slice(-1);
  if (unit === 'd') return new Date(now.getTime() - amount * DAY);
  if (unit === 'w') return new Date(now.getTime() - amount * 7 * DAY);
  const start = new Date(now);
  if (unit === 'm') start.setUTCMonth(start.getUTCMonth() - amount);
  else start.setUTCFullYear(start.getUTCFullYear() - amount);
  return start;
};

/** Midnight Hong Kong time at the start of an ISO date. */
const hongKongMidnight = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) - HKT_OFFSET);
const hongKongDate = (time: Date) => new Date(time.getTime() + HKT_OFFSET).toISOString().slice(0, 10);

type CategoryNames = Map<string, { en: string; zhHk: string; zhCn: string; guessed: boolean }>;

/** Demonstration documents have no publisher's file: the server makes a PDF of their stored text. */
const isGenerated = (row: DocumentRow) => row.source === 'demo';

/** Where a document's file comes from (DocumentHit.fileOrigin). */
const fileOriginOf = (row: DocumentRow): DocumentHit['fileOrigin'] => (isGenerated(row) ? 'generated' : row.file_link_en || row.file_link_zh ? 'source' : null);

/** The publisher's link of a language version, else the other version's (one file is better than none). */
const sourceLinkOf = (row: DocumentRow, isEnglish: boolean): string | null => (isEnglish ? (row.file_link_en ?? row.file_link_zh) : (row.file_link_zh ?? row.file_link_en));

const nameIn = (names: { en: string; zhHk: string; zhCn: string }, locale: Locale) => (locale === 'en' ? names.en : locale === 'zh-HK' ? names.zhHk : names.zhCn);

/**
 * The one search service every list screen uses (spec §2 /disData), with the
 * free-tier rules of spec §6 enforced here: full text counts against the daily
 * quota, the company filters need VIP, the owner scopes need an account.
 */
export const createSearchService = (deps: {
  repository: SearchRepository;
  quota: Pick<QuotaService, 'consume'>;
  /** The listed-company catalogue (companies module): issuers' names, and the VIP company filters. */
  catalogue: Pick<CatalogueService, 'namesOf' | 'stockCodesWhere'>;
  /** The caller's listed client companies (organisation module), for the 'serveCom' and 'focus' scopes. */
  serviceCompanies: Pick<ServiceCompaniesService, 'listedStockCodes'>;
  /** The caller's followed companies (user-content module), for the 'focus' scope. */
  focus: Pick<FocusService, 'followedStockCodes'>;
  /** Search pages kept in this process (SEARCH_CACHE_ENTRIES; search-page-cache.ts); 0 or absent: none. */
  pageCacheEntries?: number;
  clock?: () => Date;
}) => {
  const { repository } = deps;
  const clock = deps.clock ?? (() => new Date());
  const pages = createSearchPageCache(deps.pageCacheEntries ?? 0);
  let categoryCache: { names: CategoryNames; list: Awaited<ReturnType<SearchRepository['categories']>>; at: number } | null = null;

  const categories = async () => {
    if (categoryCache && Date.now() - categoryCache.at < 5 * 60_000) return categoryCache;
    const list = await repository.categories();
    const names: CategoryNames = new Map(list.map((row) => [`${row.level}:${row.code}`, { en: row.name_en, zhHk: row.name_zh_hk, zhCn: row.name_zh_cn, guessed: row.guessed }]));
    categoryCache = { names, list, at: Date.now() };
    return categoryCache;
  };

  /** The categories a document's headline names (the pre-2007 type, else tier 1 and its tier 2s). */
  const headlinePartsOf = (row: DocumentRow, names: CategoryNames) => {
    if (row.doc_type) return [names.get(`doc:${row.doc_type}`)].filter((name) => name !== undefined);
    if (!row.t1_code) return [];
    return [names.get(`t1:${row.t1_code}`), ...row.t2_codes.map((code) => names.get(`t2:${code}`))].filter((name) => name !== undefined);
  };

  /** "Announcements and Notices - [Final Results]" in the request's language. */
  const headlineOf = (row: DocumentRow, names: CategoryNames, locale: Locale): string | null => {
    if (row.doc_type) {
      const docType = names.get(`doc:${row.doc_type}`);
      return docType ? nameIn(docType, locale) : null;
    }
    if (!row.t1_code) return null;
    const tierOne = names.get(`t1:${row.t1_code}`);
    if (!tierOne) return null;
    const tierTwos = row.t2_codes.map((code) => names.get(`t2:${code}`)).filter((name) => name !== undefined);
    return tierTwos.length > 0 ? `${nameIn(tierOne, locale)} - [${tierTwos.map((name) => nameIn(name, locale)).join(' / ')}]` : nameIn(tierOne, locale);
  };

  const stockCodesOfOwner = async (caller: Caller, owner: NonNullable<DocumentSearchBody['owner']>): Promise<string[]> => {
    const { actor } = caller;
    if (actor.kind !== 'user') throw new AppError('AUTH_LOGIN_REQUIRED');
    const own = actor.organisation.type === 1 && actor.organisation.stockCode ? [actor.organisation.stockCode] : [];
    if (owner === 'own') return own;
    const services = await deps.serviceCompanies.listedStockCodes(actor.user.id);
    if (owner === 'serveCom') return services.map((row) => row.stockCode);
    // Followed companies, plus the two followed implicitly: the own company and the default client company.
    const followed = await deps.focus.followedStockCodes(actor.user.id);
    const defaults = services.filter((row) => row.isDefault).map((row) => row.stockCode);
    return [...new Set([...own, ...defaults, ...followed])];
  };

  const isVipCaller = (caller: Caller) => caller.actor.kind === 'user' && isVip(effectiveVipStatus(caller.actor.user, caller.actor.organisation, clock()));

  const toHit = (row: DocumentRow, highlight: ReturnType<typeof highlighterFor>, names: CategoryNames, stockNames: Map<string, { market: string; shortNameEn: string | null; shortNameCn: string | null }>, locale: Locale): DocumentHit => {
    const headline = headlineOf(row, names, locale);
    const fileOrigin = fileOriginOf(row);
    return {
      id: Number(row.id),
      md5Key: row.md5_key,
      kind: row.kind,
      titleEn: row.title_en,
      titleZh: row.title_zh,
      highlight: { titleEn: highlight(row.title_en), titleZh: highlight(row.title_zh) },
      releaseTime: new Date(row.release_time).toISOString(),
      market: row.market,
      stocks: row.stock_codes.map((code) => {
        const market = stockNames.get(code)?.market ?? row.market ?? 'HK';
        return { stockCode: code, market, shortNameEn: stockNames.get(code)?.shortNameEn ?? null, shortNameCn: nameForReader(stockNames.get(code)?.shortNameCn ?? null, locale, market) };
      }),
      t1Code: row.t1_code,
      t2Codes: row.t2_codes,
      docType: row.doc_type,
      headline,
      headlineGuessed: headline !== null && headlinePartsOf(row, names).some((name) => name.guessed),
      fileType: isGenerated(row) ? 'PDF' : row.file_type,
      // A size with no file behind it says nothing (older demonstration rows carry invented sizes).
      fileSize: fileOrigin === 'source' ? row.file_size : null,
      fileOrigin,
      langTypes: [...(row.title_zh ? [DocumentLangTypes.zh] : []), ...(row.title_en ? [DocumentLangTypes.en] : [])],
      issuingBody: row.issuing_body,
      listType: row.list_type,
      orgType: row.org_type,
      validity: row.validity,
      versionDate: row.version_date,
      effectiveDate: row.effective_date,
      ruleNumber: row.rule_number,
      sourceType: row.source_type,
      subjectEn: row.subject_en,
      subjectZh: row.subject_zh,
      punishedParty: row.punished_party,
      hasBody: row.has_body,
      source: row.source,
    };
  };

  /** `catalogueVersion`: the catalogue's version the caller read during this call (a search's `versions`). */
  const stockNamesOf = async (rows: DocumentRow[], catalogueVersion?: string) => {
    const codes = [...new Set(rows.flatMap((row) => row.stock_codes))];
    const names = await deps.catalogue.namesOf(codes, catalogueVersion);
    // A code can exist in several markets; prefer the one the document names.
    return new Map(names.map((name) => [name.stockCode, { market: name.market, shortNameEn: name.shortNameEn, shortNameCn: name.shortNameCn }]));
  };

  return {
    search: async (caller: Caller, body: DocumentSearchBody): Promise<DocumentSearchResult> => {
      const started = performance.now();
      let terms: string[] = [];
      if (body.keyword) {
        const parsed = parseKeywords(body.keyword);
        if (!parsed.ok) {
          if (parsed.problem === 'mixedLanguages') throw new AppError('SEARCH_MIXED_LANGUAGE');
          throw new AppError('SEARCH_KEYWORD_INVALID', { params: { problem: parsed.problem }, data: { problem: parsed.problem } });
        }
        terms = parsed.terms;
      }
      const wantsCompanyFilters = Boolean(body.industry || body.securitiesType || body.placeOfIncorporation);
      if (wantsCompanyFilters && !isVipCaller(caller)) throw new AppError(caller.actor.kind === 'user' ? 'VIP_REQUIRED' : 'AUTH_LOGIN_REQUIRED');

      let stockCodes: string[] | null = body.stockCodes?.length ? body.stockCodes.map((code) => (/^\d{1,5}$/.test(code) && body.market !== 'A' ? code.padStart(5, '0') : code)) : null;
      const narrow = (codes: string[]) => {
        stockCodes = stockCodes ? stockCodes.filter((code) => codes.includes(code)) : codes;
      };
      if (body.owner) narrow(await stockCodesOfOwner(caller, body.owner));
      if (wantsCompanyFilters) narrow(await deps.catalogue.stockCodesWhere(body));

      const now = clock();
      const from = body.datePreset ? presetStart(body.datePreset, now) : body.startDate ? hongKongMidnight(body.startDate) : null;
      const to = body.endDate ? new Date(hongKongMidnight(body.endDate).getTime() + DAY) : null;
      const hasFilters = Boolean(stockCodes || body.t1Code || body.t2Code || body.docType || from || to || body.market);
      const query: DocumentQuery = {
        kind: body.kind,
        tsquery: terms.length > 0 ? toTsqueryLiteral(terms, body.matchMode) : null,
        scope: body.scope,
        markets: body.market === 'HK' ? ['HK'] : body.market === 'A' ? ['SH', 'SZ', 'BJ'] : null,
        stockCodes,
        t1Code: body.t1Code ?? null,
        t2Code: body.t2Code ?? null,
        docType: body.docType ?? null,
        issuingBody: body.issuingBody ?? null,
        listType: body.listType ?? null,
        sourceType: body.sourceType ?? null,
        validity: body.validity ?? null,
        from,
        to,
        excludeOldDelisted: body.kind === 'announcement' && hasFilters,
        sortBy: body.sortBy,
        offset: (body.page - 1) * body.limit,
        limit: body.limit,
      };
      if (query.offset >= SearchLimits.maxOffset) throw new AppError('SEARCH_PAGE_TOO_DEEP', { params: { max: SearchLimits.maxOffset } });

      // An owner scope with no companies matches nothing; say so without asking the database.
      const emptyScope = stockCodes !== null && (stockCodes as string[]).length === 0;
      // Full text counts against the free quota (spec §6), only once the request is known to be valid.
      const quota = body.scope === 'full' && terms.length > 0 ? await deps.quota.consume(caller, 'search') : null;
      let versions: SearchVersions | undefined;
      let page: SearchPage = { rows: [], total: 0, capped: false, countedSince: null };
      if (!emptyScope) {
        // A query with no page kept (a new search; a preset's is keyed by pageKey, which needs the versions first):
        // the first statement also reads the change counters, one round trip fewer (repository.searchReadingVersions).
        const direct = body.datePreset || pages.holds(query) ? undefined : await repository.searchReadingVersions(query);
        if (direct) {
          versions = direct.versions;
          page = await pages.get(query, direct.versions, () => Promise.resolve(direct.page));
        } else {
          // One round trip for both change counters: the page cache and the catalogue's names are checked against them.
          const read = await repository.versions();
          versions = read;
          const load = () => repository.search(query, read.documents);
          // A preset's start moves with the clock: its page is kept under what it depends on (repository.pageKey).
          const key = body.datePreset && pages.keeps ? await repository.pageKey(query, read.documents) : query;
          page = await pages.get(key, read, load);
        }
      }
      const { rows } = page;
      const { names } = await categories();
      const stockNames = await stockNamesOf(rows, versions?.catalogue);
      const highlight = highlighterFor(terms);
      return {
        list: rows.map((row) => toHit(row, highlight, names, stockNames, caller.locale)),
        total: page.total,
        totalCapped: page.capped,
        totalCountedSince: page.countedSince ? hongKongDate(page.countedSince) : null,
        page: body.page,
        limit: body.limit,
        range: { startDate: from ? hongKongDate(from) : null, endDate: to ? hongKongDate(new Date(to.getTime() - DAY)) : null },
        quota: quota && quota.limit !== null ? quota : null,
        tookMs: Math.round((performance.now() - started) * 10) / 10,
      };
    },

    detail: async (caller: Caller, body: DocumentDetailBody): Promise<DocumentDetail> => {
      const row = await repository.findByKey({ md5Key: body.md5Key, id: body.id });
      if (!row) throw new AppError('RECORD_NOT_FOUND');
      const isEnglish = body.langType === DocumentLangTypes.en;
      const title = isEnglish ? row.title_en : row.title_zh;
      const langTypes = [...(row.title_zh ? [DocumentLangTypes.zh] : []), ...(row.title_en ? [DocumentLangTypes.en] : [])];
      // Spec §8: 'Details in this language are not found, please try again'; the client offers the other version.
      if (!title) throw new AppError('DOCUMENT_LANGUAGE_NOT_FOUND', { data: { langTypes } });
      const [bodies, related, { names }] = await Promise.all([repository.bodiesOf(Number(row.id)), repository.relatedTo(row), categories()]);
      const stockNames = await stockNamesOf([row, ...related]);
      const hit = toHit(row, highlighterFor([]), names, stockNames, caller.locale);
      const { highlight: _highlight, ...fields } = hit;
      const wantedLang = isEnglish ? 'en' : 'zh';
      return {
        ...fields,
        langType: body.langType,
        title,
        fileLink: isGenerated(row) ? `${disclosureEndpoints.file.path}?${new URLSearchParams({ md5Key: row.md5_key, langType: String(body.langType) }).toString()}` : sourceLinkOf(row, isEnglish),
        summary: isEnglish ? row.summary_en : row.summary_zh,
        body: bodies.find((entry) => entry.lang === wantedLang)?.body ?? null,
        related: related.map((entry) => ({ md5Key: entry.md5_key, titleEn: entry.title_en, titleZh: entry.title_zh, releaseTime: new Date(entry.release_time).toISOString(), kind: entry.kind })),
      };
    },

    categories: async (locale: Locale): Promise<HeadlineCategory[]> => {
      const { list } = await categories();
      return list.map((row) => ({
        level: row.level as HeadlineCategory['level'],
        code: row.code,
        t1Code: row.t1_code,
        groupCode: row.group_code,
        name: nameIn({ en: row.name_en, zhHk: row.name_zh_hk, zhCn: row.name_zh_cn }, locale),
        isGuessed: row.guessed,
      }));
    },
  };
};

export type SearchService = ReturnType<typeof createSearchService>;
