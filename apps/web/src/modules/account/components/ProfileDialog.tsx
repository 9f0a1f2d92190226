import { Button, Form, Input, Modal, Result, Select, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, AccountType } from '@app/domain';
import { ServiceCompanyEditor, StockPicker } from '../../organisation';
import { changePassword, perfectInfo } from '../api';
import { EmailCodeField } from './EmailCodeField';
import type { ProfileTab } from '../profile-steps';
import { checkEmail, toRule } from '../../../lib/form-checks';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeFields } from './PhoneCodeFields';

export type ProfileStepsProps = {
  tab: ProfileTab;
  /** The user already has a password: tab 3 only confirms it and finishes. */
  passwordSet: boolean;
  /** A step was saved; `companyType` is the type chosen on tab 1. */
  onSaved: (tab: ProfileTab, companyType?: number) => Promise<void> | void;
};

export type ProfileDialogProps = ProfileStepsProps & {
  /** Tabs 0 and 1 may be left for later; the service-company and password steps are mandatory. */
  onClose?: () => void;
};

/** Translation keys of the four tabs (spec §2): 0 phone, 1 company, 2 client companies, 3 password. */
export const PROFILE_TAB_KEYS = ['phone', 'company', 'serviceCompanies', 'password'] as const;

/** The profile-completion dialog (spec §2/§4); its title is the current tab's title. */
export const ProfileDialog = ({ tab, passwordSet, onClose, onSaved }: ProfileDialogProps) => {
  const { t } = useTranslation('account');
  const closable = tab <= 1 && onClose !== undefined;
  return (
    <Modal
      open
      title={t(`profile.${PROFILE_TAB_KEYS[tab]}.title`)}
      footer={null}
      closable={closable}
      maskClosable={false}
      keyboard={closable}
      onCancel={closable ? onClose : undefined}
      width={560}
      data-testid="profile-dialog"
    >
      <ProfileSteps tab={tab} passwordSet={passwordSet} onSaved={onSaved} />
    </Modal>
  );
};

/** The step bar and the current tab's form: the dialog's body, also shown on /perfectInfo. */
export const ProfileSteps = ({ tab, passwordSet, onSaved }: ProfileStepsProps) => {
  const { t } = useTranslation('account');
  return (
    <>
      <Steps size="small" current={tab} style={{ marginBottom: 24 }} items={PROFILE_TAB_KEYS.map((key) => ({ title: t(`profile.${key}.step`) }))} />
      <div data-testid={`profile-tab-${tab}`}>
        {tab === 0 && <PhoneStep onSaved={() => onSaved(0)} />}
        {tab === 1 && <CompanyStep onSaved={(type) => onSaved(1, type)} />}
        {tab === 2 && <ServiceCompanyEditor saveLabel={t('profile.next')} onSaved={() => void onSaved(2)} />}
        {tab === 3 && (passwordSet ? <PasswordAlreadySet onFinish={() => onSaved(3)} /> : <PasswordStep onSaved={() => onSaved(3)} />)}
      </div>
    </>
  );
};

/** Runs a save and keeps the button busy meanwhile; failures were shown by the display policy. */
const useSubmit = () => {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // shown by the display policy
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};

const PhoneStep = ({ onSaved }: { onSaved: () => Promise<void> | void }) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ phone: string; phoneType: number; code: string }>();
  const { busy, run } = useSubmit();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ phoneType: 2 }}
      onFinish={(values) => void run(async () => {
        await perfectInfo({ phone: values.phone, phoneType: values.phoneType, code: values.code });
        await onSaved();
      })}
    >
      <PhoneCodeFields smsType="3" />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('profile.next')}
      </Button>
    </Form>
  );
};

type CompanyValues = { type: number; stockCode?: string; companyName?: string; name?: string; email?: string; emailCode?: string; job?: string };

const CompanyStep = ({ onSaved }: { onSaved: (type: number) => Promise<void> | void }) => {
  const { t } = useTranslation(['account', 'errors']);
  const [form] = Form.useForm<CompanyValues>();
  const type = Form.useWatch('type', form);
  const email = Form.useWatch('email', form);
  const { busy, run } = useSubmit();
  const translate = (key: string) => t(key);
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void run(async () => {
        await perfectInfo({
          type: values.type,
          ...(values.type === AccountType.ListedCompany ? { stockCode: values.stockCode } : { companyName: values.companyName }),
          name: values.name,
          email: values.email,
          emailCode: values.email ? values.emailCode : undefined,
          job: values.job,
        });
        await onSaved(values.type);
      })}
    >
      <Form.Item name="type" label={t('account:fields.accountType')} rules={[{ required: true, message: t('errors:validation.accountType') }]}>
        <Select
          data-testid="account-type"
          placeholder={t('account:fields.accountTypePlaceholder')}
          options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`account:accountTypes.${value}`) }))}
        />
      </Form.Item>
      {type === AccountType.ListedCompany ? (
        <Form.Item name="stockCode" label={t('account:fields.listedCompany')} rules={[{ required: true, message: t('errors:validation.selectCompany') }]}>
          <StockPicker />
        </Form.Item>
      ) : (
        <Form.Item
          name="companyName"
          label={t('account:fields.companyName')}
          rules={[{ required: true, whitespace: true, message: t('errors:validation.companyNameRequired') }]}
        >
          <Input maxLength={30} data-testid="company-name" />
        </Form.Item>
      )}
      <Form.Item name="name" label={t('account:fields.name')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="email" label={t('account:fields.email')} rules={[toRule((value) => (value ? checkEmail(value) : undefined), translate)]}>
        <Input maxLength={120} data-testid="profile-email" />
      </Form.Item>
      {email ? <EmailCodeField name="emailCode" hint={t('account:profile.emailCodeHint')} /> : null}
      <Form.Item name="job" label={t('account:fields.job')}>
        <Input maxLength={20} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="profile-company-next">
        {t('account:profile.next')}
      </Button>
    </Form>
  );
};

/** Sets the first password (no old password needed); Enter submits. */
export const PasswordStep = ({ onSaved }: { onSaved: () => Promise<void> | void }) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ password: string }>();
  const { busy, run } = useSubmit();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void run(async () => {
        await changePassword({ newPassWord: values.password });
        await onSaved();
      })}
    >
      <PasswordFields />
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="password-submit">
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
};

/** Tab 3 for a user who already has a password (spec §4: tab 3 still follows tabs 1 and 2). */
const PasswordAlreadySet = ({ onFinish }: { onFinish: () => Promise<void> | void }) => {
  const { t } = useTranslation('account');
  const { busy, run } = useSubmit();
  return (
    <Result
      status="success"
      title={t('profile.password.alreadySet')}
      subTitle={t('profile.password.alreadySetHint')}
      extra={
        <Button type="primary" loading={busy} onClick={() => void run(async () => onFinish())} data-testid="profile-finish">
          {t('profile.finish')}
        </Button>
      }
    />
  );
};
