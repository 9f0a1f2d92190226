import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@app/contracts';
import { CertificationStatus, VipStatus } from '@app/domain';
import { notify } from '../../../lib/notify';
import { sessionKeys, toNumber } from '../../auth';
import { changePassword, changePhoneEmail, updateUser } from '../api';
import { accountDialogs } from '../dialog-state';
import { checkEmail, toRule } from '../../../lib/form-checks';
import { EmailCodeField } from './EmailCodeField';
import { HolderProofFields, type HolderProofValues } from './HolderProofFields';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeFields } from './PhoneCodeFields';

type Editing = 'phone' | 'email' | 'password' | 'profile' | undefined;

const CERTIFICATION_COLOR: Record<number, string> = { 0: 'default', 1: 'blue', 2: 'green', 3: 'red' };

/** /manage/person/info (spec §2): profile, phone, e-mail, password, certification and membership. */
export const PersonInfo = ({ userInfo }: { userInfo: UserInfo }) => {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState<Editing>();
  const user = userInfo.sassUser;
  const certification = toNumber(userInfo.sassCompany?.certificationCheckStatus) ?? 0;
  const vipStatus = toNumber(user.vipStatus) ?? 0;
  const canCertify = certification === CertificationStatus.Unverified || certification === CertificationStatus.Failed;
  const close = () => setEditing(undefined);

  return (
    <div className="person-info account-card" style={{ display: 'grid', gap: 16, maxWidth: 880 }}>
      <Card title={t('person.profile')} extra={<Button onClick={() => setEditing('profile')}>{t('person.edit')}</Button>}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('fields.phone')}>
            <Space>
              <span data-testid="person-phone">{user.phone || t('person.notSet')}</span>
              <Button size="small" type="link" onClick={() => setEditing('phone')}>
                {t('person.change')}
              </Button>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.email')}>
            <Space>
              <span>{user.email || t('person.notSet')}</span>
              <Button size="small" type="link" onClick={() => setEditing('email')}>
                {user.email ? t('person.change') : t('person.bind')}
              </Button>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.name')}>{user.name || t('person.notSet')}</Descriptions.Item>
          <Descriptions.Item label={t('fields.job')}>{user.job || t('person.notSet')}</Descriptions.Item>
          <Descriptions.Item label={t('fields.password')}>
            <Space>
              <span>{user.passwordSet ? t('person.passwordSet') : t('person.notSet')}</span>
              <Button size="small" type="link" onClick={() => setEditing('password')}>
                {t('person.changePassword')}
              </Button>
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('person.certification')}>
        <Space>
          <Tag color={CERTIFICATION_COLOR[certification]} data-testid={`certification-state-${certification}`}>
            {t(`certification.status.${certification}`)}
          </Tag>
          <Button type={canCertify ? 'primary' : 'default'} onClick={() => accountDialogs.open('certification')} data-testid="open-certification">
            {canCertify ? t('person.certify') : t('person.viewCertification')}
          </Button>
        </Space>
      </Card>
      <Card title={t('person.membership')}>
        <Space>
          <Tag color={vipStatus === VipStatus.Free ? 'default' : 'gold'}>{t(`person.vip.${vipStatus === VipStatus.Vip ? 1 : vipStatus === VipStatus.CompanyMember ? 3 : 0}`)}</Tag>
          {user.vipExpiresAt && <span>{t('person.vipUntil', { date: user.vipExpiresAt.slice(0, 10) })}</span>}
        </Space>
      </Card>
      {editing === 'phone' && <ChangePhoneDialog holder={holderOf(user)} onClose={close} />}
      {editing === 'email' && <ChangeEmailDialog holder={holderOf(user)} onClose={close} />}
      {editing === 'password' && <ChangePasswordDialog passwordSet={user.passwordSet} onClose={close} />}
      {editing === 'profile' && <EditProfileDialog userInfo={userInfo} onClose={close} />}
    </div>
  );
};

type Holder = { passwordSet: boolean; hasPhone: boolean };
const holderOf = (user: UserInfo['sassUser']): Holder => ({ passwordSet: Boolean(user.passwordSet), hasPhone: Boolean(user.phone) });
const proofOf = (values: HolderProofValues) => ({ oldPassWord: values.oldPassWord, oldCode: values.oldCode });

/** Saves, reloads user info and closes; failures were shown by the display policy. */
const useSave = (onClose: () => void) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const save = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      notify.toast('success', t('person.saved'));
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      onClose();
    } catch {
      // shown by the display policy
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
};

const ChangePhoneDialog = ({ holder, onClose }: { holder: Holder; onClose: () => void }) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ phone: string; phoneType: number; code: string } & HolderProofValues>();
  const { busy, save } = useSave(onClose);
  return (
    <Modal open title={t('person.changePhone')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okText={t('person.save')}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ phoneType: 2 }}
        onFinish={(values) => void save(() => changePhoneEmail({ type: '1', phone: values.phone, phoneType: values.phoneType, code: values.code, ...proofOf(values) }))}
      >
        <HolderProofFields {...holder} />
        <PhoneCodeFields smsType="5" />
      </Form>
    </Modal>
  );
};

const ChangeEmailDialog = ({ holder, onClose }: { holder: Holder; onClose: () => void }) => {
  const { t } = useTranslation(['account', 'errors']);
  const [form] = Form.useForm<{ email: string; code: string } & HolderProofValues>();
  const { busy, save } = useSave(onClose);
  const translate = (key: string) => t(key);
  return (
    <Modal open title={t('account:person.changeEmail')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okText={t('account:person.save')}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void save(() => changePhoneEmail({ type: '2', email: values.email, code: values.code, ...proofOf(values) }))}
      >
        <HolderProofFields {...holder} />
        <Form.Item name="email" label={t('account:fields.email')} rules={[toRule(checkEmail, translate)]}>
          <Input maxLength={120} />
        </Form.Item>
        <EmailCodeField />
      </Form>
    </Modal>
  );
};

const ChangePasswordDialog = ({ passwordSet, onClose }: { passwordSet: boolean; onClose: () => void }) => {
  const { t } = useTranslation(['account', 'errors']);
  const [form] = Form.useForm<{ oldPassword?: string; password: string }>();
  const { busy, save } = useSave(onClose);
  return (
    <Modal open title={t('account:person.changePassword')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okText={t('account:person.save')}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void save(() => changePassword({ oldPassWord: values.oldPassword, newPassWord: values.password }))}
      >
        {passwordSet && (
          <Form.Item name="oldPassword" label={t('account:fields.oldPassword')} rules={[{ required: true, message: t('errors:validation.passwordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        )}
        <PasswordFields />
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
};

const EditProfileDialog = ({ userInfo, onClose }: { userInfo: UserInfo; onClose: () => void }) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ name?: string; job?: string }>();
  const { busy, save } = useSave(onClose);
  return (
    <Modal open title={t('person.editProfile')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okText={t('person.save')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: userInfo.sassUser.name ?? '', job: userInfo.sassUser.job ?? '' }}
        onFinish={(values) => void save(() => updateUser({ id: userInfo.sassUser.id, name: values.name, job: values.job }))}
      >
        <Form.Item name="name" label={t('fields.name')}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="job" label={t('fields.job')}>
          <Input maxLength={20} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
};
