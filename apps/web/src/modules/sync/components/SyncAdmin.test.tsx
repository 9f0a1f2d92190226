import { syncEndpoints, type SyncRun, type SyncSource } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { configureHttp, resetHttpEnvironment } from '../../../lib/http';
import { registerNotify } from '../../../lib/notify';
import { replyFor } from '../../../test-utils';
import { SyncAdmin } from './SyncAdmin';

const run: SyncRun = { id: '7', trigger: 'schedule', status: 'failed', startedAt: '2026-11-26T09:00:00.000Z', finishedAt: '2026-11-26T09:00:04.000Z', requests: 2, fetched: 1234, inserted: 12, updated: 3, unchanged: 1219, rejected: 0, error: 'https://apps.sfc.hk/edistributionWeb/api/news/search: HTTP 500', notes: [{ code: 'sfcCapped', values: { year: 2026, lang: 'EN', total: 5200, read: 5000 } }] };
const SOURCES: SyncSource[] = [
  { id: 'sfc-news', enabled: true, host: 'apps.sfc.hk', everyMinutes: 180, dailyAt: null, nextRunAt: '2026-11-26T12:00:00.000Z', manualPending: false, lastSuccessAt: '2026-11-26T06:00:03.000Z', runs: [run] },
  { id: 'hkex-categories', enabled: false, host: 'www1.hkexnews.hk', everyMinutes: 10080, dailyAt: null, nextRunAt: null, manualPending: false, lastSuccessAt: null, runs: [] },
];

const renderPage = (locale: 'en' | 'zh-HK' = 'en') => {
  const sent: { url: string; body: URLSearchParams }[] = [];
  configureHttp({
    getToken: () => 'staff-token',
    getLocale: () => locale,
    fetch: async (url, init) => {
      sent.push({ url, body: new URLSearchParams(String(init.body)) });
      const reply = url.endsWith('/au/admin/sync/run') ? replyFor(syncEndpoints.runNow, { source: 'sfc-news', runAt: '2026-11-26T09:30:00.000Z' }) : replyFor(syncEndpoints.status, { sources: SOURCES });
      return new Response(JSON.stringify(reply), { status: 200 });
    },
  });
  const toasts: string[] = [];
  registerNotify({ toast: (_kind, text) => toasts.push(text), confirm: () => undefined, info: () => undefined });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider>
        <SyncAdmin />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { sent, toasts };
};

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => resetHttpEnvironment());

describe(SyncAdmin.name, () => {
  it('shows each source: switched on or off, schedule, last run with counts and error, next run', async () => {
    renderPage();
    const sfc = (await screen.findByText('SFC news and enforcement')).closest('tr')!;
    expect(within(sfc).getByText('apps.sfc.hk · Every 3 h')).toBeTruthy();
    expect(within(sfc).getByText('On')).toBeTruthy();
    expect(within(sfc).getByText('Failed')).toBeTruthy();
    expect(within(sfc).getByText('1,234')).toBeTruthy();
    expect(within(sfc).getByText('1,219')).toBeTruthy();
    expect(within(sfc).getByText('Error (as the source or importer reported it): https://apps.sfc.hk/edistributionWeb/api/news/search: HTTP 500')).toBeTruthy();
    expect(within(sfc).getByText('SFC news of 2026 (EN): 5200 items; the first 5000 were read.')).toBeTruthy();
    const categories = screen.getByText('HKEXnews: headline categories').closest('tr')!;
    expect(within(categories).getByText('www1.hkexnews.hk · Every 7 days')).toBeTruthy();
    expect(within(categories).getByText('Off (not in SYNC_SOURCES)')).toBeTruthy();
    expect(within(categories).getByText('Never run')).toBeTruthy();
    expect(within(categories).getByRole('button', { name: 'Run now' }).hasAttribute('disabled')).toBe(true);
  });

  it('runs a switched-on source now (a form-encoded POST) and says so', async () => {
    const { sent, toasts } = renderPage();
    await userEvent.click(await screen.findByTestId('sync-run-sfc-news'));
    await waitFor(() => expect(toasts).toEqual(['Run requested: it starts within a few seconds.']));
    const request = sent.find((entry) => entry.url.endsWith('/au/admin/sync/run'))!;
    expect(request.body.get('source')).toBe('sfc-news');
  });
});
