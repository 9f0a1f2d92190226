import type { SaveCertificateBody } from '@app/contracts';
import { Alert, Button, Card, Checkbox, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import * as api from '../api';
import { REMINDER_OFFSET_CHOICES, SECRETARY_NS } from '../constants';
import { useCertificateQuery, usePeopleQuery, useSecretaryMutation } from '../queries';
import { ExpiryTag } from './CertificateRegister';

type Values = Omit<SaveCertificateBody, 'issueDate' | 'expiryDate' | 'id'> & { issueDate?: Dayjs | null; expiryDate?: Dayjs | null };

/** /disAi/cert/businessDetail(?id=…): add or change one certificate or licence. */
export const CertificateDetail = () => {
  const { t } = useTranslation(SECRETARY_NS);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const certificate = useCertificateQuery(id);
  const people = usePeopleQuery();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSecretaryMutation(api.saveCertificate);
  const remove = useSecretaryMutation(api.deleteCertificate);
  if (id && certificate.isError) return <Alert type="warning" showIcon title={t('cert.notFound')} />;
  if (id && !certificate.data) return <Card loading />;
  const current = certificate.data;

  const handleFinish = async (values: Values) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        ...values,
        id: id ?? undefined,
        issueDate: values.issueDate?.format('YYYY-MM-DD'),
        expiryDate: values.expiryDate?.format('YYYY-MM-DD'),
      });
      notify.toast('success', t('cert.saved'));
      navigate('/disAi/cert/business');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    }
  };

  return (
    <Card title={current ? current.name : t('cert.add')} extra={<Link to="/disAi/cert/business">{t('cert.back')}</Link>}>
      {current && <ExpiryTag certificate={current} />}
      <Form<Values>
        layout="vertical"
        style={{ maxWidth: 640, marginTop: 12 }}
        onFinish={handleFinish}
        initialValues={{
          kind: current?.kind ?? 'businessRegistration',
          name: current?.name,
          companyName: current?.companyName,
          number: current?.number ?? undefined,
          issueDate: current?.issueDate ? dayjs(current.issueDate) : undefined,
          expiryDate: current?.expiryDate ? dayjs(current.expiryDate) : undefined,
          holderUserId: current?.holder?.id,
          remark: current?.remark ?? undefined,
          reminderOffsets: current?.reminderOffsets ?? [5, 3, 1],
        }}
      >
        <Form.Item name="kind" label={t('cert.kind')} rules={[{ required: true }]}>
          <Select options={(['businessRegistration', 'incorporation', 'other'] as const).map((kind) => ({ value: kind, label: t(`cert.kind_${kind}`) }))} />
        </Form.Item>
        <Form.Item name="name" label={t('cert.name')} rules={[{ required: true, message: t('cert.name') }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="companyName" label={t('cert.companyName')} rules={[{ required: true, message: t('cert.companyName') }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="number" label={t('cert.number')}>
          <Input maxLength={60} />
        </Form.Item>
        <Space>
          <Form.Item name="issueDate" label={t('cert.issueDate')}>
            <DatePicker format="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item name="expiryDate" label={t('cert.expiryDate')}>
            <DatePicker format="YYYY-MM-DD" />
          </Form.Item>
        </Space>
        <Form.Item name="holderUserId" label={t('cert.holder')}>
          <Select allowClear options={(people.data?.list ?? []).map((person) => ({ value: person.id, label: person.name ?? person.id }))} />
        </Form.Item>
        <Form.Item name="reminderOffsets" label={t('cert.reminders')}>
          <Checkbox.Group options={REMINDER_OFFSET_CHOICES.map((offset) => ({ value: offset, label: t('task.daysBefore', { count: offset }) }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('cert.remark')}>
          <Input.TextArea maxLength={2000} rows={3} />
        </Form.Item>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('actions.save')}
          </Button>
          {id && (
            <Button danger onClick={() => notify.confirm({ content: t('confirm.delete'), okText: t('actions.delete'), cancelText: t('actions.cancel'), onOk: async () => { await remove.mutateAsync(id); navigate('/disAi/cert/business'); } })}>
              {t('actions.delete')}
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
};
