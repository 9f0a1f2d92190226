import { CNY_HKD_REFERENCE_RATE, MarketValueBands, type CompanyStatistics, type CompanyStatisticsBody } from '@app/contracts';
import type { CompanyStatisticsService } from '../companies/company-statistics.service';

const anyDemo = (rows: readonly { hasDemo: boolean }[]): boolean => rows.some((row) => row.hasDemo);

/** The statistics page (/disData/sta/company): every figure is an SQL aggregate over listed_companies. */
export const createStatisticsService = (repository: CompanyStatisticsService) => ({
  /**
   * POST /au/statistics/company: listings per year and board, delistings per
   * year, market-value bands (HKD) and the industry mix of one market group.
   * `demo` is set when any company behind a chart has demonstration profile values.
   */
  getCompanyStatistics: async (body: CompanyStatisticsBody): Promise<CompanyStatistics> => {
    const scope = { market: body.market, board: body.board };
    const [listings, delistings, bands, industries, totals] = await Promise.all([
      repository.countListingsByYear(scope),
      repository.countDelistingsByYear(scope),
      repository.countByMarketValueBand(scope, CNY_HKD_REFERENCE_RATE),
      repository.countByIndustry(scope),
      repository.countTotals(scope),
    ]);
    const countOfBand = new Map(bands.map((row) => [row.band, row.count]));
    // Companies without a market value are counted apart, not put in the lowest band.
    const valuedBands = bands.filter((row) => row.band !== null);
    const demoSections = {
      listings: anyDemo(listings),
      delistings: anyDemo(delistings),
      marketValue: anyDemo(valuedBands),
      industries: anyDemo(industries.filter((row) => row.industry !== null)),
    };
    return {
      market: body.market,
      board: body.board ?? null,
      listingsByYear: listings.map(({ year, board, count }) => ({ year, board, count })),
      delistingsByYear: delistings.map(({ year, count }) => ({ year, count })),
      marketValueBands: MarketValueBands.map((band) => ({ band: band.key, minHkd: band.minHkd, maxHkd: band.maxHkd, count: countOfBand.get(band.key) ?? 0 })),
      industries: industries.map(({ industry, count }) => ({ industry, count })),
      totals: { ...totals, withoutMarketValue: countOfBand.get(null) ?? 0 },
      currency: 'HKD',
      cnyToHkdRate: CNY_HKD_REFERENCE_RATE,
      demo: Object.values(demoSections).some(Boolean),
      demoSections,
    };
  },
});

export type StatisticsService = ReturnType<typeof createStatisticsService>;
