import { createHash } from 'node:crypto';
import type { DocumentKind } from '@app/contracts';

/** A document as importers and the demo generator hand it over. */
export type DocumentInput = {
  kind: DocumentKind;
  source: string;
  sourceId: string;
  market?: string | null;
  stockCodes?: string[];
  issuerDelisted?: boolean;
  titleEn: string | null;
  titleZh: string | null;
  releaseTime: Date;
  t1Code?: string | null;
  t2Codes?: string[];
  docType?: string | null;
  fileLinkEn?: string | null;
  fileLinkZh?: string | null;
  fileType?: string | null;
  fileSize?: string | null;
  issuingBody?: string | null;
  listType?: number | null;
  orgType?: number | null;
  validity?: number | null;
  versionDate?: string | null;
  effectiveDate?: string | null;
  ruleNumber?: string | null;
  sourceType?: number | null;
  subjectEn?: string | null;
  subjectZh?: string | null;
  punishedParty?: string | null;
  summaryEn?: string | null;
  summaryZh?: string | null;
  bodies?: { lang: 'en' | 'zh'; body: string }[];
};

/** The public key of a document: md5 of its source and source id, stable across re-imports. */
export const documentKeyOf = (source: string, sourceId: string): string => createHash('md5').update(`${source}:${sourceId}`).digest('hex');
