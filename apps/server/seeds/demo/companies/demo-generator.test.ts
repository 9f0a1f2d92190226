import { DirectorCategories, ListingStates } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { generateDirectors, generateFinancials, latestFiscalYear } from './demo-company-data';
import { generateDemoData, type CatalogueCompany } from './demo-generator';
import { DEMO_OFFERING_COUNTS, generateHkCompanies } from './demo-offerings';
import { generateProfiles, mainlandBoardOf } from './demo-profiles';
import { companyNameKey } from './demo-names';
import { parseHShareIssuers } from './demo.seed';

const TODAY = '2026-11-22';

/** Rows grouped by a key, in first-seen order (Map.groupBy needs Node 21). */
const groupBy = <T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
};

const hongKong = (stockCode: string, shortNameEn: string, shortNameCn: string): CatalogueCompany => ({ market: 'HK', stockCode, shortNameEn, shortNameCn, listingDate: null, status: 1 });
const aShare = (market: 'SH' | 'SZ' | 'BJ', stockCode: string, shortNameCn: string, listingDate: string | null = '2007-09-25'): CatalogueCompany => ({
  market,
  stockCode,
  shortNameEn: null,
  shortNameCn,
  listingDate,
  status: 1,
});

/** A small catalogue: an A+H pair, an H share, a red chip, ordinary issuers and A shares of every board. */
const CATALOGUE: CatalogueCompany[] = [
  hongKong('00005', 'HSBC Holdings plc', '匯豐控股有限公司'),
  hongKong('00700', 'Tencent Holdings Limited', '騰訊控股有限公司'),
  hongKong('00939', 'China Construction Bank Corporation', '中國建設銀行股份有限公司'),
  hongKong('00941', 'China Mobile Limited', '中國移動有限公司'),
  hongKong('01398', 'Industrial and Commercial Bank of China Limited', '中國工商銀行股份有限公司'),
  hongKong('00038', 'First Tractor Company Limited', '第一拖拉機股份有限公司'),
  ...Array.from({ length: 300 }, (_, index) => hongKong(String(6000 + index).padStart(5, '0'), `Example ${index} Holdings Limited`, `示例${index}控股有限公司`)),
  aShare('SH', '601939', '建设银行'),
  // the expected name differs: no pair is made for ICBC
  aShare('SH', '601398', '工商银行X'),
  aShare('SH', '688981', '中芯国际', '2020-07-16'),
  aShare('SZ', '300750', '宁德时代', '2018-06-11'),
  aShare('SZ', '000002', '万  科Ａ', '1991-01-29'),
  aShare('BJ', '430047', '诺思兰德', '2020-11-20'),
  aShare('SZ', '000003', 'PT金田A', null),
];

const WEBBSITE_CSV = [
  'issueID,issuer,name1,typeID,typeShort,typeLong,expmat',
  '1,1,"First Tractor Company Limited",6,H,H-share,NULL',
  '2,2,"China Construction Bank Corporation",6,H,H-share,NULL',
  '3,3,"Tencent Holdings Limited",0,O,"Ordinary shares",NULL',
  '4,4,"Quoted, ""Odd"" Name Co., Ltd.",6,H,H-share,NULL',
].join('\n');

describe('parseHShareIssuers', () => {
  it('reads the H-share issuers of the Webb-site list, quoted commas and quotes included', () => {
    const names = parseHShareIssuers(WEBBSITE_CSV);
    expect(names).toEqual(new Set([companyNameKey('First Tractor Company Limited'), companyNameKey('China Construction Bank Corporation'), companyNameKey('Quoted, "Odd" Name Co., Ltd.')]));
    expect(names.has(companyNameKey('FIRST TRACTOR CO., LTD.'))).toBe(true);
  });
});

describe('generateDemoData', () => {
  const hShares = parseHShareIssuers(WEBBSITE_CSV);
  const data = generateDemoData(CATALOGUE, hShares, TODAY);
  const profileOf = (code: string) => data.profiles.find((profile) => profile.stockCode === code)!;

  it('is reproducible: the same catalogue and day give the same rows', () => {
    expect(generateDemoData(CATALOGUE, hShares, TODAY)).toEqual(data);
  });

  it('gives each company the same values whatever else is in the catalogue', () => {
    const alone = generateProfiles([CATALOGUE[1]!], hShares)[0];
    expect(alone).toEqual(profileOf('00700'));
  });

  it('pairs A+H listings only when both codes exist and the A-share name matches', () => {
    expect(profileOf('00939')).toMatchObject({ securitiesType: 'h-sh-a', pairedListing: 'SH:601939', placeOfIncorporation: 'prc', financialYearEnd: '12-31' });
    expect(profileOf('601939')).toMatchObject({ securitiesType: 'h-sh-a', pairedListing: 'HK:00939' });
    expect(profileOf('01398')).toMatchObject({ pairedListing: null, securitiesType: 'ordinary' });
  });

  it('classifies H shares by the Webb-site names, red chips by the fixed list, the rest as ordinary', () => {
    expect(profileOf('00038')).toMatchObject({ securitiesType: 'h', placeOfIncorporation: 'prc' });
    expect(profileOf('00941')).toMatchObject({ securitiesType: 'red-chip', placeOfIncorporation: 'hong-kong' });
    expect(profileOf('00700').securitiesType).toBe('ordinary');
  });

  it.each([
    ['601939', 'sh-main'],
    ['688981', 'star'],
    ['300750', 'chinext'],
    ['000002', 'sz-main'],
    ['430047', 'bse'],
  ])('puts A share %s on the %s board', (code, board) => {
    expect(profileOf(code).board).toBe(board);
    expect(mainlandBoardOf(code)).toBe(board);
  });

  it('puts Hong Kong codes below 8000 on the Main Board', () => {
    for (const profile of data.profiles.filter((candidate) => candidate.market === 'HK')) expect(profile.board).toBe('main');
  });

  it('delists A shares named as delisted and a few Hong Kong issuers, never the protected names', () => {
    expect(profileOf('000003')).toMatchObject({ status: 2, tradingState: 'delisted' });
    expect(profileOf('000003').delistingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const code of ['00005', '00700', '00939']) expect(profileOf(code)).toMatchObject({ status: 1, tradingState: 'normal' });
    const delisted = data.profiles.filter((profile) => profile.market === 'HK' && profile.status === 2);
    expect(delisted.length).toBeGreaterThan(0);
    expect(delisted.length).toBeLessThan(30);
    for (const profile of delisted) expect(profile.delistingDate! > profile.listingDate!).toBe(true);
  });

  it('keeps stored listing dates and leaves websites empty unless known', () => {
    expect(profileOf('300750').listingDate).toBe('2018-06-11');
    expect(profileOf('00700').website).toBe('https://www.tencent.com');
    expect(profileOf('06001').website).toBeNull();
    // well-known issuers whose names do not tell their industry
    expect(profileOf('00005').industry).toBe('financials');
    expect(profileOf('00700').industry).toBe('information-technology');
  });

  it('gives every Hong Kong board at least three independent directors, a third of the board, and a chairman', () => {
    const byCompany = groupBy(data.directors, (director) => director.stockCode);
    expect(byCompany.size).toBe(data.profiles.filter((profile) => profile.market === 'HK').length);
    for (const [code, board] of byCompany) {
      const serving = board.filter((director) => !director.resignedOn && director.category !== DirectorCategories.alternate);
      const independent = serving.filter((director) => director.category === DirectorCategories.independentNonExecutive);
      expect(board.length, code).toBeGreaterThanOrEqual(3);
      expect(board.length, code).toBeLessThanOrEqual(12);
      expect(independent.length, code).toBeGreaterThanOrEqual(3);
      expect(independent.length * 3, code).toBeGreaterThanOrEqual(serving.length);
      expect(board[0]).toMatchObject({ position: 'Chairman and Executive Director', nameEn: profileOf(code).profile.chairman!.en });
      for (const director of board.filter((candidate) => candidate.resignedOn)) expect(director.resignedOn! > director.appointedOn).toBe(true);
    }
  });

  it('makes the statements add up within a year and across years', () => {
    const rows = generateFinancials(profileOf('00700'), TODAY);
    expect(rows.map((row) => `${row.fiscalYear}${row.statement}`)).toEqual(['2023pl', '2023bs', '2023cf', '2024pl', '2024bs', '2024cf', '2025pl', '2025bs', '2025cf']);
    const statement = (year: number, kind: string) => rows.find((row) => row.fiscalYear === year && row.statement === kind)!.items;
    for (const year of [2023, 2024, 2025]) {
      const [pl, bs, cf] = [statement(year, 'pl'), statement(year, 'bs'), statement(year, 'cf')];
      expect(pl.grossProfit).toBe(pl.revenue! - pl.costOfSales!);
      expect(pl.profitForYear).toBe(pl.profitBeforeTax! - pl.incomeTax!);
      expect(bs.totalAssets).toBe(bs.nonCurrentAssets! + bs.currentAssets!);
      expect(bs.totalAssets).toBe(bs.totalLiabilities! + bs.totalEquity!);
      expect(cf.netChangeInCash).toBe(cf.operatingCashFlow! + cf.investingCashFlow! + cf.financingCashFlow!);
      expect(cf.cashAtYearEnd).toBe(bs.cashAndEquivalents);
    }
    expect(statement(2025, 'cf').netChangeInCash).toBe(statement(2025, 'bs').cashAndEquivalents! - statement(2024, 'bs').cashAndEquivalents!);
    // A shares: the latest year only
    expect(new Set(generateFinancials(profileOf('601939'), TODAY).map((row) => row.fiscalYear))).toEqual(new Set([latestFiscalYear(TODAY)]));
  });

  it('gives the generated offerings dates in the order of their states, relative to today', () => {
    const applicants = data.offerings.filter((offering) => offering.listingState !== ListingStates.listed);
    for (const state of [ListingStates.offered, ListingStates.postHearing, ListingStates.applying, ListingStates.processing, ListingStates.returned, ListingStates.lapsed, ListingStates.cancelled]) {
      expect(applicants.filter((offering) => offering.listingState === state)).toHaveLength(DEMO_OFFERING_COUNTS[state]);
    }
    for (const offering of data.offerings) {
      const dates = [offering.applicationDate, offering.hearingDate, offering.prospectusDate, offering.listingDate].filter((date): date is string => date !== null);
      expect(dates).toEqual([...dates].sort());
      if (offering.greenshoeShares && offering.sharesOffered) expect(offering.greenshoeShares).toBeLessThanOrEqual(offering.sharesOffered * 0.15);
    }
    for (const offered of applicants.filter((offering) => offering.listingState === ListingStates.offered)) {
      expect(offered.listingDate! > TODAY).toBe(true);
      expect(offered.stockCode).toMatch(/^02\d{3}$/);
      expect(CATALOGUE.some((company) => company.stockCode === offered.stockCode)).toBe(false);
    }
    for (const applying of applicants.filter((offering) => offering.listingState === ListingStates.applying)) expect(applying.applicationDate! >= '2026-05-22').toBe(true);
    expect(new Set(data.offerings.map((offering) => offering.nameEn)).size).toBe(data.offerings.length);
  });

  it('writes the A-share texts in simplified Chinese', () => {
    expect(profileOf('601939').profile.auditor!.zh).not.toMatch(/[會師務]/);
  });
});

describe('generateHkCompanies', () => {
  it('makes unique company numbers and names, with dissolution dates only for dissolved companies', () => {
    const rows = generateHkCompanies(TODAY);
    expect(rows).toHaveLength(300);
    expect(new Set(rows.map((row) => row.companyNo)).size).toBe(300);
    for (const row of rows) {
      expect(row.companyNo).toMatch(row.registerKind === 'local' ? /^\d{7}$/ : /^F\d{7}$/);
      expect(row.dissolutionDate !== null).toBe(row.status === 'dissolved');
      if (row.dissolutionDate) expect(row.dissolutionDate > row.incorporationDate).toBe(true);
    }
  });
});

describe('generateDirectors', () => {
  it('gives the same person the same birth year and education on every board', () => {
    const data = generateDemoData(CATALOGUE, new Set(), TODAY);
    const byName = groupBy(data.directors, (director) => director.nameEn);
    for (const [, seats] of byName) {
      expect(new Set(seats.map((seat) => seat.birthYear)).size).toBe(1);
      expect(new Set(seats.map((seat) => seat.education)).size).toBe(1);
    }
    expect(generateDirectors(data.profiles[0]!, TODAY)).toEqual(data.directors.filter((director) => director.stockCode === data.profiles[0]!.stockCode));
  });
});
