import type { DocumentKind } from '@app/contracts';

/**
 * What one file says about one document. Language versions come in separate
 * files (HKEXnews E / ZH, SFC EN / TC), so the title and link of the other
 * language are left undefined and whatever is stored for them is kept.
 */
export type DocumentPatch = {
  row: number;
  kind: DocumentKind;
  source: 'hkex' | 'sfc';
  sourceId: string;
  md5Key: string;
  market: string | null;
  stockCodes: string[];
  releaseTime: Date;
  t1Code: string | null;
  t2Codes: string[];
  docType: string | null;
  sourceType: number | null;
  titleEn?: string;
  titleZh?: string;
  fileLinkEn?: string | null;
  fileLinkZh?: string | null;
  // One column for both languages: the English version's value wins (see mergeDocument).
  fileType: string | null;
  fileSize: string | null;
  punishedParty: string | null;
};

/** The document columns the importers write. */
export type DocumentValues = {
  kind: DocumentKind;
  md5Key: string;
  source: string;
  sourceId: string;
  market: string | null;
  stockCodes: string[];
  releaseTime: Date;
  t1Code: string | null;
  t2Codes: string[];
  docType: string | null;
  sourceType: number | null;
  titleEn: string | null;
  titleZh: string | null;
  fileLinkEn: string | null;
  fileLinkZh: string | null;
  fileType: string | null;
  fileSize: string | null;
  punishedParty: string | null;
};

/** A stored document, as the merge reads it. */
export type StoredDocument = DocumentValues & { id: number };

const isSameValue = (left: unknown, right: unknown): boolean => {
  if (left instanceof Date && right instanceof Date) return left.getTime() === right.getTime();
  if (Array.isArray(left) && Array.isArray(right)) return left.length === right.length && left.every((item, index) => item === right[index]);
  return left === right;
};

/** True when every written column of `next` equals the stored row. */
export const isDocumentUnchanged = (stored: DocumentValues, next: DocumentValues): boolean =>
  (Object.keys(next) as (keyof DocumentValues)[]).every((key) => isSameValue(stored[key], next[key]));

/**
 * The row to store for a patch: a new row, or the stored one with this file's
 * facts laid over it. Language-neutral facts (kind, stocks, time, category)
 * come from the latest file; titles and links only replace their own
 * language; file type, size and punished party keep the English version's
 * values once one is stored. md5Key never changes once stored.
 */
export const mergeDocument = (stored: StoredDocument | undefined, patch: DocumentPatch): DocumentValues => {
  const isEnglishPatch = patch.titleEn !== undefined;
  const prefersPatch = isEnglishPatch || !stored?.titleEn;
  const preferred = <Value>(fromPatch: Value | null, fromStore: Value | null | undefined): Value | null =>
    prefersPatch ? (fromPatch ?? fromStore ?? null) : (fromStore ?? fromPatch);
  // A file without a category (an SFC item, an HKEX row whose codes are "NaN") keeps the stored one.
  const hasCategory = patch.t1Code !== null || patch.docType !== null || patch.t2Codes.length > 0;
  return {
    kind: patch.kind,
    md5Key: stored?.md5Key ?? patch.md5Key,
    source: patch.source,
    sourceId: patch.sourceId,
    market: patch.market,
    stockCodes: patch.stockCodes,
    releaseTime: patch.releaseTime,
    t1Code: hasCategory || !stored ? patch.t1Code : stored.t1Code,
    t2Codes: hasCategory || !stored ? patch.t2Codes : stored.t2Codes,
    docType: hasCategory || !stored ? patch.docType : stored.docType,
    sourceType: patch.sourceType,
    titleEn: patch.titleEn ?? stored?.titleEn ?? null,
    titleZh: patch.titleZh ?? stored?.titleZh ?? null,
    fileLinkEn: patch.fileLinkEn !== undefined ? patch.fileLinkEn : (stored?.fileLinkEn ?? null),
    fileLinkZh: patch.fileLinkZh !== undefined ? patch.fileLinkZh : (stored?.fileLinkZh ?? null),
    fileType: preferred(patch.fileType, stored?.fileType),
    fileSize: preferred(patch.fileSize, stored?.fileSize),
    punishedParty: preferred(patch.punishedParty, stored?.punishedParty),
  };
};
