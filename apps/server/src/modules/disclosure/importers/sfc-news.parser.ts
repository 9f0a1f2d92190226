import { RegulatorSourceTypes } from '@app/contracts';
import type { DocumentPatch } from './document-merge';
import { ImportFormatError, type ImportRejection, type ParseResult } from './import-report';
import { cleanFeedText, documentMd5Key, isRecord, parseSfcDateTime, readJson, textOf } from './parse-helpers';

/** The SFC's public page of a news item, per language (data-sources §3.2). */
export const sfcNewsPageUrl = (refNo: string, lang: 'EN' | 'TC'): string =>
  `https://apps.sfc.hk/edistributionWeb/gateway/${lang}/news-and-announcements/news/doc?refNo=${encodeURIComponent(refNo)}`;

type SfcItem = { row: number; refNo: string; lang: 'EN' | 'TC'; title: string; isEnforcement: boolean; releaseTime: Date; parties: string[]; link: string };

const REF_NO_MAX = 60;

/** Checks one item of the search answer; returns it or the reason it is refused. */
const readItem = (item: unknown, row: number): SfcItem | { reason: string } => {
  if (!isRecord(item)) return { reason: 'the item is not an object' };
  const problems: string[] = [];
  const refNo = textOf(item.newsRefNo);
  if (!refNo) problems.push('newsRefNo is missing');
  else if (refNo.length > REF_NO_MAX || !/^[0-9A-Za-z_-]+$/.test(refNo)) problems.push(`newsRefNo "${refNo}" is not a reference number`);
  const lang = textOf(item.lang).toUpperCase();
  if (lang !== 'EN' && lang !== 'TC') problems.push(lang ? `lang "${lang}" is not EN or TC` : 'lang is missing');
  const title = cleanFeedText(item.title);
  if (!title) problems.push('title is missing');
  const releaseTime = parseSfcDateTime(item.issueDate);
  if (!releaseTime) {
    const raw = textOf(item.issueDate);
    problems.push(raw ? `issueDate "${raw}" is not an ISO date-time` : 'issueDate is missing');
  }
  if (item.targetCeList !== undefined && item.targetCeList !== null && !Array.isArray(item.targetCeList)) problems.push('targetCeList is not a list');
  if (problems.length > 0 || !releaseTime) return { reason: problems.join('; ') };
  // Masked parties are withheld by the SFC; their placeholder is no name.
  const parties = ((item.targetCeList ?? []) as unknown[])
    .filter((party): party is Record<string, unknown> => isRecord(party) && party.masked !== true)
    .map((party) => cleanFeedText(party.ceName))
    .filter(Boolean);
  const language = lang as 'EN' | 'TC';
  return {
    row,
    refNo,
    lang: language,
    title,
    isEnforcement: textOf(item.newsType).toUpperCase() === 'EF',
    releaseTime,
    parties: [...new Set(parties)],
    link: textOf(item.newsExtLink) || sfcNewsPageUrl(refNo, language),
  };
};

/**
 * Reads an SFC news search answer (`/edistributionWeb/api/news/search`):
 * `{"items": [{newsRefNo, lang, title, newsType GN|EF, issueDate, targetCeList: [{ceName}]}], "total": …}`.
 * EN and TC items of one reference become one document (titleEn / titleZh);
 * EF items are enforcement cases (punished party from targetCeList), the rest
 * regulatory updates; both with sourceType 0 (SFC).
 * @throws ImportFormatError when the file is not JSON of that shape.
 */
export const parseSfcNews = (text: string): ParseResult<DocumentPatch> => {
  const body = readJson(text, 'The SFC news file');
  if (!isRecord(body) || !Array.isArray(body.items)) throw new ImportFormatError('The SFC news file must be an object with an "items" array.');
  const rejections: ImportRejection[] = [];
  const byRef = new Map<string, Partial<Record<'EN' | 'TC', SfcItem>>>();
  body.items.forEach((raw: unknown, index: number) => {
    const row = index + 1;
    const item = readItem(raw, row);
    if ('reason' in item) return rejections.push({ row, reason: item.reason });
    const versions = byRef.get(item.refNo) ?? {};
    const first = versions[item.lang];
    if (first) return rejections.push({ row, reason: `duplicate newsRefNo ${item.refNo} in ${item.lang} (first on row ${first.row})` });
    versions[item.lang] = item;
    byRef.set(item.refNo, versions);
  });
  const rows = [...byRef.entries()].map(([refNo, versions]): DocumentPatch => {
    const { EN: english, TC: chinese } = versions;
    const main = (english ?? chinese)!;
    const parties = english?.parties.length ? english.parties : (chinese?.parties ?? []);
    const isEnforcement = english?.isEnforcement ?? chinese!.isEnforcement;
    return {
      row: Math.min(english?.row ?? Infinity, chinese?.row ?? Infinity),
      kind: isEnforcement ? 'enforcement' : 'update',
      source: 'sfc',
      sourceId: refNo,
      md5Key: documentMd5Key('sfc', refNo),
      market: null,
      stockCodes: [],
      releaseTime: main.releaseTime,
      t1Code: null,
      t2Codes: [],
      docType: null,
      sourceType: RegulatorSourceTypes.sfc,
      ...(english ? { titleEn: english.title, fileLinkEn: english.link } : {}),
      ...(chinese ? { titleZh: chinese.title, fileLinkZh: chinese.link } : {}),
      fileType: null,
      fileSize: null,
      punishedParty: isEnforcement && parties.length > 0 ? parties.join('; ') : null,
    };
  });
  return { rows: rows.sort((left, right) => left.row - right.row), rejections };
};
