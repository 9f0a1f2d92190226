import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Modal, Popconfirm, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceCompany } from '@app/contracts';
import { notify } from '../../../lib/notify';
import { deleteServiceCompany, setDefaultServiceCompany, type ServiceCompanyKind } from '../api';
import { useServiceCompaniesQuery } from '../queries';
import { AddServiceCompanyForm } from './AddServiceCompanyForm';

/** Spec §9 page sizes (default 20). */
const PAGE_SIZES = [10, 20, 30, 50];
const DEFAULT_PAGE_SIZE = 20;

export type ServiceCompanyManagerProps = {
  kind: ServiceCompanyKind;
  onKindChange: (kind: ServiceCompanyKind) => void;
};

/**
 * /manage/serveCom/set (spec §2, §7): the user's client companies, listed and
 * Hong Kong non-listed, each a paged list to add to, remove from and pick the
 * one default of. Server refusals are shown by the display policy.
 */
export const ServiceCompanyManager = ({ kind, onKindChange }: ServiceCompanyManagerProps) => {
  const { t } = useTranslation('account');
  return (
    <Card title={t('serviceCompanies.title')} data-testid="service-company-manager">
      <Typography.Paragraph type="secondary">{t('serviceCompanies.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={kind}
        onChange={(key) => onKindChange(key as ServiceCompanyKind)}
        destroyOnHidden
        items={[
          { key: 'listed', label: t('switcher.listed'), children: <CompanyTable kind="listed" /> },
          { key: 'icris', label: t('switcher.nonListed'), children: <CompanyTable kind="icris" /> },
        ]}
      />
    </Card>
  );
};

const CompanyTable = ({ kind }: { kind: ServiceCompanyKind }) => {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<string>();
  const list = useServiceCompaniesQuery(kind, page, pageSize);

  /** The default company shows in the header and scopes other pages: everything reloads its data. */
  const change = async (company: ServiceCompany, work: () => Promise<unknown>, successKey: string) => {
    setBusyId(company.id);
    try {
      await work();
      notify.toast('success', t(successKey, { name: company.name }));
      await queryClient.invalidateQueries();
    } catch {
      // the display policy showed the server's message
    } finally {
      setBusyId(undefined);
    }
  };

  const identity: TableColumnsType<ServiceCompany> =
    kind === 'listed'
      ? [
          { key: 'stockCode', title: t('serviceCompanies.columns.stockCode'), dataIndex: 'stockCode', width: 110 },
          { key: 'name', title: t('serviceCompanies.columns.name'), dataIndex: 'name' },
        ]
      : [
          { key: 'companyNo', title: t('serviceCompanies.columns.companyNo'), dataIndex: 'companyNo', width: 130 },
          { key: 'companyNameCn', title: t('fields.companyNameCn'), dataIndex: 'companyNameCn' },
          { key: 'companyNameEn', title: t('fields.companyNameEn'), dataIndex: 'companyNameEn' },
        ];
  const columns: TableColumnsType<ServiceCompany> = [
    ...identity,
    { key: 'job', title: t('fields.job'), dataIndex: 'job' },
    {
      key: 'status',
      title: t('serviceCompanies.columns.default'),
      width: 120,
      render: (_value, company) =>
        company.status === 1 ? (
          <Tag color="green" icon={<CheckCircleFilled />} data-testid={`default-${company.id}`}>
            {t('serviceCompanies.default')}
          </Tag>
        ) : (
          <Button size="small" type="link" loading={busyId === company.id} onClick={() => void change(company, () => setDefaultServiceCompany(kind, company.id), 'serviceCompanies.defaultChanged')} data-testid={`set-default-${company.id}`}>
            {t('serviceCompanies.setDefault')}
          </Button>
        ),
    },
    {
      key: 'actions',
      title: t('serviceCompanies.columns.actions'),
      width: 100,
      render: (_value, company) => (
        <Popconfirm
          title={t('serviceCompanies.deleteConfirm', { name: company.name })}
          okText={t('company.delete')}
          cancelText={t('actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => change(company, () => deleteServiceCompany(kind, company.id), 'serviceCompanies.removed')}
        >
          <Button size="small" type="link" danger data-testid={`delete-${company.id}`}>
            {t('company.delete')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid={`service-company-add-${kind}`}>
          {t('switcher.addMore')}
        </Button>
      </Space>
      <Table<ServiceCompany>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isLoading}
        locale={{ emptyText: t('company.empty') }}
        pagination={{
          current: page,
          pageSize,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          onChange: (nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          },
        }}
      />
      <Modal open={adding} title={t('serviceCompanies.addTitle')} footer={null} onCancel={() => setAdding(false)} destroyOnHidden>
        <AddServiceCompanyForm
          kind={kind}
          onAdded={() => {
            setAdding(false);
            notify.toast('success', t('serviceCompanies.added'));
          }}
        />
      </Modal>
    </>
  );
};
