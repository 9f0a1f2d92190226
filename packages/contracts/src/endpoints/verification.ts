import { defineEndpoint } from '../endpoint';
import {
  CaptchaTicketSchema,
  CheckCodeBodySchema,
  CheckEmailCodeBodySchema,
  CodeCheckedSchema,
  CodeSentSchema,
  DevOutboxQuerySchema,
  DevOutboxSchema,
  SendCodeBodySchema,
  SendEmailCodeBodySchema,
  SliderCaptchaSchema,
  VerifySliderCaptchaBodySchema,
} from '../verification';

/** Slider captcha, SMS and e-mail codes (spec §4, §7), and the development outbox. */
export const verificationEndpoints = {
  slider: defineEndpoint({ path: '/common/captcha/slider', response: SliderCaptchaSchema }),
  verifySlider: defineEndpoint({ path: '/common/captcha/verify', request: VerifySliderCaptchaBodySchema, response: CaptchaTicketSchema }),
  sendCode: defineEndpoint({ path: '/common/sendCode', request: SendCodeBodySchema, response: CodeSentSchema }),
  checkCode: defineEndpoint({ path: '/common/checkCode', request: CheckCodeBodySchema, response: CodeCheckedSchema }),
  sendEmailCode: defineEndpoint({ path: '/common/sendEmailCode', request: SendEmailCodeBodySchema, response: CodeSentSchema }),
  checkEmailCode: defineEndpoint({ path: '/common/checkEmailCode', request: CheckEmailCodeBodySchema, response: CodeCheckedSchema }),
  /** Development only (SMS_PROVIDER or MAIL_PROVIDER=dev). */
  devOutbox: defineEndpoint({ method: 'GET', path: '/dev/outbox', request: DevOutboxQuerySchema, response: DevOutboxSchema }),
};
