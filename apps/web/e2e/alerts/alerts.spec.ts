import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/client';
import { directors } from '../../../server/src/db/schema';
import { createAuthRepository } from '../../../server/src/modules/auth/auth.repository';
import { createSessionService } from '../../../server/src/modules/auth/session.service';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';
import { startServer, type RunningServer } from '../fixtures/server';

/*
 * Issue 17 end to end: a signed-in user follows Tencent (00700) from its company page and a director of it
 * from the director's page; an announcement naming the director is imported through the development import
 * route in the HKEXnews title-search format (what `npm run data:import -- --format hkex-title-search` reads);
 * without a reload the bell goes to 2 unread (one alert per switch), and a click on the message opens the
 * notice detail in the page's language. In zh-CN and en. The server is this spec's own (its database gets the
 * users and the director row before it starts), as in the files spec.
 */

const chromium = browserForSpec();
let server: RunningServer | undefined;
let dataDir: string;
let baseUrl: string;
const tokens: Record<'en' | 'zh-CN', string> = { en: '', 'zh-CN': '' };
let directorId = '';

/** One HKEXnews title-search answer (the importer's real format) with one announcement. */
const titleSearchFile = (row: { newsId: string; stockCode: string; title: string }) =>
  JSON.stringify({
    result: JSON.stringify([
      {
        FILE_INFO: '120KB',
        NEWS_ID: row.newsId,
        SHORT_TEXT: 'Announcements and Notices',
        TOTAL_COUNT: '1',
        DOD_WEB_PATH: '',
        STOCK_NAME: 'TENCENT',
        TITLE: row.title,
        FILE_TYPE: 'PDF',
        DATE_TIME: '25/11/2026 18:30',
        LONG_TEXT: 'Announcements and Notices - [Change in Directors or of Important Executive Functions or Responsibilities]',
        STOCK_CODE: row.stockCode,
        FILE_LINK: `/listedco/listconews/sehk/2026/1125/${row.newsId}.pdf`,
      },
    ]),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'compliance-desk-e2e-alerts-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const repository = createAuthRepository(database.db);
  for (const [locale, phone] of [
    ['en', '85291230171'],
    ['zh-CN', '85291230172'],
  ] as const) {
    const user = await repository.insertUserWithOrganisation(
      { phone, phoneRegion: 2, name: `Alerts ${locale}`, exp3: 2, passwordHash: 'not-used' },
      { type: 2, userCompanyName: 'Harbour Legal', exp3: 2 },
    );
    tokens[locale] = (await createSessionService(repository).startSession(user.id, { keepSigned: true })).token;
  }
  const [director] = await database.db
    .insert(directors)
    .values({ market: 'HK', stockCode: '00700', nameEn: 'CHAN Tai Man', nameZh: '陈大文', category: 1, position: 'Executive Director', appointedOn: '2020-01-01', source: 'demo' })
    .returning();
  directorId = director.id;
  await database.close();

  server = await startServer(dataDir, { SEED_DEMO: 'false' });
  baseUrl = server.baseUrl;
}, 150_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The bell's unread count as the badge shows it (0 when there is no badge). */
const bellCount = async (page: Page): Promise<number> => {
  const badge = page.locator('.user-area .ant-badge .ant-badge-count').first();
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.getAttribute('title')) ?? '0');
};

const cases = [
  { locale: 'en' as const, newsId: '99170001', langType: 2 },
  { locale: 'zh-CN' as const, newsId: '99170002', langType: 1 },
];

describe('[alerts] follow a company and a director, see the alert arrive live', () => {
  it.each(cases)('[alerts] $locale: follow 00700 and CHAN Tai Man, import an announcement naming him, the bell changes live, the message opens the notice', async ({ locale, newsId, langType }) => {
    const { page, context, errors } = await chromium.open({ baseUrl, language: locale, acceptCookies: true });
    await context.addCookies([{ name: 'token', value: tokens[locale], url: baseUrl }]);

    // Follow the company from its page.
    await page.goto('/disData/comp/detail?stockCode=00700');
    const focus = page.getByTestId('focus-button');
    await focus.waitFor();
    // the button knows whether the company is followed once its state has loaded
    await expect.poll(() => focus.locator('.anticon-plus').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => focus.isEnabled(), { timeout: 15_000 }).toBe(true);
    await focus.click();
    await expect.poll(async () => (await page.request.post(`${baseUrl}/api/au/focus/hasFocus`, { headers: { token: tokens[locale] }, form: { q_stockCode: '00700' } }).then((response) => response.json())).resultData, { timeout: 15_000 }).toMatchObject({ hasFocus: true });

    // Follow the person from the director's page.
    await page.goto(`/disData/director/detail?id=${directorId}`);
    const follow = page.getByTestId('follow-person');
    await follow.waitFor();
    await expect.poll(() => follow.getAttribute('data-following')).toBe('0');
    await follow.click();
    await expect.poll(() => follow.getAttribute('data-following')).toBe('1');
    await saveScreenshot(page, `alerts-director-followed-${locale}`);
    expect(await bellCount(page)).toBe(0);

    // Import an announcement of 00700 naming the director, in the importer's real format; the page is not reloaded.
    const marker = await page.evaluate(() => ((window as unknown as { alertsMarker: number }).alertsMarker = Math.random()));
    const imported = await (
      await fetch(`${baseUrl}/api/dev/alerts/import`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ format: 'hkex-title-search', lang: 'E', name: `${newsId}.json`, text: titleSearchFile({ newsId, stockCode: '00700', title: 'Appointment of Executive Director - Mr Chan Tai Man' }) }),
      })
    ).json();
    expect(imported).toMatchObject({ errCode: 0, resultData: { inserted: 1, rejected: 0 } });

    // The bell changes live: one message for the followed company, one for the followed person.
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(2);
    expect(await page.evaluate(() => (window as unknown as { alertsMarker: number }).alertsMarker)).toBe(marker);

    // The message centre lists both, by type.
    await page.goto('/manage/sys/message');
    const titles = page.locator('.message-centre__title');
    await expect.poll(() => titles.count(), { timeout: 15_000 }).toBe(2);
    expect(await titles.first().getAttribute('data-read')).toBe('1');
    await saveScreenshot(page, `alerts-message-centre-${locale}`);

    // A click marks it read and opens the notice detail in the page's language.
    await titles.first().click();
    await page.waitForURL(/\/disData\/notice\/detail\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('md5Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(url.searchParams.get('langType')).toBe(String(langType));
    const detailTitle = page.getByTestId('detail-title');
    if (langType === 1) {
      // the imported filing is English only: the Chinese detail says so and offers the English version
      await saveScreenshot(page, `alerts-notice-detail-${locale}-no-chinese`);
      const other = page.getByTestId('other-version');
      await other.waitFor({ timeout: 15_000 });
      await other.click();
      await page.waitForURL(/langType=2/);
    }
    await detailTitle.waitFor({ timeout: 15_000 });
    expect(await detailTitle.innerText()).toContain('Chan Tai Man');
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(1);
    await saveScreenshot(page, `alerts-notice-detail-${locale}`);

    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
