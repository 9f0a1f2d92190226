import type { Locale } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getDocumentDetail, listHeadlineCategories, searchDocuments, type DocumentRef } from './api';
import type { DocumentSearchParams } from './search-state';

export const disclosureKeys = {
  all: ['disclosure'] as const,
  search: (body: DocumentSearchParams) => [...disclosureKeys.all, 'search', body] as const,
  detail: (ref: DocumentRef) => [...disclosureKeys.all, 'detail', ref] as const,
  categories: (locale: Locale) => [...disclosureKeys.all, 'categories', locale] as const,
};

/**
 * One search per body. Errors are shown by the API client's policy (dialogs,
 * toasts), so they are not retried; the previous page stays visible while the next loads.
 */
export const useDocumentSearchQuery = (body: DocumentSearchParams, enabled = true) =>
  useQuery({
    queryKey: disclosureKeys.search(body),
    queryFn: ({ signal }) => searchDocuments(body, signal),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useDocumentDetailQuery = (ref: DocumentRef | undefined) =>
  useQuery({
    queryKey: disclosureKeys.detail(ref ?? { langType: 2 }),
    queryFn: ({ signal }) => getDocumentDetail(ref as DocumentRef, signal),
    enabled: !!ref,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The category tree changes with HKEXnews releases only; it is fetched once per language. */
export const useHeadlineCategoriesQuery = (locale: Locale) =>
  useQuery({ queryKey: disclosureKeys.categories(locale), queryFn: ({ signal }) => listHeadlineCategories(signal), staleTime: Infinity, retry: false });
