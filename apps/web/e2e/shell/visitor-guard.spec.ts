import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, saveScreenshot } from '../fixtures/browser';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

describe('[session] route guard for visitors', () => {
  it('[session] sends a visitor on a needRegist route to /login with the redirect kept', async () => {
    const { context, page } = await chromium.open({ baseUrl, acceptCookies: true });
    await page.goto('/manage/person/info');
    await page.getByTestId('login-redirect').waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe('/manage/person/info');
    expect(await page.getByTestId('login-redirect').textContent()).toContain('/manage/person/info');
    await saveScreenshot(page, 'session-login-redirect');
    await context.close();
  });

  it('[session] continues as visitor (token sightseer) on calculators', async () => {
    const { context, page } = await chromium.open({ baseUrl, acceptCookies: true });
    await page.goto('/calAi/scale/assets');
    await page.getByLabel('Total assets of the subject').waitFor();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'token')?.value).toBe('sightseer');
    await context.close();
  });
});
