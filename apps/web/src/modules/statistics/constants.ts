/** The namespace of every statistics string (the download centre's `download.*` keys too, see modules/downloads). */
export const STATISTICS_NS = 'statistics';

/** Industries shown by name in the pie; the rest are added up as "other industries". */
export const TOP_INDUSTRIES = 10;
