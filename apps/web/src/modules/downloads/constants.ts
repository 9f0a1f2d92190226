/** The namespace of the download centre's strings: its `download.*` keys still live in the statistics locale files. */
export const DOWNLOADS_NS = 'statistics';
