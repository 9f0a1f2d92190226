import { useSearchParams } from 'react-router';
import { parseListState, toListParams, type ListState } from '../list-state';

/**
 * The filters and paging of a list screen, read from and written to the URL
 * query. Applying filters goes back to page 1.
 */
export const useListState = <Field extends string>(fields: readonly Field[]) => {
  const [params, setParams] = useSearchParams();
  const state: ListState<Field> = parseListState(params, fields);
  return {
    ...state,
    /** A key that changes with the URL: forms remount from it after back, forward or a link. */
    formKey: params.toString(),
    applyFilters: (filters: Partial<Record<Field, string | undefined>>) =>
      setParams(toListParams({ filters: filters as Partial<Record<Field, string>>, page: 1, limit: state.limit })),
    setPage: (page: number, limit: number) => setParams(toListParams({ ...state, page: limit === state.limit ? page : 1, limit })),
    reset: () => setParams(new URLSearchParams()),
  };
};
