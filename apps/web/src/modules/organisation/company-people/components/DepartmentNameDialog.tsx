import { CompanyDepartmentLimits } from '@app/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANISATION_NS } from '../constants';

export type DepartmentNameDialogProps = {
  title: string;
  initialName?: string;
  /** Resolves true when saved; the server's message (e.g. a duplicate name) is shown by the reply policy. */
  onSubmit: (name: string) => Promise<boolean>;
  onClose: () => void;
};

/** Asks for a department name (spec §3: up to 60 characters). */
export const DepartmentNameDialog = ({ title, initialName, onSubmit, onClose }: DepartmentNameDialogProps) => {
  const { t } = useTranslation(ORGANISATION_NS);
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);

  const handleFinish = async ({ name }: { name: string }) => {
    setBusy(true);
    const saved = await onSubmit(name.trim());
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Modal open title={title} okText={t('actions.save')} cancelText={t('actions.cancel')} confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ name: initialName }} onFinish={(values) => void handleFinish(values)}>
        <Form.Item
          name="name"
          label={t('org.name')}
          rules={[
            { required: true, whitespace: true, message: t('org.nameRequired') },
            { max: CompanyDepartmentLimits.nameMax, message: t('form.tooLong', { max: CompanyDepartmentLimits.nameMax }) },
          ]}
        >
          <Input autoFocus count={{ show: true, max: CompanyDepartmentLimits.nameMax }} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
