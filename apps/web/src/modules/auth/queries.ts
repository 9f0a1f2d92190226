import type { Locale, UserInfo } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { detectLocale, storeLocale } from '../../i18n';
import { CookieNames, readCookie } from '../../lib/cookies';
import { isVisitorToken } from '../../lib/http';
import { getUserInfo } from './api';
import { browserPage } from './browser-page';

export const sessionKeys = {
  all: ['session'] as const,
  userInfo: (token: string | undefined) => [...sessionKeys.all, 'userInfo', token ?? ''] as const,
};

/**
 * Spec §1 (the stored choice wins) and issue 18: a browser with no language choice of its own takes the
 * one kept with the account (chosen on another device) once: it is stored here, and the page reloads
 * in it when it differs from the language this page was loaded in. A choice made in this browser wins.
 */
export const adoptAccountLocale = (accountLocale: Locale | null): void => {
  if (!accountLocale || readCookie(CookieNames.language)) return;
  const current = detectLocale();
  storeLocale(accountLocale);
  if (accountLocale !== current) browserPage.reload();
};

const loadUserInfo = async (): Promise<UserInfo> => {
  const info = await getUserInfo();
  adoptAccountLocale(info.sassUser.locale);
  return info;
};

/** User info for a real token; disabled for visitors. */
export const useUserInfoQuery = (token: string | undefined) =>
  useQuery({
    queryKey: sessionKeys.userInfo(token),
    queryFn: loadUserInfo,
    enabled: !isVisitorToken(token),
    retry: false,
    staleTime: 5 * 60_000,
  });
