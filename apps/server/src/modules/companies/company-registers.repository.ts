import type { Market } from '@app/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Column, inBatches, insertFromRecordset, updateFromRecordset } from '../../db/recordset';
import { hkCompanies, listedCompanies } from '../../db/schema';
import { boardOfCode } from './listing-facts';

/** A listed company as the stock-list importer reads it. */
export type StoredListedCompany = { id: string; stockCode: string; shortNameEn: string | null; status: number; tradingState: string | null };
export type ListedCompanyWrite = Omit<StoredListedCompany, 'id'>;

/** A Companies Registry company as the registry importer reads and writes it. */
export type HkCompanyValues = {
  companyNo: string;
  nameEn: string | null;
  nameZh: string | null;
  registerKind: string;
  incorporationDate: string | null;
  nameHistory: { date: string | null; nameEn: string | null; nameZh: string | null }[];
};

const LISTED_COMPANY_COLUMNS: Column<ListedCompanyWrite>[] = [
  ['stock_code', 'varchar', (row) => row.stockCode],
  ['short_name_en', 'varchar', (row) => row.shortNameEn],
  ['status', 'smallint', (row) => row.status],
  ['trading_state', 'varchar', (row) => row.tradingState],
];

const HK_COMPANY_COLUMNS: Column<HkCompanyValues>[] = [
  ['company_no', 'varchar', (row) => row.companyNo],
  ['name_en', 'text', (row) => row.nameEn],
  ['name_zh', 'text', (row) => row.nameZh],
  ['register_kind', 'varchar', (row) => row.registerKind],
  ['incorporation_date', 'date', (row) => row.incorporationDate],
  ['name_history', 'jsonb', (row) => row.nameHistory],
];

/**
 * The company registers as the importers write them (HKEX stock lists into
 * listed_companies, the Companies Registry into hk_companies). Every function
 * takes the caller's transaction as `db`, so an import run is written completely or not at all.
 */
export const createCompanyRegistersRepository = (db: Database) => ({
  /** Stored listed companies of a market by code, keyed by code. */
  findListedCompanies: async (market: string, stockCodes: string[]): Promise<Map<string, StoredListedCompany>> => {
    const found = new Map<string, StoredListedCompany>();
    for (const batch of inBatches(stockCodes)) {
      const rows = await db
        .select({
          id: listedCompanies.id,
          stockCode: listedCompanies.stockCode,
          shortNameEn: listedCompanies.shortNameEn,
          status: listedCompanies.status,
          tradingState: listedCompanies.tradingState,
        })
        .from(listedCompanies)
        .where(and(eq(listedCompanies.market, market), inArray(listedCompanies.stockCode, batch)))
        .for('update');
      for (const row of rows) found.set(row.stockCode, row);
    }
    return found;
  },

  /** Inserts listed companies with the board their code is on (HKEX numbers GEM 08xxx), so GEM issuers of a list show as GEM. */
  insertListedCompanies: async (market: Market, rows: ListedCompanyWrite[]): Promise<void> => {
    const columns: Column<ListedCompanyWrite>[] = [['market', 'varchar', () => market], ['board', 'varchar', (row) => boardOfCode(market, row.stockCode)], ...LISTED_COMPANY_COLUMNS];
    for (const batch of inBatches(rows)) await db.execute(insertFromRecordset('listed_companies', columns, batch));
  },

  /** Rewrites stored listed companies (by id). */
  updateListedCompanies: async (rows: StoredListedCompany[]): Promise<void> => {
    const columns: Column<StoredListedCompany>[] = [['id', 'uuid', (row) => row.id], ...LISTED_COMPANY_COLUMNS.filter(([name]) => name !== 'stock_code')];
    for (const batch of inBatches(rows)) await db.execute(updateFromRecordset('listed_companies', 'id', columns, batch, {}, 'updated_at = now()'));
  },

  /** Stored registry companies by number, keyed by number. */
  findHkCompanies: async (companyNumbers: string[]): Promise<Map<string, HkCompanyValues>> => {
    const found = new Map<string, HkCompanyValues>();
    for (const batch of inBatches([...new Set(companyNumbers)])) {
      const rows = await db
        .select({
          companyNo: hkCompanies.companyNo,
          nameEn: hkCompanies.nameEn,
          nameZh: hkCompanies.nameZh,
          registerKind: hkCompanies.registerKind,
          incorporationDate: hkCompanies.incorporationDate,
          nameHistory: hkCompanies.nameHistory,
        })
        .from(hkCompanies)
        .where(inArray(hkCompanies.companyNo, batch))
        .for('update');
      for (const row of rows) found.set(row.companyNo, row as HkCompanyValues);
    }
    return found;
  },

  insertHkCompanies: async (rows: HkCompanyValues[], source: string): Promise<void> => {
    const columns: Column<HkCompanyValues>[] = [...HK_COMPANY_COLUMNS, ['source', 'varchar', () => source]];
    for (const batch of inBatches(rows)) await db.execute(insertFromRecordset('hk_companies', columns, batch));
  },

  /** Rewrites stored registry companies (by number); `source` becomes the importer's. */
  updateHkCompanies: async (rows: HkCompanyValues[], source: string): Promise<void> => {
    const columns: Column<HkCompanyValues>[] = [...HK_COMPANY_COLUMNS, ['source', 'varchar', () => source]];
    for (const batch of inBatches(rows)) await db.execute(updateFromRecordset('hk_companies', 'company_no', columns, batch, {}, 'updated_at = now()'));
  },

});

export type CompanyRegistersRepository = ReturnType<typeof createCompanyRegistersRepository>;
