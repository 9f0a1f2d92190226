import type { QueryClient } from '@tanstack/react-query';
import { isVisitorToken } from '../../lib/http';
import { exitSession } from './api';
import { sessionKeys } from './queries';
import { sessionStore } from './store';

/**
 * Spec §4 logout: with a signed-in token the server session is ended first,
 * otherwise the token is just reset. The caller then goes to /login.
 */
export const logOut = async (queryClient: QueryClient): Promise<void> => {
  if (!isVisitorToken(sessionStore.getToken())) {
    try {
      await exitSession();
    } catch {
      // the local session ends even when the server call fails
    }
  }
  sessionStore.reset();
  queryClient.removeQueries({ queryKey: sessionKeys.all });
};

/** Spec §4/§8: clears token and cached user info (roles derive from it). */
export const clearSession = (queryClient: QueryClient): void => {
  sessionStore.reset();
  queryClient.removeQueries({ queryKey: sessionKeys.all });
};

/** Builds /login?redirect=… for a full path. */
export const loginPathFor = (redirect: string | undefined): string =>
  redirect && redirect !== '/login' && !redirect.startsWith('/login?') ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';

/** The redirect the login guard keeps in the query (`?redirect=`), when it is a same-site path. */
export const savedRedirectOf = (search: string): string | undefined => {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : undefined;
};

export { browserPage } from './browser-page';
