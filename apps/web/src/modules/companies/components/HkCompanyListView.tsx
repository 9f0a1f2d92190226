import { HkCompanyStatuses, type HkCompanyItem } from '@app/contracts';
import { Button, Form, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateCompanyType } from '@app/domain';
import { useLocale } from '../../../i18n';
import { formatDay, formatNumber } from '../../../lib/format';
import { COMPANIES_NS, PAGE_SIZE_OPTIONS } from '../constants';
import { hkCompanyPath } from '../display';
import { useListState } from '../hooks/useListState';
import { useHkCompaniesQuery } from '../queries';
import { DemoTag } from './CompanyTags';
import '../companies.css';

const FIELDS = ['keyword', 'status'] as const;
const STATUS_COLORS: Record<string, string> = { live: 'green', dissolved: 'default', 'winding-up': 'red' };

/** A Companies Registry status as a tag. */
export const HkStatusTag = ({ status }: { status: string }) => {
  const { t } = useTranslation(COMPANIES_NS);
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{t(`hkStatuses.${status}`, { defaultValue: status })}</Tag>;
};

/** Hong Kong registry companies (/disData/comp/hkCom): by name in either language or company number, and status. */
export const HkCompanyListView = () => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const list = useListState(FIELDS);
  const query = useHkCompaniesQuery({ ...list.filters, page: list.page, limit: list.limit });

  const columns: TableColumnsType<HkCompanyItem> = [
    { key: 'companyNo', title: t('columns.companyNo'), width: 120, render: (_, row) => <Link to={hkCompanyPath(row.companyNo)}>{row.companyNo}</Link> },
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, row) => (
        <div className="companies-name-cell">
          <Link to={hkCompanyPath(row.companyNo)} data-testid="hk-company-link">
            {(locale === 'en' ? row.nameEn || row.nameZh : row.nameZh || row.nameEn) ?? row.companyNo}
          </Link>
          {row.nameEn && row.nameZh && <span className="companies-name-cell__sub">{locale === 'en' ? row.nameZh : row.nameEn}</span>}
          <span>
            <DemoTag source={row.source} />
          </span>
        </div>
      ),
    },
    { key: 'companyType', title: t('columns.companyType'), width: 220, render: (_, row) => (row.companyType ? translateCompanyType(row.companyType, locale) : '') },
    { key: 'incorporationDate', title: t('columns.incorporationDate'), width: 130, render: (_, row) => (row.incorporationDate ? formatDay(row.incorporationDate, locale) : '') },
    { key: 'status', title: t('columns.status'), width: 110, render: (_, row) => <HkStatusTag status={row.status} /> },
    { key: 'dissolutionDate', title: t('columns.dissolutionDate'), width: 130, render: (_, row) => (row.dissolutionDate ? formatDay(row.dissolutionDate, locale) : '') },
  ];

  return (
    <div className="companies-page">
      <Form key={list.formKey} layout="vertical" className="companies-filters" initialValues={list.filters} onFinish={(values) => list.applyFilters(values)}>
        <div className="companies-filters__row">
          <Form.Item name="keyword" label={t('filters.keyword')} className="companies-filters__keyword">
            <Input allowClear placeholder={t('filters.hkKeywordPlaceholder')} maxLength={50} />
          </Form.Item>
          <Form.Item name="status" label={t('filters.hkStatus')}>
            <Select allowClear placeholder={t('filters.any')} options={HkCompanyStatuses.map((status) => ({ value: status, label: t(`hkStatuses.${status}`) }))} />
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
      {query.data && (
        <Typography.Text type="secondary">{t('list.totalCompanies', { count: query.data.total, total: formatNumber(query.data.total, locale) })}</Typography.Text>
      )}
      <Table<HkCompanyItem>
        rowKey="companyNo"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('list.emptyCompanies') }}
        pagination={{ current: list.page, pageSize: list.limit, total: query.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS, onChange: list.setPage }}
      />
    </div>
  );
};
