import { LockOutlined, MobileOutlined, WechatOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { login } from '../api';
import { useCompleteSignIn } from '../hooks';
import { PhoneCodeFields } from './PhoneCodeFields';
import { AgreementNotice } from './AgreementNotice';
import { RegisterForm } from './RegisterForm';
import { WechatSignIn, type WechatOutcome } from './WechatSignIn';

type LoginValues = { phoneType: number; phone: string; code?: string; password?: string; keepSigned: boolean };

export type LoginFormProps = {
  /** Where to go after signing in. */
  target: string;
  /** Query string kept on the register / forgot-password links (the redirect). */
  linkSearch?: string;
  onSignedIn?: () => void;
};

/** Sign-in (spec §2): phone + SMS code or password, or a WeChat scan; "keep me signed in". */
export const LoginForm = ({ target, linkSearch = '', onSignedIn }: LoginFormProps) => {
  const { t } = useTranslation(['account', 'errors']);
  const [form] = Form.useForm<LoginValues>();
  const [tab, setTab] = useState<'phone' | 'wechat'>('phone');
  const [byPassword, setByPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [wechatTicket, setWechatTicket] = useState<string>();
  const complete = useCompleteSignIn();

  const finish = (token: string, notKeepSigned: boolean) => {
    complete(token, { notKeepSigned, target });
    onSignedIn?.();
  };

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      const notKeepSigned = !values.keepSigned;
      const reply = await login({
        loginName: values.phone,
        phoneType: values.phoneType,
        ...(byPassword ? { password: values.password } : { code: values.code }),
        notKeepSigned,
      });
      finish(reply.token, notKeepSigned);
    } catch {
      // the display policy showed the server's message
    } finally {
      setSubmitting(false);
    }
  };

  const onWechat = (outcome: WechatOutcome) => {
    if (outcome.kind === 'signedIn') finish(outcome.token, !form.getFieldValue('keepSigned'));
    else if (outcome.kind === 'needsPhone') setWechatTicket(outcome.ticket);
  };

  if (wechatTicket)
    return (
      <div>
        <Alert type="info" showIcon title={t('wechat.needsPhone')} style={{ marginBottom: 16 }} />
        <RegisterForm openId={wechatTicket} target={target} onSignedIn={onSignedIn} />
      </div>
    );

  const phoneTab = (
    <Form form={form} layout="vertical" onFinish={(values) => void onFinish(values)} initialValues={{ keepSigned: true, phoneType: 2 }} requiredMark={false}>
      <PhoneCodeFields smsType="1" withCode={!byPassword} />
      {byPassword && (
        <Form.Item label={t('fields.password')} name="password" rules={[{ required: true, message: t('errors:validation.passwordRequired') }]}>
          <Input.Password placeholder={t('fields.passwordPlaceholder')} autoComplete="current-password" data-testid="password" />
        </Form.Item>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
        <Form.Item name="keepSigned" valuePropName="checked" noStyle>
          <Checkbox>{t('login.keepSigned')}</Checkbox>
        </Form.Item>
        <Button type="link" size="small" onClick={() => setByPassword((value) => !value)} data-testid="toggle-password">
          {byPassword ? t('login.useCode') : t('login.usePassword')}
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to={`/register${linkSearch}`}>{t('login.toRegister')}</Link>
        <Link to={`/findPsw${linkSearch}`}>{t('login.forgotPassword')}</Link>
      </div>
    </Form>
  );

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'phone' | 'wechat')}
        centered
        items={[
          { key: 'phone', label: t('login.phoneTab'), icon: byPassword ? <LockOutlined /> : <MobileOutlined />, children: phoneTab },
          {
            key: 'wechat',
            label: t('login.wechatTab'),
            icon: <WechatOutlined />,
            children: tab === 'wechat' ? <WechatSignIn mode="login" onDone={onWechat} notKeepSigned={() => !form.getFieldValue('keepSigned')} /> : null,
          },
        ]}
      />
      <AgreementNotice action="login" />
    </>
  );
};
