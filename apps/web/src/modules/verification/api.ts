import { verificationEndpoints, type CaptchaTicket, type CodeSent, type EndpointParams, type SliderCaptchaChallenge } from '@app/contracts';
import { callEndpoint } from '../../lib/http';

/** Typed calls of the slider captcha and the SMS and e-mail codes (server module: verification). */

export const getSliderCaptcha = (): Promise<SliderCaptchaChallenge> => callEndpoint(verificationEndpoints.slider);

/** @throws ApiError errCode -3 when the position is wrong (load a new puzzle) */
export const verifySliderCaptcha = (id: string, x: number, trail: string): Promise<CaptchaTicket> => callEndpoint(verificationEndpoints.verifySlider, { id, x, trail });

/**
 * SMS code types: 1 login, 2 register, 3 bind phone, 4 reset password, 5 change phone,
 * 6 the signed-in user's current phone (before a phone or e-mail change), 7 a colleague's number an admin adds.
 */
export type SmsType = EndpointParams<typeof verificationEndpoints.sendCode>['type'];

export const sendSmsCode = (body: EndpointParams<typeof verificationEndpoints.sendCode> & { captchaTicket: string }): Promise<CodeSent> =>
  callEndpoint(verificationEndpoints.sendCode, body);

export const sendEmailCode = (body: { email: string; captchaTicket?: string }): Promise<CodeSent> => callEndpoint(verificationEndpoints.sendEmailCode, { type: '1', ...body });

