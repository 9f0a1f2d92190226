/** The i18n namespace of the organisation module (these people pages are its only user so far). */
export const ORGANISATION_NS = 'organisation';

/** Page size of the people list (spec §9 sizes 10, 20, 30, 50). */
export const PEOPLE_PAGE_SIZE = 20;

/** Phone regions of spec §3 (1 +86, 2 +852, 3 +853, 4 +886), Hong Kong first. */
export const PHONE_REGIONS = [
  { value: 2, prefix: '+852' },
  { value: 1, prefix: '+86' },
  { value: 3, prefix: '+853' },
  { value: 4, prefix: '+886' },
] as const;
