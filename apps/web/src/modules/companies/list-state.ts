import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@app/contracts';

/**
 * A list screen's filters and paging, kept in the URL query so back,
 * refresh and shared links keep the search (pure: parse and serialise).
 */
export type ListState<Field extends string> = { filters: Partial<Record<Field, string>>; page: number; limit: number };

/** Reads the named filters (empty ones dropped), page (from 1) and page size (10/20/30/50, default 20). */
export const parseListState = <Field extends string>(params: URLSearchParams, fields: readonly Field[]): ListState<Field> => {
  const filters: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = params.get(field)?.trim();
    if (value) filters[field] = value;
  }
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
};

/** The URL query of a state; defaults (page 1, 20 a page, empty filters) stay out of it. */
export const toListParams = <Field extends string>(state: ListState<Field>): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(state.filters) as [Field, string | undefined][]) if (value?.trim()) params.set(field, value.trim());
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(state.limit));
  return params;
};
