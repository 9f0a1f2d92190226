import { SearchLimits, type DocumentHit, type DocumentKind, type DocumentSearchResult, type Locale } from '@app/contracts';
import { translateRuleNumber } from '@app/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatHkTime, formatNumber } from '../../../lib/format';
import { DISCLOSURE_NS, PAGE_SIZE_OPTIONS } from '../constants';
import { stockNameFor, titleFor } from '../display';
import { DemoTag, GuessedCategoryTag, LanguageLinks, ValidityTag } from './DocumentTags';
import { documentFileUrl } from '../api';
import { HighlightedText } from './HighlightedText';
import { detailPathOf } from '../../../navigation';
import { PlainTable, PlainText, type PlainTableColumn } from '../../../ui';

export type ResultTableProps = {
  kind: DocumentKind;
  result: DocumentSearchResult | undefined;
  loading: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
};

/**
 * "Results: 1,234"; "Results: 144+ since 2025-11-21" when the server counted
 * only the newest part of the range; "Results: 5,000+" when it stopped counting.
 */
export const useTotalText = () => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const locale = useLocale();
  return (result: Pick<DocumentSearchResult, 'total' | 'totalCapped' | 'totalCountedSince'>) => {
    const total = formatNumber(result.total, locale);
    if (result.totalCountedSince) return t('results.totalSince', { total: `${total}+`, date: result.totalCountedSince });
    if (result.totalCapped) return t('results.totalCapped', { total: `${total}+` });
    return t('results.total', { total });
  };
};

/**
 * How far the pager reaches: the counted rows, plus one page more while the
 * count is partial (the next page makes the server look further back), never
 * deeper than the server pages (maxOffset).
 */
export const pageableTotalOf = (result: Pick<DocumentSearchResult, 'total' | 'totalCapped'> | undefined, page: number, limit: number): number => {
  if (!result) return 0;
  const reach = result.totalCapped ? Math.max(result.total, page * limit) + limit : result.total;
  return Math.min(reach, SearchLimits.maxOffset);
};

const subjectFor = (hit: DocumentHit, locale: Locale) => (locale === 'en' ? hit.subjectEn || hit.subjectZh : hit.subjectZh || hit.subjectEn);

/** The document cell: headline, highlighted title linking to the detail, file, demo label and language links. */
const DocumentCell = ({ hit }: { hit: DocumentHit }) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const locale = useLocale();
  const title = titleFor(hit, locale);
  const subject = subjectFor(hit, locale);
  return (
    <div className="disclosure-doc">
      {hit.headline && (
        <div className="disclosure-doc__headline">
          {hit.headline} {hit.headlineGuessed && <GuessedCategoryTag />}
        </div>
      )}
      <Link to={detailPathOf(hit, title.langType)} className="disclosure-doc__title" data-testid="result-title">
        <HighlightedText text={title.text || t('results.untitled')} ranges={title.ranges} />
      </Link>
      {subject && hit.kind === 'enforcement' && !title.text.includes(subject) && <div className="disclosure-doc__subject">{subject}</div>}
      <div className="disclosure-doc__meta">
        {hit.ruleNumber && <span>{translateRuleNumber(hit.ruleNumber, locale)}</span>}
        {hit.fileType && hit.fileOrigin && (
          <a href={documentFileUrl(hit, title.langType, locale)} target="_blank" rel="noopener noreferrer" aria-label={t('results.openFile')} data-testid="result-file">
            {[hit.fileType.toUpperCase(), hit.fileSize].filter(Boolean).join(' · ')}
          </a>
        )}
        <LanguageLinks document={hit} />
        <DemoTag source={hit.source} />
      </div>
    </div>
  );
};

/** Columns per kind of document (spec §3: announcements, rules with validity and dates, cases with the punished party). */
const useColumns = (kind: DocumentKind): PlainTableColumn<DocumentHit>[] => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const locale = useLocale();
  const releaseTime = { key: 'releaseTime', title: t('columns.releaseTime'), width: 150, render: (_: unknown, hit: DocumentHit) => formatHkTime(hit.releaseTime) };
  const document = { key: 'document', title: t('columns.document'), render: (_: unknown, hit: DocumentHit) => <DocumentCell hit={hit} /> };
  const issuingBody = { key: 'issuingBody', title: t('columns.issuingBody'), width: 130, render: (_: unknown, hit: DocumentHit) => (hit.issuingBody ? t(`issuingBodies.${hit.issuingBody}`, { defaultValue: hit.issuingBody }) : '') };
  const validity = { key: 'validity', title: t('columns.validity'), width: 100, render: (_: unknown, hit: DocumentHit) => <ValidityTag validity={hit.validity} /> };
  const versionDate = { key: 'versionDate', title: t('columns.versionDate'), width: 120, dataIndex: 'versionDate' } satisfies PlainTableColumn<DocumentHit>;
  const effectiveDate = { key: 'effectiveDate', title: t('columns.effectiveDate'), width: 120, dataIndex: 'effectiveDate' } satisfies PlainTableColumn<DocumentHit>;
  const source = { key: 'sourceType', title: t('columns.sourceType'), width: 100, render: (_: unknown, hit: DocumentHit) => (hit.sourceType === null ? '' : t(`sourceTypes.${hit.sourceType}`)) };
  switch (kind) {
    case 'announcement':
      return [
        releaseTime,
        { key: 'stockCode', title: t('columns.stockCode'), width: 100, render: (_, hit) => hit.stocks.map((stock) => <div key={stock.stockCode}>{stock.stockCode}</div>) },
        { key: 'stockName', title: t('columns.stockName'), width: 180, render: (_, hit) => hit.stocks.map((stock) => <div key={stock.stockCode}>{stockNameFor(stock, locale)}</div>) },
        document,
      ];
    case 'regulation':
      return [releaseTime, document, issuingBody, validity, versionDate, effectiveDate];
    case 'enforcement':
      return [releaseTime, document, { key: 'punishedParty', title: t('columns.punishedParty'), width: 200, dataIndex: 'punishedParty' } satisfies PlainTableColumn<DocumentHit>, source];
    case 'update':
      return [releaseTime, document, source];
    case 'law':
      return [releaseTime, document, issuingBody, validity, effectiveDate];
  }
};

/** The result list with paging (10/20/30/50) and the total (a plain table: AntD's Table weighs 65 kB on the first page). */
export const ResultTable = ({ kind, result, loading, page, limit, onPageChange }: ResultTableProps) => {
  const { t } = useTranslation(DISCLOSURE_NS);
  const columns = useColumns(kind);
  const totalText = useTotalText();
  const pageableTotal = pageableTotalOf(result, page, limit);
  return (
    <div className="disclosure-results">
      <div className="disclosure-results__summary" aria-live="polite">
        {result && (
          <PlainText strong data-testid="result-total">
            {totalText(result)}
          </PlainText>
        )}
        {result?.range.startDate && (
          <PlainText type="secondary">{t('results.range', { start: result.range.startDate, end: result.range.endDate ?? t('results.today') })}</PlainText>
        )}
        {result?.quota && result.quota.limit !== null && (
          <PlainText type="secondary" data-testid="full-text-quota-used">
            {t('results.quotaUsed', { used: result.quota.used, limit: result.quota.limit })}
          </PlainText>
        )}
      </div>
      <PlainTable<DocumentHit>
        rowKey="md5Key"
        columns={columns}
        dataSource={result?.list ?? []}
        loading={loading}
        emptyText={t('results.empty')}
        scrollX={800}
        pagination={{
          current: page,
          pageSize: limit,
          total: pageableTotal,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showQuickJumper: pageableTotal / limit > 10,
          onChange: (nextPage, nextLimit) => onPageChange(nextLimit === limit ? nextPage : 1, nextLimit),
        }}
      />
    </div>
  );
};
