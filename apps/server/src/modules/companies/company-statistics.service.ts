import type { CompanyStatisticsRepository } from './company-statistics.repository';

export type { DelistingsRow, IndustryRow, ListingsRow, MarketValueRow, StatisticsScope, TotalsRow } from './company-statistics.repository';

/**
 * Aggregates over the listed-company catalogue for the statistics page (the
 * statistics module shapes them): listings and delistings per year,
 * market-value bands, industries, totals; each says whether demo values are behind it.
 */
export const createCompanyStatisticsService = (repository: CompanyStatisticsRepository) => ({
  countListingsByYear: repository.countListingsByYear,
  countDelistingsByYear: repository.countDelistingsByYear,
  countByMarketValueBand: repository.countByMarketValueBand,
  countByIndustry: repository.countByIndustry,
  countTotals: repository.countTotals,
});

export type CompanyStatisticsService = ReturnType<typeof createCompanyStatisticsService>;
