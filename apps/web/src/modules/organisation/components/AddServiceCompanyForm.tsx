import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addIcrisServiceCompany, addListedServiceCompany, type ServiceCompanyKind } from '../api';
import { organisationKeys } from '../queries';
import { StockPicker } from './StockPicker';

type AddValues = { stockCode?: string; companyNo?: string; companyNameCn?: string; companyNameEn?: string; job: string };

export type AddServiceCompanyFormProps = { kind: ServiceCompanyKind; onAdded: () => void };

/**
 * Adds a client company (spec §5: a company and the user's position are
 * required): a listed one picked by stock search, or a Hong Kong non-listed
 * one by registry number and name. It is not made the default.
 */
export const AddServiceCompanyForm = ({ kind, onAdded }: AddServiceCompanyFormProps) => {
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
