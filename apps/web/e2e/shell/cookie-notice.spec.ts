import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, saveScreenshot } from '../fixtures/browser';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');
const NOTICE = /This site uses cookies/;

describe('[shell] cookie notice', () => {
  it('[shell] stays until accepted, also after reload, and not after', async () => {
    const { context, page } = await chromium.open({ baseUrl });
    await page.goto('/home');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.getByText(NOTICE).waitFor();
    // it never closes by itself
    await page.waitForTimeout(3000);
    expect(await notice.isVisible()).toBe(true);
    await saveScreenshot(page, 'cookie-notice-shown');

    await page.reload();
    await notice.getByText(NOTICE).waitFor();

    await notice.getByRole('button', { name: 'Accept' }).click();
    await notice.waitFor({ state: 'detached' });
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookieConsent');
    expect(consent?.value).toBe('1');
    // written for 99999 days (spec §9); Chromium caps every cookie at 400 days, so the
    // browser keeps it for the longest time it allows
    expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 86_400_000);

    await page.reload();
    await page.getByRole('heading', { name: 'Disclosure, rules and compliance tools in one place' }).waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);
    await context.close();
  });
});
