import {
  Boards,
  HongKongBoards,
  Industries,
  ListedCompanySorts,
  MainlandBoards,
  PlacesOfIncorporation,
  SecuritiesTypes,
  TradingStates,
  type ListedCompanyItem,
} from '@app/contracts';
import { Alert, Button, Form, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatCompact, formatDay, formatNumber } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { COMPANIES_NS, PAGE_SIZE_OPTIONS } from '../constants';
import { companyDetailPath, companyNameOf, fullNameOf, toNumberOrNull } from '../display';
import { useListState } from '../hooks/useListState';
import { useListedCompaniesQuery } from '../queries';
import { DemoTag, TradingStateTag, useListingSourceText, VipLabel } from './CompanyTags';
import '../companies.css';

const FIELDS = ['keyword', 'market', 'board', 'tradingState', 'industry', 'securitiesType', 'placeOfIncorporation', 'sortBy', 'sortOrder'] as const;
type Field = (typeof FIELDS)[number];
const VIP_FIELDS: readonly Field[] = ['industry', 'securitiesType', 'placeOfIncorporation'];

export type CompanyListViewProps = {
  /** 1 listed (/disData/comp/listed), 2 delisted (/disData/comp/delisted). */
  status: 1 | 2;
};

/** The boards a market filter offers. */
const boardsFor = (market: string | undefined): readonly string[] => (market === 'HK' ? HongKongBoards : market === 'A' ? MainlandBoards : Boards);

/**
 * Listed or delisted companies: keyword (code or name, any script), market,
 * board and trading state for everyone; industry, securities type and place
 * of incorporation for VIP members (the server answers -10 otherwise and the
 * API client opens the buy-VIP dialog; the filters can then be cleared here).
 */
export const CompanyListView = ({ status }: CompanyListViewProps) => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const sourceText = useListingSourceText();
  const list = useListState(FIELDS);
  const [form] = Form.useForm<Partial<Record<Field, string>>>();
  const market = Form.useWatch('market', form) ?? list.filters.market;
  const query = useListedCompaniesQuery({ status, ...list.filters, page: list.page, limit: list.limit });
  const isVipRefused = query.error instanceof ApiError && query.error.errCode === -10;

  const handleClearVipFilters = () => list.applyFilters({ ...list.filters, industry: undefined, securitiesType: undefined, placeOfIncorporation: undefined });
  const options = (values: readonly string[], group: string) => values.map((value) => ({ value, label: t(`${group}.${value}`) }));

  const columns: TableColumnsType<ListedCompanyItem> = [
    { key: 'stockCode', title: t('columns.stockCode'), width: 100, render: (_, row) => <Link to={companyDetailPath(row)}>{row.stockCode}</Link> },
    {
      key: 'name',
      title: t('columns.name'),
      width: 260,
      render: (_, row) => (
        <div className="companies-name-cell">
          <Link to={companyDetailPath(row)} data-testid="company-link">
            {companyNameOf(row, locale)}
          </Link>
          {fullNameOf(row, locale) !== companyNameOf(row, locale) && <span className="companies-name-cell__sub">{fullNameOf(row, locale)}</span>}
          <span>
            <DemoTag source={row.source} />
          </span>
        </div>
      ),
    },
    { key: 'market', title: t('columns.market'), width: 90, render: (_, row) => t(`markets.${row.market}`) },
    { key: 'board', title: t('columns.board'), width: 130, render: (_, row) => (row.board ? t(`boards.${row.board}`, { defaultValue: row.board }) : '') },
    { key: 'securitiesType', title: t('columns.securitiesType'), width: 150, render: (_, row) => (row.securitiesType ? t(`securitiesTypes.${row.securitiesType}`, { defaultValue: row.securitiesType }) : '') },
    { key: 'industry', title: t('columns.industry'), width: 150, render: (_, row) => (row.industry ? t(`industries.${row.industry}`, { defaultValue: row.industry }) : '') },
    { key: 'listingDate', title: t('columns.listingDate'), width: 120, render: (_, row) => (row.listingDate ? formatDay(row.listingDate, locale) : '') },
    status === 2
      ? { key: 'delistingDate', title: t('columns.delistingDate'), width: 120, render: (_, row) => (row.delistingDate ? formatDay(row.delistingDate, locale) : '') }
      : {
          key: 'marketCap',
          title: t('columns.marketCap'),
          width: 140,
          className: 'companies-number',
          render: (_, row) => {
            const value = toNumberOrNull(row.marketCap);
            return value === null ? '' : `${row.market === 'HK' ? 'HKD' : 'CNY'} ${formatCompact(value, locale)}`;
          },
        },
    { key: 'tradingState', title: t('columns.tradingState'), width: 110, render: (_, row) => <TradingStateTag state={row.tradingState} /> },
  ];

  return (
    <div className="companies-page">
      <Form
        key={list.formKey}
        form={form}
        layout="vertical"
        className="companies-filters"
        initialValues={list.filters}
        onFinish={(values) => list.applyFilters(values)}
        data-testid="company-filters"
      >
        <div className="companies-filters__row">
          <Form.Item name="keyword" label={t('filters.keyword')} className="companies-filters__keyword">
            <Input allowClear placeholder={t('filters.keywordPlaceholder')} maxLength={50} />
          </Form.Item>
          <Form.Item name="market" label={t('filters.market')}>
            <Select allowClear placeholder={t('filters.allMarkets')} options={[{ value: 'HK', label: t('markets.HK') }, { value: 'A', label: t('markets.A') }]} onChange={() => form.setFieldValue('board', undefined)} />
          </Form.Item>
          <Form.Item name="board" label={t('filters.board')}>
            <Select allowClear placeholder={t('filters.any')} options={options(boardsFor(market), 'boards')} />
          </Form.Item>
          {status === 1 && (
            <Form.Item name="tradingState" label={t('filters.tradingState')}>
              <Select allowClear placeholder={t('filters.any')} options={options(TradingStates.filter((state) => state !== 'delisted'), 'tradingStates')} />
            </Form.Item>
          )}
        </div>
        <div className="companies-filters__row">
          <Form.Item name="industry" label={<VipLabel>{t('filters.industry')}</VipLabel>}>
            <Select allowClear placeholder={t('filters.any')} options={options(Industries, 'industries')} data-testid="industry-filter" />
          </Form.Item>
          <Form.Item name="securitiesType" label={<VipLabel>{t('filters.securitiesType')}</VipLabel>}>
            <Select allowClear placeholder={t('filters.any')} options={options(SecuritiesTypes, 'securitiesTypes')} />
          </Form.Item>
          <Form.Item name="placeOfIncorporation" label={<VipLabel>{t('filters.placeOfIncorporation')}</VipLabel>}>
            <Select allowClear placeholder={t('filters.any')} options={options(PlacesOfIncorporation, 'places')} />
          </Form.Item>
          <Form.Item name="sortBy" label={t('filters.sortBy')}>
            <Select allowClear placeholder={t('sorts.default')} options={options(ListedCompanySorts, 'sorts')} />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('filters.sortOrder')}>
            <Select allowClear placeholder={t('sorts.default')} options={options(['asc', 'desc'], 'orders')} />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <div className="companies-filters__actions">
              <Button type="primary" htmlType="submit" data-testid="search-button">
                {t('filters.search')}
              </Button>
              <Button onClick={list.reset}>{t('filters.reset')}</Button>
            </div>
          </Form.Item>
        </div>
      </Form>
      {isVipRefused && (
        <Alert
          type="warning"
          showIcon
          title={t('filters.vipRequired')}
          action={
            <Button size="small" onClick={handleClearVipFilters} data-testid="clear-vip-filters">
              {t('filters.clearVipFilters')}
            </Button>
          }
        />
      )}
      {!isVipRefused && query.data && (
        <div className="companies-summary">
          <Typography.Text type="secondary">{t('list.totalCompanies', { count: query.data.total, total: formatNumber(query.data.total, locale) })}</Typography.Text>
          {query.data.list.length > 0 && (
            <Typography.Text type="secondary" data-testid="listing-sources">
              {t('listingSource.listLabel', { sources: [...new Set(query.data.list.map((row) => sourceText(row.listingSource)))].join('; ') })}
              {query.data.list.every((row) => row.tradingState === null) && ` ${t('listingSource.tradingUnknown')}`}
            </Typography.Text>
          )}
        </div>
      )}
      <Table<ListedCompanyItem>
        rowKey={(row) => `${row.market}:${row.stockCode}`}
        size="middle"
        columns={columns}
        dataSource={isVipRefused ? [] : (query.data?.list ?? [])}
        loading={query.isFetching}
        scroll={{ x: 1300 }}
        locale={{ emptyText: t(VIP_FIELDS.some((field) => list.filters[field]) && isVipRefused ? 'filters.vipRequired' : 'list.emptyCompanies') }}
        pagination={{
          current: list.page,
          pageSize: list.limit,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          onChange: list.setPage,
        }}
      />
    </div>
  );
};
