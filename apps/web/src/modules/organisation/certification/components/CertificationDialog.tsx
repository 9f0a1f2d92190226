import { InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Result, Select, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, AccountType } from '@app/domain';
import { checkEmail, toRule } from '../../../../lib/form-checks';
import { notify } from '../../../../lib/notify';
import { StockPicker } from '../../components/StockPicker';
import { sessionKeys, useSession } from '../../../auth';
import { submitCertification, uploadBusinessCard } from '../api';
import { certificationKeys, useCertificationDetailQuery } from '../queries';

const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg'];

type CertificationValues = { name: string; phone: string; userCompanyName: string; job?: string; email?: string; type: number; stockCode?: string };

/**
 * Account certification (spec §2/§5): upload a business card (png/jpeg up to
 * 10 MB; OCR fills the form), complete the form, submit; shows the state
 * (under review, certified, failed with its reason and resubmission).
 */
export const CertificationDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation(['account', 'errors']);
  const detail = useCertificationDetailQuery(open);
  const company = useSession().userInfo?.sassCompany;
  // the form starts from the account as it is: its type and, for a listed company, its stock
  const initialValues: Partial<CertificationValues> = {
    type: company?.type ?? undefined,
    stockCode: company?.type === AccountType.ListedCompany ? (company.stockCode ?? undefined) : undefined,
  };
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CertificationValues>();
  const type = Form.useWatch('type', form);
  const [filePath, setFilePath] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [resubmit, setResubmit] = useState(false);
  const translate = (key: string) => t(key);

  const onUpload = async (file: File) => {
    if (!TYPES.includes(file.type)) return notify.toast('warning', t('account:certification.fileType'));
    if (file.size > MAX_BYTES) return notify.toast('warning', t('account:certification.fileSize'));
    setUploading(true);
    try {
      const card = await uploadBusinessCard(file);
      setFilePath(card.filePath);
      const recognised = { name: card.name, phone: card.phone, userCompanyName: card.companyName, job: card.job, email: card.email };
      form.setFieldsValue(Object.fromEntries(Object.entries(recognised).filter(([, value]) => value)) as Partial<CertificationValues>);
    } catch {
      // shown by the display policy
    } finally {
      setUploading(false);
    }
  };

  const onFinish = async (values: CertificationValues) => {
    if (!filePath) return notify.toast('warning', t('account:certification.cardRequired'));
    setSubmitting(true);
    try {
      await submitCertification({ ...values, stockCode: values.type === AccountType.ListedCompany ? values.stockCode : undefined, filePath });
      notify.toast('success', t('account:certification.submitted'));
      setResubmit(false);
      await queryClient.invalidateQueries({ queryKey: certificationKeys.detail() });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    } catch {
      // shown by the display policy
    } finally {
      setSubmitting(false);
    }
  };

  const request = detail.data?.request;
  const status = detail.data?.checkStatus ?? 0;
  const showForm = detail.data && (resubmit || (detail.data.canSubmit && status !== 3));

  let body;
  if (!detail.data) body = <Spin />;
  else if (showForm)
    body = (
      <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={(values) => void onFinish(values)}>
        <Form.Item label={t('account:certification.card')} required>
          <Upload.Dragger
            accept="image/png,image/jpeg"
            showUploadList={false}
            beforeUpload={(file) => {
              void onUpload(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">{uploading ? <Spin /> : <InboxOutlined />}</p>
            <p>{filePath ? t('account:certification.cardUploaded') : t('account:certification.cardHint')}</p>
          </Upload.Dragger>
        </Form.Item>
        <Form.Item name="type" label={t('account:fields.accountType')} rules={[{ required: true, message: t('errors:validation.accountType') }]}>
          <Select options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`account:accountTypes.${value}`) }))} />
        </Form.Item>
        {type === AccountType.ListedCompany && (
          <Form.Item name="stockCode" label={t('account:fields.listedCompany')} rules={[{ required: true, message: t('errors:validation.selectCompany') }]}>
            <StockPicker />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('account:fields.name')} rules={[{ required: true, whitespace: true, message: t('account:certification.nameRequired') }]}>
          <Input maxLength={20} showCount data-testid="certification-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('account:fields.phone')} rules={[{ required: true, whitespace: true, message: t('errors:validation.phoneRequired') }]}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item
          name="userCompanyName"
          label={t('account:fields.companyName')}
          rules={[{ required: true, whitespace: true, message: t('errors:validation.companyNameRequired') }]}
        >
          <Input maxLength={30} showCount data-testid="certification-company" />
        </Form.Item>
        <Form.Item name="job" label={t('account:fields.job')}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="email" label={t('account:fields.email')} rules={[toRule((value) => (value ? checkEmail(value) : undefined), translate)]}>
          <Input maxLength={120} data-testid="certification-email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} data-testid="certification-submit">
          {t('account:certification.submit')}
        </Button>
      </Form>
    );
  else if (status === 3)
    body = (
      <Result
        status="error"
        title={t('account:certification.status.3')}
        subTitle={request?.reason ? t('account:certification.reason', { reason: request.reason }) : undefined}
        extra={
          <Button type="primary" onClick={() => setResubmit(true)} data-testid="certification-resubmit">
            {t('account:certification.resubmit')}
          </Button>
        }
      />
    );
  else
    body = (
      <Result
        data-testid={`certification-status-${status}`}
        status={status === 2 ? 'success' : 'info'}
        title={t(`account:certification.status.${status}`)}
        subTitle={request ? `${request.userCompanyName} · ${request.name}` : undefined}
      />
    );

  return (
    <Modal open={open} title={t('account:certification.title')} footer={null} onCancel={onClose} width={560} destroyOnHidden>
      {detail.data?.canSubmit === false && status === 0 && <Alert type="info" title={t('account:certification.cannotSubmit')} />}
      {body}
    </Modal>
  );
};
