import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, okReply, renderApp, resetAppState, signedInUserReply } from '../../test-utils';

/* Issue 11 finding 4: a phone or e-mail change first proves the holder (current password, or a code to the current phone). */
describe('/manage/person/info: changing the phone or e-mail', () => {
  beforeEach(() => {
    resetAppState();
    Cookies.set('token', 'real-token');
  });

  it('asks for the current password and sends it with the new phone', async () => {
    const { sent } = await renderApp('/manage/person/info', 'en', {
      '/au/saasuser/getUserInfo': signedInUserReply({ user: { passwordSet: true } }),
      '/au/saasuser/chagePhoneEmail': okReply(null),
    });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Change' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/first confirm it is you/)).toBeTruthy();
    await userEvent.type(within(dialog).getByTestId('old-password'), 'Current11');
    await userEvent.type(within(dialog).getByTestId('phone'), '61234567');
    await userEvent.type(within(dialog).getByTestId('code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(sent, '/au/saasuser/chagePhoneEmail')).toEqual([expect.objectContaining({ type: '1', phone: '61234567', code: '123456', oldPassWord: 'Current11' })]),
    );
  });

  it('without a password asks for the current phone and its code (zh-HK)', async () => {
    await renderApp('/manage/person/info', 'zh-HK', {
      '/au/saasuser/getUserInfo': signedInUserReply({ user: { passwordSet: false } }),
    });
    await userEvent.click((await screen.findAllByRole('button', { name: /修\s?改/ }))[0]!);
    // (the set-a-password dialog of spec §4 may be open too)
    expect(await screen.findByText('當前手提電話號碼')).toBeTruthy();
    expect(screen.getByTestId('old-code')).toBeTruthy();
    expect(screen.queryByTestId('old-password')).toBeNull();
  });
});
