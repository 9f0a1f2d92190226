import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentPath, renderApp, resetAppState } from '../../../test-utils';

beforeEach(() => resetAppState());

const categories = { errCode: 0, resultMsg: '', resultData: { list: [] } };

describe('disclosure search errors (spec §8 through the API client policy)', () => {
  it('-10 (a VIP-only filter) opens the buy-VIP dialog', async () => {
    await renderApp('/disData/notice/list', 'en', {
      '/au/document/search': { errCode: -10, resultMsg: 'This function is for VIP members. Please upgrade to continue.', resultData: null },
      '/au/document/categories': categories,
    });
    expect(await screen.findByText('VIP membership removes the limits of the free tier:')).toBeTruthy();
  });

  it('1999 (full-text quota used up) sends a visitor to sign in, keeping the search', async () => {
    const { router } = await renderApp('/disData/notice/list?keyword=results&scope=full', 'en', {
      '/au/document/search': { errCode: 1999, resultMsg: "You have used today's 10 free searches. Subscribe to continue.", resultData: { limit: 10 } },
      '/au/document/categories': categories,
    });
    await expect.poll(() => currentPath(router), { timeout: 10_000 }).toMatch(/^\/login\?redirect=/);
    expect(decodeURIComponent(currentPath(router))).toContain('/disData/notice/list?keyword=results&scope=full');
  });

  it('a search submitted from the form goes into the URL, starting again from page 1', async () => {
    const { router, sent } = await renderApp('/disData/notice/list?page=3', 'en', {
      '/au/document/search': (body) => ({
        errCode: 0,
        resultMsg: '',
        resultData: { list: [], total: 0, totalCapped: false, totalCountedSince: null, page: Number(body.get('page')), limit: 20, range: { startDate: null, endDate: null }, quota: null, tookMs: 1 },
      }),
      '/au/document/categories': categories,
    });
    await screen.findByText('No results found...');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('disclosure-keyword'), 'final results');
    await user.click(screen.getByLabelText('Any keyword'));
    await user.click(screen.getByTestId('disclosure-search-submit'));
    await expect.poll(() => currentPath(router), { timeout: 10_000 }).toBe('/disData/notice/list?keyword=final+results&match=any');
    await expect.poll(() => sent.filter((entry) => entry.path === '/au/document/search').at(-1)?.body.get('keyword'), { timeout: 10_000 }).toBe('final results');
    const last = sent.filter((entry) => entry.path === '/au/document/search').at(-1)?.body;
    expect(last?.get('matchMode')).toBe('any');
    expect(last?.get('page')).toBe('1');
    expect(last?.get('market')).toBe('HK');
  });
});
