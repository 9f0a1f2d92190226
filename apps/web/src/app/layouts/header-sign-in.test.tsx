import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authEndpoints } from '@app/contracts';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountDialogs } from '../../modules/account';
import { currentPath, renderApp, replyFor, resetAppState, signedInUserReply } from '../../test-utils';

const userInfo = signedInUserReply({ user: { openId: 'wx-open-id', exp3: 2 } });

beforeEach(() => resetAppState());
afterEach(() => accountDialogs.close());

describe('header sign-in (spec §2: register and login links, login dialog)', () => {
  it('opens the login dialog in place instead of leaving the page', async () => {
    const { router } = await renderApp('/home');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    // the link still names /login for new-tab clicks
    expect(signIn.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/home')}`);
    await userEvent.click(signIn);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByTestId('phone')).toBeTruthy();
    expect(currentPath(router)).toBe('/home');
  });

  it('stays on the current page with the new session after signing in', async () => {
    const { router, sent } = await renderApp('/home?from=header', 'en', {
      '/login': replyFor(authEndpoints.login, { token: 'new-token', expiresAt: '2026-12-25T00:00:00.000Z', isNewUser: false }, 'ok'),
      '/au/saasuser/getUserInfo': userInfo,
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('toggle-password'));
    await userEvent.type(within(dialog).getByTestId('phone'), '91234567');
    await userEvent.type(await within(dialog).findByTestId('password'), 'secret123');
    await userEvent.click(within(dialog).getByTestId('login-submit'));

    await waitFor(() => expect(Cookies.get('token')).toBe('new-token'));
    expect(sent.find((request) => request.path === '/login')?.body.get('password')).toBe('secret123');
    // the header now shows the signed-in widgets, on the same page
    // (the signed-in widgets load lazily on first sign-in)
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(currentPath(router)).toBe('/home?from=header');
    // the dialog closes (jsdom never finishes the leave animation, so it may still be leaving)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign in' })?.className ?? 'ant-zoom-leave').toContain('ant-zoom-leave'));
  });
});
