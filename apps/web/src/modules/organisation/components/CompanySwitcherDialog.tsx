import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceCompany } from '@app/contracts';
import { setDefaultServiceCompany, type ServiceCompanyKind } from '../api';
import { useServiceCompaniesQuery } from '../queries';
import { AddServiceCompanyForm } from './AddServiceCompanyForm';

const PAGE_SIZE = 10;

export type CompanySwitcherDialogProps = {
  open: boolean;
  onClose: () => void;
  /** After `company` became the default (the app reloads). */
  onSwitched: (company: ServiceCompany, kind: ServiceCompanyKind) => void;
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

const CompanyTab = ({ kind, onSwitched }: { kind: ServiceCompanyKind; onSwitched: CompanySwitcherDialogProps['onSwitched'] }) => {
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
      onSwitched(company, kind);
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
      {adding && <AddServiceCompanyForm kind={kind} onAdded={() => setAdding(false)} />}
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
