import { apiPost } from '../../lib/http';
import type { UserInfo } from '@app/contracts';

/**
 * Loads the signed-in user's account and company (spec §7).
 * @throws ApiError when the token is not valid (the display policy already ran)
 */
export const getUserInfo = (): Promise<UserInfo> => apiPost<UserInfo>('/au/saasuser/getUserInfo');

/** Ends the session on the server (spec §7 POST /exit). */
export const exitSession = (): Promise<unknown> => apiPost<unknown>('/exit');
