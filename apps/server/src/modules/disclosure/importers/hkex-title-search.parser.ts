import type { DocumentPatch } from './document-merge';
import type { CategoryIndex } from './headline-matcher';
import { buildHkexDocument, type HkexLanguage } from './hkex-document';
import { ImportFormatError, type ImportRejection, type ParseResult } from './import-report';
import { dropDuplicates, isRecord, readJson, splitOnBreaks, textOf } from './parse-helpers';

/**
 * Reads an HKEXnews title-search answer (`titleSearchServlet.do`, data-sources
 * §3.1): `{"result": "<JSON array as a string>", "recordCnt": …}`. Each row is
 * one announcement; rows are numbered from 1 in the order of the array.
 * @throws ImportFormatError when the file or its `result` string is not JSON of that shape.
 */
export const parseHkexTitleSearch = (text: string, options: { lang: HkexLanguage; categories: CategoryIndex }): ParseResult<DocumentPatch> => {
  const body = readJson(text, 'The title-search file');
  if (!isRecord(body) || !('result' in body)) throw new ImportFormatError('The title-search file must be an object with a "result" field.');
  // The servlet sends the rows as a JSON string; an empty search sends null or "".
  const rawResult = body.result === null || body.result === '' ? '[]' : body.result;
  const result = typeof rawResult === 'string' ? readJson(rawResult, 'The "result" string') : rawResult;
  if (!Array.isArray(result)) throw new ImportFormatError('The "result" field must hold a JSON array of rows.');

  const patches: DocumentPatch[] = [];
  const rejections: ImportRejection[] = [];
  result.forEach((item, index) => {
    const row = index + 1;
    if (!isRecord(item)) {
      rejections.push({ row, reason: 'the row is not an object' });
      return;
    }
    const outcome = buildHkexDocument(
      {
        row,
        newsId: item.NEWS_ID,
        title: item.TITLE,
        releaseTime: item.DATE_TIME,
        stockCodes: splitOnBreaks(item.STOCK_CODE),
        // Multi-file documents (prospectuses) link an HTML page instead of one file.
        fileLink: textOf(item.FILE_LINK) || item.DOD_WEB_PATH,
        fileType: item.FILE_TYPE,
        fileSize: item.FILE_INFO,
        headlinePath: item.LONG_TEXT,
        names: { newsId: 'NEWS_ID', title: 'TITLE', releaseTime: 'DATE_TIME', stockCodes: 'STOCK_CODE', headline: 'LONG_TEXT' },
      },
      options.lang,
      options.categories,
    );
    if ('reason' in outcome) rejections.push({ row, reason: outcome.reason });
    else patches.push(outcome.patch);
  });
  const { kept, rejections: duplicates } = dropDuplicates(patches, (patch) => patch.sourceId, (id) => `NEWS_ID ${id}`);
  return { rows: kept, rejections: [...rejections, ...duplicates].sort((left, right) => left.row - right.row) };
};
