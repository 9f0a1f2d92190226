import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganisationLimits, type CompanyDetail, type UpdateCompanyBody } from '@app/contracts';
import { ACCOUNT_TYPES, AccountType } from '@app/domain';
import { useLocale } from '../../../i18n';
import { formatDay } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { PageSpinner } from '../../../ui';
import { sessionKeys } from '../../auth';
import { updateAccountType, updateCompany } from '../api';
import { organisationKeys, useCompanyDetailQuery } from '../queries';
import { StockPicker } from './StockPicker';

/** Certification state colours (spec §4: 0 unverified, 1 under review, 2 verified, 3 failed). */
const CERTIFICATION_COLOR: Record<number, string> = { 0: 'default', 1: 'blue', 2: 'green', 3: 'red' };

export type CompanyBaseInfoProps = {
  /** After the account type changed: the roles change with it (spec §6), so the caller moves on. */
  onAccountTypeChanged: () => void;
};

/**
 * /manage/comp/baseInfo (spec §2, §7 /au/company/*): the company's details,
 * its certification state and account type; the administrator edits the
 * stored fields and may change the type once a year.
 */
export const CompanyBaseInfo = ({ onAccountTypeChanged }: CompanyBaseInfoProps) => {
  const { t } = useTranslation('account');
  const detail = useCompanyDetailQuery();
  if (!detail.data) return detail.isError ? null : <PageSpinner label={t('common:loading')} />;
  return (
    <div className="account-card" style={{ display: 'grid', gap: 16, maxWidth: 880 }}>
      <CompanySummary company={detail.data} />
      <CompanyFieldsForm company={detail.data} />
      <AccountTypeForm company={detail.data} onChanged={onAccountTypeChanged} />
    </div>
  );
};

const CompanySummary = ({ company }: { company: CompanyDetail }) => {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <Card title={t('baseInfo.title')}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('fields.accountType')}>{company.type ? t(`accountTypes.${company.type}`) : t('person.notSet')}</Descriptions.Item>
        <Descriptions.Item label={t('baseInfo.companyName')}>{company.companyName || company.shortName || t('person.notSet')}</Descriptions.Item>
        {company.stockCode && <Descriptions.Item label={t('serviceCompanies.columns.stockCode')}>{company.stockCode}</Descriptions.Item>}
        {company.listedCompany?.listingDate && (
          <Descriptions.Item label={t('baseInfo.listingDate')}>{formatDay(company.listedCompany.listingDate, locale)}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('person.certification')}>
          <Tag color={CERTIFICATION_COLOR[company.checkStatus]} data-testid="certification-status">
            {t(`certification.status.${company.checkStatus}`)}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
};

type FieldValues = Required<Pick<UpdateCompanyBody, 'companyNameCn' | 'companyNameEn' | 'shortName' | 'registAddress'>>;

/** The stored fields (updateCompany); a listed company's names come from the listing catalogue. */
const CompanyFieldsForm = ({ company }: { company: CompanyDetail }) => {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const namesFromCatalogue = company.type === AccountType.ListedCompany;

  const handleFinish = async (values: FieldValues) => {
    setBusy(true);
    try {
      const names = namesFromCatalogue ? {} : { companyNameCn: values.companyNameCn, companyNameEn: values.companyNameEn };
      const updated = await updateCompany({ companyId: company.companyId, ...names, shortName: values.shortName, registAddress: values.registAddress });
      queryClient.setQueryData(organisationKeys.companyDetail(), updated);
      // the header shows the company's name
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      notify.toast('success', t('person.saved'));
    } catch {
      // the display policy showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('baseInfo.fieldsTitle')}>
      <Form<FieldValues>
        layout="vertical"
        requiredMark={false}
        initialValues={{
          companyNameCn: company.companyNameCn ?? '',
          companyNameEn: company.companyNameEn ?? '',
          shortName: company.shortName ?? '',
          registAddress: company.registAddress ?? '',
        }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item name="companyNameCn" label={t('fields.companyNameCn')} extra={namesFromCatalogue ? t('baseInfo.namesFromCatalogue') : undefined}>
          <Input maxLength={OrganisationLimits.companyNameMax} disabled={namesFromCatalogue} />
        </Form.Item>
        <Form.Item name="companyNameEn" label={t('fields.companyNameEn')}>
          <Input maxLength={OrganisationLimits.companyNameMax} disabled={namesFromCatalogue} />
        </Form.Item>
        <Form.Item name="shortName" label={t('baseInfo.shortName')}>
          <Input maxLength={OrganisationLimits.shortNameMax} />
        </Form.Item>
        <Form.Item name="registAddress" label={t('baseInfo.registAddress')}>
          <Input.TextArea maxLength={OrganisationLimits.addressMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="company-save">
          {t('person.save')}
        </Button>
      </Form>
    </Card>
  );
};

type TypeValues = { type: number; stockCode?: string; companyName?: string };

/** updateAccountType: once a year (spec §4); when it is too soon the server's message says from when. */
const AccountTypeForm = ({ company, onChanged }: { company: CompanyDetail; onChanged: () => void }) => {
  const { t } = useTranslation(['account', 'errors']);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TypeValues>();
  const type = Form.useWatch('type', form);
  const [busy, setBusy] = useState(false);

  const change = async (values: TypeValues) => {
    setBusy(true);
    try {
      await updateAccountType(values.type === AccountType.ListedCompany ? { type: values.type, stockCode: values.stockCode } : { type: values.type, companyName: values.companyName });
      notify.toast('success', t('account:baseInfo.typeChanged'));
      await queryClient.invalidateQueries();
      onChanged();
    } catch {
      // the display policy showed the server's message (e.g. once a year)
    } finally {
      setBusy(false);
    }
  };

  const handleFinish = (values: TypeValues) =>
    notify.confirm({
      title: t('account:baseInfo.changeType'),
      content: t('account:baseInfo.changeConfirm', { type: t(`account:accountTypes.${values.type}`) }),
      okText: t('account:baseInfo.changeType'),
      cancelText: t('account:actions.cancel'),
      onOk: () => change(values),
    });

  return (
    <Card title={t('account:baseInfo.typeTitle')}>
      <div style={{ display: 'grid', gap: 12 }}>
        <Typography.Text type="secondary">{t('account:baseInfo.onceAYear')}</Typography.Text>
        {company.accountTypeChangeableFrom && (
          <Alert type="info" showIcon title={t('account:baseInfo.changeableFrom', { date: formatDay(company.accountTypeChangeableFrom, locale) })} data-testid="changeable-from" />
        )}
        <Form form={form} layout="vertical" requiredMark={false} initialValues={{ type: company.type ?? undefined }} onFinish={handleFinish}>
          <Form.Item name="type" label={t('account:fields.accountType')} rules={[{ required: true, message: t('errors:validation.accountType') }]}>
            <Select data-testid="base-info-type" options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`account:accountTypes.${value}`) }))} />
          </Form.Item>
          {type === AccountType.ListedCompany ? (
            <Form.Item name="stockCode" label={t('account:fields.listedCompany')} rules={[{ required: true, message: t('errors:validation.selectCompany') }]}>
              <StockPicker />
            </Form.Item>
          ) : (
            <Form.Item
              name="companyName"
              label={t('account:fields.companyName')}
              rules={[{ required: company.type === AccountType.ListedCompany, whitespace: true, message: t('errors:validation.companyNameRequired') }]}
            >
              <Input maxLength={OrganisationLimits.certificationCompanyNameMax} data-testid="base-info-company-name" />
            </Form.Item>
          )}
          <Button htmlType="submit" loading={busy} disabled={type === company.type} data-testid="change-type">
            {t('account:baseInfo.changeType')}
          </Button>
        </Form>
      </div>
    </Card>
  );
};
