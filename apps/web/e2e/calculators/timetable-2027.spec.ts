import { calculateBookClosureChain, calculateMonthlyReturn, calculatePollResults, calculateReportingDeadlines } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

/** Every zh-HK wording of "not yet known" a calculator answer can carry (reporting, meeting notice, CALENDAR_NOT_PUBLISHED). */
const UNKNOWN = [/尚未能確定/, /假期表尚未載入/];

/** Types a 'YYYY-MM-DD' date into the picker labelled `label` and confirms it. */
const typeDate = async (page: Page, label: string, date: string) => {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await page.keyboard.press('Escape');
};

const expectNoUnknown = async (page: Page) => {
  const text = (await page.locator('main').textContent()) ?? '';
  for (const pattern of UNKNOWN) expect(text).not.toMatch(pattern);
};

/**
 * Issue 12, done when: the 2027 reporting season for a 31 December 2026 year end, in traditional Chinese,
 * comes back answered on every line (no "unknown"), cited, and marked as resting on the provisional 2027 holidays.
 */
describe('[calculators] the 2027 annual-results timetable for a 31 Dec 2026 year end (zh-HK)', () => {
  it('[calculators] results, report, ESG, AGM, blackout and board-meeting notice: every date answered', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, language: 'zh-HK', acceptCookies: true });
    await page.goto('/calAi/fiReDate/year');
    await typeDate(page, '期末日期', '2026-12-31');
    await typeDate(page, '計劃業績刊發日期（選填）', '2027-03-24');
    await typeDate(page, '董事會會議日期（選填）', '2027-03-24');
    await typeDate(page, '股東週年大會日期（選填）', '2027-05-27');
    const expected = calculateReportingDeadlines({
      reportType: 'annual',
      periodEndDate: '2026-12-31',
      publicationDate: '2027-03-24',
      boardMeetingDate: '2027-03-24',
      agmDate: '2027-05-27',
    });
    const deadline = page.getByTestId('results-deadline');
    await deadline.waitFor();
    expect(await deadline.textContent()).toBe('2027-03-31');
    expect(expected.warnings.map((note) => note.code)).not.toContain('CALENDAR_NOT_PUBLISHED');
    expect(await page.getByTestId('blackout').textContent()).toContain(expected.value?.blackout.startDate ?? 'missing');
    expect(await page.getByTestId('blackout-length').textContent()).toContain('60');
    await page.getByText(/2027 年的日期以香港公眾假期的臨時名單/).first().waitFor();
    await expectNoUnknown(page);
    await saveScreenshot(page, 'calculators-timetable-2027-zh-HK');
    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('[calculators] AGM notice, book closure chain, poll results and the Monthly Return of the 2027 season', async () => {
    const { context, page, errors } = await chromium.open({ baseUrl, language: 'zh-HK', acceptCookies: true });
    await page.goto('/calAi/meet/stockYear');
    await typeDate(page, '會議日期', '2027-05-27');
    expect(await page.getByTestId('latest-notice-business-day').textContent()).toMatch(/^2027-05-0\d$/);
    await expectNoUnknown(page);

    await page.goto('/calAi/meet/bookClosure');
    await typeDate(page, '暫停過戶首日', '2027-05-21');
    await typeDate(page, '暫停過戶最後一日', '2027-05-27');
    const chain = calculateBookClosureChain({ purpose: 'dividend', closureStartDate: '2027-05-21', closureEndDate: '2027-05-27' });
    expect(await page.getByTestId('chain-announcement').textContent()).toBe(chain.value?.latestAnnouncementDate);
    expect(await page.getByTestId('chain-ex-date').textContent()).toContain(chain.value?.exDate ?? 'missing');
    await expectNoUnknown(page);

    await page.goto('/calAi/deadline/pollResults');
    await typeDate(page, '股東大會日期', '2027-05-27');
    expect(await page.getByTestId('poll-results-deadline').textContent()).toContain(calculatePollResults({ meetingDate: '2027-05-27' }).value?.deadline.date ?? 'missing');

    await page.goto('/calAi/deadline/monthlyReturn');
    const month = page.getByLabel('報告月份', { exact: true });
    await month.click();
    await month.fill('2027-01');
    await month.press('Enter');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('monthly-return-deadline').textContent()).toContain(calculateMonthlyReturn({ year: 2027, month: 1 }).value?.deadline.date ?? 'missing');
    await expectNoUnknown(page);
    await saveScreenshot(page, 'calculators-monthly-return-2027-zh-HK');
    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
