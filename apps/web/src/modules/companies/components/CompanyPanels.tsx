import { CrownOutlined } from '@ant-design/icons';
import { DocumentLangTypes, FinancialItems, FinancialStatementKinds, type Director, type DocumentHit, type Financials, type Shareholder } from '@app/contracts';
import { Alert, Button, Card, Empty, List, Table, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translatePosition } from '@app/domain';
import { useLocale } from '../../../i18n';
import { formatDay, formatDecimal, formatNumber, formatHkTime } from '../../../lib/format';
import { vipDialog } from '../../commerce';
import { COMPANIES_NS, PAGE_SIZE_OPTIONS } from '../constants';
import { directorPath, personNameOf } from '../display';
import { useCompanyAnnouncementsQuery } from '../queries';
import { DemoTag } from './CompanyTags';
import { DirectorCategoryTag } from './DirectorListView';
import { detailPathOf } from '../../../navigation';

/** Spec §3 financial statements: one table per statement, a column per fiscal year, amounts in thousands. */
export const FinancialStatementsView = ({ financials }: { financials: Financials }) => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  if (financials.statements.length === 0) return <Empty description={t('financials.empty')} />;
  const currency = financials.statements[0]!.currency;
  const isDemo = financials.statements.some((statement) => statement.source === 'demo');
  return (
    <div className="companies-page">
      <div className="companies-summary">
        <Typography.Text type="secondary">{t('financials.unit', { currency })}</Typography.Text>
        {isDemo && <DemoTag source="demo" />}
      </div>
      {financials.isLimited && (
        <Alert
          type="info"
          showIcon
          title={t('financials.limited')}
          action={
            <Button size="small" icon={<CrownOutlined />} onClick={() => vipDialog.open()}>
              {t('detail.openVip')}
            </Button>
          }
          data-testid="financials-limited"
        />
      )}
      {FinancialStatementKinds.map((kind) => {
        const byYear = new Map(financials.statements.filter((statement) => statement.statement === kind).map((statement) => [statement.fiscalYear, statement.items]));
        type Row = { item: string };
        const columns: TableColumnsType<Row> = [
          { key: 'item', title: t(`financials.${kind}`), render: (_, row) => t(`financialItems.${row.item}`) },
          ...financials.years.map((year) => ({
            key: String(year),
            title: t('financials.fiscalYear', { year }),
            className: 'companies-number',
            render: (_: unknown, row: Row) => {
              const value = byYear.get(year)?.[row.item];
              if (value === null || value === undefined) return '–';
              return row.item === 'basicEps' ? formatDecimal(value.toFixed(4), locale) : formatNumber(value, locale);
            },
          })),
        ];
        return (
          <Table<Row>
            key={kind}
            className="companies-statement-table"
            size="small"
            bordered
            pagination={false}
            rowKey="item"
            columns={columns}
            dataSource={FinancialItems[kind].map((item) => ({ item }))}
            data-testid={`statement-${kind}`}
          />
        );
      })}
    </div>
  );
};

/** Substantial shareholders: holder, shares, percentage and the last notice date (spec §3). */
export const ShareholdersTable = ({ shareholders, footer }: { shareholders: Shareholder[]; footer?: ReactNode }) => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const columns: TableColumnsType<Shareholder> = [
    {
      key: 'holder',
      title: t('columns.holder'),
      render: (_, row) => (
        <>
          {row.holderName} <DemoTag source={row.source} />
        </>
      ),
    },
    { key: 'shares', title: t('columns.shares'), className: 'companies-number', width: 180, render: (_, row) => formatNumber(row.shares, locale) },
    { key: 'percentage', title: t('columns.percentage'), className: 'companies-number', width: 120, render: (_, row) => `${formatDecimal(Number(row.percentage).toFixed(2), locale)}%` },
    { key: 'lastNoticeDate', title: t('columns.lastNoticeDate'), width: 140, render: (_, row) => (row.lastNoticeDate ? formatDay(row.lastNoticeDate, locale) : '') },
  ];
  return (
    <Table<Shareholder>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={shareholders}
      pagination={false}
      locale={{ emptyText: t('shareholders.empty') }}
      footer={footer ? () => footer : undefined}
    />
  );
};

/** A board: serving directors first, then those who resigned. */
export const DirectorsTable = ({ directors }: { directors: Director[] }) => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const columns: TableColumnsType<Director> = [
    {
      key: 'name',
      title: t('columns.directorName'),
      render: (_, row) => (
        <>
          <Link to={directorPath(row.id)}>{personNameOf(row, locale)}</Link> <DemoTag source={row.source} />
        </>
      ),
    },
    { key: 'category', title: t('columns.category'), width: 190, render: (_, row) => <DirectorCategoryTag category={row.category} /> },
    { key: 'position', title: t('columns.position'), render: (_, row) => (row.position ? translatePosition(row.position, locale) : '') },
    { key: 'appointedOn', title: t('columns.appointedOn'), width: 130, render: (_, row) => formatDay(row.appointedOn, locale) },
    { key: 'resignedOn', title: t('columns.resignedOn'), width: 130, render: (_, row) => (row.resignedOn ? formatDay(row.resignedOn, locale) : t('directors.serving')) },
  ];
  return <Table<Director> rowKey="id" size="middle" columns={columns} dataSource={directors} pagination={false} scroll={{ x: 800 }} locale={{ emptyText: t('directors.empty') }} />;
};

/** The title of an announcement in the interface language, and the language version it opens in. */
const announcementTitle = (hit: Pick<DocumentHit, 'titleEn' | 'titleZh'>, english: boolean) => {
  if (english ? hit.titleEn : !hit.titleZh && hit.titleEn) return { text: hit.titleEn!, langType: DocumentLangTypes.en };
  return { text: hit.titleZh ?? hit.titleEn ?? '', langType: hit.titleZh ? DocumentLangTypes.zh : DocumentLangTypes.en };
};

/** A company's announcements, newest first (POST /au/document/search); loaded when the tab opens. */
export const CompanyAnnouncements = ({ stockCode }: { stockCode: string }) => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const query = useCompanyAnnouncementsQuery(stockCode, paging.page, paging.limit, true);
  return (
    <List<DocumentHit>
      loading={query.isFetching}
      dataSource={query.data?.list ?? []}
      locale={{ emptyText: query.isError ? t('announcements.failed') : t('announcements.empty') }}
      pagination={{
        current: paging.page,
        pageSize: paging.limit,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
        hideOnSinglePage: true,
      }}
      renderItem={(hit) => {
        const title = announcementTitle(hit, locale === 'en');
        return (
          <List.Item key={hit.md5Key}>
            <List.Item.Meta
              title={
                <Link to={detailPathOf({ ...hit, kind: 'announcement' }, title.langType)} data-testid="announcement-link">
                  {title.text || t('announcements.untitled')}
                </Link>
              }
              description={
                <span>
                  {formatHkTime(hit.releaseTime)}
                  {hit.headline ? ` · ${hit.headline}` : ''} <DemoTag source={hit.source} />
                </span>
              }
            />
          </List.Item>
        );
      }}
    />
  );
};

/** A small card around a section of a detail page. */
export const Section = ({ title, children, extra }: { title: ReactNode; children: ReactNode; extra?: ReactNode }) => (
  <Card size="small" title={title} extra={extra}>
    {children}
  </Card>
);
