import type {
  Adviser,
  Director,
  FinancialStatement,
  HkCompanyItem,
  ListedCompanyItem,
  Locale,
  Market,
  OfferingItem,
  Shareholder,
} from '@app/contracts';
import { personKeyOf } from '@app/contracts';
import type { CompanyListRow, CompanyRow, FinancialRow, ShareholderRow } from './company-profiles.repository';
import { toReaderScript, type Script, type TextKind } from '@app/domain/chinese-script';
import { nameForReader } from '../../lib/reader-name';
import type { DirectorRow } from './directors.repository';
import type { HkCompanyRow } from './hk-companies.repository';
import { listingSourceOf } from './listing-facts';
import type { OfferingRow } from './offerings.repository';

/**
 * Row → response objects, field by field (allow-lists). Chinese names of companies and people are sent in
 * the reader's script (`nameForReader`); the field names stay those of the stored values.
 */

/**
 * A catalogue row as a list item; `source` is 'demo' when the profile values
 * are generated, `listingSource` names the list its status, board and names
 * come from (`stockListDay`: the day of the synced HKEX list, when a row comes from it).
 */
export const presentCompanyItem = (row: CompanyListRow | CompanyRow, stockListDay: string | null, locale: Locale): ListedCompanyItem => ({
  market: row.market as Market,
  stockCode: row.stockCode,
  shortNameEn: row.shortNameEn,
  shortNameCn: nameForReader(row.shortNameCn, locale, row.market),
  nameEn: row.nameEn,
  nameCn: nameForReader(row.nameCn, locale, row.market),
  status: row.status,
  board: row.board,
  securitiesType: row.securitiesType,
  industry: row.industry,
  placeOfIncorporation: row.placeOfIncorporation,
  tradingState: row.tradingState,
  listingDate: row.listingDate,
  delistingDate: row.delistingDate,
  marketCap: row.marketCap,
  source: row.profileSource,
  listingSource: listingSourceOf(row, stockListDay),
});

const SCRIPTS: readonly Script[] = ['hans', 'hant', 'none', 'mixed'];

/**
 * A profile text stored as { en, zh, script? } (or plain text) in the request's language and script.
 * Chinese already in the reader's script is shown exactly as stored (余, 鰂魚涌, 過戶, 羅兵咸永道);
 * only text in the other script is converted, names (`kind: 'name'`) with the proper-name-safe
 * conversion. `script` (the stored script of `zh`) wins over detection.
 */
export const localizeText = (value: unknown, locale: Locale, kind: TextKind = 'text'): string | null => {
  if (typeof value === 'string') return value || null;
  if (!value || typeof value !== 'object') return null;
  const { en, zh, script } = value as { en?: unknown; zh?: unknown; script?: unknown };
  const english = typeof en === 'string' && en ? en : null;
  const chinese = typeof zh === 'string' && zh ? zh : null;
  if (locale === 'en' || !chinese) return english ?? chinese;
  const stored = SCRIPTS.find((known) => known === script);
  return toReaderScript(chinese, locale, { kind, script: stored });
};

/** The profile jsonb fields of spec §3 in the request's language. */
export const presentProfileTexts = (profile: unknown, locale: Locale) => {
  const texts = (profile && typeof profile === 'object' ? profile : {}) as Record<string, unknown>;
  return {
    registrar: localizeText(texts.registrar, locale, 'name'),
    principalOffice: localizeText(texts.principalOffice, locale),
    chairman: localizeText(texts.chairman, locale, 'name'),
    companySecretary: localizeText(texts.companySecretary, locale, 'name'),
    complianceAdviser: localizeText(texts.complianceAdviser, locale, 'name'),
    auditor: localizeText(texts.auditor, locale, 'name'),
    legalAdviser: localizeText(texts.legalAdviser, locale, 'name'),
  };
};

/**
 * A director with the age in `year`. `personName: 'stored'` keeps the Chinese name as stored where it is the
 * person's follow key (no English name, personKeyOf): the web derives the key from what it is sent, the server
 * from the stored name.
 */
export const presentDirector = (row: DirectorRow, year: number, locale: Locale | null, personName: 'reader' | 'stored' = 'reader'): Director => ({
  id: row.id,
  market: row.market,
  stockCode: row.stockCode,
  companyShortNameEn: row.companyShortNameEn,
  companyShortNameCn: nameForReader(row.companyShortNameCn, locale, row.market),
  nameEn: row.nameEn,
  nameZh: personName === 'stored' && !personKeyOf({ nameEn: row.nameEn, nameZh: null }) ? row.nameZh : nameForReader(row.nameZh, locale, row.market),
  category: row.category,
  position: row.position,
  appointedOn: row.appointedOn,
  resignedOn: row.resignedOn,
  birthYear: row.birthYear,
  age: row.birthYear ? year - row.birthYear : null,
  gender: row.gender,
  // Chinese readers get the Chinese the source gives, in their script; English where it gives none.
  education: locale ? localizeText({ en: row.education, zh: row.educationZh }, locale) : row.education,
  source: row.source,
});

export const presentFinancial = (row: FinancialRow): FinancialStatement => ({
  fiscalYear: row.fiscalYear,
  statement: row.statement as FinancialStatement['statement'],
  currency: row.currency,
  items: Object.fromEntries(Object.entries((row.items ?? {}) as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'number' ? value : null])),
  source: row.source,
});

/** A shareholder; its one name (Chinese or English, as filed) in the reader's script. */
export const presentShareholder = (row: ShareholderRow, locale: Locale): Shareholder => ({
  id: row.id,
  holderName: nameForReader(row.holderName, locale) ?? row.holderName,
  shares: row.shares,
  percentage: row.percentage,
  lastNoticeDate: row.lastNoticeDate,
  source: row.source,
});

/** An offering; `locale` null (staff reviewing what a user typed) keeps the Chinese name as entered. */
export const presentOffering = (row: OfferingRow, locale: Locale | null): OfferingItem => ({
  id: row.id,
  market: row.market,
  stockCode: row.stockCode,
  nameEn: row.nameEn,
  nameZh: nameForReader(row.nameZh, locale, row.market),
  board: row.board,
  offeringType: row.offeringType,
  listingState: row.listingState,
  applicationDate: row.applicationDate,
  hearingDate: row.hearingDate,
  prospectusDate: row.prospectusDate,
  listingDate: row.listingDate,
  currency: row.currency,
  offerPriceLow: row.offerPriceLow,
  offerPriceHigh: row.offerPriceHigh,
  offerPrice: row.offerPrice,
  sharesOffered: row.sharesOffered,
  proceeds: row.proceeds,
  sponsors: row.sponsors.map((sponsor) => nameForReader(sponsor, locale) ?? sponsor),
  source: row.source,
  reviewStatus: row.reviewStatus as OfferingItem['reviewStatus'],
});

/** The advisers jsonb, keeping only well-formed entries; names in the reader's script (`locale` null: as entered). */
export const presentAdvisers = (value: unknown, locale: Locale | null): Adviser[] =>
  Array.isArray(value)
    ? value
        .filter((entry): entry is Adviser => !!entry && typeof entry === 'object' && typeof (entry as Adviser).role === 'string' && typeof (entry as Adviser).name === 'string')
        .map(({ role, name }) => ({ role, name: nameForReader(name, locale) ?? name }))
    : [];

export const presentHkCompany = (row: HkCompanyRow, locale: Locale): HkCompanyItem => ({
  companyNo: row.companyNo,
  nameEn: row.nameEn,
  nameZh: nameForReader(row.nameZh, locale),
  companyType: row.companyType,
  registerKind: row.registerKind,
  incorporationDate: row.incorporationDate,
  status: row.status,
  dissolutionDate: row.dissolutionDate,
  source: row.source,
});

/** Earlier names, newest first, keeping only well-formed entries. */
export const presentNameHistory = (value: unknown, locale: Locale) =>
  (Array.isArray(value) ? value : [])
    .filter((entry): entry is { date: string; nameEn?: string | null; nameZh?: string | null } => !!entry && typeof entry === 'object' && typeof (entry as { date?: unknown }).date === 'string')
    .map((entry) => ({ date: entry.date, nameEn: entry.nameEn ?? null, nameZh: nameForReader(entry.nameZh ?? null, locale) }))
    .sort((left, right) => (left.date < right.date ? 1 : -1));
