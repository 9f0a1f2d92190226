import {
  DatePresets,
  DEFAULT_PAGE_SIZE,
  Industries,
  IssuingBodies,
  PAGE_SIZES,
  PlacesOfIncorporation,
  SearchLimits,
  SecuritiesTypes,
  type DatePreset,
  type disclosureEndpoints,
  type DocumentKind,
  type EndpointParams,
  type Industry,
  type IssuingBody,
  type PlaceOfIncorporation,
  type SecuritiesType,
} from '@app/contracts';
import { isIsoDate } from '@app/domain';

/**
 * The search form's state and its place in the URL query, so back, forward,
 * refresh and shared links reproduce a search. Only values that differ from
 * the screen's defaults are written; unreadable values fall back to them.
 */

export type MatchMode = 'all' | 'any';
export type SearchScope = 'title' | 'full';
export type SortBy = 'time' | 'relevance';
export type Market = 'HK' | 'A';

export type SearchState = {
  keyword: string;
  matchMode: MatchMode;
  scope: SearchScope;
  market?: Market;
  stockCodes: string[];
  t1Code?: string;
  t2Code?: string;
  docType?: string;
  issuingBody?: IssuingBody;
  /** 1 effective, 2 expired, 3 repealed. */
  validity?: number;
  /** 1 HKEX, 0 SFC. */
  sourceType?: number;
  datePreset?: DatePreset;
  startDate?: string;
  endDate?: string;
  /** VIP-only issuer filters (spec §6), the values of listed_companies (the company list's vocabularies). */
  industry?: Industry;
  securitiesType?: SecuritiesType;
  placeOfIncorporation?: PlaceOfIncorporation;
  sortBy: SortBy;
  page: number;
  limit: number;
};

export const EMPTY_SEARCH_STATE: SearchState = {
  keyword: '',
  matchMode: 'all',
  scope: 'title',
  stockCodes: [],
  sortBy: 'time',
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
};

/** Query parameter of each state field (short, readable in a shared link). */
export const QUERY_KEYS = {
  keyword: 'keyword',
  matchMode: 'match',
  scope: 'scope',
  market: 'market',
  stockCodes: 'stock',
  t1Code: 't1',
  t2Code: 't2',
  docType: 'doc',
  issuingBody: 'body',
  validity: 'validity',
  sourceType: 'source',
  datePreset: 'range',
  startDate: 'from',
  endDate: 'to',
  industry: 'industry',
  securitiesType: 'secType',
  placeOfIncorporation: 'place',
  sortBy: 'sort',
  page: 'page',
  limit: 'size',
} as const satisfies Record<keyof SearchState, string>;

const CODE_PATTERN = /^[0-9A-Za-z-]{1,10}$/;
const STOCK_PATTERN = /^[0-9A-Za-z]{1,10}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const integerIn = (value: string | null, allowed: readonly number[]): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return allowed.includes(number) ? number : undefined;
};

const codeOf = (value: string | null): string | undefined => (value !== null && CODE_PATTERN.test(value) ? value : undefined);

/**
 * Reads the search state from the URL query; missing or unreadable values take
 * the screen's defaults (then EMPTY_SEARCH_STATE).
 */
export const parseSearchParams = (params: URLSearchParams, defaults: Partial<SearchState> = {}): SearchState => {
  const base: SearchState = { ...EMPTY_SEARCH_STATE, ...defaults };
  const get = (key: keyof SearchState) => params.get(QUERY_KEYS[key]);
  const stockCodes = (get('stockCodes') ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => STOCK_PATTERN.test(code))
    .slice(0, SearchLimits.stockCodesMax);
  const startDate = isIsoDate(get('startDate')) ? (get('startDate') as string) : undefined;
  const endDate = isIsoDate(get('endDate')) ? (get('endDate') as string) : undefined;
  const hasRange = !!(startDate || endDate);
  const page = Number(get('page'));
  // optional filters: absent → the default; present but empty or unreadable → no filter
  const optional = <T>(key: keyof SearchState, parsed: T | undefined): T | undefined =>
    params.has(QUERY_KEYS[key]) ? parsed : (base[key] as T | undefined);
  const state: SearchState = {
    keyword: (get('keyword') ?? base.keyword).slice(0, SearchLimits.keywordMax),
    matchMode: oneOf(['all', 'any'], get('matchMode')) ?? base.matchMode,
    scope: oneOf(['title', 'full'], get('scope')) ?? base.scope,
    market: optional('market', oneOf(['HK', 'A'], get('market'))),
    stockCodes: params.has(QUERY_KEYS.stockCodes) ? stockCodes : base.stockCodes,
    t1Code: optional('t1Code', codeOf(get('t1Code'))),
    t2Code: optional('t2Code', codeOf(get('t2Code'))),
    docType: optional('docType', codeOf(get('docType'))),
    issuingBody: optional('issuingBody', oneOf(IssuingBodies, get('issuingBody'))),
    validity: optional('validity', integerIn(get('validity'), [1, 2, 3])),
    sourceType: optional('sourceType', integerIn(get('sourceType'), [0, 1])),
    // a custom range replaces the preset (the API takes one or the other)
    datePreset: hasRange ? undefined : optional('datePreset', oneOf(DatePresets, get('datePreset'))),
    startDate: hasRange ? startDate : base.startDate,
    endDate: hasRange ? endDate : base.endDate,
    industry: optional('industry', oneOf(Industries, get('industry'))),
    securitiesType: optional('securitiesType', oneOf(SecuritiesTypes, get('securitiesType'))),
    placeOfIncorporation: optional('placeOfIncorporation', oneOf(PlacesOfIncorporation, get('placeOfIncorporation'))),
    sortBy: oneOf(['time', 'relevance'], get('sortBy')) ?? base.sortBy,
    page: Number.isInteger(page) && page >= 1 ? page : base.page,
    limit: integerIn(get('limit'), PAGE_SIZES) ?? base.limit,
  };
  if (state.startDate && state.endDate && state.startDate > state.endDate) [state.startDate, state.endDate] = [state.endDate, state.startDate];
  // relevance needs something to be relevant to
  if (!state.keyword.trim()) state.sortBy = 'time';
  return state;
};

const textOf = (value: SearchState[keyof SearchState]): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.length ? value.join(',') : undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
};

/** Writes the state as a URL query, leaving out what equals the screen's defaults. */
export const toSearchParams = (state: SearchState, defaults: Partial<SearchState> = {}): URLSearchParams => {
  const base: SearchState = { ...EMPTY_SEARCH_STATE, ...defaults };
  const params = new URLSearchParams();
  for (const key of Object.keys(QUERY_KEYS) as (keyof SearchState)[]) {
    const text = textOf(state[key]);
    const defaultText = textOf(base[key]);
    if (text === defaultText) continue;
    // an empty value that overrides a non-empty default is written empty ("stock=")
    params.set(QUERY_KEYS[key], text ?? '');
  }
  return params;
};

/** What a screen adds to every search: the document kind and its fixed filters. */
export type SearchScreen = {
  kind: DocumentKind;
  owner?: 'own' | 'serveCom' | 'focus';
  listType?: number;
  /** Fixed issuing body of an /disData/org list. */
  issuingBody?: IssuingBody;
};

/** The parameters of POST /au/document/search, as its request schema takes them. */
export type DocumentSearchParams = EndpointParams<typeof disclosureEndpoints.search>;

/** The body of POST /au/document/search for a state on a screen. */
export const toSearchBody = (state: SearchState, screen: SearchScreen): DocumentSearchParams => {
  const keyword = state.keyword.trim();
  return {
    kind: screen.kind,
    owner: screen.owner,
    listType: screen.listType,
    keyword: keyword || undefined,
    matchMode: keyword ? state.matchMode : undefined,
    scope: keyword ? state.scope : undefined,
    market: state.market,
    stockCodes: state.stockCodes.length ? state.stockCodes.join(',') : undefined,
    t1Code: state.t1Code,
    t2Code: state.t2Code,
    docType: state.docType,
    issuingBody: screen.issuingBody ?? state.issuingBody,
    validity: state.validity,
    sourceType: state.sourceType,
    datePreset: state.startDate || state.endDate ? undefined : state.datePreset,
    startDate: state.startDate,
    endDate: state.endDate,
    industry: state.industry,
    securitiesType: state.securitiesType,
    placeOfIncorporation: state.placeOfIncorporation,
    sortBy: keyword ? state.sortBy : 'time',
    page: state.page,
    limit: state.limit,
  };
};

/** True when a full-text search (which counts against the free quota, spec §6) would be sent. */
export const isFullTextSearch = (state: SearchState): boolean => state.scope === 'full' && state.keyword.trim() !== '';
