import type { DocumentPatch } from './document-merge';
import type { CategoryIndex } from './headline-matcher';
import { buildHkexDocument, type HkexLanguage } from './hkex-document';
import { ImportFormatError, type ImportRejection, type ParseResult } from './import-report';
import { dropDuplicates, isRecord, readJson } from './parse-helpers';

/**
 * Reads the HKEXnews latest listed-company information feed
 * (`lcisehk1relsde_{page}.json` E / `…relsdc_…` ZH, data-sources §3.1):
 * `{"newsInfoLst": [{newsId, title, relTime, webPath, ext, size, lTxt, t1Code, t2Code, stock: [{sc, sn}]}]}`.
 * The feed gives category codes; "NaN" codes fall back to the headline path (lTxt).
 * @throws ImportFormatError when the file is not JSON of that shape.
 */
export const parseHkexLatestFeed = (text: string, options: { lang: HkexLanguage; categories: CategoryIndex }): ParseResult<DocumentPatch> => {
  const body = readJson(text, 'The latest-information file');
  if (!isRecord(body) || !Array.isArray(body.newsInfoLst)) throw new ImportFormatError('The latest-information file must be an object with a "newsInfoLst" array.');

  const patches: DocumentPatch[] = [];
  const rejections: ImportRejection[] = [];
  body.newsInfoLst.forEach((item: unknown, index: number) => {
    const row = index + 1;
    if (!isRecord(item)) {
      rejections.push({ row, reason: 'the row is not an object' });
      return;
    }
    if (item.stock !== undefined && item.stock !== null && !Array.isArray(item.stock)) {
      rejections.push({ row, reason: 'stock is not a list' });
      return;
    }
    const stocks = (item.stock ?? []) as unknown[];
    const outcome = buildHkexDocument(
      {
        row,
        newsId: item.newsId,
        title: item.title,
        releaseTime: item.relTime,
        stockCodes: stocks.map((stock) => (isRecord(stock) ? stock.sc : stock)),
        fileLink: item.webPath,
        fileType: item.ext,
        fileSize: item.size,
        categoryCodes: { t1Code: item.t1Code, t2Code: item.t2Code },
        headlinePath: item.lTxt,
        names: { newsId: 'newsId', title: 'title', releaseTime: 'relTime', stockCodes: 'stock.sc', headline: 'lTxt' },
      },
      options.lang,
      options.categories,
    );
    if ('reason' in outcome) rejections.push({ row, reason: outcome.reason });
    else patches.push(outcome.patch);
  });
  const { kept, rejections: duplicates } = dropDuplicates(patches, (patch) => patch.sourceId, (id) => `newsId ${id}`);
  return { rows: kept, rejections: [...rejections, ...duplicates].sort((left, right) => left.row - right.row) };
};
