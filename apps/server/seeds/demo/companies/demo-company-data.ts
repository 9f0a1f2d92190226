import { DirectorCategories, type DirectorCategory, type FinancialStatementKind } from '@app/contracts';
import { addCalendarDays, maxDate, minDate, type IsoDate } from '@app/domain';
import { makePerson, toSimplified, type DemoPerson } from './demo-names';
import type { DemoProfile } from './demo-profiles';
import { createRandom, type Random } from '../random';
import { EDUCATION, HOLDER_SUFFIXES, HOLDER_WORDS, INSTITUTIONAL_HOLDERS, NAME_PLACES, NAME_WORDS } from './demo-vocabulary';

/** A generated director row. */
export type DemoDirector = {
  market: string;
  stockCode: string;
  nameEn: string;
  nameZh: string;
  category: DirectorCategory;
  position: string;
  appointedOn: IsoDate;
  resignedOn: IsoDate | null;
  birthYear: number;
  gender: 'M' | 'F';
  education: string;
  educationZh: string;
};

/** A generated statement of one year: amounts in thousands, basicEps in currency units. */
export type DemoFinancial = {
  market: string;
  stockCode: string;
  fiscalYear: number;
  statement: FinancialStatementKind;
  currency: string;
  items: Record<string, number>;
};

export type DemoShareholder = { market: string; stockCode: string; holderName: string; shares: number; percentage: string; lastNoticeDate: IsoDate };

// Independent non-executive directors come partly from a shared pool, so some sit on several boards as in practice.
const SHARED_DIRECTOR_POOL_SIZE = 400;
const SHARED_SEAT_SHARE = 0.25;

const isMainlandIssuer = (profile: DemoProfile) => profile.market !== 'HK' || profile.securitiesType !== 'ordinary' && profile.securitiesType !== 'red-chip';

const sharedDirector = (random: Random): DemoPerson => {
  const index = random.int(0, SHARED_DIRECTOR_POOL_SIZE - 1);
  return makePerson(createRandom(`shared-director:${index}`), index % 4 === 0 ? 'mainland' : 'hongKong');
};

/** Birth year and education of a person, the same wherever the person appears. */
const backgroundOf = (person: DemoPerson) => {
  const random = createRandom(`person:${person.nameEn}`);
  const birthYear = random.int(1945, 1990);
  const [education, educationZh] = random.pick(EDUCATION);
  return { birthYear, education, educationZh };
};

/**
 * Boards of Hong Kong companies: 4 to 10 serving directors with at least three
 * independent non-executive directors making up at least a third of the
 * board (Main Board Rules 3.10 and 3.10A), sometimes an alternate, plus up to
 * two who resigned. The first executive is the chairman named in the profile.
 */
export const generateDirectors = (profile: DemoProfile, today: IsoDate): DemoDirector[] => {
  const key = `${profile.market}:${profile.stockCode}`;
  const random = createRandom(`${key}:directors`);
  const style = isMainlandIssuer(profile) ? 'mainland' : 'hongKong';
  const boardSize = random.int(4, 10);
  const independent = Math.min(boardSize - 1, Math.max(3, Math.ceil(boardSize / 3)));
  const executive = Math.max(1, Math.min(boardSize - independent, random.int(1, 4)));
  const nonExecutive = boardSize - independent - executive;
  const from = profile.listingDate ? maxDate(addCalendarDays(profile.listingDate, -200), '1990-01-02') : '2000-01-03';
  const end = profile.delistingDate ?? addCalendarDays(today, -30);
  const usedNames = new Set<string>();
  const rows: DemoDirector[] = [];

  // Draws people until one is new to this board (the same name twice on one board would be one person).
  const add = (draw: () => DemoPerson, category: DirectorCategory, position: string, resigned: boolean) => {
    let person = draw();
    for (let attempt = 0; usedNames.has(person.nameEn) && attempt < 20; attempt += 1) person = makePerson(random, style);
    if (usedNames.has(person.nameEn)) return;
    usedNames.add(person.nameEn);
    const appointedOn = random.date(minDate(from, end), end);
    const resignedOn = resigned ? random.date(minDate(addCalendarDays(appointedOn, 365), end), end) : null;
    rows.push({ market: profile.market, stockCode: profile.stockCode, nameEn: person.nameEn, nameZh: person.nameZh, category, position, appointedOn, resignedOn, gender: person.gender, ...backgroundOf(person) });
  };

  add(() => makePerson(createRandom(`${key}:chairman`), style), DirectorCategories.executive, 'Chairman and Executive Director', false);
  for (let index = 1; index < executive; index += 1) {
    add(() => makePerson(random, style), DirectorCategories.executive, index === 1 ? 'Chief Executive Officer and Executive Director' : 'Executive Director', false);
  }
  for (let index = 0; index < nonExecutive; index += 1) {
    add(() => makePerson(random, style), DirectorCategories.nonExecutive, index === 0 && random.chance(0.3) ? 'Vice Chairman and Non-executive Director' : 'Non-executive Director', false);
  }
  for (let index = 0; index < independent; index += 1) {
    add(() => (random.chance(SHARED_SEAT_SHARE) ? sharedDirector(random) : makePerson(random, random.chance(0.8) ? style : 'hongKong')), DirectorCategories.independentNonExecutive, 'Independent Non-executive Director', false);
  }
  if (rows.length < 12 && random.chance(0.1)) {
    const principal = rows[rows.length > 1 ? 1 : 0]!;
    add(() => makePerson(random, style), DirectorCategories.alternate, `Alternate Director to ${principal.nameEn}`, false);
  }
  const resignedCount = Math.min(12 - rows.length, random.weighted([[0, 4], [1, 4], [2, 2]] as const));
  for (let index = 0; index < resignedCount; index += 1) {
    const category = random.weighted<DirectorCategory>([
      [DirectorCategories.executive, 4],
      [DirectorCategories.nonExecutive, 2],
      [DirectorCategories.independentNonExecutive, 4],
    ]);
    const position = category === DirectorCategories.executive ? 'Executive Director' : category === DirectorCategories.nonExecutive ? 'Non-executive Director' : 'Independent Non-executive Director';
    add(() => makePerson(random, style), category, position, true);
  }
  return rows;
};

/** The latest fiscal year with published results on `today` (results come within about four months). */
export const latestFiscalYear = (today: IsoDate): number => Number(addCalendarDays(today, -120).slice(0, 4)) - 1;

/**
 * Fiscal years of statements per issuer: three for Hong Kong issuers, the
 * latest for A shares (they are over 5,000, and the seed must stay quick).
 */
export const DEMO_FINANCIAL_YEARS = { HK: 3, A: 1 } as const;

/**
 * Profit and loss, balance sheet and cash flow (DEMO_FINANCIAL_YEARS), consistent
 * within a year (totals add up, cash at year end equals the balance sheet)
 * and across years (the change in cash). Sized from the demo market value.
 */
export const generateFinancials = (profile: DemoProfile, today: IsoDate): DemoFinancial[] => {
  const random = createRandom(`${profile.market}:${profile.stockCode}:financials`);
  const lastYear = Math.min(latestFiscalYear(today), profile.delistingDate ? Number(profile.delistingDate.slice(0, 4)) - 1 : Number.POSITIVE_INFINITY);
  const currency = profile.market === 'HK' && profile.placeOfIncorporation !== 'prc' ? 'HKD' : 'CNY';
  const taxRate = currency === 'HKD' ? 0.165 : 0.25;
  const marketValueThousands = Number(profile.marketCap) / 1000;
  const revenueNow = marketValueThousands / random.between(0.3, 6);
  const grossMargin = random.between(0.12, 0.6);
  const expenseRatio = random.between(0.04, grossMargin + 0.08);
  const yearCount = profile.market === 'HK' ? DEMO_FINANCIAL_YEARS.HK : DEMO_FINANCIAL_YEARS.A;
  const years = Array.from({ length: yearCount }, (_, index) => lastYear - yearCount + 1 + index);
  const growth = years.map(() => random.between(0.9, 1.2));
  const rows: DemoFinancial[] = [];
  let previousCash: number | null = null;

  years.forEach((fiscalYear, index) => {
    const revenue = Math.round(revenueNow / growth.slice(index + 1).reduce((product, factor) => product * factor, 1));
    const costOfSales = Math.round(revenue * (1 - grossMargin * random.between(0.92, 1.08)));
    const grossProfit = revenue - costOfSales;
    const otherIncome = Math.round(revenue * random.between(0, 0.03));
    const operatingExpenses = Math.round(revenue * expenseRatio * random.between(0.9, 1.1));
    const operatingProfit = grossProfit + otherIncome - operatingExpenses;
    const financeCosts = Math.round(revenue * random.between(0, 0.04));
    const profitBeforeTax = operatingProfit - financeCosts;
    const incomeTax = Math.max(0, Math.round(profitBeforeTax * taxRate));
    const profitForYear = profitBeforeTax - incomeTax;
    const profitAttributable = Math.round(profitForYear * random.between(0.85, 1));
    const basicEps = Math.round(((profitAttributable * 1000) / profile.issuedShares) * 10_000) / 10_000;

    const totalAssets = Math.round(revenue * random.between(0.8, 3));
    const currentAssets = Math.round(totalAssets * random.between(0.3, 0.6));
    const cashAndEquivalents = Math.round(currentAssets * random.between(0.2, 0.5));
    const totalEquity = Math.round(totalAssets * random.between(0.3, 0.7));
    const totalLiabilities = totalAssets - totalEquity;
    const currentLiabilities = Math.round(totalLiabilities * random.between(0.4, 0.8));

    const operatingCashFlow = Math.round(profitForYear * random.between(0.7, 1.4) + revenue * 0.02);
    const investingCashFlow = -Math.round(totalAssets * random.between(0.02, 0.1));
    const netChangeInCash = previousCash === null ? Math.round(cashAndEquivalents * random.between(-0.2, 0.2)) : cashAndEquivalents - previousCash;
    const financingCashFlow = netChangeInCash - operatingCashFlow - investingCashFlow;
    previousCash = cashAndEquivalents;

    const base = { market: profile.market, stockCode: profile.stockCode, fiscalYear, currency };
    rows.push(
      {
        ...base,
        statement: 'pl',
        items: { revenue, costOfSales, grossProfit, otherIncome, operatingExpenses, operatingProfit, financeCosts, profitBeforeTax, incomeTax, profitForYear, profitAttributable, basicEps },
      },
      {
        ...base,
        statement: 'bs',
        items: {
          nonCurrentAssets: totalAssets - currentAssets,
          currentAssets,
          cashAndEquivalents,
          totalAssets,
          currentLiabilities,
          nonCurrentLiabilities: totalLiabilities - currentLiabilities,
          totalLiabilities,
          shareCapital: Math.round(totalEquity * random.between(0.05, 0.3)),
          totalEquity,
        },
      },
      { ...base, statement: 'cf', items: { operatingCashFlow, investingCashFlow, financingCashFlow, netChangeInCash, cashAtYearEnd: cashAndEquivalents } },
    );
  });
  return rows;
};

/**
 * Substantial shareholders (5 % or more): a controlling holder and a few
 * investors, together at most 90 %. A-share holders carry Chinese names.
 */
export const generateShareholders = (profile: DemoProfile, today: IsoDate): DemoShareholder[] => {
  const random = createRandom(`${profile.market}:${profile.stockCode}:shareholders`);
  const isHongKong = profile.market === 'HK';
  const count = isHongKong ? random.int(2, 5) : random.int(2, 4);
  const latest = profile.delistingDate ?? today;
  const earliest = profile.listingDate ? minDate(maxDate(profile.listingDate, addCalendarDays(latest, -1500)), latest) : addCalendarDays(latest, -1500);
  const names = new Set<string>();
  const holders: DemoShareholder[] = [];
  let remaining = 90;
  for (let index = 0; index < count && remaining >= 5; index += 1) {
    const percentage = index === 0 ? random.between(20, 70) : random.between(5, Math.min(12, remaining));
    let holderName: string;
    if (!isHongKong) {
      const [, placeZh] = random.pick(NAME_PLACES);
      const [, wordZh] = random.pick(NAME_WORDS);
      holderName = toSimplified(`${placeZh}${wordZh}${index === 0 ? '集團有限公司' : '投資有限公司'}`);
    } else if (index === 0 || random.chance(0.5)) {
      holderName = `${random.pick(HOLDER_WORDS)} ${random.pick(HOLDER_SUFFIXES)}`;
    } else {
      holderName = random.pick(INSTITUTIONAL_HOLDERS);
    }
    if (names.has(holderName)) continue;
    names.add(holderName);
    remaining -= percentage;
    holders.push({
      market: profile.market,
      stockCode: profile.stockCode,
      holderName,
      shares: Math.round((profile.issuedShares * percentage) / 100),
      percentage: percentage.toFixed(4),
      lastNoticeDate: random.date(earliest, latest),
    });
  }
  return holders.sort((left, right) => Number(right.percentage) - Number(left.percentage));
};
