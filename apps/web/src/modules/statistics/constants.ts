/** The namespace of every statistics and download-centre string. */
export const STATISTICS_NS = 'statistics';

/** Industries shown by name in the pie; the rest are added up as "other industries". */
export const TOP_INDUSTRIES = 10;
