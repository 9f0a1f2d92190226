import type { Envelope } from '@app/contracts';
import { calculateAveragePrices, listTradingDays } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppState, type FakeApi } from '../../../test-utils';

beforeEach(() => resetAppState());

/** Types a 'YYYY-MM-DD' date into a date picker and confirms it. */
const typeDate = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, date: string) => {
  await user.click(input);
  await user.type(input, `${date}{Enter}`);
  await user.keyboard('{Escape}');
};

/** The result card holding `testId`. */
const resultCardOf = async (testId: string) => (await screen.findByTestId(testId)).closest('.ant-card') as HTMLElement;

describe('size-test page', () => {
  it('classifies a 30 % assets ratio as a major transaction as the user types', async () => {
    await renderApp('/calAi/scale/assets', 'en');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Total assets of the subject'), '30');
    await user.type(screen.getByLabelText('Total assets of the issuer'), '100');
    const classification = await screen.findByTestId('size-test-classification');
    expect(classification.textContent).toBe('Major transaction');
    const result = classification.closest('.ant-card') as HTMLElement;
    expect(within(result).getByText('30.0000 %')).toBeTruthy();
    expect(within(result).getByText('How this was reached')).toBeTruthy();
    expect(within(result).getAllByText(/MB 14\.07\(1\)/).length).toBeGreaterThan(0);
  });

  it('shows the class in traditional Chinese and rejects more than 5 decimals', async () => {
    await renderApp('/calAi/scale/revenue', 'zh-HK');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('標的收益'), '3');
    await user.type(screen.getByLabelText('發行人收益'), '100');
    expect((await screen.findByTestId('size-test-classification')).textContent).toBe('非須予公布的交易');
    await user.type(screen.getByLabelText('標的總資產'), '1.123456');
    expect(await screen.findByText('最多 5 位小數。')).toBeTruthy();
  });

  // MB 14.24 [V]: a transaction that is both is classified by the larger side.
  it('classifies an acquisition (30 %) that is also a disposal (10 %) as major, showing both sides', async () => {
    await renderApp('/calAi/scale/assets', 'en');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Both (acquisition and disposal)'));
    await user.type(screen.getByLabelText('Total assets of the subject'), '30');
    await user.type(screen.getByLabelText('Total assets of the subject disposed of'), '10');
    await user.type(screen.getByLabelText('Total assets of the issuer'), '100');
    expect((await screen.findByTestId('size-test-classification')).textContent).toBe('Major transaction');
    const sides = screen.getByTestId('size-test-sides');
    expect(within(sides).getByText('Acquisition side')).toBeTruthy();
    expect(within(sides).getByText(/Discloseable transaction/)).toBeTruthy();
    expect(within(await resultCardOf('size-test-classification')).getAllByText(/MB 14\.24/).length).toBeGreaterThan(0);
  });

  // MB 14.22 [V]: two 3 % transactions 5 months apart → 6 %, discloseable if aggregated; one 13 months before is left out.
  it('aggregates an earlier transaction inside 12 months and leaves out one outside', async () => {
    await renderApp('/calAi/scale/assets', 'en');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Total assets of the subject'), '3');
    await user.type(screen.getByLabelText('Total assets of the issuer'), '100');
    await typeDate(user, screen.getByLabelText('Transaction date'), '2025-06-15');
    await user.click(screen.getByText('Earlier transactions (aggregation, MB 14.22 / 14A.81)'));
    await user.click(screen.getByRole('button', { name: /Add an earlier transaction/ }));
    await user.click(screen.getByRole('button', { name: /Add an earlier transaction/ }));
    const [recent, old] = screen.getAllByTestId('earlier-transaction');
    await typeDate(user, within(recent).getByLabelText('Date'), '2025-01-15');
    await user.type(within(recent).getByLabelText('Total assets (numerator)'), '3');
    await typeDate(user, within(old).getByLabelText('Date'), '2024-05-15');
    await user.type(within(old).getByLabelText('Total assets (numerator)'), '3');
    expect((await screen.findByTestId('aggregated-classification')).textContent).toBe('Discloseable transaction');
    expect(screen.getByTestId('size-test-classification').textContent).toBe('Not a notifiable transaction');
    const aggregation = screen.getByTestId('size-test-aggregation');
    expect(within(aggregation).getByText('Indicative; Exchange discretion')).toBeTruthy();
    expect(within(aggregation).getByText('6.0000 %')).toBeTruthy();
    expect(within(aggregation).getByText('Aggregated: no. 1 (15 Jan 2025).')).toBeTruthy();
    expect(within(aggregation).getByText('no. 2 (15 May 2024) is outside the window and is not aggregated.')).toBeTruthy();
  });

  // MB 14A.76 [V] / 14A.80 [V]: the de minimis answer shows its requirements and says which ratio it could not use.
  it('shows the de minimis requirements and the anomalous ratio it did not rest on', async () => {
    await renderApp('/calAi/scale/revenue', 'en');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Revenue of the subject'), '0.05');
    await user.type(screen.getByLabelText('Revenue of the issuer'), '100');
    await user.type(screen.getByLabelText('Total assets of the subject'), '-5');
    await user.type(screen.getByLabelText('Total assets of the issuer'), '100');
    await user.click(screen.getByRole('button', { name: 'Connected party? Run the de minimis test' }));
    await user.type(screen.getByLabelText('Total consideration (HK$)'), '1000000');
    const answer = await screen.findByTestId('connected-exemption');
    expect(answer.textContent).toBe('Fully exempt (MB 14A.76(1)(a)). Rests only on: Revenue ratio; could not be computed (MB 14A.80): Assets ratio.');
    const card = answer.closest('.ant-card') as HTMLElement;
    for (const label of ['Announcement', 'Annual reporting', 'Circular', 'Independent financial adviser', "Independent shareholders' approval"])
      expect(within(card).getByText(label)).toBeTruthy();
  });

  // MB 14.07(4) [S]: the 5-day average close before the transaction, filled from the stored prices; MB 14A.78: annual caps.
  it('zh-CN: fills the 5-day average close from the stored prices and tests annual caps', async () => {
    const prices = listTradingDays('2025-05-01', '2025-06-30').map((date, index) => {
      const close = (2 + index / 100).toFixed(2);
      return { date, open: close, high: close, low: close, close, volume: '1000', turnover: '2000' };
    });
    const average = calculateAveragePrices({ prices, referenceDate: '2025-06-16', window: 'before', periods: [5] });
    const priceData = { stockCode: '00700', market: 'HK', rows: 5, firstDate: '2025-06-09', lastDate: '2025-06-13', isDemonstration: true };
    const reply = (resultData: unknown): Envelope<unknown> => ({ errCode: 0, resultMsg: 'OK', resultData });
    const api: FakeApi = {
      '/common/listCompanyInfo': reply([{ stockCode: '00700', shortNameEn: 'TENCENT', shortNameCn: '腾讯控股' }]),
      '/au/calculator/averagePrice': reply({ ...average, priceData }),
    };
    const { fetch } = await renderApp('/calAi/scale/consideration', 'zh-CN', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('代价'), '1000000');
    await typeDate(user, screen.getByLabelText('交易日期'), '2025-06-16');
    await user.type(screen.getByLabelText('已发行股份'), '10000000');
    const fill = screen.getByTestId('average-price-fill');
    const picker = within(fill).getByRole('combobox');
    await user.click(picker);
    await user.type(picker, '00700');
    await user.click(await screen.findByText(/^00700 /));
    await user.click(within(fill).getByRole('button', { name: '填入 5 日平均价' }));
    const averageClose = average.value?.periods[0].averageClose as string;
    await waitFor(() => expect(Number((screen.getByLabelText('交易前 5 个营业日的平均收盘价') as HTMLInputElement).value)).toBe(Number(averageClose)));
    const request = fetch.mock.calls.find(([url]) => String(url).includes('/au/calculator/averagePrice'));
    const body = JSON.parse(String(request?.[1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({ stockCode: '00700', referenceDate: '2025-06-16', window: 'before' });
    expect(String(body.periods)).toBe('5');
    const card = await resultCardOf('size-test-classification');
    expect(within(card).getAllByText(/MB 14\.07\(4\)/).length).toBeGreaterThan(0);
    expect(within(card).getByText(/不包括库存股份/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '涉及关连人士？进行最低豁免水平测试' }));
    await user.click(screen.getByRole('button', { name: /新增年度上限/ }));
    // Largest cap HK$1,000,000 over a market capitalisation of about HK$22.7 million: under 5 % and under HK$3,000,000.
    await user.type(screen.getByLabelText('年度上限 1'), '1000000');
    await waitFor(() => expect(screen.getByTestId('connected-exemption').textContent).toBe('全面豁免（MB 14A.76(1)(c)）'));
  });
});
