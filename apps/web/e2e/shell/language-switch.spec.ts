import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

const STEPS = [
  { label: '繁', locale: 'zh-HK', heading: '資訊披露、監管規則與合規工具，一站匯集', title: '主頁 - 合規通', home: '主頁' },
  { label: '简', locale: 'zh-CN', heading: '信息披露、监管规则与合规工具，一站汇集', title: '首页 - 合规通', home: '首页' },
  { label: 'EN', locale: 'en', heading: 'Disclosure, rules and compliance tools in one place', title: 'Home - Compliance Desk', home: 'Home' },
] as const;

describe('[i18n] language switch', () => {
  it('[i18n] switches EN / 繁 / 简, stores the choice and renders no raw keys', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, acceptCookies: true });
    await page.goto('/home');
    await page.getByRole('heading', { name: STEPS[2].heading }).waitFor();
    for (const step of STEPS) {
      await Promise.all([page.waitForEvent('load'), page.locator('.language-switch').getByRole('button', { name: step.label, exact: true }).click()]);
      await page.getByRole('heading', { name: step.heading }).waitFor();
      expect(await page.title()).toBe(step.title);
      expect(await page.locator('html').getAttribute('lang')).toBe(step.locale);
      expect(await page.getByRole('link', { name: step.home, exact: true }).first().isVisible()).toBe(true);
      expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe(step.locale);
      expect(await findRawKeys(page)).toEqual([]);
      await saveScreenshot(page, `i18n-home-${step.locale}`);
    }
    // the stored choice survives a new page load
    await page.goto('/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('[i18n] follows the browser language when nothing is stored', async () => {
    const context = await chromium.current().newContext({ baseURL: baseUrl, locale: 'zh-HK' });
    const page = await context.newPage();
    await page.goto('/404');
    await page.getByRole('heading', { name: '找不到頁面' }).waitFor();
    await context.close();
  });
});
