import { apiGet, apiPost } from '../../lib/http';
import type {
  CaptchaTicket,
  CodeSent,
  DevOutbox,
  MessageSwitches,
  SessionToken,
  SliderCaptchaChallenge,
  WechatPoll,
} from '@app/contracts';

/** Typed calls of the sign-in and account screens (spec §7). */

export const getSliderCaptcha = (): Promise<SliderCaptchaChallenge> => apiPost<SliderCaptchaChallenge>('/common/captcha/slider');

/** @throws ApiError errCode -3 when the position is wrong (load a new puzzle) */
export const verifySliderCaptcha = (id: string, x: number, trail: string): Promise<CaptchaTicket> =>
  apiPost<CaptchaTicket>('/common/captcha/verify', { id, x, trail });

/**
 * SMS code types: 1 login, 2 register, 3 bind phone, 4 reset password, 5 change phone,
 * 6 the signed-in user's current phone (before a phone or e-mail change), 7 a colleague's number an admin adds.
 */
export type SmsType = '1' | '2' | '3' | '4' | '5' | '6' | '7';

export const sendSmsCode = (body: { type: SmsType; phone: string; phoneType: number; captchaTicket: string }): Promise<CodeSent> =>
  apiPost<CodeSent>('/common/sendCode', body);

export const sendEmailCode = (body: { email: string; captchaTicket?: string }): Promise<CodeSent> =>
  apiPost<CodeSent>('/common/sendEmailCode', { type: '1', ...body });

export const login = (body: { loginName: string; phoneType?: number; code?: string; password?: string; notKeepSigned: boolean }): Promise<SessionToken> =>
  apiPost<SessionToken>('/login', body);

export const register = (body: { phone: string; phoneType: number; code: string; password?: string; openId?: string }): Promise<SessionToken> =>
  apiPost<SessionToken>('/regist', body);

export const resetPassword = (body: { phone: string; phoneType: number; code: string; passWord: string }): Promise<unknown> =>
  apiPost<unknown>('/resetPassword', body);

export const changePassword = (body: { oldPassWord?: string; newPassWord: string }): Promise<unknown> =>
  apiPost<unknown>('/au/saasuser/chagePassword', body);

export const startWechat = (mode: 'login' | 'bind'): Promise<{ state: string; authorizeUrl: string; expiresAt: string }> =>
  apiPost('/weixin/qrLogin/start', { mode });

export const pollWechat = (state: string, notKeepSigned: boolean): Promise<WechatPoll> => apiPost<WechatPoll>('/weixin/qrLogin/poll', { state, notKeepSigned });

export const perfectInfo = (body: Record<string, string | number | undefined>): Promise<unknown> => apiPost<unknown>('/au/saasuser/perfectInfo', body);

/** Changes the phone (type 1) or e-mail (type 2); oldPassWord or oldCode (type 6 to the current phone) proves the holder. */
export const changePhoneEmail = (body: {
  type: '1' | '2';
  phone?: string;
  phoneType?: number;
  email?: string;
  code: string;
  oldPassWord?: string;
  oldCode?: string;
}): Promise<unknown> =>
  apiPost<unknown>('/au/saasuser/chagePhoneEmail', body);

export const getMessageSwitches = (): Promise<MessageSwitches> => apiPost<MessageSwitches>('/au/messageSwitch/detail');
export const updateMessageSwitches = (body: Record<string, string | number>): Promise<unknown> => apiPost<unknown>('/au/messageSwitch/update', body);

export const getDevOutbox = (): Promise<DevOutbox> => apiGet<DevOutbox>('/dev/outbox', { limit: 50 });

export const updateUser = (body: { id: string; name?: string; job?: string }): Promise<unknown> => apiPost<unknown>('/au/saasuser/update', body);

