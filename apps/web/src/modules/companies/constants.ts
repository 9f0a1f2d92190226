import { PAGE_SIZES } from '@app/contracts';

/** The namespace of every company-search string. */
export const COMPANIES_NS = 'companies';

/** Page sizes offered under the lists (spec §9). */
export const PAGE_SIZE_OPTIONS = PAGE_SIZES.map(String);
