import type { CompanyStatistics } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { industrySlices, listingsOption, yearRange, type ChartText } from './charts';

const text: ChartText = { t: (key) => key, number: (value) => String(value) };

const stats = (values: Partial<CompanyStatistics>): CompanyStatistics => ({
  market: 'HK',
  board: null,
  listingsByYear: [],
  delistingsByYear: [],
  marketValueBands: [],
  industries: [],
  totals: { listed: 0, delisted: 0, withoutListingDate: 0, withoutMarketValue: 0, delistedWithoutDate: 0 },
  currency: 'HKD',
  cnyToHkdRate: '1.08',
  demo: false,
  demoSections: { listings: false, delistings: false, marketValue: false, industries: false },
  ...values,
});

describe('yearRange', () => {
  it('fills the years between the first and the last', () => {
    expect(yearRange([2003, 2000, 2001])).toEqual([2000, 2001, 2002, 2003]);
    expect(yearRange([])).toEqual([]);
  });
});

describe('listingsOption', () => {
  it('stacks one series per board over every year, zero where a board had no listing', () => {
    const option = listingsOption(
      stats({
        listingsByYear: [
          { year: 2020, board: 'main', count: 5 },
          { year: 2022, board: 'main', count: 2 },
          { year: 2022, board: 'gem', count: 1 },
        ],
      }),
      text,
    );
    expect(option.xAxis).toMatchObject({ data: ['2020', '2021', '2022'] });
    expect(option.series).toEqual([
      { type: 'bar', stack: 'listings', name: 'statistics.boards.main', data: [5, 0, 2] },
      { type: 'bar', stack: 'listings', name: 'statistics.boards.gem', data: [0, 0, 1] },
    ]);
  });
});

describe('industrySlices', () => {
  it('keeps the ten largest classified industries and adds up the rest; unclassified companies are left out', () => {
    const industries = [{ industry: null, count: 500 }, ...Array.from({ length: 12 }, (_, index) => ({ industry: `I${index}`, count: 100 - index }))];
    const slices = industrySlices(stats({ industries }), 'Other');
    expect(slices).toHaveLength(11);
    expect(slices[0]).toEqual({ name: 'I0', value: 100 });
    expect(slices.at(-1)).toEqual({ name: 'Other', value: 90 + 89 });
  });
});
