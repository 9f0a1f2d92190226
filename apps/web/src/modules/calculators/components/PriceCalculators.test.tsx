import type { Envelope, Locale } from '@app/contracts';
import {
  calculateBuyBackPriceCap,
  calculateOptionExercisePrice,
  calculatePlacingBenchmark,
  calculatePriceRange,
  listTradingDays,
  type CalculationStep,
} from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { missingKeys } from '../../../i18n';
import { renderApp, resetAppState, type FakeApi } from '../../../test-utils';

/** Demonstration closes 1.00, 1.01, … on the real HK trading days of Sep 2025 to Mar 2026. */
const prices = listTradingDays('2025-09-01', '2026-03-31').map((date, index) => {
  const close = ((100 + index) / 100).toFixed(2);
  return { date, open: close, high: close, low: close, close, volume: '1000', turnover: String(Number(close) * 1000) };
});
const priceData = { stockCode: '00700', market: 'HK', rows: prices.length, firstDate: prices[0].date, lastDate: prices.at(-1)?.date ?? null, isDemonstration: true };
const reply = (resultData: unknown): Envelope<unknown> => ({ errCode: 0, resultMsg: 'OK', resultData });

const placing = calculatePlacingBenchmark({ prices, placingPrice: '1.2', agreementDate: '2026-03-20' });
const buyBack = calculateBuyBackPriceCap({ prices, purchaseDate: '2026-03-20', proposedPrice: '2' });
const range = calculatePriceRange({ prices, startDate: '2026-03-02', endDate: '2026-03-31' });
const option = calculateOptionExercisePrice({ prices, grantDate: '2026-03-20', proposedExercisePrice: '2.3' });

/** The server's replies: the stock picker and the three price calculators. */
const api: FakeApi = {
  '/common/listCompanyInfo': reply([{ stockCode: '00700', shortNameEn: 'TENCENT', shortNameCn: '腾讯控股' }]),
  '/au/calculator/placingBenchmark': reply({ ...placing, priceData }),
  '/au/calculator/buyBackCap': reply({ ...buyBack, priceData }),
  '/au/calculator/priceRange': reply({ ...range, priceData }),
  '/au/calculator/optionExercisePrice': reply({ ...option, priceData }),
};

/** What the steps and their figures are called in code (e.g. placing.benchmark, benchmarkedPrice); none may reach the screen. */
const codeNamesOf = (steps: readonly CalculationStep[]) =>
  [...new Set(steps.flatMap((step) => [step.key, ...Object.keys(step.figures)]))].filter((name) => /[.A-Z]/.test(name));

const TEXT = {
  en: { stock: 'Stock', calculate: 'Calculate', howReached: 'How this was reached', placingTab: 'Placing benchmark', buyBackTab: 'Buy-back cap' },
  'zh-CN': { stock: '股票', calculate: '计算', howReached: '计算过程', placingTab: '配售基准价', buyBackTab: '回购价格上限' },
  'zh-HK': { stock: '股票', calculate: '計算', howReached: '計算過程', placingTab: '配售基準價', buyBackTab: '購回價格上限' },
} as const;

const user = userEvent.setup();

/** Picks 00700 in the stock field of `scope` (the search goes through the fake API). */
const pickStock = async (scope: HTMLElement) => {
  const picker = within(scope).getByRole('combobox');
  await user.click(picker);
  await user.type(picker, '00700');
  await user.click(await screen.findByText(/^00700 /));
};

/** Types a 'YYYY-MM-DD' date into the picker labelled `label` and confirms it. */
const typeDate = async (scope: HTMLElement, label: string, date: string) => {
  const input = within(scope).getByLabelText(label);
  await user.click(input);
  await user.type(input, `${date}{Enter}`);
  await user.keyboard('{Escape}');
};

/** The "how this was reached" list of the result, once it is shown. */
const stepsOf = async (locale: Locale) => {
  const heading = await screen.findByText(TEXT[locale].howReached);
  return heading.closest('section')?.querySelector('ol') as HTMLElement;
};

/** Each step title and figure sentence is plain text: no code name, no `name = value`, no placeholder. */
const expectPlainSentences = (steps: HTMLElement, codeNames: string[]) => {
  const texts = [...steps.querySelectorAll('strong, .calc-figures li')].map((element) => element.textContent ?? '');
  expect(texts.length).toBeGreaterThan(steps.querySelectorAll(':scope > li').length);
  for (const text of texts) {
    for (const name of codeNames) expect(text, name).not.toContain(name);
    expect(text).not.toMatch(/\b[a-z]+[A-Z]\w*\b|\b[a-z][a-zA-Z]* = |{{|undefined|null/);
  }
  expect([...missingKeys]).toEqual([]);
};

beforeEach(() => resetAppState());

describe('price calculators explain their steps in words', () => {
  it.each([
    ['en', ['Closes of the 5 trading days from 13 Mar 2026 to 19 Mar 2026: 2.3, 2.31, 2.32, 2.33 and 2.34; average 2.32.', 'Discount: (2.35 − 1.2) ÷ 2.35 = 48.9361 %; the limit is 20 %.']],
    ['zh-CN', ['2026年3月13日 至 2026年3月19日 共 5 个交易日的收盘价：2.3、2.31、2.32、2.33和2.34；平均为 2.32。', '折让：(2.35 − 1.2) ÷ 2.35 = 48.9361%；上限为 20%。']],
    ['zh-HK', ['2026年3月13日 至 2026年3月19日 共 5 個交易日的收市價：2.3、2.31、2.32、2.33及2.34；平均為 2.32。', '折讓：(2.35 − 1.2) ÷ 2.35 = 48.9361%；上限為 20%。']],
  ] as const)('%s placing benchmark', async (locale, sentences) => {
    const { sent } = await renderApp('/calAi/stock/stockPrice', locale, api);
    await user.click(await screen.findByRole('tab', { name: TEXT[locale].placingTab }));
    const panel = await screen.findByRole('tabpanel');
    await pickStock(panel);
    await user.type(within(panel).getByRole('spinbutton'), '1.2');
    await typeDate(panel, locale === 'en' ? 'Agreement date' : locale === 'zh-CN' ? '协议日期' : '協議日期', '2026-03-20');
    await user.click(within(panel).getByRole('button', { name: TEXT[locale].calculate }));
    const steps = await stepsOf(locale);
    expect(sent.map((request) => request.path)).toContain('/au/calculator/placingBenchmark');
    for (const sentence of sentences) expect(within(steps).getByText(sentence)).toBeTruthy();
    expect(within(steps).getAllByText(/MB 13\.36\(5\)/).length).toBeGreaterThan(0);
    expectPlainSentences(steps, codeNamesOf(placing.steps));
  });

  it('zh-HK buy-back cap', async () => {
    await renderApp('/calAi/stock/stockPrice', 'zh-HK', api);
    await user.click(await screen.findByRole('tab', { name: TEXT['zh-HK'].buyBackTab }));
    const panel = await screen.findByRole('tabpanel');
    await pickStock(panel);
    await typeDate(panel, '購買日期', '2026-03-20');
    await user.click(within(panel).getByRole('button', { name: TEXT['zh-HK'].calculate }));
    const steps = await stepsOf('zh-HK');
    expect(within(steps).getByText('2.32 × (1 + 5%) = 2.436：等於或高於此價不得購買。')).toBeTruthy();
    expect(within(steps).getAllByText(/MB 10\.06\(2\)\(a\)/).length).toBeGreaterThan(0);
    expectPlainSentences(steps, codeNamesOf(buyBack.steps));
  });

  it.each([
    ['en', 'From 2 Mar 2026 to 31 Mar 2026 (22 trading days with prices): the highest high is 2.42 and the lowest low is 2.21.'],
    ['zh-CN', '2026年3月2日 至 2026年3月31日（有价格的交易日 22 日）：最高价为 2.42，最低价为 2.21。'],
  ] as const)('%s price range', async (locale, sentence) => {
    await renderApp('/calAi/stockMinMax/index', locale, api);
    const form = (await screen.findByRole('button', { name: TEXT[locale].calculate })).closest('form') as HTMLElement;
    await pickStock(form);
    await typeDate(form, locale === 'en' ? 'Start date' : '开始日期', '2026-03-02');
    await typeDate(form, locale === 'en' ? 'End date' : '结束日期', '2026-03-31');
    await user.click(within(form).getByRole('button', { name: TEXT[locale].calculate }));
    const steps = await stepsOf(locale);
    expect(within(steps).getByText(sentence)).toBeTruthy();
    expectPlainSentences(steps, codeNamesOf(range.steps));
    await waitFor(() => expect(screen.getAllByTestId('demo-prices').length).toBeGreaterThan(0));
  });
});

describe('price benchmarks of hk-rules §5', () => {
  it('en MB 17.03E option exercise price: the minimum from the stored prices, a lower price refused', async () => {
    const { sent } = await renderApp('/calAi/stock/stockPrice', 'en', api);
    await user.click(await screen.findByRole('tab', { name: 'Option price' }));
    const panel = await screen.findByRole('tabpanel');
    await pickStock(panel);
    await user.type(within(panel).getByLabelText('Proposed exercise price (optional)'), '2.3');
    await typeDate(panel, 'Grant date', '2026-03-20');
    await user.click(within(panel).getByRole('button', { name: 'Calculate' }));
    const steps = await stepsOf('en');
    expect(sent.map((request) => request.path)).toContain('/au/calculator/optionExercisePrice');
    // Close on 20 Mar 2.35 against the 5-day average 2.32: the minimum is 2.35.
    expect(within(steps).getByText('Grant on 20 Mar 2026: the higher of the close that day (2.35) and the average close of the 5 business days before it (2.32) is 2.35.')).toBeTruthy();
    expect(within(steps).getAllByText(/MB 17\.03E/).length).toBeGreaterThan(0);
    expect(screen.getByText('Below the minimum: not allowed')).toBeTruthy();
    expectPlainSentences(steps, codeNamesOf(option.steps));
  });

  it('zh-HK MB 7.27B dilution runs in the browser: exactly 25 % is not allowed', async () => {
    const { sent } = await renderApp('/calAi/stock/stockPrice', 'zh-HK', api);
    await user.click(await screen.findByRole('tab', { name: '供股攤薄' }));
    const panel = await screen.findByRole('tabpanel');
    for (const [label, value] of [
      ['基準價', '1'],
      ['認購價', '0.5'],
      ['發行前已發行股份數目', '100'],
      ['新股數目', '100'],
    ])
      await user.type(within(panel).getByLabelText(label), value);
    expect(await within(panel).findByText('達25%或以上：不容許')).toBeTruthy();
    const steps = await stepsOf('zh-HK');
    expect(within(steps).getByText(/^理論攤薄效應：\(1 − 0\.75(00)?\) ÷ 1 = 25(\.0000)?%；達25%或以上不得進行/)).toBeTruthy();
    expect(within(steps).getAllByText(/MB 7\.27B/).length).toBeGreaterThan(0);
    expect(sent.map((request) => request.path)).not.toContain('/au/calculator/theoreticalDilution');
  });

  it('en average price: the days before the date by default, the longer averages marked as market information', async () => {
    await renderApp('/calAi/stock/stockPrice', 'en', api);
    const panel = await screen.findByRole('tabpanel');
    expect((within(panel).getByLabelText('The days before the reference date') as HTMLInputElement).checked).toBe(true);
    expect(within(panel).getByText(/Only the 5-day average before a date is a Listing Rules figure/)).toBeTruthy();
  });
});
