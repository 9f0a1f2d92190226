import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, okReply, renderApp, resetAppState } from '../../test-utils';

/* A WeChat code that cannot be started says so and offers a retry, instead of spinning for ever. */
describe('/login: the WeChat tab', () => {
  beforeEach(() => resetAppState());

  it('says the code could not be loaded, and Refresh starts a new one (zh-HK)', async () => {
    let starts = 0;
    const { sent } = await renderApp('/login', 'zh-HK', {
      '/weixin/qrLogin/start': () =>
        (starts += 1) === 1
          ? { errCode: -1, resultMsg: '系統繁忙', resultData: null }
          : okReply({ state: 'state-2', authorizeUrl: '/api/dev/wechat/authorize?state=state-2&redirect_uri=x', expiresAt: '2026-11-27T23:00:00Z' }),
    });
    await userEvent.click(await screen.findByRole('tab', { name: /微信/ }));
    expect(await screen.findByText('未能載入微信二維碼。')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /重新整理/ }));
    expect((await screen.findByTestId('wechat-frame')).getAttribute('src')).toContain('state-2');
    expect(bodiesSentTo(sent, '/weixin/qrLogin/start')).toHaveLength(2);
  });
});
