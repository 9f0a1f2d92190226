import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeButton, emailCodeSender } from '../../verification';
import { checkCode, toRule } from '../../../lib/form-checks';

/**
 * The code e-mailed to the form's `email` field, with its "Get code" button (slider captcha first):
 * an address is bound only with the code sent to it.
 */
export const EmailCodeField = ({ name = 'code', hint }: { name?: string; hint?: string }) => {
  const { t } = useTranslation(['account', 'errors']);
  const form = Form.useFormInstance<Record<string, string>>();
  const translate = (key: string) => t(key);
  const { beforeCaptcha, send } = emailCodeSender(form);
  return (
    <Form.Item label={t('account:fields.emailCode')} required extra={hint}>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={[toRule(checkCode, translate)]}>
          <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" placeholder={t('account:fields.codePlaceholder')} data-testid="email-code" />
        </Form.Item>
        <SendCodeButton beforeCaptcha={beforeCaptcha} send={send} />
      </Space.Compact>
    </Form.Item>
  );
};
