import { calculateReportingDeadlines } from '@app/domain';
import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

describe('[calculators] deadlines, fees, calendar and prices', () => {
  it('[calculators] annual report deadlines from a year end', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    await page.goto('/calAi/fiReDate/year');
    const input = page.getByLabel('Period end date');
    await input.click();
    await input.fill('2025-12-31');
    await input.press('Enter');
    await page.keyboard.press('Escape');
    const expected = calculateReportingDeadlines({ reportType: 'annual', periodEndDate: '2025-12-31' });
    const deadline = page.getByTestId('results-deadline');
    await deadline.waitFor();
    expect(await deadline.textContent()).toBe(expected.value?.resultsDeadline?.date);
    await page.getByTestId('blackout').waitFor();
    await saveScreenshot(page, 'calculators-deadlines-en');
    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('[calculators] listing fee: GEM annual shows the missing table plainly', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, language: 'zh-HK', acceptCookies: true });
    await page.goto('/calAi/fee/index');
    await page.getByLabel('擬上市股本證券的市值（港元）').fill('4500000000');
    await page.getByTestId('fee-amount').waitFor();
    await saveScreenshot(page, 'calculators-fee-zh-HK');
    await page.locator('#feeType').click({ force: true });
    await page.getByTitle('GEM 上市年費').click();
    await page.getByText('沒有此項費用的收費表，無法在此估算。').waitFor();
    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('[calculators] market calendar month view', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    await page.goto('/calAi/calendar');
    await page.getByTestId('trading-day-count').waitFor();
    expect(await page.locator('[aria-current="date"]').count()).toBe(1);
    await saveScreenshot(page, 'calculators-calendar-en');
    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('[calculators] average price from the stored (demonstration) prices', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, language: 'en', acceptCookies: true });
    await page.goto('/calAi/stock/stockPrice');
    await page.getByTestId('stock-picker').first().click();
    await page.keyboard.type('00700');
    await page.locator('.ant-select-item-option').first().click();
    const date = page.locator('#referenceDate');
    await date.click();
    await date.fill('2024-06-28');
    await date.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Calculate' }).first().click();
    await page.getByText('Average closing prices').or(page.getByText('Trading days')).first().waitFor();
    await saveScreenshot(page, 'calculators-stock-price-en');
    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
