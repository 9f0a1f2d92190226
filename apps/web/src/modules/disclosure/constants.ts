import { PAGE_SIZES } from '@app/contracts';

/** The namespace of every disclosure string. */
export const DISCLOSURE_NS = 'disclosure';

/** Page sizes offered under the result list (spec §9). */
export const PAGE_SIZE_OPTIONS = PAGE_SIZES.map(String);
