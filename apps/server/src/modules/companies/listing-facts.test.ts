import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFiles, parseAShareCompanies, parseHongKongCompanies } from './listed-companies.catalogue';
import { boardOfCode, correctedListingFacts, createStockListDayReader, isHongKongIssuerCode, isNamedDelisted, listingSourceOf, type StoredListingFacts } from './listing-facts';

describe('the catalogue parsers', () => {
  it('give every Hong Kong issuer of the snapshot status 1, no trading state and the board of its code', () => {
    const rows = parseHongKongCompanies(JSON.stringify([{ symbol: 700, engName: 'Tencent Holdings Limited', zhName: '騰訊控股有限公司' }, { symbol: 8001, engName: 'A GEM issuer', zhName: null }]));
    expect(rows.map(({ stockCode, status, board, tradingState }) => ({ stockCode, status, board, tradingState }))).toEqual([
      { stockCode: '00700', status: 1, board: 'main', tradingState: null },
      { stockCode: '08001', status: 1, board: 'gem', tradingState: null },
    ]);
  });

  it('mark an A share delisted only where the list names it so', () => {
    const { entries } = parseAShareCompanies('stock_code,short_name,list_date2\n000001,平安银行,1991-04-03\n000003,PT金田A,\n000033,新都退,\n600631,百联股份(已合并),\n200011,深物业B,\n');
    expect(entries.map(({ stockCode, status, board, tradingState }) => [stockCode, status, board, tradingState])).toEqual([
      ['000001', 1, 'sz-main', null],
      ['000003', 2, 'sz-main', 'delisted'],
      ['000033', 2, 'sz-main', 'delisted'],
      ['600631', 2, 'sh-main', 'delisted'],
      // no listing date, but nothing in the list says delisted
      ['200011', 1, 'sz-main', null],
    ]);
  });
});

describe('boardOfCode and isNamedDelisted', () => {
  it.each([
    ['HK', '00700', 'main'],
    ['HK', '08001', 'gem'],
    ['HK', '08999', 'gem'],
    ['HK', '09988', 'main'],
    ['SH', '688981', 'star'],
    ['SH', '900957', 'sh-main'],
    ['SZ', '300750', 'chinext'],
    ['BJ', '430047', 'bse'],
  ] as const)('puts %s %s on the %s board', (market, code, board) => {
    expect(boardOfCode(market, code)).toBe(board);
  });

  it('reads 退, PT and (已合并) as delisted, nothing else', () => {
    expect([isNamedDelisted('大通退'), isNamedDelisted('PT南洋'), isNamedDelisted('百联股份(已合并)')]).toEqual([true, true, true]);
    expect([isNamedDelisted('*ST宜康'), isNamedDelisted('贵州茅台'), isNamedDelisted(null)]).toEqual([false, false, false]);
  });
});

describe('isHongKongIssuerCode (issue 18: a stock list\'s warrants, CBBCs, ETFs, debt and RMB counters are not companies)', () => {
  it('takes Main Board and GEM share codes, and no product code', () => {
    for (const code of ['00001', '00700', '02850', '03988', '06030', '07801', '08001', '08999', '09988', '09999']) expect(isHongKongIssuerCode(code), code).toBe(true);
    // RMB counter, derivative warrants, inline warrant, CBBCs, ETFs, Exchange Fund Note, leveraged and inverse, US dollar ETF counter
    for (const code of ['80700', '10000', '29999', '47001', '50000', '69999', '02800', '02828', '03033', '04001', '07226', '07552', '09010', '00000', 'X1']) expect(isHongKongIssuerCode(code), code).toBe(false);
  });

  it.skipIf(!fs.existsSync(catalogueFiles().hongKong))('takes every issuer of the HKEX listed-company list of 31 May 2023', () => {
    const codes = parseHongKongCompanies(fs.readFileSync(catalogueFiles().hongKong, 'utf8')).map((row) => row.stockCode);
    expect(codes.length).toBeGreaterThan(2000);
    expect(codes.filter((code) => !isHongKongIssuerCode(code))).toEqual([]);
  });
});

describe('listingSourceOf', () => {
  it('names the synced list only for Hong Kong rows a stock list wrote', () => {
    expect(listingSourceOf({ market: 'HK', tradingState: null }, '2026-11-26')).toEqual({ list: 'hkex-snapshot', asOf: '2023-05-31' });
    expect(listingSourceOf({ market: 'HK', tradingState: 'normal' }, '2026-11-26')).toEqual({ list: 'hkex-stock-list', asOf: '2026-11-26' });
    expect(listingSourceOf({ market: 'SZ', tradingState: 'delisted' }, '2026-11-26')).toEqual({ list: 'a-share-list', asOf: '2025-09-09' });
  });
});

describe('createStockListDayReader', () => {
  it('gives the Hong Kong day of the latest import, asking again after five minutes', async () => {
    let now = Date.parse('2026-11-26T20:00:00Z');
    let asked = 0;
    const read = createStockListDayReader(
      async () => {
        asked += 1;
        return new Date('2026-11-26T17:30:00Z');
      },
      () => new Date(now),
    );
    expect(await read()).toBe('2026-11-27');
    now += 4 * 60_000;
    await read();
    expect(asked).toBe(1);
    now += 60_000;
    await read();
    expect(asked).toBe(2);
  });
});

describe('correctedListingFacts', () => {
  const row = (facts: Partial<StoredListingFacts>): StoredListingFacts => ({
    market: 'HK',
    stockCode: '00123',
    shortNameCn: null,
    profileSource: 'demo',
    status: 1,
    board: 'main',
    tradingState: 'normal',
    delistingDate: null,
    ...facts,
  });

  it('undoes what an earlier demo seed invented on Hong Kong issuers', () => {
    expect(correctedListingFacts(row({ status: 2, tradingState: 'delisted', delistingDate: '2019-04-01' }), true)).toMatchObject({ status: 1, tradingState: null, delistingDate: null });
    for (const state of ['suspended', 'halted']) expect(correctedListingFacts(row({ tradingState: state }), true).tradingState).toBeNull();
    expect(correctedListingFacts(row({}), false).tradingState).toBeNull();
  });

  it('keeps what a stock list wrote: a delisting without a day, and normal trading once a list was imported', () => {
    expect(correctedListingFacts(row({ status: 2, tradingState: 'delisted' }), true)).toMatchObject({ status: 2, tradingState: 'delisted' });
    expect(correctedListingFacts(row({}), true).tradingState).toBe('normal');
    expect(correctedListingFacts(row({ profileSource: null, board: null, tradingState: 'normal', stockCode: '08001' }), false)).toMatchObject({ tradingState: 'normal', board: 'gem' });
  });

  it('follows the A-share list: delisted by name, without a made-up day', () => {
    expect(correctedListingFacts(row({ market: 'SZ', stockCode: '000003', shortNameCn: 'PT金田A', status: 2, tradingState: 'delisted', delistingDate: '2018-01-02' }), false)).toMatchObject({
      status: 2,
      tradingState: 'delisted',
      delistingDate: null,
    });
    expect(correctedListingFacts(row({ market: 'SZ', stockCode: '000001', shortNameCn: '平安银行', tradingState: 'suspended' }), false)).toMatchObject({ status: 1, tradingState: null });
  });
});
