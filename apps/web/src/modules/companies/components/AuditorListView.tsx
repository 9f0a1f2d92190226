import { DEFAULT_PAGE_SIZE, type AuditorItem, type ListedCompanyItem } from '@app/contracts';
import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { COMPANIES_NS, PAGE_SIZE_OPTIONS } from '../constants';
import { companyDetailPath, companyNameOf } from '../display';
import { useListState } from '../hooks/useListState';
import { useAuditorClientsQuery, useAuditorsQuery } from '../queries';
import { DemoTag } from './CompanyTags';
import { DirectoryFilters } from './DirectoryFilters';
import '../companies.css';

const FIELDS = ['keyword', 'market'] as const;

/** The client companies of one firm, paged on their own (opened from the firm's row). */
const AuditorClients = ({ name, market }: { name: string; market: string | undefined }) => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const query = useAuditorClientsQuery({ name, market, ...paging });
  const columns: TableColumnsType<ListedCompanyItem> = [
    { key: 'stockCode', title: t('columns.stockCode'), width: 100, render: (_, row) => <Link to={companyDetailPath(row)}>{row.stockCode}</Link> },
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, row) => (
        <>
          <Link to={companyDetailPath(row)} data-testid="auditor-client-link">
            {companyNameOf(row, locale) || row.stockCode}
          </Link>
          <DemoTag source={row.source} />
        </>
      ),
    },
    { key: 'market', title: t('columns.market'), width: 110, render: (_, row) => t(`markets.${row.market}`) },
  ];
  return (
    <Table<ListedCompanyItem>
      rowKey={(row) => `${row.market}:${row.stockCode}`}
      size="small"
      columns={columns}
      dataSource={query.data?.list ?? []}
      loading={query.isFetching}
      locale={{ emptyText: t('directory.noClients') }}
      pagination={{
        current: paging.page,
        pageSize: paging.limit,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
      }}
    />
  );
};

/** Accounting firms (/disData/acc/list): the auditors of listed companies, most clients first; a firm opens to its clients. */
export const AuditorListView = () => {
  const { t } = useTranslation(COMPANIES_NS);
  const locale = useLocale();
  const list = useListState(FIELDS);
  const query = useAuditorsQuery({ ...list.filters, page: list.page, limit: list.limit });
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const toggle = (name: string) => setExpanded((current) => (current.includes(name) ? current.filter((key) => key !== name) : [...current, name]));

  const columns: TableColumnsType<AuditorItem> = [
    {
      key: 'firm',
      title: t('directory.columns.firm'),
      render: (_, row) => (
        <Space size={4} wrap>
          <Button type="link" className="companies-link-button" onClick={() => toggle(row.name)} aria-expanded={expanded.includes(row.name)} data-testid="auditor-firm">
            {row.displayName}
          </Button>
          <DemoTag source={row.source} />
        </Space>
      ),
    },
    { key: 'clients', title: t('directory.columns.clients'), width: 120, className: 'companies-number', render: (_, row) => formatNumber(row.clients, locale) },
    {
      key: 'sample',
      title: t('directory.columns.sampleClients'),
      render: (_, row) => (
        <Space size={[12, 0]} wrap>
          {row.sample.map((client) => (
            <Link key={`${client.market}:${client.stockCode}`} to={companyDetailPath(client)}>
              {client.stockCode} {companyNameOf(client, locale)}
            </Link>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <div className="companies-page">
      <DirectoryFilters list={list} keywordPlaceholder={t('directory.firmPlaceholder')} />
      {query.data && <Typography.Text type="secondary">{t('directory.totalFirms', { count: query.data.total, total: formatNumber(query.data.total, locale) })}</Typography.Text>}
      <Table<AuditorItem>
        rowKey="name"
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={{ x: 800 }}
        locale={{ emptyText: t('directory.emptyFirms') }}
        expandable={{
          expandedRowKeys: expanded,
          onExpand: (_, row) => toggle(row.name),
          expandedRowRender: (row) => <AuditorClients name={row.name} market={list.filters.market} />,
        }}
        pagination={{ current: list.page, pageSize: list.limit, total: query.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS, onChange: list.setPage }}
      />
    </div>
  );
};
