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

/** Whether the page was served over HTTPS: then every cookie is `Secure` (never sent over plain HTTP). */
const servedOverHttps = (): boolean => typeof window !== 'undefined' && window.location.protocol === 'https:';

/**
 * Writes a cookie for the whole site; `days` omitted means a session cookie. `Secure` when the
 * page is served over HTTPS (the token cookie included; the server reads the token only from the
 * `token` header or form field, never from this cookie).
 */
export const writeCookie = (name: CookieName, value: string, days?: number): void => {
  Cookies.set(name, value, { path: '/', sameSite: 'Lax', ...(servedOverHttps() ? { secure: true } : {}), ...(days === undefined ? {} : { expires: days }) });
};

/** Removes a cookie written by `writeCookie`. */
export const removeCookie = (name: CookieName): void => {
  Cookies.remove(name, { path: '/', ...(servedOverHttps() ? { secure: true } : {}) });
};
