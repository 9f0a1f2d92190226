import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../test-utils';

const WECHAT_API = {
  '/weixin/qrLogin/start': { errCode: 0, resultMsg: 'Success', resultData: { state: 's'.repeat(43), authorizeUrl: 'about:blank', expiresAt: '2026-11-24T05:00:00.000Z' } },
  '/weixin/qrLogin/poll': { errCode: 0, resultMsg: 'Success', resultData: { status: 'pending' } },
};

describe('WeChat sign-in keeps the "keep me signed in" choice (spec §4: 3 or 7 days)', () => {
  beforeEach(resetAppState);

  it.each([
    ['unticked', true, 'true'],
    // false is an empty parameter (spec §5), so not sent: the server's default is 7 days
    ['ticked', false, null],
  ])('box %s: the poll asks for a 3-day session only when unticked', async (_case, untick, expected) => {
    const user = userEvent.setup();
    const { sent } = await renderApp('/login', 'en', WECHAT_API);
    if (untick) await user.click(await screen.findByRole('checkbox', { name: 'Keep me signed in' }));
    await user.click(await screen.findByRole('tab', { name: /WeChat/ }));
    await waitFor(() => expect(sent.some((request) => request.path === '/weixin/qrLogin/poll')).toBe(true));
    expect(sent.find((request) => request.path === '/weixin/qrLogin/poll')?.body.get('notKeepSigned')).toBe(expected);
  });
});
