import { accountEndpoints, authEndpoints, type UserInfo } from '@app/contracts';
import { callEndpoint } from '../../lib/http';

/**
 * Loads the signed-in user's account and company (spec §7).
 * @throws ApiError when the token is not valid (the display policy already ran)
 */
export const getUserInfo = (): Promise<UserInfo> => callEndpoint(accountEndpoints.getUserInfo);

/** Ends the session on the server (spec §7 POST /exit). */
export const exitSession = (): Promise<null> => callEndpoint(authEndpoints.exit);
