import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addServiceCompany, completeFirmStep, requestAndFillCode, submitLastProfileTab } from '../account/account-fixtures';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

/** Registers a new law-firm user through the screens (SMS code from the dev outbox) and completes the profile dialog. */
const signUp = async (page: Page): Promise<void> => {
  const phone = `9${String(Date.now()).slice(-7)}`;
  await page.goto('/register');
  await page.getByTestId('phone').fill(phone);
  await requestAndFillCode(page, baseUrl, phone);
  await page.getByTestId('register-submit').click();
  await page.getByTestId('profile-tab-1').waitFor();
  await completeFirmStep(page, 'Law firm', 'Disclosure Test LLP');
  await addServiceCompany(page, '000001');
  // "Next" can land while the list refreshes after the add; a missed click is repeated
  await expect
    .poll(
      async () => {
        if (await page.getByTestId('profile-tab-3').isVisible()) return true;
        await page.getByTestId('service-company-save').click({ timeout: 2000 }).catch(() => undefined);
        return page.getByTestId('profile-tab-3').isVisible();
      },
      { timeout: 30_000, interval: 1500 },
    )
    .toBe(true);
  await submitLastProfileTab(page, 'secret123');
};

/** Types a keyword into the search form and waits until the results of that search are shown. */
const search = async (page: Page, keyword: string): Promise<void> => {
  const reply = page.waitForResponse(
    (response) => response.url().endsWith('/api/au/document/search') && new URLSearchParams(response.request().postData() ?? '').get('keyword') === keyword,
  );
  await page.getByTestId('disclosure-keyword').fill(keyword);
  await page.getByTestId('disclosure-search-submit').click();
  await reply;
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(keyword);
  await expect.poll(() => page.locator('.disclosure-results .ant-spin-spinning').count()).toBe(0);
  await page.getByTestId('result-title').first().waitFor();
};

const switchLanguage = async (page: Page, language: 'en' | 'zh-HK') => {
  await page.context().addCookies([{ name: 'language', value: language, url: baseUrl }]);
  await page.reload();
};

describe('[disclosure] search → detail → collect', () => {
  it('[disclosure] searches in English and Chinese, opens a notice, switches its language and collects it into a new folder', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    await signUp(page);

    // English keywords: highlighted in the English titles; demonstration rows say so
    await page.goto('/disData/notice/list');
    await search(page, 'profit warning');
    const englishMarks = await page.locator('.disclosure-mark').allTextContents();
    expect(englishMarks.length).toBeGreaterThan(0);
    for (const mark of englishMarks) expect(mark.toLowerCase()).toMatch(/^(profit|warning)/);
    expect(await page.getByTestId('result-total').textContent()).toMatch(/^Results: [\d,]+\+?( since \d{4}-\d\d-\d\d)?/);
    expect(await page.getByTestId('demo-tag').first().textContent()).toBe('Demonstration data');
    expect(await page.getByTestId('full-text-quota-tag').textContent()).toBe('10 free a day');
    await saveScreenshot(page, 'disclosure-list-en');
    expect(await findRawKeys(page)).toEqual([]);

    // Chinese keywords in the traditional-Chinese interface: Chinese titles, matches marked
    await switchLanguage(page, 'zh-HK');
    await search(page, '盈利警告');
    const chineseMarks = await page.locator('.disclosure-mark').allTextContents();
    expect(chineseMarks.length).toBeGreaterThan(0);
    expect(new Set(chineseMarks)).toEqual(new Set(['盈利警告']));
    expect(await page.getByTestId('result-total').textContent()).toMatch(/^結果：(自 \d{4}-\d\d-\d\d 起 )?[\d,]+/);
    await saveScreenshot(page, 'disclosure-list-zh-HK');
    expect(await findRawKeys(page)).toEqual([]);

    // mixing languages is refused as it is typed, with the server's message
    await page.getByTestId('disclosure-keyword').fill('盈利 warning');
    await page.getByText('請輸入中文或英文關鍵字，不可混合輸入。').waitFor();
    await page.getByTestId('disclosure-keyword').fill('盈利警告');

    // the search lives in the URL: a reload keeps it
    await page.reload();
    await page.getByTestId('result-title').first().waitFor();
    expect(await page.getByTestId('disclosure-keyword').inputValue()).toBe('盈利警告');

    // open the first notice in Chinese
    const firstTitle = (await page.getByTestId('result-title').first().textContent()) ?? '';
    await page.getByTestId('result-title').first().click();
    await page.waitForURL(/\/disData\/notice\/detail\?md5Key=[0-9a-f]{32}&langType=1/);
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(firstTitle);
    await saveScreenshot(page, 'disclosure-detail-zh-HK');
    expect(await findRawKeys(page)).toEqual([]);

    // back returns to the same search
    await page.goBack();
    await page.getByTestId('result-title').first().waitFor();
    expect(await page.getByTestId('disclosure-keyword').inputValue()).toBe('盈利警告');
    await page.goForward();
    await page.getByTestId('detail-title').waitFor();

    // the English version of the same notice
    await switchLanguage(page, 'en');
    await page.getByTestId('detail-language').getByText('English').click();
    await page.waitForURL(/langType=2/);
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toMatch(/Profit Warning/i);
    const englishTitle = (await page.getByTestId('detail-title').textContent()) ?? '';

    // collect it into a new favourites folder
    const folderName = `Warnings ${String(Date.now()).slice(-5)}`;
    await page.getByTestId('collect-button').click();
    const dialog = page.locator('.ant-modal', { hasText: 'Collect to a favourites folder' });
    await dialog.getByLabel('New folder name').fill(folderName);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await dialog.getByText(folderName).waitFor();
    await dialog.getByRole('button', { name: 'Collect', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('collect-button').getAttribute('aria-pressed')).toBe('true');
    await saveScreenshot(page, 'disclosure-detail-en');
    expect(await findRawKeys(page)).toEqual([]);

    // the favourites page lists it and reopens the notice
    await page.goto('/manage/person/collect');
    const collected = page.getByRole('link', { name: englishTitle });
    await collected.waitFor();
    await saveScreenshot(page, 'disclosure-collected-en');
    await collected.click();
    await page.waitForURL(/\/disData\/notice\/detail\?md5Key=[0-9a-f]{32}&langType=2/);
    await expect.poll(() => page.getByTestId('detail-title').textContent()).toBe(englishTitle);

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
