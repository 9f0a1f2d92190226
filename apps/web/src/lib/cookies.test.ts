import { COOKIE_CONSENT_DAYS, LANGUAGE_COOKIE_DAYS } from '@app/domain';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieNames, readCookie, removeCookie, writeCookie } from './cookies';

afterEach(() => vi.restoreAllMocks());

describe('cookies', () => {
  it('writes a site-wide cookie with the given lifetime in days', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeCookie(CookieNames.cookieConsent, '1', COOKIE_CONSENT_DAYS);
    expect(set).toHaveBeenCalledWith('cookieConsent', '1', { path: '/', sameSite: 'Lax', expires: 99_999 });
    writeCookie(CookieNames.language, 'zh-HK', LANGUAGE_COOKIE_DAYS);
    expect(set).toHaveBeenLastCalledWith('language', 'zh-HK', { path: '/', sameSite: 'Lax', expires: 730 });
  });

  it('marks cookies Secure when the page is served over HTTPS', () => {
    const set = vi.spyOn(Cookies, 'set');
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'https:' });
    writeCookie(CookieNames.token, 'abc', 7);
    expect(set).toHaveBeenCalledWith('token', 'abc', { path: '/', sameSite: 'Lax', secure: true, expires: 7 });
  });

  it('reads and removes a cookie', () => {
    writeCookie(CookieNames.size, 'small');
    expect(readCookie(CookieNames.size)).toBe('small');
    removeCookie(CookieNames.size);
    expect(readCookie(CookieNames.size)).toBeUndefined();
  });
});
