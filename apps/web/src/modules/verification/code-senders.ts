import type { FormInstance } from 'antd';
import { sendEmailCode, sendSmsCode, type SmsType } from './api';

/** True when the step succeeded; a failed call has already been shown to the user by the API client. */
const succeeds = async (step: () => Promise<unknown>): Promise<boolean> => {
  try {
    await step();
    return true;
  } catch {
    return false;
  }
};

/** Names of the form fields that hold the number a code goes to. */
export type PhoneFieldNames = { phone: string; phoneType: string };

/**
 * The two steps of a SendCodeButton over a form's phone fields: check the number before the
 * slider captcha, then text the code of `type` to it with the captcha ticket.
 */
export const smsCodeSender = (form: FormInstance, type: SmsType, fields: PhoneFieldNames = { phone: 'phone', phoneType: 'phoneType' }) => ({
  beforeCaptcha: () => succeeds(() => form.validateFields([fields.phone])),
  send: (captchaTicket: string) =>
    succeeds(() =>
      sendSmsCode({ type, phone: String(form.getFieldValue(fields.phone) ?? '').trim(), phoneType: form.getFieldValue(fields.phoneType) as number, captchaTicket }),
    ),
});

/** The same for the e-mail code of the form's `email` field (which must be filled in and valid). */
export const emailCodeSender = (form: FormInstance) => ({
  beforeCaptcha: async () => (await succeeds(() => form.validateFields(['email']))) && Boolean(form.getFieldValue('email')),
  send: (captchaTicket: string) => succeeds(() => sendEmailCode({ email: form.getFieldValue('email') as string, captchaTicket })),
});
