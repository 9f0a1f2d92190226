import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeButton, smsCodeSender, type SmsType } from '../../verification';
import { PHONE_REGIONS, checkCode, checkPhone, toRule } from '../../../lib/form-checks';

export type PhoneCodeValues = { phoneType: number; phone: string; code: string };

/** Region + phone, and the SMS code with its "Get code" button, inside an AntD form. */
export const PhoneCodeFields = ({ smsType, withCode = true }: { smsType: SmsType; withCode?: boolean }) => {
  const { t } = useTranslation(['account', 'errors']);
  const form = Form.useFormInstance<PhoneCodeValues>();
  const translate = (key: string) => t(key);

  const { beforeCaptcha, send } = smsCodeSender(form, smsType);

  return (
    <>
      <Form.Item label={t('account:fields.phone')} required>
        <Space.Compact block>
          <Form.Item name="phoneType" noStyle initialValue={2}>
            <Select
              style={{ width: 100 }}
              aria-label={t('account:fields.region')}
              options={PHONE_REGIONS.map((region) => ({ value: region.value, label: region.prefix }))}
            />
          </Form.Item>
          <Form.Item name="phone" noStyle rules={[toRule(checkPhone, translate)]}>
            <Input placeholder={t('account:fields.phonePlaceholder')} autoComplete="tel" inputMode="tel" data-testid="phone" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      {withCode && (
        <Form.Item label={t('account:fields.code')} required>
          <Space.Compact block>
            <Form.Item name="code" noStyle rules={[toRule(checkCode, translate)]}>
              <Input placeholder={t('account:fields.codePlaceholder')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid="code" />
            </Form.Item>
            <SendCodeButton beforeCaptcha={beforeCaptcha} send={send} />
          </Space.Compact>
        </Form.Item>
      )}
    </>
  );
};
