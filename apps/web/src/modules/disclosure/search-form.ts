import type { DatePreset, Industry, IssuingBody, PlaceOfIncorporation, SecuritiesType } from '@app/contracts';
import type { Dayjs } from 'dayjs';
import type { MatchMode, SearchScope, SearchState, SortBy } from './search-state';

/** The date choice of the form: everything, a preset of spec §9 or a custom range. */
export type DateChoice = 'all' | DatePreset | 'custom';

/** The search form's fields (AntD Form values). */
export type SearchFormValues = {
  keyword: string;
  matchMode: MatchMode;
  scope: SearchScope;
  stockCodes: string[];
  category: string[];
  docType?: string;
  issuingBody?: IssuingBody;
  validity?: number;
  sourceType?: number;
  dateChoice: DateChoice;
  range?: [Dayjs | null, Dayjs | null] | null;
  industry?: Industry;
  securitiesType?: SecuritiesType;
  placeOfIncorporation?: PlaceOfIncorporation;
  sortBy: SortBy;
};

const ISO = 'YYYY-MM-DD';

/**
 * Form fields for a state read from the URL, but for the custom range's days: the real form makes those
 * (SearchForm), as dayjs stays off the first page with the look-alike (issue 19).
 */
export const toFormValues = (state: SearchState): SearchFormValues => {
  const hasRange = !!(state.startDate || state.endDate);
  return {
    keyword: state.keyword,
    matchMode: state.matchMode,
    scope: state.scope,
    stockCodes: state.stockCodes,
    category: [state.t1Code, state.t1Code ? state.t2Code : undefined].filter((code): code is string => !!code),
    docType: state.docType,
    issuingBody: state.issuingBody,
    validity: state.validity,
    sourceType: state.sourceType,
    dateChoice: hasRange ? 'custom' : (state.datePreset ?? 'all'),
    industry: state.industry,
    securitiesType: state.securitiesType,
    placeOfIncorporation: state.placeOfIncorporation,
    sortBy: state.sortBy,
  };
};

/**
 * The state of a submitted form: the first page, keeping what the form does
 * not show (market, page size).
 */
export const fromFormValues = (values: SearchFormValues, previous: SearchState): SearchState => {
  const isCustom = values.dateChoice === 'custom';
  const keyword = values.keyword?.trim() ?? '';
  return {
    ...previous,
    keyword,
    matchMode: values.matchMode,
    scope: values.scope,
    stockCodes: values.stockCodes ?? [],
    t1Code: values.category?.[0],
    t2Code: values.category?.[1],
    docType: values.docType,
    issuingBody: values.issuingBody,
    validity: values.validity,
    sourceType: values.sourceType,
    datePreset: values.dateChoice === 'custom' || values.dateChoice === 'all' ? undefined : values.dateChoice,
    startDate: isCustom ? values.range?.[0]?.format(ISO) : undefined,
    endDate: isCustom ? values.range?.[1]?.format(ISO) : undefined,
    industry: values.industry,
    securitiesType: values.securitiesType,
    placeOfIncorporation: values.placeOfIncorporation,
    sortBy: keyword ? values.sortBy : 'time',
    page: 1,
  };
};
