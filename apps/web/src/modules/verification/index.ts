export * as verificationApi from './api';
export type { SmsType } from './api';
export { SendCodeButton } from './components/SendCodeButton';
export { SliderCaptcha } from './components/SliderCaptcha';
export { emailCodeSender, smsCodeSender, type PhoneFieldNames } from './code-senders';
