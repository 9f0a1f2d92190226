import { listTradingDays } from '../../calendar/market-calendar';
import type { DailyPrice } from '../price-rows';

/** Test fixtures of the price calculators (imported by tests only). */

/** A price row with the close given and the other figures derived from it. */
export const priceRow = (date: string, close: string, volume = '1000'): DailyPrice => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume,
  turnover: String(Number(close) * Number(volume)),
});

/** Real HK trading days from 1 Sep 2025 to 31 Mar 2026 with closes 1.00, 1.01, 1.02, … (in cents). */
export const risingSeries: DailyPrice[] = listTradingDays('2025-09-01', '2026-03-31').map((date, index) => priceRow(date, ((100 + index) / 100).toFixed(2)));

/** The close of `risingSeries` on `date`. */
export const risingCloseOn = (date: string): number => Number(risingSeries.find((price) => price.date === date)?.close);
