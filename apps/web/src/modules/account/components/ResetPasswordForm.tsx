import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { resetPassword } from '../api';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeFields } from './PhoneCodeFields';

type ResetValues = { phoneType: number; phone: string; code: string; password: string };

/** Forgotten password: phone + SMS code (type 4) + the new password twice. */
export const ResetPasswordForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<ResetValues>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: ResetValues) => {
    setSubmitting(true);
    try {
      await resetPassword({ phone: values.phone, phoneType: values.phoneType, code: values.code, passWord: values.password });
      notify.toast('success', t('findPassword.done'));
      onDone();
    } catch {
      // the display policy showed the server's message
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)} initialValues={{ phoneType: 2 }} requiredMark={false}>
      <PhoneCodeFields smsType="4" />
      <PasswordFields />
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="reset-submit">
        {t('findPassword.submit')}
      </Button>
    </Form>
  );
};
