import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, List, Modal, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceCompany } from '@app/contracts';
import { addIcrisServiceCompany, addListedServiceCompany, setDefaultServiceCompany, type ServiceCompanyKind } from '../api';
import { organisationKeys, useServiceCompaniesQuery } from '../queries';
import { StockPicker } from './StockPicker';

const PAGE_SIZE = 10;

export type CompanySwitcherDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After a new default was picked (the app reloads). */
  onSwitched: () => void;
};

/** The service-company switcher (spec §2): listed / non-listed tabs, 10 per page, view current, add more. */
export const CompanySwitcherDialog = ({ open, onClose, onSwitched }: CompanySwitcherDialogProps) => {
  const { t } = useTranslation('account');
  const [kind, setKind] = useState<ServiceCompanyKind>('listed');
  return (
    <Modal open={open} title={t('switcher.title')} footer={null} onCancel={onClose} width={640} destroyOnHidden data-testid="company-switcher">
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as ServiceCompanyKind)}
        items={[
          { key: 'listed', label: t('switcher.listed'), children: <CompanyTab kind="listed" onSwitched={onSwitched} /> },
          { key: 'icris', label: t('switcher.nonListed'), children: <CompanyTab kind="icris" onSwitched={onSwitched} /> },
        ]}
      />
    </Modal>
  );
};

const CompanyTab = ({ kind, onSwitched }: { kind: ServiceCompanyKind; onSwitched: () => void }) => {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [showCurrent, setShowCurrent] = useState(false);
  const [switching, setSwitching] = useState<string>();
  const list = useServiceCompaniesQuery(kind, page, PAGE_SIZE);
  const all = useServiceCompaniesQuery(kind, 1, 1000, showCurrent);
  const current = all.data?.list.find((company) => company.status === 1);

  const pick = async (company: ServiceCompany) => {
    setSwitching(company.id);
    try {
      await setDefaultServiceCompany(kind, company.id);
      onSwitched();
    } catch {
      // shown by the display policy
    } finally {
      setSwitching(undefined);
    }
  };

  const label = (company: ServiceCompany) => (kind === 'listed' ? `${company.stockCode ?? ''} ${company.name}` : `${company.companyNo ?? ''} ${company.name}`);

  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => setShowCurrent((value) => !value)}>{t('switcher.viewCurrent')}</Button>
        <Button icon={<PlusOutlined />} onClick={() => setAdding((value) => !value)} data-testid={`switcher-add-${kind}`}>
          {t('switcher.addMore')}
        </Button>
      </Space>
      {showCurrent && (
        <Alert style={{ marginBottom: 12 }} type="info" showIcon title={current ? `${t('switcher.current')}: ${label(current)}` : t('switcher.noCurrent')} />
      )}
      {adding && <AddCompanyForm kind={kind} onAdded={() => setAdding(false)} />}
      <List
        bordered
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('company.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, size: 'small', hideOnSinglePage: true }}
        renderItem={(company) => (
          <List.Item
            actions={[
              company.status === 1 ? (
                <Tag key="current" color="green" icon={<CheckCircleFilled />}>
                  {t('switcher.current')}
                </Tag>
              ) : (
                <Button key="use" size="small" type="link" loading={switching === company.id} onClick={() => void pick(company)} data-testid="switcher-use">
                  {t('switcher.use')}
                </Button>
              ),
            ]}
          >
            <List.Item.Meta title={label(company)} description={company.job} />
          </List.Item>
        )}
      />
    </div>
  );
};

type AddValues = { stockCode?: string; companyNo?: string; companyNameCn?: string; companyNameEn?: string; job: string };

const AddCompanyForm = ({ kind, onAdded }: { kind: ServiceCompanyKind; onAdded: () => void }) => {
  const { t } = useTranslation(['account', 'errors']);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onFinish = async (values: AddValues) => {
    setBusy(true);
    try {
      if (kind === 'listed') await addListedServiceCompany({ stockCode: values.stockCode ?? '', job: values.job, status: 2 });
      else
        await addIcrisServiceCompany({
          companyNo: values.companyNo ?? '',
          companyNameCn: values.companyNameCn,
          companyNameEn: values.companyNameEn,
          job: values.job,
          status: 2,
        });
      await queryClient.invalidateQueries({ queryKey: organisationKeys.all });
      onAdded();
    } catch {
      // shown by the display policy
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" requiredMark={false} onFinish={(values: AddValues) => void onFinish(values)} style={{ marginBottom: 12 }}>
      {kind === 'listed' ? (
        <Form.Item name="stockCode" label={t('account:fields.listedCompany')} rules={[{ required: true, message: t('errors:validation.selectCompany') }]}>
          <StockPicker />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="companyNo" label={t('account:fields.companyNo')} rules={[{ required: true, pattern: /^[A-Za-z0-9]{1,20}$/, message: t('account:company.companyNoFormat') }]}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="companyNameCn" label={t('account:fields.companyNameCn')}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="companyNameEn"
            label={t('account:fields.companyNameEn')}
            dependencies={['companyNameCn']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule: unknown, value: string | undefined) => {
                  if (!value && !getFieldValue('companyNameCn')) throw new Error(t('errors:validation.companyNameRequired'));
                },
              }),
            ]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </>
      )}
      <Form.Item name="job" label={t('account:fields.job')} rules={[{ required: true, whitespace: true, message: t('account:company.jobRequired') }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Button htmlType="submit" type="primary" loading={busy}>
        {t('account:company.add')}
      </Button>
    </Form>
  );
};
