import { Converter } from 'opencc-js';

/**
 * How text becomes searchable. PostgreSQL has no Chinese parser we can rely
 * on in both PGlite and a server (and the 'simple' parser drops Han text under
 * a C locale), so we build the lexemes ourselves and hand PostgreSQL literal
 * tsvector / tsquery values:
 * - text is NFKC-normalised, converted to simplified script and lower-cased,
 *   so 匯豐, 滙豐 and 汇丰 index and search alike (opencc keeps character
 *   counts, so offsets still point into the original text);
 * - every run of Han characters becomes its overlapping bigrams (a run of one
 *   character stays one lexeme); every run of Latin letters and digits is one word;
 * - a Chinese term is the phrase of its bigrams (盈利警告 → 盈利 <-> 利警 <-> 警告),
 *   which the GIN index answers for any 2+ character term inside a title or body.
 * See docs/PERFORMANCE.md for the measurements behind this choice.
 */

const toSimplified = Converter({ from: 'hk', to: 'cn' });

/** The comparison form of a text: NFKC, simplified script, lower case. Same length as the input for CJK and ASCII. */
export const normaliseForSearch = (text: string): string => toSimplified(text.normalize('NFKC')).toLowerCase();

/**
 * A memo of a pure function of a string that starts over when it holds `limit` entries (the same
 * titles and queries recur: a search page converts 20 titles, mostly ones earlier searches converted).
 */
const memoOf = <Value>(limit: number) => {
  const entries = new Map<string, Value>();
  return (key: string, compute: (key: string) => Value): Value => {
    const known = entries.get(key);
    if (known !== undefined || entries.has(key)) return known as Value;
    if (entries.size >= limit) entries.clear();
    const value = compute(key);
    entries.set(key, value);
    return value;
  };
};

type Token = { lexeme: string; position: number };

// Han runs, or runs of Latin letters and digits. \p{L} is avoided on purpose: it also matches Han,
// which would glue "2025年" into one word.
const TOKEN_PATTERN = /(\p{Script=Han}+)|([\p{Script=Latin}\p{Nd}]+)/gu;

// tsvector positions stop at 16383; later positions are clamped by PostgreSQL anyway.
const MAX_POSITION = 16_383;

/** The lexemes of an already normalised text, with positions from `start`. */
const tokensOf = (normalised: string, start: number): Token[] => {
  const tokens: Token[] = [];
  let position = start;
  for (const match of normalised.matchAll(TOKEN_PATTERN)) {
    if (match[1]) {
      const chars = [...match[1]];
      if (chars.length === 1) tokens.push({ lexeme: chars[0]!, position: position++ });
      for (let index = 0; index + 1 < chars.length; index += 1) tokens.push({ lexeme: chars[index]! + chars[index + 1]!, position: position++ });
    } else if (match[2]) {
      tokens.push({ lexeme: match[2], position: position++ });
    }
  }
  return tokens;
};

const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;

/**
 * A tsvector literal (`'盈利':1,7 '利警':2`) of one or more texts, e.g. the
 * English and Chinese titles. Cast it with ::tsvector; no parser is involved.
 */
export const toTsvectorLiteral = (texts: (string | null | undefined)[], facets: string[] = []): string => {
  const positions = new Map<string, number[]>();
  let next = 1;
  for (const text of texts) {
    if (!text) continue;
    const tokens = tokensOf(normaliseForSearch(text), next);
    for (const token of tokens) {
      const list = positions.get(token.lexeme) ?? [];
      // PostgreSQL keeps at most 256 positions per lexeme.
      if (list.length < 256) list.push(Math.min(token.position, MAX_POSITION));
      positions.set(token.lexeme, list);
    }
    // A gap between texts keeps a phrase from matching across the end of one and the start of the next.
    next = (tokens.at(-1)?.position ?? next) + 2;
  }
  const words = [...positions].map(([lexeme, list]) => `${quote(lexeme)}:${[...new Set(list)].join(',')}`);
  // Facet lexemes carry no position: they are filters, never part of a phrase.
  return [...words, ...[...new Set(facets)].map(quote)].join(' ');
};

const HKT_OFFSET = 8 * 3_600_000;
const hongKongParts = (time: Date) => {
  const local = new Date(time.getTime() + HKT_OFFSET);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
};
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Filter lexemes stored beside the words in the same tsvector ("facets"), so
 * that one GIN scan answers keyword + stock + category + period together and
 * reads only the matches inside the period (see docs/PERFORMANCE.md). Their
 * ':' can never occur in a word lexeme.
 */
export const Facets = {
  day: (time: Date) => {
    const { year, month, day } = hongKongParts(time);
    return `d:${year}${twoDigits(month)}${twoDigits(day)}`;
  },
  month: (time: Date) => {
    const { year, month } = hongKongParts(time);
    return `m:${year}${twoDigits(month)}`;
  },
  year: (time: Date) => `y:${hongKongParts(time).year}`,
  stock: (code: string) => `s:${code.toLowerCase()}`,
  tierOne: (code: string) => `c1:${code}`,
  tierTwo: (code: string) => `c2:${code}`,
  docType: (code: string) => `dt:${code}`,
  market: (market: string) => `mk:${market.toLowerCase()}`,
};

/** The facet lexemes of a stored document. */
export const facetsOf = (document: { releaseTime: Date; stockCodes?: string[]; t1Code?: string | null; t2Codes?: string[]; docType?: string | null; market?: string | null }): string[] => [
  Facets.day(document.releaseTime),
  Facets.month(document.releaseTime),
  Facets.year(document.releaseTime),
  ...(document.stockCodes ?? []).map(Facets.stock),
  ...(document.t1Code ? [Facets.tierOne(document.t1Code)] : []),
  ...(document.t2Codes ?? []).map(Facets.tierTwo),
  ...(document.docType ? [Facets.docType(document.docType)] : []),
  ...(document.market ? [Facets.market(document.market)] : []),
];

/** A tsquery part matching any of the lexemes. */
export const anyOf = (lexemes: string[]): string => (lexemes.length === 1 ? quote(lexemes[0]!) : `(${lexemes.map(quote).join(' | ')})`);

/** Periods up to this many days use day lexemes; up to MAX_MONTH_LEXEMES months, month lexemes; longer, years. */
const MAX_DAY_LEXEMES = 62;
const MAX_MONTH_LEXEMES = 24;
const DAY_MS = 86_400_000;

/**
 * The lexemes covering a period [from, to) in Hong Kong time: its days, its
 * months, or its years, whichever keeps the list short. A superset of the
 * period; the exact bounds are applied to release_time as well.
 */
export const periodLexemes = (from: Date, to: Date): string[] => {
  const last = new Date(Math.max(to.getTime() - 1, from.getTime()));
  const firstDay = Math.floor((from.getTime() + HKT_OFFSET) / DAY_MS);
  const lastDay = Math.floor((last.getTime() + HKT_OFFSET) / DAY_MS);
  if (lastDay - firstDay + 1 <= MAX_DAY_LEXEMES) {
    return Array.from({ length: lastDay - firstDay + 1 }, (_, index) => Facets.day(new Date((firstDay + index) * DAY_MS - HKT_OFFSET)));
  }
  const start = hongKongParts(from);
  const end = hongKongParts(last);
  const months = (end.year - start.year) * 12 + (end.month - start.month) + 1;
  if (months <= MAX_MONTH_LEXEMES) {
    return Array.from({ length: months }, (_, index) => {
      const total = start.month - 1 + index;
      return `m:${start.year + Math.floor(total / 12)}${twoDigits((total % 12) + 1)}`;
    });
  }
  return Array.from({ length: end.year - start.year + 1 }, (_, index) => `y:${start.year + index}`);
};

const knownPeriodQueries = memoOf<string>(1_000);

/**
 * The tsquery part of a period: any of its lexemes (periodLexemes). A search's windows are measured from
 * the newest document, so the same periods recur from search to search; up to 62 day lexemes each.
 */
export const periodQuery = (from: Date, to: Date): string => knownPeriodQueries(`${from.getTime()}/${to.getTime()}`, () => anyOf(periodLexemes(from, to)));

/**
 * The forms an English word is also searched as (result → results, resulted,
 * resulting; placings → placing), as exact lexemes: a prefix match (result:*)
 * would make the GIN index read every lexeme with that prefix, and one letter
 * ("arm's" → s:*) would read nearly all of them.
 */
export const englishForms = (word: string): string[] => {
  if (word.length < 3 || /^\d+$/.test(word)) return [word];
  const stems = new Set([word]);
  if (word.endsWith('ies')) stems.add(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) stems.add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) stems.add(word.slice(0, -1));
  if (word.endsWith('ing')) stems.add(word.slice(0, -3));
  if (word.endsWith('ed')) stems.add(word.slice(0, -2));
  const forms = new Set<string>();
  for (const stem of stems) {
    forms.add(stem);
    for (const suffix of ['s', 'es', 'ed', 'ing']) forms.add(`${stem}${suffix}`);
    if (stem.endsWith('y')) forms.add(`${stem.slice(0, -1)}ies`);
    if (stem.endsWith('e')) {
      forms.add(`${stem}d`);
      forms.add(`${stem.slice(0, -1)}ing`);
    }
  }
  return [...forms];
};

/**
 * Mainland and Hong Kong forms of the same term (issue 18), in the comparison form (simplified, as
 * normaliseForSearch writes them): a search for one also finds the others, whichever the document uses.
 */
const TERM_EQUIVALENTS: readonly (readonly string[])[] = [
  // Listing Rules Chapter 14A (Hong Kong 關連) and the mainland rules (关联)
  ['关连交易', '关联交易'],
  ['关连人士', '关联人士', '关联方'],
  // annual and extraordinary general meetings
  ['股东周年大会', '年度股东大会'],
  ['股东特别大会', '临时股东大会'],
  // share buy-backs: 購回 (Hong Kong), 回购 (mainland)
  ['购回', '回购'],
  // the HKEXnews headline category writes 須予披露的交易; announcements mostly 須予披露交易
  ['须予披露交易', '须予披露的交易'],
];

/**
 * Characters the hk→cn phrase conversion writes either way, depending on the phrase around them (着/著;
 * 鉅 becomes 巨 or 钜, while mainland names keep 钜: 鉅泉科技 must find 钜泉科技 and 鉅子 巨子生物), or where
 * the two scripts write one word with different characters (the mainland's 坐标 is 座標 in Hong Kong).
 */
const INTERCHANGEABLE: readonly (readonly [string, string])[] = [
  ['着', '著'],
  ['巨', '钜'],
  ['坐', '座'],
];

/** At most this many forms of one term are searched (each is one more phrase in the query). */
const MAX_TERM_VARIANTS = 8;

// The particle 的 between two Han characters: 須予披露的交易 and 須予披露交易 are the same term.
const PARTICLE_BETWEEN_HAN = /(?<=\p{Script=Han})的(?=\p{Script=Han})/gu;

/**
 * The forms one normalised term is searched as: itself; without the particle 的 between Han
 * characters; its mainland / Hong Kong equivalents (TERM_EQUIVALENTS, both ways); and with the
 * INTERCHANGEABLE characters swapped each way. Every form
 * is matched against the same stored text, so it does not matter which one a document uses.
 */
export const termVariants = (normalised: string): string[] => {
  const variants = new Set([normalised]);
  const add = (variant: string) => {
    if (variants.size < MAX_TERM_VARIANTS && variant.trim() !== '') variants.add(variant);
  };
  add(normalised.replace(PARTICLE_BETWEEN_HAN, ''));
  for (const variant of [...variants]) {
    for (const group of TERM_EQUIVALENTS) {
      for (const member of group) {
        if (!variant.includes(member)) continue;
        for (const other of group) if (other !== member) add(variant.split(member).join(other));
      }
    }
  }
  for (const [one, other] of INTERCHANGEABLE) {
    for (const variant of [...variants]) {
      if (variant.includes(one)) add(variant.replaceAll(one, other));
      if (variant.includes(other)) add(variant.replaceAll(other, one));
    }
  }
  return [...variants];
};

/**
 * The phrase of one normalised form: its lexemes in order. English words match their
 * inflected forms; a lone Han character (only after digits, "2024年")
 * matches as a prefix so that "2024年" finds 2024年報.
 */
const phraseOf = (normalised: string): string | null => {
  const tokens = tokensOf(normalised, 1);
  if (tokens.length === 0) return null;
  const parts = tokens.map((token) => {
    const isLoneHan = [...token.lexeme].length === 1 && /\p{Script=Han}/u.test(token.lexeme);
    if (isLoneHan) return `${quote(token.lexeme)}:*`;
    if (/\p{Script=Latin}/u.test(token.lexeme)) return anyOf(englishForms(token.lexeme));
    return quote(token.lexeme);
  });
  return parts.length === 1 ? parts[0]! : `(${parts.join(' <-> ')})`;
};

/** The tsquery of one term: the phrase of each of its forms (termVariants), any of them. */
const termQuery = (term: string): string | null => {
  const phrases = [...new Set(termVariants(normaliseForSearch(term)).map(phraseOf))].filter((phrase): phrase is string => phrase !== null);
  if (phrases.length === 0) return null;
  return phrases.length === 1 ? phrases[0]! : `(${phrases.join(' | ')})`;
};

const tsqueryOf = (terms: string[], mode: 'all' | 'any'): string | null => {
  const parts = terms.map(termQuery).filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return parts.join(mode === 'all' ? ' & ' : ' | ');
};
const knownTsqueries = memoOf<string | null>(1_000);

/** A tsquery literal for the terms: all of them ('&') or any of them ('|'). Null when nothing is searchable. */
export const toTsqueryLiteral = (terms: string[], mode: 'all' | 'any'): string | null => knownTsqueries(JSON.stringify([mode, terms]), () => tsqueryOf(terms, mode));

/** NFKC per character where it keeps the character's length (full-width ASCII → ASCII), so offsets stay. */
const foldWidth = (text: string): string =>
  text.replace(/[\uff01-\uff5e\u3000]/g, (character) => {
    const folded = character.normalize('NFKC');
    return folded.length === character.length ? folded : character;
  });

/**
 * A text in the form highlighting compares (width-folded, simplified, lower case), or null when that
 * form is not as long as the text (offsets would not carry over). Lower-casing, opencc and the
 * per-character width fold keep the length of CJK and ASCII text; full-width letters and digits (ＡＧＭ,
 * ２０２５) fold as the query does, character by character. opencc was most of a search's highlighting.
 */
const comparisonForm = (text: string): string | null => {
  const haystack = toSimplified(foldWidth(text)).toLowerCase();
  return haystack.length === text.length ? haystack : null;
};
const knownComparisonForms = memoOf<string | null>(10_000);

type Needle = { text: string; isLatin: boolean };

/** What highlighting looks for: every searched form of every term (termVariants), once per query, not per title. */
const needlesOf = (terms: string[]): Needle[] =>
  terms
    .flatMap((term) => termVariants(normaliseForSearch(term)))
    .filter((needle) => needle !== '')
    .map((needle) => ({ text: needle, isLatin: /^[\p{Script=Latin}\p{Nd} ]+$/u.test(needle) }));
const knownNeedles = memoOf<Needle[]>(1_000);

/**
 * Where the terms occur in texts, as [start, end) ranges in the original
 * string (UTF-16 offsets), merged and sorted; for highlighting. The terms are
 * prepared once for all the texts of a page.
 */
export const highlighterFor = (terms: string[]): ((text: string | null | undefined) => [number, number][]) => {
  const needles = terms.length === 0 ? [] : knownNeedles(JSON.stringify(terms), () => needlesOf(terms));
  return (text) => {
    if (!text || needles.length === 0) return [];
    const haystack = knownComparisonForms(text, comparisonForm);
    if (haystack === null) return [];
    const ranges: [number, number][] = [];
    for (const needle of needles) {
      let from = 0;
      for (;;) {
        const at = haystack.indexOf(needle.text, from);
        if (at < 0) break;
        const startsWord = !needle.isLatin || at === 0 || !/[\p{Script=Latin}\p{Nd}]/u.test(haystack[at - 1]!);
        if (startsWord) ranges.push([at, at + needle.text.length]);
        from = at + needle.text.length;
      }
    }
    ranges.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const range of ranges) {
      const last = merged.at(-1);
      if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
      else merged.push([...range]);
    }
    return merged;
  };
};

/** Where the terms occur in one text (highlighterFor, for a single text). */
export const highlightRanges = (text: string | null | undefined, terms: string[]): [number, number][] => highlighterFor(terms)(text);
