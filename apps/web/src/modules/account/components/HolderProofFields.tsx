import { Alert, Form, Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendCodeButton, smsCodeSender } from '../../verification';
import { PHONE_REGIONS, checkCode, checkPhone, toRule } from '../../../lib/form-checks';

/** The form fields HolderProofFields adds: the current password, or the current phone and the code texted to it. */
export type HolderProofValues = { oldPassWord?: string; oldPhone?: string; oldPhoneType?: number; oldCode?: string };

/**
 * Before a phone or e-mail change the user proves they hold the account: the current password, or a code
 * texted to the current phone (sendCode type 6, which goes only to the signed-in user's own number).
 * An account with neither (WeChat sign-in only) shows nothing.
 */
export const HolderProofFields = ({ passwordSet, hasPhone }: { passwordSet: boolean; hasPhone: boolean }) => {
  const { t } = useTranslation(['account', 'errors']);
  const form = Form.useFormInstance<HolderProofValues>();
  const [mode, setMode] = useState<'password' | 'code'>(passwordSet ? 'password' : 'code');
  const translate = (key: string) => t(key);
  if (!passwordSet && !hasPhone) return null;

  const { beforeCaptcha, send } = smsCodeSender(form, '6', { phone: 'oldPhone', phoneType: 'oldPhoneType' });

  return (
    <>
      <Alert type="info" showIcon message={t('account:holderProof.hint')} style={{ marginBottom: 16 }} />
      {passwordSet && hasPhone && (
        <Form.Item>
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value as 'password' | 'code')}
            options={[
              { value: 'password', label: t('account:holderProof.byPassword') },
              { value: 'code', label: t('account:holderProof.byCode') },
            ]}
          />
        </Form.Item>
      )}
      {mode === 'password' ? (
        <Form.Item name="oldPassWord" label={t('account:fields.oldPassword')} rules={[{ required: true, message: t('errors:validation.passwordRequired') }]}>
          <Input.Password autoComplete="current-password" data-testid="old-password" />
        </Form.Item>
      ) : (
        <>
          <Form.Item label={t('account:holderProof.currentPhone')} required>
            <Space.Compact block>
              <Form.Item name="oldPhoneType" noStyle initialValue={2}>
                <Select style={{ width: 100 }} aria-label={t('account:fields.region')} options={PHONE_REGIONS.map((region) => ({ value: region.value, label: region.prefix }))} />
              </Form.Item>
              <Form.Item name="oldPhone" noStyle rules={[toRule(checkPhone, translate)]}>
                <Input autoComplete="tel" inputMode="tel" data-testid="old-phone" />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
          <Form.Item label={t('account:holderProof.currentPhoneCode')} required>
            <Space.Compact block>
              <Form.Item name="oldCode" noStyle rules={[toRule(checkCode, translate)]}>
                <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder={t('account:fields.codePlaceholder')} data-testid="old-code" />
              </Form.Item>
              <SendCodeButton beforeCaptcha={beforeCaptcha} send={send} />
            </Space.Compact>
          </Form.Item>
        </>
      )}
    </>
  );
};
