import { ListingStates, type Adviser, type ListingState, type OfferingType } from '@app/contracts';
import { addCalendarDays, addMonthsMonthEnd, minDate, type IsoDate } from '@app/domain';
import type { DemoProfile } from './demo-profiles';
import { createRandom, type Random } from '../random';
import {
  APPLICANT_SUFFIXES,
  AUDITORS,
  COMPLIANCE_ADVISERS,
  FOREIGN_SUFFIXES,
  LAW_FIRMS,
  NAME_PLACES,
  NAME_SECTORS,
  NAME_WORDS,
  REGISTRY_SUFFIXES,
  SHARE_REGISTRARS,
  SPONSORS,
  UNDERWRITERS,
  VALUERS,
} from './demo-vocabulary';

/** A generated offering (offerings columns); updatedAt is the day it reached its state. */
export type DemoOffering = {
  market: 'HK';
  stockCode: string | null;
  nameEn: string;
  nameZh: string;
  board: 'main' | 'gem';
  offeringType: OfferingType;
  listingState: ListingState;
  applicationDate: IsoDate | null;
  hearingDate: IsoDate | null;
  prospectusDate: IsoDate | null;
  listingDate: IsoDate | null;
  currency: 'HKD';
  offerPriceLow: string | null;
  offerPriceHigh: string | null;
  offerPrice: string | null;
  sharesOffered: number | null;
  proceeds: string | null;
  greenshoeShares: number | null;
  publicSubscriptionMultiple: string | null;
  placingSubscriptionMultiple: string | null;
  sponsors: string[];
  advisers: Adviser[];
  updatedAt: IsoDate;
};

/** A generated Hong Kong registry company (hk_companies columns). */
export type DemoHkCompany = {
  companyNo: string;
  nameEn: string;
  nameZh: string | null;
  companyType: string;
  registerKind: 'local' | 'foreign';
  incorporationDate: IsoDate;
  placeOfIncorporation: string;
  status: 'live' | 'dissolved' | 'winding-up';
  windingUpMode: string | null;
  dissolutionDate: IsoDate | null;
  nameHistory: { date: IsoDate; nameEn: string; nameZh: string | null }[];
};

/** How many demo offerings each state gets (about 300 in all). */
export const DEMO_OFFERING_COUNTS: Readonly<Record<Exclude<ListingState, 9>, number>> = {
  [ListingStates.listed]: 130,
  [ListingStates.offered]: 12,
  [ListingStates.postHearing]: 25,
  [ListingStates.applying]: 60,
  [ListingStates.processing]: 15,
  [ListingStates.returned]: 15,
  [ListingStates.lapsed]: 35,
  [ListingStates.cancelled]: 10,
};

// Main Board Rule 9.03: an application lapses six months after it was filed.
const APPLICATION_VALID_MONTHS = 6;

const money = (value: number, decimals: number) => value.toFixed(decimals);

/** Sponsors, legal advisers, reporting accountant, underwriters and so on for one offering. */
const partiesOf = (random: Random, board: 'main' | 'gem') => {
  const sponsorCount = random.weighted([[1, 6], [2, 3], [3, 1]] as const);
  const sponsors = [...new Set(Array.from({ length: sponsorCount }, () => random.pick(SPONSORS)))];
  const advisers: Adviser[] = [
    { role: 'legal-adviser', name: random.pick(LAW_FIRMS)[0] },
    { role: 'reporting-accountant', name: random.pick(AUDITORS)[0] },
    { role: 'underwriter', name: random.pick(UNDERWRITERS) },
    { role: 'compliance-adviser', name: random.pick(COMPLIANCE_ADVISERS)[0] },
    { role: 'registrar', name: random.pick(SHARE_REGISTRARS)[0] },
  ];
  if (board === 'main' && random.chance(0.3)) advisers.push({ role: 'valuer', name: random.pick(VALUERS) });
  return { sponsors, advisers };
};

/** Offer terms at a price: a range around it, shares, proceeds, green-shoe (15 % or none) and subscription multiples. */
const termsOf = (random: Random, price: number, sharesOffered: number, priced: boolean) => {
  const low = Math.round(price * random.between(0.85, 0.97) * 100) / 100;
  const high = Math.round(price * random.between(1.03, 1.15) * 100) / 100;
  const greenshoe = random.chance(0.7) ? Math.floor(sharesOffered * 0.15) : 0;
  return {
    offerPriceLow: money(low, 2),
    offerPriceHigh: money(Math.max(high, low), 2),
    offerPrice: priced ? money(Math.min(Math.max(price, low), high), 2) : null,
    sharesOffered,
    proceeds: priced ? money(Math.min(Math.max(price, low), high) * sharesOffered, 2) : null,
    greenshoeShares: greenshoe,
    publicSubscriptionMultiple: priced ? money(10 ** random.between(-0.3, 2.7), 2) : null,
    placingSubscriptionMultiple: priced ? money(random.between(0.8, 25), 2) : null,
  };
};

/** A made-up applicant name (English and traditional Chinese) not used before. */
const applicantName = (random: Random, used: Set<string>) => {
  for (;;) {
    const [placeEn, placeZh] = random.pick(NAME_PLACES);
    const [wordEn, wordZh] = random.pick(NAME_WORDS);
    const [sectorEn, sectorZh] = random.pick(NAME_SECTORS);
    const [suffixEn, suffixZh] = random.pick(APPLICANT_SUFFIXES);
    const nameEn = `${random.chance(0.5) ? `${placeEn} ` : ''}${wordEn} ${sectorEn} ${suffixEn}`;
    if (used.has(nameEn)) continue;
    used.add(nameEn);
    return { nameEn, nameZh: `${nameEn.startsWith(placeEn) ? placeZh : ''}${wordZh}${sectorZh}${suffixZh}` };
  }
};

/**
 * About 300 offerings across every listing state (spec §4): the listed ones
 * are the recent listings of the catalogue (their terms sized from the demo
 * profile), the others made-up applicants with dates relative to `today`.
 */
export const generateOfferings = (profiles: readonly DemoProfile[], today: IsoDate): DemoOffering[] => {
  const random = createRandom('offerings');
  const usedNames = new Set<string>();
  const rows: DemoOffering[] = [];

  // Listed: the most recently listed Hong Kong companies of the catalogue.
  const recent = profiles
    .filter((profile) => profile.market === 'HK' && profile.status === 1 && profile.listingDate && profile.listingDate >= '2018-01-02')
    .sort((left, right) => (right.listingDate! < left.listingDate! ? -1 : right.listingDate! > left.listingDate! ? 1 : left.stockCode.localeCompare(right.stockCode)))
    .slice(0, DEMO_OFFERING_COUNTS[ListingStates.listed]);
  for (const profile of recent) {
    const own = createRandom(`HK:${profile.stockCode}:offering`);
    const listingDate = profile.listingDate!;
    const offeringType = own.weighted<OfferingType>([
      ['ipo', 85],
      ['spin-off', 8],
      ['introduction', 4],
      ['transfer', 3],
    ]);
    const priced = offeringType === 'ipo' || offeringType === 'spin-off';
    const sharesOffered = Math.round((profile.issuedShares * own.between(0.1, 0.3)) / 1000) * 1000;
    const terms = priced
      ? termsOf(own, profile.price, sharesOffered, true)
      : { offerPriceLow: null, offerPriceHigh: null, offerPrice: null, sharesOffered: null, proceeds: null, greenshoeShares: null, publicSubscriptionMultiple: null, placingSubscriptionMultiple: null };
    rows.push({
      market: 'HK',
      stockCode: profile.stockCode,
      nameEn: profile.nameEn ?? profile.stockCode,
      nameZh: profile.nameCn ?? profile.nameEn ?? profile.stockCode,
      board: profile.board === 'gem' ? 'gem' : 'main',
      offeringType,
      listingState: ListingStates.listed,
      applicationDate: addCalendarDays(listingDate, -own.int(120, 270)),
      hearingDate: addCalendarDays(listingDate, -own.int(21, 45)),
      prospectusDate: priced ? addCalendarDays(listingDate, -own.int(8, 12)) : addCalendarDays(listingDate, -own.int(3, 6)),
      listingDate,
      currency: 'HKD',
      ...terms,
      ...partiesOf(own, profile.board === 'gem' ? 'gem' : 'main'),
      updatedAt: listingDate,
    });
  }
  for (const row of rows) usedNames.add(row.nameEn);

  // Stock codes for the offered applicants: free codes of the 02xxx band.
  const takenCodes = new Set(profiles.filter((profile) => profile.market === 'HK').map((profile) => profile.stockCode));
  const freeCode = () => {
    for (;;) {
      const code = String(random.int(2000, 2999)).padStart(5, '0');
      if (!takenCodes.has(code)) {
        takenCodes.add(code);
        return code;
      }
    }
  };

  const applicant = (state: ListingState, dates: Pick<DemoOffering, 'applicationDate' | 'hearingDate' | 'prospectusDate' | 'listingDate'>, updatedAt: IsoDate): DemoOffering => {
    const board = random.chance(0.1) ? 'gem' : 'main';
    const isOffered = state === ListingStates.offered;
    const price = Math.round(10 ** random.between(0, 1.5) * 100) / 100;
    const sharesOffered = Math.round(10 ** random.between(7.3, 9) / 1000) * 1000;
    const withTerms = isOffered || (state === ListingStates.cancelled && dates.prospectusDate !== null);
    return {
      market: 'HK',
      stockCode: isOffered ? freeCode() : null,
      ...applicantName(random, usedNames),
      board,
      offeringType: random.chance(0.9) ? 'ipo' : 'spin-off',
      listingState: state,
      ...dates,
      currency: 'HKD',
      ...(withTerms
        ? { ...termsOf(random, price, sharesOffered, false), publicSubscriptionMultiple: null, placingSubscriptionMultiple: null }
        : { offerPriceLow: null, offerPriceHigh: null, offerPrice: null, sharesOffered: null, proceeds: null, greenshoeShares: null, publicSubscriptionMultiple: null, placingSubscriptionMultiple: null }),
      ...partiesOf(random, board),
      updatedAt,
    };
  };
  const none = { applicationDate: null, hearingDate: null, prospectusDate: null, listingDate: null };
  const repeat = (state: Exclude<ListingState, 9>, make: () => DemoOffering) => {
    for (let index = 0; index < DEMO_OFFERING_COUNTS[state]; index += 1) rows.push(make());
  };
  const recentApplication = () => random.date(addMonthsMonthEnd(today, -APPLICATION_VALID_MONTHS), addCalendarDays(today, -1));

  repeat(ListingStates.offered, () => {
    const prospectusDate = random.date(addCalendarDays(today, -7), today);
    const hearingDate = addCalendarDays(prospectusDate, -random.int(7, 20));
    return applicant(
      ListingStates.offered,
      { ...none, applicationDate: addCalendarDays(hearingDate, -random.int(90, 170)), hearingDate, prospectusDate, listingDate: addCalendarDays(prospectusDate, random.int(8, 12)) },
      prospectusDate,
    );
  });
  repeat(ListingStates.postHearing, () => {
    const hearingDate = random.date(addCalendarDays(today, -28), addCalendarDays(today, -1));
    return applicant(ListingStates.postHearing, { ...none, applicationDate: addCalendarDays(hearingDate, -random.int(80, 170)), hearingDate }, hearingDate);
  });
  repeat(ListingStates.applying, () => {
    const applicationDate = recentApplication();
    return applicant(ListingStates.applying, { ...none, applicationDate }, applicationDate);
  });
  repeat(ListingStates.processing, () => {
    const applicationDate = recentApplication();
    return applicant(ListingStates.processing, { ...none, applicationDate }, minDate(addCalendarDays(applicationDate, random.int(20, 60)), today));
  });
  repeat(ListingStates.returned, () => {
    const applicationDate = random.date(addMonthsMonthEnd(today, -8), addCalendarDays(today, -10));
    return applicant(ListingStates.returned, { ...none, applicationDate }, minDate(addCalendarDays(applicationDate, random.int(5, 56)), today));
  });
  repeat(ListingStates.lapsed, () => {
    const applicationDate = random.date(addMonthsMonthEnd(today, -18), addMonthsMonthEnd(today, -APPLICATION_VALID_MONTHS - 1));
    return applicant(ListingStates.lapsed, { ...none, applicationDate }, addMonthsMonthEnd(applicationDate, APPLICATION_VALID_MONTHS));
  });
  repeat(ListingStates.cancelled, () => {
    const hearingDate = random.date(addMonthsMonthEnd(today, -14), addMonthsMonthEnd(today, -2));
    const prospectusDate = random.chance(0.6) ? addCalendarDays(hearingDate, random.int(7, 20)) : null;
    return applicant(
      ListingStates.cancelled,
      { ...none, applicationDate: addCalendarDays(hearingDate, -random.int(90, 170)), hearingDate, prospectusDate },
      addCalendarDays(prospectusDate ?? hearingDate, random.int(2, 10)),
    );
  });
  return rows;
};

const WINDING_UP_MODES = ["Compulsory winding-up by court order", "Creditors' voluntary winding-up", "Members' voluntary winding-up"] as const;

/** About 300 Hong Kong registry companies: mostly live local private companies, some registered non-Hong Kong ones, dissolved or winding up. */
export const generateHkCompanies = (today: IsoDate, count = 300): DemoHkCompany[] => {
  const random = createRandom('hk-companies');
  const usedNumbers = new Set<string>();
  const usedNames = new Set<string>();
  const rows: DemoHkCompany[] = [];
  while (rows.length < count) {
    const registerKind = random.chance(0.12) ? 'foreign' : 'local';
    const companyNo = registerKind === 'local' ? String(random.int(100_000, 3_299_999)).padStart(7, '0') : `F${String(random.int(1, 29_999)).padStart(7, '0')}`;
    const [wordEn, wordZh] = random.pick(NAME_WORDS);
    const [sectorEn, sectorZh] = random.pick(NAME_SECTORS);
    const [suffixEn, suffixZh] = random.pick(REGISTRY_SUFFIXES);
    const nameEn = registerKind === 'local' ? `${wordEn} ${sectorEn} ${suffixEn}` : `${wordEn} ${sectorEn} ${random.pick(FOREIGN_SUFFIXES)}`;
    if (usedNumbers.has(companyNo) || usedNames.has(nameEn)) continue;
    usedNumbers.add(companyNo);
    usedNames.add(nameEn);
    const nameZh = registerKind === 'local' && random.chance(0.85) ? `${wordZh}${sectorZh}${suffixZh}` : null;
    // Local company numbers grow over time: older numbers, older companies.
    const incorporationDate =
      registerKind === 'local' ? random.date(Number(companyNo) < 1_000_000 ? '1975-01-02' : '2005-01-03', Number(companyNo) < 1_000_000 ? '2005-12-30' : addCalendarDays(today, -30)) : random.date('1990-01-02', addCalendarDays(today, -30));
    const status = random.weighted([['live', 78], ['dissolved', 15], ['winding-up', 7]] as const);
    const dissolutionDate = status === 'dissolved' ? random.date(addCalendarDays(incorporationDate, 365), today) : null;
    // Dissolved companies were mostly deregistered or struck off; some were wound up first.
    const windingUpMode = status === 'winding-up' || (status === 'dissolved' && random.chance(0.3)) ? random.pick(WINDING_UP_MODES) : null;
    const nameHistory: DemoHkCompany['nameHistory'] = [];
    if (random.chance(0.2)) {
      const [oldWordEn, oldWordZh] = random.pick(NAME_WORDS);
      nameHistory.push({ date: random.date(incorporationDate, dissolutionDate ?? today), nameEn: `${oldWordEn} ${sectorEn} ${suffixEn}`, nameZh: nameZh ? `${oldWordZh}${sectorZh}${suffixZh}` : null });
    }
    rows.push({
      companyNo,
      nameEn,
      nameZh,
      companyType:
        registerKind === 'foreign'
          ? 'Registered Non-Hong Kong Company'
          : random.weighted([['Private company limited by shares', 88], ['Public company limited by shares', 5], ['Company limited by guarantee', 7]] as const),
      registerKind,
      incorporationDate,
      placeOfIncorporation: registerKind === 'local' ? 'hong-kong' : random.pick(['british-virgin-islands', 'cayman-islands', 'singapore', 'bermuda', 'other'] as const),
      status,
      windingUpMode,
      dissolutionDate,
      nameHistory,
    });
  }
  return rows;
};
