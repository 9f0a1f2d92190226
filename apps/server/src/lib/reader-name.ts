import { CollectTypes, type Locale } from '@app/contracts';
import { toReaderScript, type Script } from '@app/domain/chinese-script';

/**
 * The script a stored name is known to be in from its market: the mainland exchanges write simplified, so an
 * A-share name is simplified even where no character says so (万科Ａ, whose 万 is also a traditional form).
 * Hong Kong names are detected for a mainland reader and kept as HKEX writes them for a Hong Kong one.
 */
const scriptOfMarket = (market: string | null | undefined): Script | undefined => (market && market !== 'HK' ? 'hans' : undefined);

/**
 * A company's or person's Chinese name in the reader's script (issue 18): exactly as stored for an English
 * reader and when already in the reader's script (騰訊控股 and 匯豐 stay for zh-HK), otherwise converted with
 * the proper-name-safe conversion (騰訊控股 → 腾讯控股 for zh-CN, 万科企业 → 萬科企業 for zh-HK). Done here so
 * the web bundle never carries OpenCC. `locale` null keeps the name as stored (what staff review, what a
 * generated document converts by its own rules); `market` is the listing the name belongs to, when it has one.
 */
export const nameForReader = (name: string | null, locale: Locale | null, market?: string | null): string | null => {
  if (!name || !locale || locale === 'en') return name;
  // HKEX writes a Hong Kong issuer's name as the company registered it, simplified characters included (粤海置地, 蜆壳電業).
  if (market === 'HK' && locale === 'zh-HK') return name;
  return toReaderScript(name, locale, { kind: 'name', script: scriptOfMarket(market) });
};

/**
 * A stored Chinese title (a favourite's or footprint's: a document title or a company name, kept in the script
 * the page showed when it was saved) in the reader's script, converted only when it is in the other script.
 * `locale` null or 'en' keeps it as stored (the English title is a field of its own).
 */
export const titleForReader = (title: string | null, locale: Locale | null): string | null =>
  !title || !locale || locale === 'en' ? title : toReaderScript(title, locale);

/** Favourite and footprint types whose title is a name (a company, a person, an offering's issuer), not running text. */
const NAMED_TYPES: ReadonlySet<number> = new Set([CollectTypes.listedCompany, CollectTypes.hkCompany, CollectTypes.director, CollectTypes.offering]);

/** Where the names of saved companies, people and offerings are read, by `${type}:${refKey}` (companies module). */
export type SavedNames = {
  namesOf: (items: readonly { type: number; refKey: string }[]) => Promise<Map<string, { name: string | null; market: string | null }>>;
};

/**
 * The Chinese titles of saved items (favourites, footprints) in the reader's script (issue 18). A company, person
 * or offering is listed under the name its source writes, read by its key (the subject was saved, not the name in
 * the script its page showed: a mainland reader's 汇丰控股 is 匯豐控股 to a Hong Kong one, never the 滙豐 a
 * conversion gives, and 峰匯 stays 峰匯); a subject no longer there by the proper-name-safe conversion of the
 * stored title (余家伟 → 余家偉, not 餘); document titles as running text.
 */
export const savedTitlesForReader = async <Row extends { type: number; refKey: string; title: string | null }>(
  rows: readonly Row[],
  locale: Locale | null,
  names: SavedNames | undefined,
): Promise<(string | null)[]> => {
  if (!locale || locale === 'en') return rows.map((row) => row.title);
  const named = rows.filter((row) => NAMED_TYPES.has(row.type));
  const known = named.length && names ? await names.namesOf(named) : new Map<string, { name: string | null; market: string | null }>();
  return rows.map((row) => {
    if (!NAMED_TYPES.has(row.type)) return titleForReader(row.title, locale);
    const source = known.get(`${row.type}:${row.refKey}`);
    return source?.name ? nameForReader(source.name, locale, source.market) : nameForReader(row.title, locale);
  });
};
