import { listTradingDays } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_STOCKS, generateDemoPrices, roundToTick, tickSizeMilli } from './demo-prices.generator';
import { listDemoTradingDays } from './demo-prices.seed';

const milli = (price: string) => Math.round(Number(price) * 1000);

describe('HKEX spread table', () => {
  it.each([
    [0.25, 1],
    [0.255, 5],
    [0.5, 5],
    [9.99, 10],
    [10, 10],
    [10.02, 20],
    [99.95, 50],
    [100.1, 100],
    [385.2, 200],
    [500.5, 500],
    [1999, 1000],
    [4998, 2000],
    [9995, 5000],
  ])('HK$%f trades in ticks of %i thousandths', (price, tick) => {
    expect(tickSizeMilli(Math.round(price * 1000))).toBe(tick);
  });

  it('rounds to the tick of the price band, up or down on request', () => {
    expect(roundToTick(385.29)).toBe(385_200);
    expect(roundToTick(385.31)).toBe(385_400);
    expect(roundToTick(385.21, 'up')).toBe(385_400);
    expect(roundToTick(10.019, 'down')).toBe(10_000);
    expect(roundToTick(0.0001)).toBe(10);
  });
});

describe(generateDemoPrices.name, () => {
  const days = listTradingDays('2024-01-02', '2024-12-31');

  it('is reproducible: the same stock and days give the same rows, and a longer window keeps the earlier days', () => {
    const stock = DEMO_STOCKS.find((profile) => profile.stockCode === '00700')!;
    const first = generateDemoPrices(stock, days);
    expect(generateDemoPrices(stock, days)).toEqual(first);
    expect(generateDemoPrices(stock, days.slice(0, 20))).toEqual(first.slice(0, 20));
  });

  it.each(DEMO_STOCKS.map((stock) => [stock.stockCode, stock] as const))('gives %s consistent bars on the tick grid', (_code, stock) => {
    const rows = generateDemoPrices(stock, days);
    expect(rows.map((row) => row.tradeDate)).toEqual(days);
    const problems: string[] = [];
    for (const row of rows) {
      const [open, high, low, close] = [row.open, row.high, row.low, row.close].map(milli);
      if (high < Math.max(open, close) || low > Math.min(open, close) || low < 10) problems.push(`${row.tradeDate}: range`);
      for (const price of [open, high, low, close]) if (price % tickSizeMilli(price) !== 0) problems.push(`${row.tradeDate}: ${price} off the tick grid`);
      if (row.volume <= 0n || row.volume % BigInt(stock.lotSize) !== 0n) problems.push(`${row.tradeDate}: volume ${row.volume}`);
      // The average traded price lies inside the day's range.
      const averagePrice = Number(row.turnover) / Number(row.volume);
      if (averagePrice < low / 1000 - 0.001 || averagePrice > high / 1000 + 0.001) problems.push(`${row.tradeDate}: turnover ${row.turnover}`);
    }
    expect(problems).toEqual([]);
    const returns = rows.slice(1).map((row, index) => Math.log(Number(row.close) / Number(rows[index].close)));
    const mean = returns.reduce((total, value) => total + value, 0) / returns.length;
    const deviation = Math.sqrt(returns.reduce((total, value) => total + (value - mean) ** 2, 0) / returns.length);
    // Tick rounding adds a little noise to the low-priced stocks.
    expect(deviation).toBeGreaterThan((stock.volatilityPercent / 100) * 0.7);
    expect(deviation).toBeLessThan((stock.volatilityPercent / 100) * 1.4);
  });
});

describe(listDemoTradingDays.name, () => {
  it('runs from the first HK trading day of 2023 to the last trading day on or before today', () => {
    const days = listDemoTradingDays('2026-11-22');
    expect(days[0]).toBe('2023-01-03');
    expect(days.at(-1)).toBe('2026-11-20');
  });

  it('stops at the end of the calendar', () => {
    expect(listDemoTradingDays('2031-01-01').at(-1)).toBe('2027-12-31');
  });
});
