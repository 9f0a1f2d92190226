import { decodeHtmlEntities, splitOnBreaks } from './parse-helpers';

/** HKEXnews category levels: tier 1, tier-2 group, tier 2, and the pre-2007 document types. */
export const CategoryLevels = ['t1', 't2g', 't2', 'doc'] as const;
export type CategoryLevel = (typeof CategoryLevels)[number];

/** A headline_categories row as the matcher reads it. */
export type CategoryRecord = {
  level: string;
  code: string;
  t1Code: string | null;
  groupCode: string | null;
  nameEn: string;
  nameZhHk: string;
  nameZhCn: string;
};

/** The category fields of a document. */
export type DocumentCategory = { t1Code: string | null; t2Codes: string[]; docType: string | null };

export type HeadlineMatch = { category: DocumentCategory } | { unknown: string };

/** Names compare without case, width or spacing differences, and with "a / b" written "a/b". */
const nameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .trim();

/** Category look-ups by name (English, traditional or simplified Chinese) and by code. */
export type CategoryIndex = ReturnType<typeof buildCategoryIndex>;

/** Indexes the stored category tree for the importers. */
export const buildCategoryIndex = (records: CategoryRecord[]) => {
  const t1ByName = new Map<string, string>();
  const docByName = new Map<string, string>();
  // `${t1Code}|${name}` → tier-2 codes (a name may repeat under different groups of one tier 1)
  const t2ByName = new Map<string, string[]>();
  const codes = new Set<string>();
  for (const record of records) {
    codes.add(`${record.level}|${record.code}`);
    for (const name of new Set([record.nameEn, record.nameZhHk, record.nameZhCn].filter(Boolean).map(nameKey))) {
      if (record.level === 't1') t1ByName.set(name, record.code);
      else if (record.level === 'doc') docByName.set(name, record.code);
      else if (record.level === 't2' && record.t1Code) {
        const key = `${record.t1Code}|${name}`;
        const list = t2ByName.get(key) ?? [];
        if (!list.includes(record.code)) list.push(record.code);
        t2ByName.set(key, list);
      }
    }
  }

  /**
   * Tier-2 codes of "A / B / C" under a tier 1. Names may themselves contain
   * "/" ("Interim/Half-Year Report"), so the longest run of parts that is a
   * known name wins. Null when some part is not a known name.
   */
  const matchTierTwoNames = (t1Code: string, inner: string): string[] | null => {
    const parts = nameKey(inner).split('/');
    const found: string[] = [];
    let start = 0;
    while (start < parts.length) {
      let end = parts.length;
      for (; end > start; end -= 1) {
        const hit = t2ByName.get(`${t1Code}|${parts.slice(start, end).join('/')}`);
        if (hit) {
          for (const code of hit) if (!found.includes(code)) found.push(code);
          break;
        }
      }
      if (end === start) return null;
      start = end;
    }
    return found;
  };

  /** One headline: "Tier one - [tier two / tier two]", a tier 1 alone, or a document type. */
  const matchOne = (headline: string): DocumentCategory | null => {
    const bracketed = /^(.*\S)\s*-\s*\[(.+)\]$/s.exec(headline);
    if (bracketed) {
      const t1Code = t1ByName.get(nameKey(bracketed[1]));
      const t2Codes = t1Code ? matchTierTwoNames(t1Code, bracketed[2]) : null;
      return t1Code && t2Codes ? { t1Code, t2Codes, docType: null } : null;
    }
    const t1Code = t1ByName.get(nameKey(headline));
    if (t1Code) return { t1Code, t2Codes: [], docType: null };
    const docType = docByName.get(nameKey(headline));
    return docType ? { t1Code: null, t2Codes: [], docType } : null;
  };

  return {
    /** True when the code is stored at that level. */
    hasCode: (level: CategoryLevel, code: string): boolean => codes.has(`${level}|${code}`),

    /**
     * The category of a headline path (HKEXnews LONG_TEXT / lTxt, several
     * headlines joined by `<br/>`). The first headline gives the tier 1; the
     * tier-2 codes of all are merged.
     * @returns null for an empty path, `unknown` naming the first headline no stored name matches.
     */
    matchHeadlinePath: (path: unknown): HeadlineMatch | null => {
      const headlines = splitOnBreaks(path).map((headline) => decodeHtmlEntities(headline).trim()).filter(Boolean);
      if (headlines.length === 0) return null;
      const category: DocumentCategory = { t1Code: null, t2Codes: [], docType: null };
      for (const headline of headlines) {
        const match = matchOne(headline);
        if (!match) return { unknown: headline };
        category.t1Code ??= match.t1Code;
        category.docType ??= match.docType;
        for (const code of match.t2Codes) if (!category.t2Codes.includes(code)) category.t2Codes.push(code);
      }
      return { category };
    },
  };
};
