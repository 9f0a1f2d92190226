import Cookies from 'js-cookie';

/** Every cookie the web reads or writes, in one place. */
export const CookieNames = {
  token: 'token',
  language: 'language',
  cookieConsent: 'cookieConsent',
  sidebarStatus: 'sidebarStatus',
  size: 'size',
  middleWidth: 'middleWidth',
} as const;

export type CookieName = (typeof CookieNames)[keyof typeof CookieNames];

/** Reads a cookie; undefined when it is not set. */
export const readCookie = (name: CookieName): string | undefined => Cookies.get(name);

/** Writes a cookie for the whole site; `days` omitted means a session cookie. */
export const writeCookie = (name: CookieName, value: string, days?: number): void => {
  Cookies.set(name, value, { path: '/', sameSite: 'Lax', ...(days === undefined ? {} : { expires: days }) });
};

/** Removes a cookie written by `writeCookie`. */
export const removeCookie = (name: CookieName): void => {
  Cookies.remove(name, { path: '/' });
};
