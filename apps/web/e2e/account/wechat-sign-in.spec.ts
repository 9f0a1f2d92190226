import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';
import { requestAndFillCode } from './account-fixtures';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

/** Opens the WeChat tab of /login and confirms the scan as `nickName` in the simulator frame. */
const scanWithWechat = async (page: Page, nickName: string, screenshot?: string) => {
  await page.goto('/login?redirect=%2Fmanage%2Fperson%2Finfo');
  await page.getByRole('tab', { name: /微信|WeChat/ }).click();
  const frame = page.frameLocator('[data-testid="wechat-frame"]');
  await frame.locator('input[name="nickName"]').fill(nickName);
  if (screenshot) await saveScreenshot(page, screenshot);
  await frame.locator('button[type="submit"]').click();
};

/** A captcha, an SMS code (perhaps asked for twice, see requestAndFillCode) and two scans polled every 2 s: more than the suite's default 60 s. */
const FLOW_TIMEOUT_MS = 240_000;

describe('[account] WeChat scan sign-in through the development simulator', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('[account] zh-HK: a new WeChat identity links a phone, then signs in by scan alone', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, language: 'zh-HK', acceptCookies: true });
    const nickName = `e2e-${Date.now()}`;
    const phone = `6${String(Date.now()).slice(-7)}`;

    // first scan: the identity is unknown, so the app asks for a phone number to link
    await scanWithWechat(page, nickName, 'account-wechat-simulator-zh-HK');
    await page.getByTestId('register-submit').waitFor();
    expect(await findRawKeys(page)).toEqual([]);
    await saveScreenshot(page, 'account-wechat-link-phone-zh-HK');
    await page.getByTestId('phone').fill(phone);
    await requestAndFillCode(page, baseUrl, phone);
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/manage\/person\/info/);
    // a new account is asked to complete its profile first (spec §4, tab 1)
    await page.getByTestId('profile-tab-1').waitFor();
    expect(await findRawKeys(page)).toEqual([]);
    await saveScreenshot(page, 'account-profile-tab1-zh-HK');

    // second scan in a fresh session: the linked identity signs straight in and returns to the redirect
    await context.clearCookies();
    await context.addCookies([
      { name: 'language', value: 'zh-HK', url: baseUrl },
      { name: 'cookieConsent', value: '1', url: baseUrl },
    ]);
    await scanWithWechat(page, nickName);
    await page.waitForURL(/\/manage\/person\/info/);
    await page.getByTestId('profile-tab-1').waitFor();
    const reply = await page.evaluate(async () => {
      const token = document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1];
      const response = await fetch('/api/au/saasuser/getUserInfo', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${token}` });
      return (await response.json()) as { errCode: number; resultData: { sassUser: { phone: string; openId: string | null } } };
    });
    expect(reply.errCode).toBe(0);
    // the phone is shown masked (852****1234)
    expect(reply.resultData.sassUser.phone).toMatch(new RegExp(`^852\\*{4}${phone.slice(-4)}$`));
    // bound to the simulator's identity (shown masked: sim***123)
    expect(reply.resultData.sassUser.openId).toMatch(/^sim\*{3}/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
