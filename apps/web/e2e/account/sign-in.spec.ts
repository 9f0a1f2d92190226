import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';
import { addServiceCompany, completeFirmStep, requestAndFillCode, submitLastProfileTab } from './account-fixtures';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');
const LANGUAGES = ['en', 'zh-CN', 'zh-HK'] as const;

describe('[account] sign-in pages', () => {
  it.each(LANGUAGES)('[account] %s: login, register and reset pages render translated', async (language) => {
    const { context, page, errors } = await chromium.open({ baseUrl, language, acceptCookies: true });
    for (const [path, name] of [
      ['/login?redirect=%2Fmanage%2Fperson%2Finfo', 'login'],
      ['/register', 'register'],
      ['/findPsw', 'find-password'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId('phone').waitFor();
      expect(await findRawKeys(page)).toEqual([]);
      await saveScreenshot(page, `account-${name}-${language}`);
    }
    await page.goto('/dev/outbox');
    await page.locator('.ant-table').waitFor();
    expect(await findRawKeys(page)).toEqual([]);
    await saveScreenshot(page, `account-dev-outbox-${language}`);
    await page.goto('/login');
    await page.getByTestId('phone').fill('12');
    await page.getByTestId('send-code').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await saveScreenshot(page, `account-login-validation-${language}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('[account] register → profile → password → sign out → sign in → switch company', () => {
  it('[account] walks the whole account flow', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    const phone = `9${String(Date.now()).slice(-7)}`;

    // a visitor on a needRegist route goes to /login and keeps the redirect
    await page.goto('/manage/person/info');
    await page.getByTestId('login-redirect').waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/manage/person/info');

    // register with an SMS code from the dev outbox
    await page.goto('/register');
    await page.getByTestId('phone').fill(phone);
    await requestAndFillCode(page, baseUrl, phone);
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/\d+ s/);
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/home/).catch(() => saveScreenshot(page, 'account-register-failed-en'));

    // profile dialog: tab 1 (type + company) → tab 2 (client companies) → tab 3 (password)
    await page.getByTestId('profile-tab-1').waitFor();
    await saveScreenshot(page, 'account-profile-tab1-en');
    await completeFirmStep(page, 'Law firm', 'Example Law LLP');
    for (const stock of ['000001', '000002']) {
      await addServiceCompany(page, stock);
    }
    await saveScreenshot(page, 'account-profile-tab2-en');
    await page.getByTestId('service-company-save').click();
    await page.getByTestId('profile-tab-3').waitFor();
    await page.getByTestId('new-password').fill('secret123');
    await page.getByTestId('confirm-password').fill('secret124');
    await page.getByTestId('confirm-password').press('Enter');
    await expect.poll(() => page.getByTestId('confirm-password').inputValue()).toBe('');
    await saveScreenshot(page, 'account-profile-tab3-mismatch-en');
    await submitLastProfileTab(page, 'secret123');

    // sign out from the user menu
    // (the hover menu can close while it animates, so a missed click is retried)
    await expect
      .poll(
        async () => {
          if (!page.url().includes('/login')) {
            await page.locator('.user-area__menu').hover();
            const signOut = page.getByRole('menuitem', { name: 'Sign out' });
            if (await signOut.isVisible()) await signOut.click({ timeout: 2000 }).catch(() => undefined);
          }
          return page.url();
        },
        { timeout: 30_000, interval: 1500 },
      )
      .toContain('/login');

    // sign in with the password, returning to the kept redirect
    await page.goto('/login?redirect=%2Fmanage%2Fperson%2Finfo');
    await page.getByTestId('toggle-password').click();
    await page.getByTestId('phone').fill(phone);
    await page.getByTestId('password').fill('secret123');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/manage\/person\/info/);
    await page.locator('.user-area__company').waitFor();
    await saveScreenshot(page, 'account-person-info-en');

    // switch the service company: the picked one is the current one after the reload
    await page.locator('.user-area__company').click();
    const switcher = page.getByTestId('company-switcher');
    await switcher.getByTestId('switcher-use').first().waitFor();
    await saveScreenshot(page, 'account-switcher-en');
    const row = switcher.locator('.ant-list-item', { has: page.getByTestId('switcher-use') }).first();
    const picked = await row.locator('.ant-list-item-meta-title').textContent();
    await Promise.all([page.waitForEvent('load'), switcher.getByTestId('switcher-use').first().click()]);
    await page.locator('.user-area__company').click();
    await switcher.getByTestId('switcher-use').first().waitFor();
    expect(await switcher.locator('.ant-list-item', { hasText: 'Current' }).locator('.ant-list-item-meta-title').textContent()).toBe(picked);
    expect(errors).toEqual([]);
    await context.close();
  });
});
