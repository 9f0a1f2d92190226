import type { CompanyStatistics } from '@app/contracts';
import type { ChartOption } from './echarts';
import { TOP_INDUSTRIES } from './constants';

/** Texts and number formatting the option builders need (from the page's translations). */
export type ChartText = {
  t: (key: string, values?: Record<string, unknown>) => string;
  number: (value: number) => string;
};

/** Every year from the first to the last one with data (gaps kept as zero bars so the axis is true to time). */
export const yearRange = (years: readonly number[]): number[] => {
  if (years.length === 0) return [];
  const first = Math.min(...years);
  const last = Math.max(...years);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
};

const countAxis = (text: ChartText) => ({ type: 'value' as const, minInterval: 1, name: text.t('statistics.count'), axisLabel: { formatter: (value: number) => text.number(value) } });
const tooltip = (text: ChartText) => ({ trigger: 'axis' as const, valueFormatter: (value: unknown) => (typeof value === 'number' ? text.number(value) : String(value ?? '')) });

/** New listings per year: one stacked bar series per board. */
export const listingsOption = (stats: CompanyStatistics, text: ChartText): ChartOption => {
  const years = yearRange(stats.listingsByYear.map((row) => row.year));
  const boards = [...new Set(stats.listingsByYear.map((row) => row.board))];
  return {
    tooltip: tooltip(text),
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: years.map(String) },
    yAxis: countAxis(text),
    series: boards.map((board) => {
      const byYear = new Map(stats.listingsByYear.filter((row) => row.board === board).map((row) => [row.year, row.count]));
      return { type: 'bar', stack: 'listings', name: text.t(`statistics.boards.${board}`), data: years.map((year) => byYear.get(year) ?? 0) };
    }),
  };
};

/** Delistings per year. */
export const delistingsOption = (stats: CompanyStatistics, text: ChartText): ChartOption => {
  const years = yearRange(stats.delistingsByYear.map((row) => row.year));
  const byYear = new Map(stats.delistingsByYear.map((row) => [row.year, row.count]));
  return {
    tooltip: tooltip(text),
    grid: { left: 48, right: 16, top: 24, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: years.map(String) },
    yAxis: countAxis(text),
    series: [{ type: 'bar', name: text.t('statistics.charts.delistings'), data: years.map((year) => byYear.get(year) ?? 0), itemStyle: { color: '#d4380d' } }],
  };
};

/** Listed companies per market-value band (HKD). */
export const marketValueOption = (stats: CompanyStatistics, text: ChartText): ChartOption => ({
  tooltip: tooltip(text),
  grid: { left: 48, right: 16, top: 24, bottom: 32, containLabel: true },
  xAxis: { type: 'category', data: stats.marketValueBands.map((band) => text.t(`statistics.bands.${band.band}`)), axisLabel: { interval: 0, rotate: 20 } },
  yAxis: countAxis(text),
  series: [{ type: 'bar', name: text.t('statistics.charts.marketValue'), data: stats.marketValueBands.map((band) => band.count), itemStyle: { color: '#1677ff' } }],
});

/** The classified industries, largest first, the tail added up as one "other" slice. */
export const industrySlices = (stats: CompanyStatistics, otherLabel: string): { name: string; value: number }[] => {
  const classified = stats.industries.filter((row): row is { industry: string; count: number } => row.industry !== null);
  const top = classified.slice(0, TOP_INDUSTRIES).map((row) => ({ name: row.industry, value: row.count }));
  const rest = classified.slice(TOP_INDUSTRIES).reduce((sum, row) => sum + row.count, 0);
  return rest > 0 ? [...top, { name: otherLabel, value: rest }] : top;
};

// Twelve distinct colours: the default palette repeats after nine, and the pie has up to eleven slices.
const INDUSTRY_COLOURS = ['#1677ff', '#52c41a', '#faad14', '#f5222d', '#13c2c2', '#722ed1', '#eb2f96', '#fa8c16', '#2f54eb', '#a0d911', '#8c8c8c', '#5b3a29'];

/** Industry mix of listed companies as a ring. */
export const industriesOption = (stats: CompanyStatistics, text: ChartText, industryName: (industry: string) => string): ChartOption => ({
  color: INDUSTRY_COLOURS,
  tooltip: { trigger: 'item', valueFormatter: (value: unknown) => (typeof value === 'number' ? text.number(value) : String(value ?? '')) },
  legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
  series: [
    {
      type: 'pie',
      name: text.t('statistics.charts.industries'),
      radius: ['40%', '70%'],
      center: ['35%', '50%'],
      label: { show: false },
      data: industrySlices(stats, text.t('statistics.otherIndustries')).map((slice) => ({ ...slice, name: industryName(slice.name) })),
    },
  ],
});
