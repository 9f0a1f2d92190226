import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from '../../test-utils';

describe('/dev/outbox', () => {
  beforeEach(resetAppState);

  it('lists what the development providers kept', async () => {
    await renderApp('/dev/outbox', 'en', {
      '/dev/outbox': {
        errCode: 0,
        resultMsg: 'Success',
        resultData: { list: [{ id: '1', channel: 'sms', recipient: '+85291234567', subject: null, body: 'Your code is 123456', createdAt: '2026-11-24T04:00:00.000Z' }], total: 1 },
      },
    });
    expect(await screen.findByText('Your code is 123456')).toBeTruthy();
  });

  it('says it is not available when the server has no outbox (404: real providers)', async () => {
    await renderApp('/dev/outbox');
    expect(await screen.findByText('The outbox is not available on this server (real providers are configured).')).toBeTruthy();
  });
});
