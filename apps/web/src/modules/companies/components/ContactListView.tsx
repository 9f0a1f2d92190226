import type { ContactItem } from '@app/contracts';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { COMPANIES_NS, PAGE_SIZE_OPTIONS } from '../constants';
import { companyDetailPath, companyNameOf } from '../display';
import { useListState } from '../hooks/useListState';
import { useContactsQuery } from '../queries';
import { DemoTag } from './CompanyTags';
import { DirectoryFilters } from './DirectoryFilters';
import '../companies.css';

const FIELDS = ['keyword', 'market'] as const;

/** Only http(s) addresses become links; anything else is shown as text. */
const safeWebsite = (website: string | null): string | null => (website && /^https?:\/\//i.test(website) ? website : null);

/** Company contacts (/disData/contact/list): secretary, chairman, principal office, website and share registrar per listed company. */
export const ContactListView = () => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const list = useListState(FIELDS);
  const query = useContactsQuery({ ...list.filters, page: list.page, limit: list.limit });

  const columns: TableColumnsType<ContactItem> = [
    { key: 'stockCode', title: t('columns.stockCode'), width: 100, render: (_, row) => <Link to={companyDetailPath(row)}>{row.stockCode}</Link> },
    {
      key: 'name',
      title: t('columns.name'),
      width: 220,
      render: (_, row) => (
        <div className="companies-name-cell">
          <Link to={companyDetailPath(row)} data-testid="contact-company-link">
            {companyNameOf(row, locale) || row.stockCode}
          </Link>
          <span className="companies-name-cell__sub">
            {t(`markets.${row.market}`)}
            <DemoTag source={row.source} />
          </span>
        </div>
      ),
    },
    { key: 'companySecretary', title: t('directory.columns.companySecretary'), width: 170, render: (_, row) => row.companySecretary ?? '' },
    { key: 'chairman', title: t('directory.columns.chairman'), width: 150, render: (_, row) => row.chairman ?? '' },
    { key: 'principalOffice', title: t('directory.columns.principalOffice'), width: 240, render: (_, row) => row.principalOffice ?? '' },
    {
      key: 'website',
      title: t('directory.columns.website'),
      width: 180,
      render: (_, row) => {
        const href = safeWebsite(row.website);
        return href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {row.website}
          </a>
        ) : (
          (row.website ?? '')
        );
      },
    },
    { key: 'registrar', title: t('directory.columns.registrar'), width: 200, render: (_, row) => row.registrar ?? '' },
  ];

  return (
    <div className="companies-page">
      <DirectoryFilters list={list} keywordPlaceholder={t('filters.keywordPlaceholder')} />
      {query.data && (
        <Typography.Text type="secondary">{t('list.totalCompanies', { count: query.data.total, total: formatNumber(query.data.total, locale) })}</Typography.Text>
      )}
      <Table<ContactItem>
        rowKey={(row) => `${row.market}:${row.stockCode}`}
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: 1200 }}
        locale={{ emptyText: t('list.emptyCompanies') }}
        pagination={{ current: list.page, pageSize: list.limit, total: query.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS, onChange: list.setPage }}
      />
    </div>
  );
};
