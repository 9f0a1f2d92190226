import { PlusOutlined } from '@ant-design/icons';
import { HongKongBoards, ListingStateGroups, listingStateName, type ListingStateGroup, type OfferingItem } from '@app/contracts';
import { Button, Form, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatCompact, formatDay, formatDecimal, formatNumber } from '../../../lib/format';
import { COMPANIES_NS, PAGE_SIZE_OPTIONS } from '../constants';
import { listingStatusPath, offeringPath, toNumberOrNull } from '../display';
import { useListState } from '../hooks/useListState';
import { useOfferingsQuery } from '../queries';
import { ReviewStatusTag } from './ReviewStatusTag';
import { DemoTag, ListingStateTag } from './CompanyTags';
import '../companies.css';

const FIELDS = ['keyword', 'board', 'year', 'listingState'] as const;
const FIRST_YEAR = 2000;

export type OfferingListViewProps = {
  stateGroup: ListingStateGroup;
  /** Only offerings with a published prospectus (/disData/prospectus/list). */
  withProspectus?: boolean;
  /** Shows the "add a new issue" button (/disData/issue/list). */
  canCreate?: boolean;
};

/** An offering's name in the interface language. */
const offeringName = (row: Pick<OfferingItem, 'nameEn' | 'nameZh'>, english: boolean) => (english ? row.nameEn || row.nameZh : row.nameZh || row.nameEn) ?? '';

/** "HKD 8.80 – 10.20", a final price, or nothing. */
export const usePriceText = () => {
  const locale = useLocale();
  return (row: Pick<OfferingItem, 'currency' | 'offerPrice' | 'offerPriceLow' | 'offerPriceHigh'>) => {
    if (row.offerPrice) return `${row.currency} ${formatDecimal(row.offerPrice.replace(/0+$/, '').replace(/\.$/, ''), locale)}`;
    if (row.offerPriceLow && row.offerPriceHigh) {
      const [low, high] = [row.offerPriceLow, row.offerPriceHigh].map((value) => formatDecimal(value.replace(/0+$/, '').replace(/\.$/, ''), locale));
      return `${row.currency} ${low} – ${high}`;
    }
    return '';
  };
};

/**
 * New issues and prospectuses by state group (spec §4 listing states):
 * listed, offered awaiting listing, applications (A1, PHIP, processing,
 * returned, lapsed, cancelled) or all; by keyword (name or code), board,
 * year and, where the group has several, state.
 */
export const OfferingListView = ({ stateGroup, withProspectus = false, canCreate = false }: OfferingListViewProps) => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const navigate = useNavigate();
  const list = useListState(FIELDS);
  const priceText = usePriceText();
  const query = useOfferingsQuery({ stateGroup, withProspectus: withProspectus || undefined, ...list.filters, page: list.page, limit: list.limit });
  const states: readonly number[] = ListingStateGroups[stateGroup];
  const years = Array.from({ length: new Date().getFullYear() + 1 - FIRST_YEAR + 1 }, (_, index) => new Date().getFullYear() + 1 - index);
  const day = (value: string | null) => (value ? formatDay(value, locale) : '');

  const nameColumn = {
    key: 'name',
    title: t('columns.issuer'),
    width: 280,
    render: (_: unknown, row: OfferingItem) => (
      <div className="companies-name-cell">
        <Link to={offeringPath(row.id)} data-testid="offering-link">
          {offeringName(row, locale === 'en')}
        </Link>
        {row.nameEn && row.nameZh && <span className="companies-name-cell__sub">{offeringName(row, locale !== 'en')}</span>}
        <span>
          <DemoTag source={row.source} />
          <ReviewStatusTag status={row.reviewStatus} />
        </span>
      </div>
    ),
  };
  const code = { key: 'stockCode', title: t('columns.stockCode'), width: 90, render: (_: unknown, row: OfferingItem) => row.stockCode ?? '' };
  const board = { key: 'board', title: t('columns.board'), width: 100, render: (_: unknown, row: OfferingItem) => t(`boards.${row.board}`, { defaultValue: row.board }) };
  const state = {
    key: 'state',
    title: t('columns.listingState'),
    width: 150,
    render: (_: unknown, row: OfferingItem) => (
      <Link to={listingStatusPath({ id: row.id })} aria-label={t('status.open')}>
        <ListingStateTag state={row.listingState} />
      </Link>
    ),
  };
  const price = { key: 'price', title: t('columns.offerPrice'), width: 160, className: 'companies-number', render: (_: unknown, row: OfferingItem) => priceText(row) };
  const proceeds = {
    key: 'proceeds',
    title: t('columns.proceeds'),
    width: 130,
    className: 'companies-number',
    render: (_: unknown, row: OfferingItem) => {
      const value = toNumberOrNull(row.proceeds);
      return value === null ? '' : `${row.currency} ${formatCompact(value, locale)}`;
    },
  };
  const sponsors = { key: 'sponsors', title: t('columns.sponsors'), width: 240, render: (_: unknown, row: OfferingItem) => row.sponsors.join('; ') };
  const dateColumn = (field: 'applicationDate' | 'hearingDate' | 'prospectusDate' | 'listingDate') => ({
    key: field,
    title: t(`columns.${field}`),
    width: 120,
    render: (_: unknown, row: OfferingItem) => day(row[field]),
  });

  const columns: TableColumnsType<OfferingItem> =
    stateGroup === 'listed'
      ? [nameColumn, code, board, dateColumn('listingDate'), price, proceeds, sponsors]
      : stateGroup === 'offered'
        ? [nameColumn, code, board, dateColumn('prospectusDate'), { ...dateColumn('listingDate'), title: t('columns.expectedListingDate') }, price, sponsors]
        : stateGroup === 'applying'
          ? [nameColumn, board, state, dateColumn('applicationDate'), dateColumn('hearingDate'), sponsors]
          : [nameColumn, code, board, state, dateColumn('applicationDate'), dateColumn('prospectusDate'), dateColumn('listingDate'), price, proceeds];

  return (
    <div className="companies-page">
      <Form key={list.formKey} layout="vertical" className="companies-filters" initialValues={list.filters} onFinish={(values) => list.applyFilters(values)}>
        <div className="companies-filters__row">
          <Form.Item name="keyword" label={t('filters.keyword')} className="companies-filters__keyword">
            <Input allowClear placeholder={t('filters.offeringPlaceholder')} maxLength={50} />
          </Form.Item>
          <Form.Item name="board" label={t('filters.board')}>
            <Select allowClear placeholder={t('filters.any')} options={HongKongBoards.map((value) => ({ value, label: t(`boards.${value}`) }))} />
          </Form.Item>
          <Form.Item name="year" label={t('filters.year')}>
            <Select allowClear placeholder={t('filters.any')} options={years.map((year) => ({ value: String(year), label: String(year) }))} />
          </Form.Item>
          {states.length > 1 && (
            <Form.Item name="listingState" label={t('filters.listingState')}>
              <Select allowClear placeholder={t('filters.any')} options={states.map((value) => ({ value: String(value), label: t(`listingStates.${listingStateName(value)}`) }))} />
            </Form.Item>
          )}
          <Form.Item label=" " colon={false}>
            <div className="companies-filters__actions">
              <Button type="primary" htmlType="submit">
                {t('filters.search')}
              </Button>
              <Button onClick={list.reset}>{t('filters.reset')}</Button>
              {canCreate && (
                <Button icon={<PlusOutlined />} onClick={() => void navigate('/disData/issue/create')}>
                  {t('offering.create')}
                </Button>
              )}
            </div>
          </Form.Item>
        </div>
      </Form>
      {query.data && <Typography.Text type="secondary">{t('list.totalOfferings', { count: query.data.total, total: formatNumber(query.data.total, locale) })}</Typography.Text>}
      <Table<OfferingItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: stateGroup === 'all' ? 1400 : 1100 }}
        locale={{ emptyText: t('list.emptyOfferings') }}
        pagination={{ current: list.page, pageSize: list.limit, total: query.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS, onChange: list.setPage }}
      />
    </div>
  );
};
