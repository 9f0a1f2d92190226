import { calculateMeetingNotice } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForSpec, findRawKeys, saveScreenshot } from '../fixtures/browser';

const chromium = browserForSpec();
const baseUrl = inject('baseUrl');

/** The texts each language must show. */
const LANGUAGES = [
  {
    language: 'en',
    assetsSubject: 'Total assets of the subject',
    assetsIssuer: 'Total assets of the issuer',
    major: 'Major transaction',
    howReached: 'How this was reached',
    meetingDate: 'Meeting date',
    latestNotice: 'Latest notice date',
    clearDays: '21 clear days',
    ratioStep: 'Assets ratio: 30 ÷ 100 = 30.0000 %.',
    classificationStep: 'Classification: Major transaction.',
  },
  {
    language: 'zh-HK',
    assetsSubject: '標的總資產',
    assetsIssuer: '發行人總資產',
    major: '主要交易',
    howReached: '計算過程',
    meetingDate: '會議日期',
    latestNotice: '最後通知日期',
    clearDays: '21 個整日',
    ratioStep: '資產比率：30 ÷ 100 = 30.0000%。',
    classificationStep: '分類：主要交易。',
  },
  {
    language: 'zh-CN',
    assetsSubject: '标的总资产',
    assetsIssuer: '发行人总资产',
    major: '主要交易',
    howReached: '计算过程',
    meetingDate: '会议日期',
    latestNotice: '最后通知日期',
    clearDays: '21 个整日',
    ratioStep: '资产比率：30 ÷ 100 = 30.0000%。',
    classificationStep: '分类：主要交易。',
  },
] as const;

/** Figure names as the domain calls them (highestRatio, verySubstantialAcquisition …) or a `name = value` line. */
const CODE_NAME = /\b[a-z]+[A-Z]\w*\b|\b[a-z][a-zA-Z]* = /;

const typeDate = async (page: Page, label: string, date: string) => {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await page.keyboard.press('Escape');
};

describe('[calculators] size test and meeting notice', () => {
  it.each(LANGUAGES)('[calculators] $language size test classifies a 30 % assets ratio', async (text) => {
    const { context, page, errors } = await chromium.open({ baseUrl, language: text.language, acceptCookies: true });
    await page.goto('/calAi/scale/assets');
    await page.getByLabel(text.assetsSubject, { exact: true }).fill('30');
    await page.getByLabel(text.assetsIssuer, { exact: true }).fill('100');
    const classification = page.getByTestId('size-test-classification');
    await classification.waitFor();
    expect(await classification.textContent()).toBe(text.major);
    await page.getByText(text.howReached).waitFor();
    expect(await page.getByText('30.0000 %').count()).toBeGreaterThan(0);
    expect(await page.getByText(/MB 14\.07\(1\)/).count()).toBeGreaterThan(0);
    // the steps explain the figures in sentences of the page's language
    const steps = page.locator('.calc-steps');
    await steps.getByText(text.ratioStep, { exact: true }).waitFor();
    await steps.getByText(text.classificationStep, { exact: true }).waitFor();
    const stepTexts = await steps.locator('strong, .calc-figures li').allInnerTexts();
    expect(stepTexts.filter((line) => CODE_NAME.test(line))).toEqual([]);
    if (text.language !== 'en') expect(stepTexts.every((line) => /[\u4e00-\u9fff]/.test(line))).toBe(true);
    await saveScreenshot(page, `calculators-size-test-${text.language}`);
    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(LANGUAGES)('[calculators] $language AGM notice date', async (text) => {
    const meetingDate = '2026-12-31';
    const expected = calculateMeetingNotice({ meetingType: 'annualGeneralMeeting', meetingDate });
    const { context, page, errors } = await chromium.open({ baseUrl, language: text.language, acceptCookies: true });
    await page.goto('/calAi/meet/stockYear');
    await typeDate(page, text.meetingDate, meetingDate);
    const latest = page.getByTestId('latest-notice-date');
    await latest.waitFor();
    expect(await latest.textContent()).toBe(expected.value?.latestNoticeDate);
    // the period stands beside the rule it comes from
    expect(await page.getByTestId('notice-period').textContent()).toBe(text.clearDays);
    await page.getByText(text.latestNotice).first().waitFor();
    await saveScreenshot(page, `calculators-meeting-notice-${text.language}`);
    expect(await findRawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
