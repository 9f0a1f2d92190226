import { Converter } from 'opencc-js';
import * as OpenCC from 'opencc-js/preset';

/**
 * Which script a Chinese text is in, and conversion only across scripts (spec §1, §5).
 *
 * The character classes are built from the OpenCC dictionaries that opencc-js ships
 * (STCharacters, TSCharacters, HK/TW variants, STPhrases), never from a hand list:
 * a character is *simplified-only* when STCharacters changes it, no dictionary gives it
 * as a traditional form (a target of STCharacters or STPhrases, a key of TSCharacters,
 * a Hong Kong or Taiwan variant). 余, 后, 干, 恒, 污, 温 are therefore not simplified-only.
 */

type Pairs = readonly (readonly [string, string])[];

const pairsOf = (dictionary: unknown): Pairs =>
  typeof dictionary === 'string'
    ? dictionary.split('|').map((entry) => {
        const [from = '', to = ''] = entry.split(' ');
        return [from, to] as const;
      })
    : [];

/** The dictionary at `group[0][index]` of an opencc-js preset chain. */
const dictionary = (chain: readonly unknown[] | undefined, index: number): Pairs => pairsOf((chain?.[0] as readonly unknown[] | undefined)?.[index]);

const ST_PHRASES = dictionary(OpenCC.from.cn, 0);
const ST_CHARACTERS = dictionary(OpenCC.from.cn, 1);
const TS_CHARACTERS = dictionary(OpenCC.to.cn, 1);
const HK_VARIANTS = dictionary(OpenCC.to.hk, 1);
const TW_VARIANTS = dictionary(OpenCC.to.tw, 1);
const HK_VARIANTS_REV = dictionary(OpenCC.from.hk, 1);
const TW_VARIANTS_REV = dictionary(OpenCC.from.tw, 1);

const single = (text: string) => [...text].length === 1;
const charactersOf = (pairs: Pairs, side: 0 | 1) => new Set(pairs.flatMap((pair) => [...pair[side]]));

const buildClasses = () => {
  const traditionalForms = new Set([
    ...charactersOf(ST_CHARACTERS, 1),
    ...charactersOf(ST_PHRASES, 1),
    ...TS_CHARACTERS.map(([from]) => from),
    ...charactersOf(HK_VARIANTS, 1),
    ...charactersOf(TW_VARIANTS, 1),
  ]);
  const simplifiedForms = new Set([...charactersOf(TS_CHARACTERS, 1), ...ST_CHARACTERS.map(([from]) => from)]);
  const simplifiedPhraseForms = charactersOf(ST_PHRASES, 0);
  const simplifiedOnly = new Set(ST_CHARACTERS.filter(([from, to]) => single(from) && from !== to && !traditionalForms.has(from)).map(([from]) => from));
  const traditionalOnly = new Set(
    TS_CHARACTERS.filter(([from, to]) => single(from) && from !== to && !simplifiedForms.has(from) && !simplifiedPhraseForms.has(from)).map(([from]) => from),
  );
  return { simplifiedOnly, traditionalOnly };
};

const classes = buildClasses();
/** Characters written only in simplified Chinese (about 3,800). */
export const SIMPLIFIED_ONLY: ReadonlySet<string> = classes.simplifiedOnly;
/** Characters written only in traditional Chinese. */
export const TRADITIONAL_ONLY: ReadonlySet<string> = classes.traditionalOnly;

/** 'hans' simplified, 'hant' traditional, 'none' nothing script-specific (neutral Han, Latin), 'mixed' both. */
export type Script = 'hans' | 'hant' | 'none' | 'mixed';

export const scriptOf = (text: string): Script => {
  let simplified = 0;
  let traditional = 0;
  for (const character of text) {
    if (SIMPLIFIED_ONLY.has(character)) simplified += 1;
    else if (TRADITIONAL_ONLY.has(character)) traditional += 1;
  }
  if (simplified && traditional) return 'mixed';
  return simplified ? 'hans' : traditional ? 'hant' : 'none';
};

const toSimplifiedText = Converter({ from: 'hk', to: 'cn' });
const toTraditionalText = Converter({ from: 'cn', to: 'hk' });
const ST_MAP = new Map(ST_CHARACTERS.filter(([from]) => single(from)));

/**
 * Characters a name keeps where OpenCC's phrase conversion would read a word: the surnames 余 (not 餘,
 * 余承东 → 余承東), 干 (not 幹) and 丑 (not 醜).
 */
const NAME_KEPT = new Set(['余', '干', '丑']);

/**
 * A proper-name-safe conversion of a simplified name to traditional: OpenCC's phrase conversion (万科企业 →
 * 萬科企業, 钟南山 → 鍾南山, 沈阳 → 瀋陽, 于丹 stays), except the surnames it would read as words
 * (NAME_KEPT). Should a conversion change the length, characters change one by one instead (陈 → 陳).
 */
const nameToTraditional = (text: string): string => {
  const original = [...text];
  const converted = [...toTraditionalText(text)];
  if (converted.length !== original.length)
    return original.map((character) => (SIMPLIFIED_ONLY.has(character) ? ST_MAP.get(character) ?? character : character)).join('');
  return original.map((character, index) => (NAME_KEPT.has(character) ? character : converted[index])).join('');
};

/** Hong Kong quotation marks as the mainland writes them (GB/T 15834): 「」 → “”, 『』 → ‘’ (one character each, so offsets hold). */
const MAINLAND_QUOTES: Record<string, string> = { '「': '\u201c', '」': '\u201d', '『': '\u2018', '』': '\u2019' };
const toMainlandQuotes = (text: string): string => text.replace(/[「」『』]/g, (mark) => MAINLAND_QUOTES[mark]!);

/** What a text is: running text (addresses, titles) or the name of a person or company. */
export type TextKind = 'text' | 'name';

/**
 * `text` in the reader's script. Text already in the reader's script (or in none) is returned
 * exactly as written: 余, 鰂魚涌, 過戶, 開曼群島, 羅兵咸永道 stay. Only text in the other script is
 * converted: running text with OpenCC's phrase conversion, names character by character (and a
 * name that mixes scripts is kept for a Hong Kong reader, as its source writes it). Traditional text made
 * simplified, and text in neither script, take the mainland's quotation marks.
 * `script` is the stored script of the text when known (it wins over detection).
 */
export const toReaderScript = (text: string, reader: 'zh-CN' | 'zh-HK', options: { kind?: TextKind; script?: Script } = {}): string => {
  const script = options.script ?? scriptOf(text);
  if (reader === 'zh-HK') {
    if (script === 'hant' || script === 'none') return text;
    // A name that already mixes in traditional characters is the source's own spelling (粤海, 瀘州银行 as HKEX lists them).
    if (options.kind === 'name') return script === 'hans' ? nameToTraditional(text) : text;
    return toTraditionalText(text);
  }
  if (script === 'hans') return text;
  return toMainlandQuotes(script === 'none' ? text : toSimplifiedText(text));
};

/* ------------------------------------------------------------------------------------------ */
/* Comparison keys: the same normalisation on both sides of a name or keyword comparison.       */
/* ------------------------------------------------------------------------------------------ */

/**
 * Character folds beyond the dictionaries: forms that search must treat as one. 著/着: the simplified
 * conversion writes either, by phrase. 钜/巨: OpenCC takes 鉅 to 巨, but mainland names keep 钜 (钜泉科技,
 * typed 鉅泉科技 in Hong Kong). 座/坐: the mainland's 坐标 is 座標 in Hong Kong (新坐标).
 */
const EXTRA_FOLDS: Pairs = [
  ['著', '着'],
  ['钜', '巨'],
  ['座', '坐'],
];

const buildFold = (): Map<string, string> => {
  const toStandard = new Map<string, string>();
  for (const [from, to] of [...HK_VARIANTS_REV, ...TW_VARIANTS_REV]) if (single(from) && single(to)) toStandard.set(from, to);
  for (const [standard, variant] of [...HK_VARIANTS, ...TW_VARIANTS]) if (single(standard) && single(variant) && !toStandard.has(variant)) toStandard.set(variant, standard);
  const toSimple = new Map(TS_CHARACTERS.filter(([from, to]) => single(from) && single(to)));
  const fold = new Map<string, string>();
  const all = new Set([...toStandard.keys(), ...toStandard.values(), ...toSimple.keys(), ...toSimple.values()]);
  for (const character of all) {
    let current = character;
    for (let step = 0; step < 4; step += 1) {
      const next = toSimple.get(toStandard.get(current) ?? current) ?? toStandard.get(current) ?? current;
      if (next === current) break;
      current = next;
    }
    if (current !== character) fold.set(character, current);
  }
  for (const [from, to] of EXTRA_FOLDS) fold.set(from, fold.get(to) ?? to);
  return fold;
};

const FOLD = buildFold();

/** One character's comparison form: NFKC (full-width → half-width), simplified, lower case. */
export const foldCharacter = (character: string): string => {
  const normal = character.normalize('NFKC');
  return [...normal].map((part) => FOLD.get(part) ?? part).join('').toLowerCase();
};

/** The comparison key of a name or keyword: every character folded, white space collapsed. */
export const nameKey = (text: string): string =>
  [...text.normalize('NFKC')]
    .map((character) => FOLD.get(character) ?? character)
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Every character that folds to the same key, by key (built once). */
const PREIMAGES = (() => {
  const byKey = new Map<string, Set<string>>();
  const add = (character: string) => {
    const key = foldCharacter(character);
    const set = byKey.get(key) ?? new Set<string>([key]);
    set.add(character);
    byKey.set(key, set);
  };
  for (const [from, to] of FOLD) {
    add(from);
    add(to);
  }
  for (let code = 0xff01; code <= 0xff5e; code += 1) add(String.fromCharCode(code));
  // CJK compatibility ideographs (金 U+F90A in some registered names) fold to their unified forms.
  for (let code = 0xf900; code <= 0xfaff; code += 1) if (String.fromCharCode(code).normalize('NFKC') !== String.fromCharCode(code)) add(String.fromCharCode(code));
  return byKey;
})();

const escapeInClass = (character: string) => (/[\\\]^-]/.test(character) ? `\\${character}` : character);

/**
 * A PostgreSQL regular expression (for `~*`) that matches, anywhere in a stored name, every
 * spelling whose nameKey contains the keyword's nameKey: 汇丰控股 → [汇匯滙][丰豐]控股, so the
 * stored name is compared under the same normalisation as the keyword without a stored key.
 * Null for an empty keyword.
 */
export const nameMatchPattern = (keyword: string): string | null => {
  const key = nameKey(keyword);
  if (!key) return null;
  return [...key]
    .map((character) => {
      if (character === ' ') return '[[:space:]\u3000]+';
      const spellings = new Set([character, character.toUpperCase(), ...(PREIMAGES.get(character) ?? [])]);
      for (const spelling of [...spellings]) {
        const fullWidth = spelling.charCodeAt(0);
        if (spelling.length === 1 && fullWidth >= 0x21 && fullWidth <= 0x7e) spellings.add(String.fromCharCode(fullWidth + 0xfee0));
      }
      return spellings.size === 1 && /[\p{L}\p{N}]/u.test(character) ? character : `[${[...spellings].map(escapeInClass).join('')}]`;
    })
    .join('');
};
