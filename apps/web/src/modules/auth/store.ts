import { TOKEN_DAYS_KEEP_SIGNED, TOKEN_DAYS_NOT_KEEP_SIGNED, VISITOR_TOKEN } from '@app/domain';
import { CookieNames, readCookie, removeCookie, writeCookie } from '../../lib/cookies';
import { createExternalStore, useExternalStore } from '../../lib/store';

/**
 * The session token: the cookie `token` mirrored in one external store. Roles
 * and user details are derived from the user-info query (server state), never
 * kept here.
 */
const tokenStore = createExternalStore<string | undefined>(readCookie(CookieNames.token));
/** Set when the server rejected the session (9999/9998) or user info failed: the app leaves for /login, then resets. */
const invalidStore = createExternalStore(false);

export const sessionStore = {
  getToken: (): string | undefined => tokenStore.get(),
  subscribe: tokenStore.subscribe,
  /** Stores a signed-in token: 3 days with 'notKeepSigned', else 7 (spec §4). */
  signIn: (token: string, options: { notKeepSigned?: boolean } = {}): void => {
    writeCookie(CookieNames.token, token, options.notKeepSigned ? TOKEN_DAYS_NOT_KEEP_SIGNED : TOKEN_DAYS_KEEP_SIGNED);
    invalidStore.set(false);
    tokenStore.set(token);
  },
  /** Spec §4: a non-public route opened without a token continues as visitor. */
  enterAsVisitor: (): void => {
    writeCookie(CookieNames.token, VISITOR_TOKEN, TOKEN_DAYS_KEEP_SIGNED);
    tokenStore.set(VISITOR_TOKEN);
  },
  /** Forgets the token (logout, invalid session, failed user info). */
  reset: (): void => {
    removeCookie(CookieNames.token);
    invalidStore.set(false);
    tokenStore.set(undefined);
  },
  /** Marks the session as rejected; SessionWatcher goes to /login and then resets it. */
  invalidate: (): void => invalidStore.set(true),
  /** Re-reads the cookie (tests, other tabs). */
  reload: (): void => tokenStore.set(readCookie(CookieNames.token)),
};

/** The current token (re-renders when it changes). */
export const useSessionToken = (): string | undefined => useExternalStore(tokenStore);

/** True after the session was rejected, until it is reset. */
export const useSessionInvalid = (): boolean => useExternalStore(invalidStore);
