import { Form, Input } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { checkConfirmPassword, checkNewPassword, toRule } from '../../../lib/form-checks';

/**
 * New password + confirmation (spec §5): 6-18 characters without Chinese;
 * a confirmation that does not match is cleared.
 */
export const PasswordFields = ({ name = 'password', optional = false }: { name?: string; optional?: boolean }) => {
  const { t } = useTranslation(['account', 'errors']);
  const form = Form.useFormInstance();
  const translate = (key: string) => t(key);
  /** Set after a mismatch cleared the confirmation, so the empty field keeps the mismatch message. */
  const mismatch = useRef(false);
  return (
    <>
      <Form.Item
        label={t('account:fields.newPassword')}
        name={name}
        extra={t('account:fields.passwordHint')}
        rules={[toRule((value) => (optional && !value ? undefined : checkNewPassword(value)), translate)]}
      >
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        label={t('account:fields.confirmPassword')}
        name="confirmPassword"
        dependencies={[name]}
        // checked on leaving the field and on submit: checked per keystroke, the first character would already be a mismatch and be cleared
        validateTrigger="onBlur"
        rules={[
          {
            validator: async (_rule: unknown, value: string | undefined) => {
              const password = form.getFieldValue(name) as string | undefined;
              if (optional && !password && !value) return;
              if (!value && mismatch.current) throw new Error(translate('account:validation.passwordMismatch'));
              mismatch.current = false;
              const key = checkConfirmPassword(password, value);
              if (key) {
                // spec §5: a wrong confirmation is cleared; its message stays
                if (value) {
                  mismatch.current = true;
                  setTimeout(() => form.setFields([{ name: 'confirmPassword', value: '' }]), 0);
                }
                throw new Error(translate(key));
              }
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
    </>
  );
};
