import { Form, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyPerson } from '@app/contracts';
import { CompanyPersonLimits } from '@app/contracts';
import type { PersonFields } from '../api';
import { COMPANY_PEOPLE_NS, PHONE_REGIONS } from '../constants';

export type PersonFormDialogProps = {
  /** The account to edit; none to add one. */
  person?: CompanyPerson;
  onSubmit: (values: PersonFields) => Promise<boolean>;
  onClose: () => void;
};

// Stored phones carry their prefix (852…); the form edits the local number.
const localNumber = (phone: string | null | undefined) => {
  if (!phone) return undefined;
  const region = PHONE_REGIONS.find((candidate) => phone.startsWith(candidate.prefix.slice(1)));
  return { phone: region ? phone.slice(region.prefix.length - 1) : phone, phoneType: region?.value ?? 2 };
};

/** Adds or edits an account: name, phone with region, e-mail, position (spec §3 Company person). */
export const PersonFormDialog = ({ person, onSubmit, onClose }: PersonFormDialogProps) => {
  const { t } = useTranslation(COMPANY_PEOPLE_NS);
  const [form] = Form.useForm<PersonFields>();
  const [busy, setBusy] = useState(false);
  const stored = localNumber(person?.phone);

  const handleFinish = async (values: PersonFields) => {
    setBusy(true);
    const saved = await onSubmit({
      name: values.name.trim(),
      phone: values.phone.trim(),
      phoneType: values.phoneType,
      email: values.email?.trim() || undefined,
      job: values.job?.trim() || undefined,
    });
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Modal open title={t(person ? 'form.editTitle' : 'form.addTitle')} okText={t('actions.save')} cancelText={t('actions.cancel')} confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: person?.name ?? undefined, phone: stored?.phone, phoneType: stored?.phoneType ?? 2, email: person?.email ?? undefined, job: person?.job ?? undefined }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item name="name" label={t('form.name')} rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }, { max: CompanyPersonLimits.nameMax, message: t('form.tooLong', { max: CompanyPersonLimits.nameMax }) }]}>
          <Input count={{ show: true, max: CompanyPersonLimits.nameMax }} />
        </Form.Item>
        <Form.Item label={t('form.phone')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="phoneType" noStyle>
              <Select style={{ width: 110 }} aria-label={t('form.phoneRegion')} options={PHONE_REGIONS.map((region) => ({ value: region.value, label: region.prefix }))} />
            </Form.Item>
            <Form.Item name="phone" noStyle rules={[{ required: true, whitespace: true, message: t('form.phoneRequired') }]}>
              <Input aria-label={t('form.phone')} maxLength={CompanyPersonLimits.phoneMax} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="email" label={t('form.email')} rules={[{ type: 'email', message: t('form.emailInvalid') }]}>
          <Input maxLength={CompanyPersonLimits.emailMax} />
        </Form.Item>
        <Form.Item name="job" label={t('form.job')} rules={[{ max: CompanyPersonLimits.jobMax, message: t('form.tooLong', { max: CompanyPersonLimits.jobMax }) }]}>
          <Input count={{ show: true, max: CompanyPersonLimits.jobMax }} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
