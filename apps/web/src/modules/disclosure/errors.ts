import { ApiError } from '../../lib/http';

/**
 * The language versions that exist when the detail call says this one does
 * not ('Details in this language are not found, please try again':
 * DOCUMENT_LANGUAGE_NOT_FOUND carries resultData.langTypes); undefined for any other failure.
 */
export const existingLangTypesOf = (error: unknown): number[] | undefined => {
  if (!(error instanceof ApiError) || !error.resultData || typeof error.resultData !== 'object') return undefined;
  const langTypes = (error.resultData as { langTypes?: unknown }).langTypes;
  return Array.isArray(langTypes) ? langTypes.filter((value): value is number => typeof value === 'number') : undefined;
};
