import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { register } from '../api';
import { useCompleteSignIn } from '../hooks';
import { AgreementNotice } from './AgreementNotice';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeFields } from './PhoneCodeFields';

type RegisterValues = { phoneType: number; phone: string; code: string; password?: string };

/** A new account from a phone and its SMS code (type 2), optionally with a password; openId binds a WeChat scan. */
export const RegisterForm = ({ target, openId, onSignedIn }: { target: string; openId?: string; onSignedIn?: () => void }) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const complete = useCompleteSignIn();

  const onFinish = async (values: RegisterValues) => {
    setSubmitting(true);
    try {
      const reply = await register({ phone: values.phone, phoneType: values.phoneType, code: values.code, password: values.password || undefined, openId });
      complete(reply.token, { target });
      onSignedIn?.();
    } catch {
      // the display policy showed the server's message
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)} initialValues={{ phoneType: 2 }} requiredMark={false}>
      <PhoneCodeFields smsType="2" />
      <PasswordFields optional />
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
        {t('register.submit')}
      </Button>
      <AgreementNotice action="register" />
    </Form>
  );
};
