import type { Board, ListingSource, ListingSourceList, Market } from '@app/contracts';
import { hongKongLocal } from '@app/domain';

/**
 * The listing facts (status, board, names) and the public list each comes
 * from. Nothing here guesses: a company is delisted only when a list says so,
 * and no list we hold gives a trading state (suspended, halted), so none is made up.
 */

/** The day of each shared snapshot (their READMEs: the HKEX file of 31 May 2023, the adata commit of 9 Sep 2025). */
export const SNAPSHOT_DATES = { hongKong: '2023-05-31', aShares: '2025-09-09' } as const;

/** HKEX numbers GEM issuers 08001–08999; every other Hong Kong code is on the Main Board. */
const hongKongBoardOf = (code: string): Board => (Number(code) >= 8000 && Number(code) <= 8999 ? 'gem' : 'main');

/** Mainland board by code prefix (60x Shanghai main, 68x STAR, 00x Shenzhen main, 30x ChiNext, 8x/43x/92x Beijing; B shares on their exchange's main board). */
const mainlandBoardOf = (code: string): Board => {
  if (code.startsWith('68')) return 'star';
  if (/^(60|90)/.test(code)) return 'sh-main';
  if (code.startsWith('30')) return 'chinext';
  if (/^(00|20)/.test(code)) return 'sz-main';
  return 'bse';
};

/**
 * HKEX stock codes allocated to products that are not an issuer's shares (HKEX's stock code allocation plan):
 * exchange traded funds, Exchange Fund Notes and government bonds, leveraged and inverse products and their
 * foreign-currency counters. Only ranges where no listed company can be: none of the 2,269 issuers of the
 * 2023 HKEX list falls in one (a test checks).
 */
const HONG_KONG_PRODUCT_RANGES: readonly (readonly [number, number])[] = [
  [2800, 2849], // exchange traded funds
  [3000, 3199], // exchange traded funds
  [4000, 4299], // Exchange Fund Notes, HKSAR Government Bonds
  [7200, 7399], // leveraged and inverse products
  [7500, 7599], // leveraged and inverse products
  [9000, 9199], // exchange traded funds (US dollar counters)
];

/**
 * True when an HKEX code can be a listed company's shares (Main Board or GEM): HKEX gives issuers' shares
 * 4-digit codes (00001–09999) outside the product ranges; every 5-digit code is a derivative warrant, an
 * inline warrant, a callable bull/bear contract, a debt security or a second (RMB) counter of a security
 * listed under its own code (80700 TENCENT-R is 00700's). The stock lists carry all of them (~18,000 rows);
 * the company catalogue takes only these (issue 18). Codes alone cannot tell a REIT, which HKEX lists among equities.
 */
export const isHongKongIssuerCode = (code: string): boolean => {
  const number = Number(code);
  if (!Number.isInteger(number) || number < 1 || number > 9999) return false;
  return !HONG_KONG_PRODUCT_RANGES.some(([from, to]) => number >= from && number <= to);
};

/** The board a code is on: exchanges number their boards, so the code in a list tells it. */
export const boardOfCode = (market: Market, code: string): Board => (market === 'HK' ? hongKongBoardOf(code) : mainlandBoardOf(code));

/**
 * True when the A-share list marks a stock delisted in its short name: the
 * exchanges add 退 for the delisting period and keep it after, PT marks the
 * old "particular transfer" stocks, and the list writes (已合并) after a merger.
 * None of the 126 such rows of the 2025 list has a listing date, as delisted rows there do not.
 */
export const isNamedDelisted = (shortNameCn: string | null): boolean => /退|^PT|\(已合并\)/.test(shortNameCn ?? '');

/** A company row as far as its listing facts go. */
export type ListingFactsRow = { market: string; tradingState: string | null };

/**
 * True when an HKEX stock list (active or inactive) has written the row: only
 * those imports set a Hong Kong trading state (the 2023 snapshot has none).
 */
export const isFromStockList = (row: ListingFactsRow): boolean => row.market === 'HK' && row.tradingState !== null;

/**
 * Where a row's status, board and names come from, with the list's day:
 * the synced HKEX list (the day of its latest import, `stockListDay`), the
 * 2023 HKEX snapshot, or the A-share list.
 */
export const listingSourceOf = (row: ListingFactsRow, stockListDay: string | null): ListingSource => {
  let list: ListingSourceList;
  let asOf: string | null;
  if (row.market !== 'HK') [list, asOf] = ['a-share-list', SNAPSHOT_DATES.aShares];
  else if (isFromStockList(row)) [list, asOf] = ['hkex-stock-list', stockListDay];
  else [list, asOf] = ['hkex-snapshot', SNAPSHOT_DATES.hongKong];
  return { list, asOf };
};

/** Reads the day of the latest HKEX stock-list import (in Hong Kong), or null when none is recorded. */
export type StockListDayReader = () => Promise<string | null>;

// The day changes at most once a day; five minutes keeps the lists from asking on every page, as the catalogue index does.
const STOCK_LIST_DAY_TTL_MS = 5 * 60_000;

/**
 * The stock-list day from `lastImport` (when the latest HKEX stock-list
 * import finished), asked at most once per five minutes; a failed read is not kept.
 */
export const createStockListDayReader = (lastImport: () => Promise<Date | null>, clock: () => Date = () => new Date()): StockListDayReader => {
  let cached: { at: number; day: Promise<string | null> } | null = null;
  return () => {
    const now = clock().getTime();
    if (!cached || now - cached.at >= STOCK_LIST_DAY_TTL_MS) {
      const day = lastImport().then((at) => (at ? hongKongLocal(at).date : null));
      cached = { at: now, day };
      day.catch(() => {
        if (cached?.day === day) cached = null;
      });
    }
    return cached.day;
  };
};

/** The stock-list day for these rows: read only when one of them comes from the synced list. */
export const stockListDayFor = async (rows: readonly ListingFactsRow[], read: StockListDayReader): Promise<string | null> => (rows.some(isFromStockList) ? read() : null);

/** The listing facts of a stored row. */
export type StoredListingFacts = {
  market: string;
  stockCode: string;
  shortNameCn: string | null;
  profileSource: string | null;
  status: number;
  board: string | null;
  tradingState: string | null;
  delistingDate: string | null;
};

/**
 * A stored row's listing facts with what earlier demo seeds invented taken
 * out (the repair of existing databases): A shares follow their list's name
 * marks; on Hong Kong demo rows a delisting with a date (only the demo wrote
 * one), a suspension or a halt is undone, and 'normal' is kept only once an
 * HKEX stock list has been imported (the list then confirmed it; the next
 * import confirms again whatever is undone). A missing board comes from the code.
 */
export const correctedListingFacts = (row: StoredListingFacts, hasStockListImport: boolean): StoredListingFacts => {
  const board = row.board ?? boardOfCode(row.market as Market, row.stockCode);
  if (row.market !== 'HK') {
    const isDelisted = isNamedDelisted(row.shortNameCn);
    return { ...row, board, status: isDelisted ? 2 : 1, tradingState: isDelisted ? 'delisted' : null, delistingDate: null };
  }
  if (row.profileSource !== 'demo') return { ...row, board };
  if (row.status === 2 && row.delistingDate !== null) return { ...row, board, status: 1, tradingState: null, delistingDate: null };
  const isInvented = row.tradingState === 'suspended' || row.tradingState === 'halted' || (row.tradingState === 'normal' && !hasStockListImport);
  return { ...row, board, tradingState: isInvented ? null : row.tradingState };
};
