import {
  authEndpoints,
  accountEndpoints,
  verificationEndpoints,
  wechatEndpoints,
  type DevOutbox,
  type EndpointParams,
  type EndpointResult,
  type Locale,
  type SessionToken,
  type WechatPoll,
} from '@app/contracts';
import { callEndpoint } from '../../lib/http';

/** Typed calls of the sign-in and account screens (spec §7). */

export const login = (body: EndpointParams<typeof authEndpoints.login>): Promise<SessionToken> => callEndpoint(authEndpoints.login, body);

export const register = (body: EndpointParams<typeof authEndpoints.register>): Promise<SessionToken> => callEndpoint(authEndpoints.register, body);

export const resetPassword = (body: EndpointParams<typeof authEndpoints.resetPassword>): Promise<null> => callEndpoint(authEndpoints.resetPassword, body);

export const changePassword = (body: EndpointParams<typeof authEndpoints.changePassword>): Promise<null> => callEndpoint(authEndpoints.changePassword, body);

export const startWechat = (mode: 'login' | 'bind'): Promise<EndpointResult<typeof wechatEndpoints.start>> => callEndpoint(wechatEndpoints.start, { mode });

export const pollWechat = (state: string, notKeepSigned: boolean): Promise<WechatPoll> => callEndpoint(wechatEndpoints.poll, { state, notKeepSigned });

export const perfectInfo = (body: EndpointParams<typeof accountEndpoints.perfectInfo>): Promise<null> => callEndpoint(accountEndpoints.perfectInfo, body);

/** Changes the phone (type 1) or e-mail (type 2); oldPassWord or oldCode (type 6 to the current phone) proves the holder. */
export const changePhoneEmail = (body: EndpointParams<typeof accountEndpoints.changePhoneEmail>): Promise<null> => callEndpoint(accountEndpoints.changePhoneEmail, body);

export const getDevOutbox = (): Promise<DevOutbox> => callEndpoint(verificationEndpoints.devOutbox, { limit: 50 });

export const updateUser = (body: EndpointParams<typeof accountEndpoints.updateUser>): Promise<null> => callEndpoint(accountEndpoints.updateUser, body);


/** Keeps the interface language chosen with the account (issue 18): reminders, notices and digests follow it. */
export const updateLanguage = (locale: Locale): Promise<null> => callEndpoint(accountEndpoints.updateLanguage, { locale }, { timeoutMs: 5000 });
