import { DirectorCategories, type Director } from '@app/contracts';
import { Button, Form, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translatePosition } from '@app/domain';
import { useLocale } from '../../../i18n';
import { formatDay, formatNumber } from '../../../lib/format';
import { COMPANIES_NS, PAGE_SIZE_OPTIONS } from '../constants';
import { companyDetailPath, companyNameOf, directorPath, personNameOf } from '../display';
import { useListState } from '../hooks/useListState';
import { useDirectorsQuery } from '../queries';
import { DemoTag } from './CompanyTags';
import '../companies.css';

const FIELDS = ['keyword', 'stockCode', 'market', 'category'] as const;
const CATEGORY_COLORS: Record<number, string> = { 1: 'blue', 2: 'cyan', 3: 'green', 4: 'default' };

/** A director category (spec §3) as a tag. */
export const DirectorCategoryTag = ({ category }: { category: number }) => {
  const { t } = useTranslation(COMPANIES_NS);
  return <Tag color={CATEGORY_COLORS[category] ?? 'default'}>{t(`directorCategories.${category}`, { defaultValue: String(category) })}</Tag>;
};

export type DirectorListViewProps = {
  /** 'serving' (/disData/director/list) or 'resigned' (/disData/director/cancel). */
  status: 'serving' | 'resigned';
};

/** Directors of listed companies by name (either language and script), company code, market and category. */
export const DirectorListView = ({ status }: DirectorListViewProps) => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const list = useListState(FIELDS);
  const query = useDirectorsQuery({ status, ...list.filters, page: list.page, limit: list.limit });

  const columns: TableColumnsType<Director> = [
    {
      key: 'name',
      title: t('columns.directorName'),
      render: (_, row) => (
        <div className="companies-name-cell">
          <Link to={directorPath(row.id)} data-testid="director-link">
            {personNameOf(row, locale)}
          </Link>
          <span>
            <DemoTag source={row.source} />
          </span>
        </div>
      ),
    },
    {
      key: 'company',
      title: t('columns.company'),
      render: (_, row) => (
        <Link to={companyDetailPath(row)}>
          {row.stockCode} {companyNameOf({ shortNameEn: row.companyShortNameEn, shortNameCn: row.companyShortNameCn }, locale)}
        </Link>
      ),
    },
    { key: 'category', title: t('columns.category'), width: 170, render: (_, row) => <DirectorCategoryTag category={row.category} /> },
    { key: 'position', title: t('columns.position'), width: 240, render: (_, row) => (row.position ? translatePosition(row.position, locale) : '') },
    { key: 'appointedOn', title: t('columns.appointedOn'), width: 130, render: (_, row) => formatDay(row.appointedOn, locale) },
    ...(status === 'resigned'
      ? [{ key: 'resignedOn', title: t('columns.resignedOn'), width: 130, render: (_: unknown, row: Director) => (row.resignedOn ? formatDay(row.resignedOn, locale) : '') }]
      : []),
  ];

  return (
    <div className="companies-page">
      <Form key={list.formKey} layout="vertical" className="companies-filters" initialValues={list.filters} onFinish={(values) => list.applyFilters(values)}>
        <div className="companies-filters__row">
          <Form.Item name="keyword" label={t('filters.directorName')} className="companies-filters__keyword">
            <Input allowClear placeholder={t('filters.directorPlaceholder')} maxLength={50} />
          </Form.Item>
          <Form.Item name="stockCode" label={t('filters.stockCode')} rules={[{ pattern: /^\d{1,6}$/, message: t('filters.stockCodeFormat') }]}>
            <Input allowClear placeholder="00700" maxLength={6} />
          </Form.Item>
          <Form.Item name="market" label={t('filters.market')}>
            <Select allowClear placeholder={t('filters.allMarkets')} options={[{ value: 'HK', label: t('markets.HK') }, { value: 'A', label: t('markets.A') }]} />
          </Form.Item>
          <Form.Item name="category" label={t('filters.category')}>
            <Select allowClear placeholder={t('filters.any')} options={Object.values(DirectorCategories).map((category) => ({ value: String(category), label: t(`directorCategories.${category}`) }))} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <div className="companies-filters__actions">
              <Button type="primary" htmlType="submit">
                {t('filters.search')}
              </Button>
              <Button onClick={list.reset}>{t('filters.reset')}</Button>
            </div>
          </Form.Item>
        </div>
      </Form>
      {query.data && <Typography.Text type="secondary">{t('list.totalDirectors', { count: query.data.total, total: formatNumber(query.data.total, locale) })}</Typography.Text>}
      <Table<Director>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: t(status === 'serving' ? 'list.emptyDirectors' : 'list.emptyResigned') }}
        pagination={{ current: list.page, pageSize: list.limit, total: query.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS, onChange: list.setPage }}
      />
    </div>
  );
};
