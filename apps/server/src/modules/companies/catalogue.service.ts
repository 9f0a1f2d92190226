import type { ListCompanyInfoBody, Locale, StockSearchResult } from '@app/contracts';
import { nameForReader } from '../../lib/reader-name';
import { createCatalogueIndex, type CompanyMatch, type StockNames } from './catalogue-index';
import type { CatalogueNames, CatalogueStock, ListedCompaniesRepository, ListedCompanyRow, ProfileFilter } from './listed-companies.repository';

export type { CatalogueNames, CatalogueStock, ProfileFilter } from './listed-companies.repository';
export type { StockNames } from './catalogue-index';

/**
 * The listed-company catalogue (HK Main Board and A shares) as every module
 * reads it: look-ups by code, the stock picker (spec §7 /common/listCompanyInfo)
 * and keyword matching for the company lists, all from one in-memory index.
 */
export const createCatalogueService = (repository: ListedCompaniesRepository) => {
  const index = createCatalogueIndex(repository.listIndexed, repository.catalogueVersion);
  return {
    /** One catalogue entry by its code (HK codes have 5 digits, A-share codes 6, so codes do not collide). */
    findByStockCode: (stockCode: string): Promise<ListedCompanyRow | undefined> => repository.findByStockCode(stockCode),
    /**
     * The stock picker: by code (exact first, then prefix) or by name in
     * English, traditional or simplified Chinese; Chinese names in the reader's script.
     */
    search: (body: ListCompanyInfoBody, locale: Locale): Promise<StockSearchResult[]> =>
      index.searchStocks(body, (stock) => nameForReader(stock.shortNameCn, locale, stock.market)),
    /** Every company of `status` whose code or any name matches the keyword, with its rank (lower is better). */
    match: (keyword: string, status: number): Promise<CompanyMatch[]> => index.match(keyword, status),
    /** Catalogue entries of the given codes in any market, ordered by market (read now, not from the index). */
    findStocks: (stockCodes: string[]): Promise<CatalogueStock[]> => repository.findStocks(stockCodes),
    /**
     * `findStocks` from the index (reloaded whenever the catalogue changes; every call reads its version): every
     * entry of each code, in market order. For hot reads (the followed-companies list). `version`: as for `namesOf`.
     */
    stocksOf: (stockCodes: readonly string[], version?: string): Promise<StockNames[]> => index.stocksOf(stockCodes, version),
    /** The given codes (listed or delisted) with their short and full names, by market and code (read now). */
    findCompanies: (stockCodes: string[]): Promise<CatalogueNames[]> => repository.findCompanies(stockCodes),
    /**
     * Market and short names of the given codes, from the index (reloaded whenever the catalogue changes); unknown codes are left out.
     * `version`: the catalogue's version (listed_companies_version) the caller read during its call, which spares the read.
     */
    namesOf: (stockCodes: string[], version?: string): Promise<StockNames[]> => index.namesOf(stockCodes, version),
    /** Codes of the companies with the given industry, securities type or place of incorporation. */
    stockCodesWhere: (filter: ProfileFilter): Promise<string[]> => repository.stockCodesWhere(filter),
    /** Forgets the loaded index (after a seed or an import). */
    invalidate: index.invalidate,
  };
};

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** A catalogue entry as look-ups return it. */
export type CatalogueCompany = ListedCompanyRow;
