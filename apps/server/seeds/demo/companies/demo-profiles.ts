import { Industries, type Board, type Industry, type Market, type PlaceOfIncorporation, type SecuritiesType } from '@app/contracts';
import type { IsoDate } from '@app/domain';
import { SNAPSHOT_DATES, boardOfCode } from '../../../src/modules/companies/index';
import { companyNameKey, makePerson, toSimplified, withTitle, type Bilingual } from './demo-names';
import { createRandom, type Random } from '../random';
import { DEMO_STOCKS, generateDemoPrices, roundToTick } from '../prices/demo-prices.generator';
import { listDemoTradingDays } from '../prices/demo-prices.seed';
import {
  AUDITORS,
  A_H_PAIRS,
  BUILDINGS,
  CHINESE_INDUSTRY_RULES,
  CLEAR_INDUSTRY_RULES,
  COMPLIANCE_ADVISERS,
  ENGLISH_INDUSTRY_RULES,
  KNOWN_INDUSTRIES,
  KNOWN_WEBSITES,
  LAW_FIRMS,
  RED_CHIPS,
  SHARE_REGISTRARS,
  STREETS,
} from './demo-vocabulary';

/** One catalogue row as the generator reads it: the listing facts are the stock lists', and stay as they are. */
export type CatalogueCompany = {
  market: Market;
  stockCode: string;
  shortNameEn: string | null;
  shortNameCn: string | null;
  listingDate: IsoDate | null;
  status: number;
  board: string | null;
  delistingDate: IsoDate | null;
};

/** The text fields of the profile jsonb, each in English and Chinese. */
export type ProfileTexts = {
  chairman: Bilingual | null;
  companySecretary: Bilingual | null;
  complianceAdviser: Bilingual | null;
  auditor: Bilingual | null;
  legalAdviser: Bilingual | null;
  registrar: Bilingual | null;
  principalOffice: Bilingual | null;
};

/**
 * Profile values of one catalogue company (listed_companies columns). Status,
 * board and delisting date are the catalogue's (the stock lists'), carried for
 * the other generators and never written back; the rest is demonstration data.
 */
export type DemoProfile = {
  market: Market;
  stockCode: string;
  nameEn: string | null;
  nameCn: string | null;
  status: number;
  listingDate: IsoDate | null;
  delistingDate: IsoDate | null;
  board: Board;
  securitiesType: SecuritiesType;
  industry: Industry | null;
  placeOfIncorporation: PlaceOfIncorporation;
  pairedListing: string | null;
  website: string | null;
  issuedShares: number;
  financialYearEnd: string;
  lotSize: number;
  /** Demo share price (trading currency; the last demo close where the stock has a demo price history); kept for the offerings. */
  price: number;
  /** issuedShares × price, exactly. */
  marketCap: string;
  currency: 'HKD' | 'CNY';
  profile: ProfileTexts;
};

/** The day of the HKEX catalogue snapshot: no generated Hong Kong listing is later. */
export const HONG_KONG_CATALOGUE_DATE: IsoDate = SNAPSHOT_DATES.hongKong;

const mainlandSecuritiesTypeOf = (code: string): SecuritiesType => {
  if (code.startsWith('90')) return 'sh-b';
  if (code.startsWith('20')) return 'sz-b';
  if (/^(60|68)/.test(code)) return 'sh-a';
  if (/^(00|30)/.test(code)) return 'sz-a';
  return 'bj-a';
};

/** Listing-date ranges by Hong Kong code band: low codes are the older issuers. */
const HONG_KONG_LISTING_RANGES: readonly [maxCode: number, from: IsoDate, to: IsoDate][] = [
  [999, '1972-01-03', '2010-12-31'],
  [1999, '1996-01-02', '2020-12-31'],
  [3999, '2003-01-02', HONG_KONG_CATALOGUE_DATE],
  [6999, '2010-01-04', HONG_KONG_CATALOGUE_DATE],
  [9999, '2018-04-30', HONG_KONG_CATALOGUE_DATE],
];

/**
 * The industry a company's names tell: a known issuer's, else the first clear word of either name (bank,
 * insurance, pharmaceutical, property, technology: CLEAR_INDUSTRY_RULES), else the looser word rules on the
 * English (Hong Kong) or Chinese (A-share) name; null when they tell nothing (issue 18: an industry must be
 * plausible for the name, and a guess such as Wharf → materials is not).
 */
export const industryByName = (company: Pick<CatalogueCompany, 'market' | 'stockCode' | 'shortNameEn' | 'shortNameCn'>): Industry | null => {
  const known = company.market === 'HK' ? KNOWN_INDUSTRIES[company.stockCode] : undefined;
  if (known) return known;
  const names = `${company.shortNameEn ?? ''} ${company.shortNameCn ?? ''}`;
  const clear = CLEAR_INDUSTRY_RULES.find(([pattern]) => pattern.test(names));
  if (clear) return clear[1];
  const rules = company.market === 'HK' ? ENGLISH_INDUSTRY_RULES : CHINESE_INDUSTRY_RULES;
  const name = (company.market === 'HK' ? company.shortNameEn : company.shortNameCn) ?? '';
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? null;
};

/**
 * A demo profile's industry: what the names tell (industryByName), else none. The draw an untold industry
 * used to be picked with is still made, so every later value of the generator stays what it was (same seed,
 * same rows as the databases seeded before).
 */
export const industryOf = (company: Pick<CatalogueCompany, 'market' | 'stockCode' | 'shortNameEn' | 'shortNameCn'>, random: Random): Industry | null => {
  const told = industryByName(company);
  if (told === null) random.pick(Industries);
  return told;
};

const LOT_SIZES = [100, 200, 400, 500, 1000, 2000, 2500, 4000, 5000, 10000] as const;

/** A price in thousandths on the exchange's grid: the HKEX spread table, or the mainland's 0.01. */
const toPriceMilli = (price: number, isHongKong: boolean): number => (isHongKong ? roundToTick(price) : Math.max(10, Math.round(price * 100) * 10));

/** The last close of each demo price history up to `today`, in thousandths, with its board lot. */
const demoClosesOn = (today: IsoDate, codes: ReadonlySet<string>): Map<string, { priceMilli: number; lotSize: number }> => {
  const days = listDemoTradingDays(today);
  const closes = new Map<string, { priceMilli: number; lotSize: number }>();
  for (const stock of DEMO_STOCKS.filter((candidate) => codes.has(candidate.stockCode))) {
    const last = generateDemoPrices(stock, days).at(-1);
    if (last) closes.set(stock.stockCode, { priceMilli: Math.round(Number(last.close) * 1000), lotSize: stock.lotSize });
  }
  return closes;
};

const office = (random: Random): Bilingual => {
  const [buildingEn, buildingZh] = random.pick(BUILDINGS);
  const [streetEn, streetZh] = random.pick(STREETS);
  const floor = random.int(2, 48);
  const room = `${random.int(1, 28)}`.padStart(2, '0');
  const number = random.int(1, 300);
  return {
    en: `Room ${floor}${room}, ${floor}/F, ${buildingEn}, ${number} ${streetEn}, Hong Kong`,
    zh: `香港${streetZh}${number}號${buildingZh}${floor}樓${floor}${room}室`,
  };
};

const pairOf = (pair: readonly [string, string]): Bilingual => ({ en: pair[0], zh: pair[1] });
const simplifiedTexts = (texts: ProfileTexts): ProfileTexts =>
  Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, value ? { en: value.en, zh: toSimplified(value.zh) } : null])) as ProfileTexts;

/**
 * Profile values of every catalogue company. `hShareNames` holds the name
 * keys (companyNameKey) of issuers with H shares in the Webb-site list;
 * `today` dates the prices of the stocks with a demo price history.
 */
export const generateProfiles = (companies: readonly CatalogueCompany[], hShareNames: ReadonlySet<string>, today: IsoDate): DemoProfile[] => {
  const demoCloses = demoClosesOn(today, new Set(companies.filter((company) => company.market === 'HK').map((company) => company.stockCode)));
  // A+H pairs only where both codes exist and the A share's name is the expected one.
  const aShareNames = new Map(companies.filter((company) => company.market !== 'HK').map((company) => [company.stockCode, company]));
  const hongKongCodes = new Set(companies.filter((company) => company.market === 'HK').map((company) => company.stockCode));
  const pairs = A_H_PAIRS.filter((pair) => hongKongCodes.has(pair.hongKong) && aShareNames.get(pair.aShare)?.shortNameCn?.replace(/\s+/g, '') === pair.aShareName);
  const pairByCode = new Map<string, { other: string; type: SecuritiesType }>();
  for (const pair of pairs) {
    const aShare = aShareNames.get(pair.aShare)!;
    const type: SecuritiesType = aShare.market === 'SH' ? 'h-sh-a' : 'h-sz-a';
    pairByCode.set(`HK:${pair.hongKong}`, { other: `${aShare.market}:${pair.aShare}`, type });
    pairByCode.set(`${aShare.market}:${pair.aShare}`, { other: `HK:${pair.hongKong}`, type });
  }
  const redChips = new Set(RED_CHIPS);

  return companies.map((company): DemoProfile => {
    const key = `${company.market}:${company.stockCode}`;
    const random = createRandom(`${key}:profile`);
    const isHongKong = company.market === 'HK';
    const pair = pairByCode.get(key);

    let securitiesType: SecuritiesType;
    if (pair) securitiesType = pair.type;
    else if (!isHongKong) securitiesType = mainlandSecuritiesTypeOf(company.stockCode);
    else if (redChips.has(company.stockCode)) securitiesType = 'red-chip';
    else if (company.shortNameEn && hShareNames.has(companyNameKey(company.shortNameEn))) securitiesType = 'h';
    else securitiesType = 'ordinary';
    const isMainlandIssuer = !isHongKong || securitiesType === 'h' || securitiesType === 'h-sh-a' || securitiesType === 'h-sz-a';

    const placeOfIncorporation: PlaceOfIncorporation = isMainlandIssuer
      ? 'prc'
      : securitiesType === 'red-chip'
        ? 'hong-kong'
        : random.weighted<PlaceOfIncorporation>([
            ['cayman-islands', 45],
            ['bermuda', 22],
            ['hong-kong', 25],
            ['british-virgin-islands', 3],
            ['singapore', 2],
            ['other', 3],
          ]);

    let listingDate = company.listingDate;
    if (!listingDate && isHongKong) {
      const [, from, to] = HONG_KONG_LISTING_RANGES.find(([maxCode]) => Number(company.stockCode) <= maxCode) ?? ['', '2000-01-03', HONG_KONG_CATALOGUE_DATE];
      listingDate = random.date(from, to);
    }

    // Size: issued shares 50 million to 50 billion in whole thousands, price 0.1 to 300 (log-uniform) unless the stock has a demo price history.
    const issuedShares = Math.round(10 ** random.between(7.7, 10.7) / 1000) * 1000;
    const drawnPrice = toPriceMilli(10 ** random.between(-1, isHongKong ? 2.2 : 2.0), isHongKong);
    const demoClose = isHongKong ? demoCloses.get(company.stockCode) : undefined;
    const priceMilli = demoClose?.priceMilli ?? drawnPrice;
    const drawnLot = isHongKong ? LOT_SIZES[Math.min(LOT_SIZES.length - 1, Math.max(0, Math.floor((2 - Math.log10(priceMilli / 1000)) * 2.5 + random.int(-1, 1))))]! : 100;
    const lotSize = demoClose?.lotSize ?? drawnLot;
    // Whole thousands of shares times a price in thousandths: the market value in whole units, exactly.
    const marketCap = `${BigInt(issuedShares / 1000) * BigInt(priceMilli)}.00`;
    const financialYearEnd = isMainlandIssuer ? '12-31' : random.weighted([['12-31', 75], ['03-31', 15], ['06-30', 7], ['09-30', 3]] as const);

    const chairmanPerson = makePerson(createRandom(`${key}:chairman`), isMainlandIssuer ? 'mainland' : 'hongKong');
    const secretary = makePerson(random, isHongKong ? 'hongKong' : 'mainland');
    const recentlyListed = isHongKong && listingDate !== null && listingDate >= '2021-06-01';
    const texts: ProfileTexts = {
      chairman: { en: chairmanPerson.nameEn, zh: chairmanPerson.nameZh },
      companySecretary: withTitle(secretary),
      complianceAdviser: recentlyListed ? pairOf(random.pick(COMPLIANCE_ADVISERS)) : null,
      auditor: pairOf(random.pick(AUDITORS)),
      legalAdviser: pairOf(random.pick(LAW_FIRMS)),
      registrar: isHongKong ? pairOf(random.pick(SHARE_REGISTRARS)) : null,
      principalOffice: isHongKong ? office(random) : null,
    };

    return {
      market: company.market,
      stockCode: company.stockCode,
      // Hong Kong catalogue names are the full registered names; A-share full names are not in the catalogue.
      nameEn: isHongKong ? company.shortNameEn : null,
      nameCn: isHongKong ? company.shortNameCn : null,
      status: company.status,
      listingDate,
      delistingDate: company.delistingDate,
      board: (company.board as Board | null) ?? boardOfCode(company.market, company.stockCode),
      securitiesType,
      industry: industryOf(company, random),
      placeOfIncorporation,
      pairedListing: pair?.other ?? null,
      website: KNOWN_WEBSITES[key] ?? null,
      issuedShares,
      financialYearEnd,
      lotSize,
      price: priceMilli / 1000,
      marketCap,
      currency: isHongKong ? 'HKD' : 'CNY',
      profile: isHongKong ? texts : simplifiedTexts(texts),
    };
  });
};
