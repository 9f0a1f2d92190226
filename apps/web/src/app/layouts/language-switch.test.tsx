import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountEndpoints } from '@app/contracts';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserPage } from '../../modules/auth';
import { bodiesSentTo, renderApp, replyFor, resetAppState, signedInUserReply } from '../../test-utils';

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetAppState();
  reload = vi.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
});
afterEach(() => reload.mockRestore());

describe('LanguageSwitch (issue 18: the language is kept with the account)', () => {
  it('stores a signed-in user’s choice on the server, then in the cookie, then reloads', async () => {
    Cookies.set('token', 'real-token');
    const { sent } = await renderApp('/home', 'en', {
      '/au/saasuser/getUserInfo': signedInUserReply(),
      '/au/saasuser/updateLanguage': replyFor(accountEndpoints.updateLanguage, null),
    });
    await screen.findByRole('button', { name: 'Account menu' });
    await userEvent.click(screen.getByRole('button', { name: '简' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(bodiesSentTo(sent, '/au/saasuser/updateLanguage')).toEqual([expect.objectContaining({ locale: 'zh-CN' })]);
    expect(Cookies.get('language')).toBe('zh-CN');
  });

  it('a visitor’s choice stays in the cookie only', async () => {
    const { sent } = await renderApp('/home', 'en');
    await userEvent.click(await screen.findByRole('button', { name: '繁' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(bodiesSentTo(sent, '/au/saasuser/updateLanguage')).toEqual([]);
    expect(Cookies.get('language')).toBe('zh-HK');
  });
});

describe('the language kept with the account (spec §1: the stored choice wins)', () => {
  it('a browser without a choice of its own takes the account’s language once and reloads in it', async () => {
    Cookies.set('token', 'real-token');
    await renderApp('/home', 'en', { '/au/saasuser/getUserInfo': signedInUserReply({ user: { locale: 'zh-CN' } }) });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(Cookies.get('language')).toBe('zh-CN');
  });

  it('a choice made in this browser wins over the account’s', async () => {
    Cookies.set('token', 'real-token');
    Cookies.set('language', 'en');
    await renderApp('/home', 'en', { '/au/saasuser/getUserInfo': signedInUserReply({ user: { locale: 'zh-CN' } }) });
    await screen.findByRole('button', { name: 'Account menu' });
    expect(reload).not.toHaveBeenCalled();
    expect(Cookies.get('language')).toBe('en');
  });
});
