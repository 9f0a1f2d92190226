import { DirectorCategories, ListingStates } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { hasCatalogueFiles } from '../../../src/modules/companies/index';
import { parseAShareCompanies, parseHongKongCompanies, readCatalogue, type CatalogueEntry } from '../../../src/modules/companies/listed-companies.catalogue';
import { DEMO_STOCKS, generateDemoPrices } from '../prices/demo-prices.generator';
import { listDemoTradingDays } from '../prices/demo-prices.seed';
import { createRandom } from '../random';
import { generateDirectors, generateFinancials, latestFiscalYear } from './demo-company-data';
import { generateDemoData, type CatalogueCompany, type DemoProfile } from './demo-generator';
import { DEMO_OFFERING_COUNTS, generateHkCompanies } from './demo-offerings';
import { generateProfiles, industryOf } from './demo-profiles';
import { companyNameKey } from './demo-names';
import { parseHShareIssuers } from './demo.seed';

const TODAY = '2026-11-22';

/** Rows grouped by a key, in first-seen order (Map.groupBy needs Node 21). */
const groupBy = <T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
};

/** A catalogue row as the catalogue seed stores it (the demo seed reads it back with no delisting date). */
const asStored = (entry: CatalogueEntry): CatalogueCompany => ({ ...entry, delistingDate: null });
const hongKong = (symbol: number, engName: string, zhName: string): CatalogueCompany => asStored(parseHongKongCompanies(JSON.stringify([{ symbol, engName, zhName }]))[0]!);
const aShare = (stockCode: string, shortName: string, listingDate = '2007-09-25'): CatalogueCompany => asStored(parseAShareCompanies(`stock_code,short_name,list_date2\n${stockCode},${shortName},${listingDate}`).entries[0]!);

/** A small catalogue: an A+H pair, an H share, a red chip, a GEM issuer, ordinary issuers and A shares of every board, two of them delisted. */
const CATALOGUE: CatalogueCompany[] = [
  hongKong(5, 'HSBC Holdings plc', '匯豐控股有限公司'),
  hongKong(700, 'Tencent Holdings Limited', '騰訊控股有限公司'),
  hongKong(939, 'China Construction Bank Corporation', '中國建設銀行股份有限公司'),
  hongKong(941, 'China Mobile Limited', '中國移動有限公司'),
  hongKong(1398, 'Industrial and Commercial Bank of China Limited', '中國工商銀行股份有限公司'),
  hongKong(38, 'First Tractor Company Limited', '第一拖拉機股份有限公司'),
  hongKong(8001, 'Example GEM Limited', '示例創業板有限公司'),
  ...Array.from({ length: 300 }, (_, index) => hongKong(6000 + index, `Example ${index} Holdings Limited`, `示例${index}控股有限公司`)),
  aShare('601939', '建设银行'),
  // the expected name differs: no pair is made for ICBC
  aShare('601398', '工商银行X'),
  aShare('688981', '中芯国际', '2020-07-16'),
  aShare('300750', '宁德时代', '2018-06-11'),
  aShare('000002', '万  科Ａ', '1991-01-29'),
  aShare('430047', '诺思兰德', '2020-11-20'),
  aShare('000003', 'PT金田A', ''),
  aShare('000033', '新都退', ''),
];
const DELISTED_BY_NAME = ['000003', '000033'];

/** Market value == issued shares × price, in exact decimal arithmetic (thousandths). */
const isExactMarketValue = (profile: DemoProfile) => {
  const [units = '', decimals = ''] = profile.marketCap.split('.');
  return BigInt(units + decimals.padEnd(3, '0')) === BigInt(profile.issuedShares) * BigInt(Math.round(profile.price * 1000));
};

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
    const alone = generateProfiles([CATALOGUE[1]!], hShares, TODAY)[0];
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
    ['00700', 'main'],
    ['08001', 'gem'],
  ])('keeps %s on the %s board its list gives', (code, board) => {
    expect(profileOf(code).board).toBe(board);
  });

  it('takes the status from the lists: delisted only where the A-share list says so, with no made-up delisting date or trading state', () => {
    for (const code of DELISTED_BY_NAME) expect(profileOf(code)).toMatchObject({ status: 2, delistingDate: null });
    const others = data.profiles.filter((profile) => !DELISTED_BY_NAME.includes(profile.stockCode));
    expect(others.filter((profile) => profile.status !== 1 || profile.delistingDate !== null).map((profile) => profile.stockCode)).toEqual([]);
    expect(data.profiles.filter((profile) => 'tradingState' in profile)).toEqual([]);
    // a delisted company whose last year is unknown gets no statements or holders that could postdate it
    expect(data.financials.filter((row) => DELISTED_BY_NAME.includes(row.stockCode))).toEqual([]);
    expect(data.shareholders.filter((row) => DELISTED_BY_NAME.includes(row.stockCode))).toEqual([]);
  });

  it('makes every market value exactly issued shares times price, mainland prices in whole fen', () => {
    for (const profile of data.profiles) {
      expect(isExactMarketValue(profile), profile.stockCode).toBe(true);
      if (profile.market !== 'HK') expect(Math.round(profile.price * 1000) % 10, profile.stockCode).toBe(0);
    }
  });

  it('prices a stock with a demo price history at its last demo close, with its board lot (00700)', () => {
    const tencent = DEMO_STOCKS.find((stock) => stock.stockCode === '00700')!;
    const lastClose = generateDemoPrices(tencent, listDemoTradingDays(TODAY)).at(-1)!.close;
    const profile = profileOf('00700');
    expect(profile.price).toBe(Number(lastClose));
    expect(profile.lotSize).toBe(tencent.lotSize);
    expect(profile.marketCap).toBe(`${(BigInt(profile.issuedShares) * BigInt(Math.round(Number(lastClose) * 1000))) / 1000n}.00`);
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

describe('industryOf', () => {
  const industry = (shortNameEn: string | null, shortNameCn: string, market: 'HK' | 'SZ' = 'HK') => industryOf({ market, stockCode: '09999', shortNameEn, shortNameCn }, createRandom('industry'));

  it.each([
    ['Example Bank Limited', '示例銀行有限公司', 'financials'],
    ['PICC Property and Casualty Company Limited', '中國人民財產保險股份有限公司', 'financials'],
    ['Y. T. Realty Group Limited', '渝太地產集團有限公司', 'properties-construction'],
    ['Kingworld Medicines Group Limited', '金活醫藥集團有限公司', 'healthcare'],
    ['Natural Example Bio-Technology Limited', '示例生物科技有限公司', 'healthcare'],
    ['Gold Example Technology Group Limited', '金山科技工業有限公司', 'information-technology'],
    ['China Nuclear Energy Technology Corporation Limited', '中國核能科技集團有限公司', 'energy'],
    // 民生物流 is logistics, not 生物 (biology)
    ['Changan Minsheng APLL Logistics Co., Limited', '重慶長安民生物流股份有限公司', 'industrials'],
  ])('classifies %s (%s) as %s by its names', (english, chinese, expected) => {
    expect(industry(english, chinese)).toBe(expected);
  });

  it('reads the simplified A-share names the same way', () => {
    expect(industry(null, '平安银行', 'SZ')).toBe('financials');
    expect(industry(null, '康冠科技', 'SZ')).toBe('information-technology');
  });

  it('gives no industry where the names tell none (issue 18: Wharf is not materials), drawing as before so later values stay', () => {
    expect(industry('The Wharf (Holdings) Limited', '九龍倉集團有限公司')).toBeNull();
    expect(industry('Dynamic Holdings Limited', '達力集團有限公司')).toBeNull();
    const untold = createRandom('industry');
    const told = createRandom('industry');
    industryOf({ market: 'HK', stockCode: '09999', shortNameEn: 'Dynamic Holdings Limited', shortNameCn: '達力集團有限公司' }, untold);
    told.pick([0]);
    expect(untold.next()).toBe(told.next());
  });
});

describe.skipIf(!hasCatalogueFiles())('the real Hong Kong snapshot', () => {
  const companies = readCatalogue().hongKong.map(asStored);
  const profiles = generateProfiles(companies, new Set(), TODAY);

  it('keeps every issuer of the 2023 list listed on the board its code gives, and no GEM code is invented', { timeout: 60_000 }, () => {
    expect(profiles).toHaveLength(companies.length);
    expect(profiles.filter((profile) => profile.status !== 1 || profile.delistingDate !== null)).toEqual([]);
    expect(new Set(profiles.map((profile) => profile.board))).toEqual(new Set(['main']));
    expect(profiles.filter((profile) => !isExactMarketValue(profile)).map((profile) => profile.stockCode)).toEqual([]);
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
