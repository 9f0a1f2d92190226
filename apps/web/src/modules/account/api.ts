import {
  authEndpoints,
  accountEndpoints,
  messagesEndpoints,
  organisationEndpoints,
  verificationEndpoints,
  wechatEndpoints,
  type BusinessCard,
  type CaptchaTicket,
  type CertificationReviewList,
  type CodeSent,
  type CompanyCheckDetail,
  type DevOutbox,
  type EndpointParams,
  type EndpointResult,
  type MessageSwitches,
  type SessionToken,
  type SliderCaptchaChallenge,
  type WechatPoll,
} from '@app/contracts';
import { callEndpoint } from '../../lib/http';

/** Typed calls of the sign-in and account screens (spec §7). */

export const getSliderCaptcha = (): Promise<SliderCaptchaChallenge> => callEndpoint(verificationEndpoints.slider);

/** @throws ApiError errCode -3 when the position is wrong (load a new puzzle) */
export const verifySliderCaptcha = (id: string, x: number, trail: string): Promise<CaptchaTicket> => callEndpoint(verificationEndpoints.verifySlider, { id, x, trail });

/** SMS code types: 1 login, 2 register, 3 bind phone, 4 reset password, 5 change phone. */
export type SmsType = EndpointParams<typeof verificationEndpoints.sendCode>['type'];

export const sendSmsCode = (body: EndpointParams<typeof verificationEndpoints.sendCode> & { captchaTicket: string }): Promise<CodeSent> =>
  callEndpoint(verificationEndpoints.sendCode, body);

export const sendEmailCode = (body: { email: string; captchaTicket?: string }): Promise<CodeSent> => callEndpoint(verificationEndpoints.sendEmailCode, { type: '1', ...body });

export const login = (body: EndpointParams<typeof authEndpoints.login>): Promise<SessionToken> => callEndpoint(authEndpoints.login, body);

export const register = (body: EndpointParams<typeof authEndpoints.register>): Promise<SessionToken> => callEndpoint(authEndpoints.register, body);

export const resetPassword = (body: EndpointParams<typeof authEndpoints.resetPassword>): Promise<null> => callEndpoint(authEndpoints.resetPassword, body);

export const changePassword = (body: EndpointParams<typeof authEndpoints.changePassword>): Promise<null> => callEndpoint(authEndpoints.changePassword, body);

export const startWechat = (mode: 'login' | 'bind'): Promise<EndpointResult<typeof wechatEndpoints.start>> => callEndpoint(wechatEndpoints.start, { mode });

export const pollWechat = (state: string, notKeepSigned: boolean): Promise<WechatPoll> => callEndpoint(wechatEndpoints.poll, { state, notKeepSigned });

export const perfectInfo = (body: EndpointParams<typeof accountEndpoints.perfectInfo>): Promise<null> => callEndpoint(accountEndpoints.perfectInfo, body);

export const changePhoneEmail = (body: EndpointParams<typeof accountEndpoints.changePhoneEmail>): Promise<null> => callEndpoint(accountEndpoints.changePhoneEmail, body);

export const getMessageSwitches = (): Promise<MessageSwitches> => callEndpoint(messagesEndpoints.switches);
export const updateMessageSwitches = (body: EndpointParams<typeof messagesEndpoints.updateSwitches>): Promise<MessageSwitches> =>
  callEndpoint(messagesEndpoints.updateSwitches, body);

export const getDevOutbox = (): Promise<DevOutbox> => callEndpoint(verificationEndpoints.devOutbox, { limit: 50 });

export const updateUser = (body: EndpointParams<typeof accountEndpoints.updateUser>): Promise<null> => callEndpoint(accountEndpoints.updateUser, body);

export const getCertificationDetail = (): Promise<CompanyCheckDetail> => callEndpoint(organisationEndpoints.companyCheckDetail, {});

export const uploadBusinessCard = (file: File): Promise<BusinessCard> => callEndpoint(organisationEndpoints.uploadBusinessCard, { file });

export const submitCertification = (body: EndpointParams<typeof organisationEndpoints.certificationCompany>): Promise<EndpointResult<typeof organisationEndpoints.certificationCompany>> =>
  callEndpoint(organisationEndpoints.certificationCompany, body);

export const listCertifications = (page: number, limit: number, status?: number): Promise<CertificationReviewList> =>
  callEndpoint(organisationEndpoints.listCertifications, { page, limit, status });
export const approveCertification = (id: string): Promise<null> => callEndpoint(organisationEndpoints.approveCertification, { id });
export const rejectCertification = (id: string, reason: string): Promise<null> => callEndpoint(organisationEndpoints.rejectCertification, { id, reason });
