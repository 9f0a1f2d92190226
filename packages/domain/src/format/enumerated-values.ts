/**
 * Enumerated values that the public sources write in English (director positions, Companies Registry
 * company types, winding-up modes) shown in the reader's language (issue 18): translated by known value,
 * Hong Kong terms in zh-HK (as the Companies Registry and HKEX write them), mainland terms in zh-CN.
 * A value we do not know is shown as its source wrote it, never half-translated; names inside a value
 * (an alternate's principal) are kept as written.
 */

/** The interface locales (the contracts' Locale; kept here so the domain package needs no contracts). */
export type DisplayLocale = 'en' | 'zh-CN' | 'zh-HK';

type Chinese = { 'zh-HK': string; 'zh-CN': string };

/** Director and officer titles, by their lower-case English (HKEX "Biographical details" wording). */
const POSITION_TERMS: Record<string, Chinese> = {
  director: { 'zh-HK': '董事', 'zh-CN': '董事' },
  'executive director': { 'zh-HK': '執行董事', 'zh-CN': '执行董事' },
  'non-executive director': { 'zh-HK': '非執行董事', 'zh-CN': '非执行董事' },
  'independent non-executive director': { 'zh-HK': '獨立非執行董事', 'zh-CN': '独立非执行董事' },
  'independent director': { 'zh-HK': '獨立董事', 'zh-CN': '独立董事' },
  'alternate director': { 'zh-HK': '替任董事', 'zh-CN': '替任董事' },
  'managing director': { 'zh-HK': '董事總經理', 'zh-CN': '董事总经理' },
  chairman: { 'zh-HK': '主席', 'zh-CN': '董事长' },
  chairwoman: { 'zh-HK': '主席', 'zh-CN': '董事长' },
  'chairman of the board': { 'zh-HK': '董事會主席', 'zh-CN': '董事长' },
  'vice chairman': { 'zh-HK': '副主席', 'zh-CN': '副董事长' },
  'deputy chairman': { 'zh-HK': '副主席', 'zh-CN': '副董事长' },
  'co-chairman': { 'zh-HK': '聯席主席', 'zh-CN': '联席董事长' },
  'honorary chairman': { 'zh-HK': '名譽主席', 'zh-CN': '名誉董事长' },
  'chief executive officer': { 'zh-HK': '行政總裁', 'zh-CN': '首席执行官' },
  'chief executive': { 'zh-HK': '行政總裁', 'zh-CN': '首席执行官' },
  'chief financial officer': { 'zh-HK': '財務總監', 'zh-CN': '首席财务官' },
  'chief operating officer': { 'zh-HK': '營運總監', 'zh-CN': '首席运营官' },
  president: { 'zh-HK': '總裁', 'zh-CN': '总裁' },
  'vice president': { 'zh-HK': '副總裁', 'zh-CN': '副总裁' },
  'general manager': { 'zh-HK': '總經理', 'zh-CN': '总经理' },
  'company secretary': { 'zh-HK': '公司秘書', 'zh-CN': '公司秘书' },
  'board secretary': { 'zh-HK': '董事會秘書', 'zh-CN': '董事会秘书' },
  supervisor: { 'zh-HK': '監事', 'zh-CN': '监事' },
  'chairman of the supervisory committee': { 'zh-HK': '監事會主席', 'zh-CN': '监事会主席' },
  'employee representative supervisor': { 'zh-HK': '職工代表監事', 'zh-CN': '职工代表监事' },
};

/** Companies Registry company types (the e-Search wording; Chinese as the Registry writes it in zh-HK). */
const COMPANY_TYPES: Record<string, Chinese> = {
  'private company limited by shares': { 'zh-HK': '私人股份有限公司', 'zh-CN': '私人股份有限公司' },
  'public company limited by shares': { 'zh-HK': '公眾股份有限公司', 'zh-CN': '公众股份有限公司' },
  'company limited by guarantee': { 'zh-HK': '擔保有限公司', 'zh-CN': '担保有限公司' },
  'company limited by guarantee without a share capital': { 'zh-HK': '沒有股本的擔保有限公司', 'zh-CN': '无股本的担保有限公司' },
  'private unlimited company with a share capital': { 'zh-HK': '具有股本的私人無限公司', 'zh-CN': '有股本的私人无限公司' },
  'public unlimited company with a share capital': { 'zh-HK': '具有股本的公眾無限公司', 'zh-CN': '有股本的公众无限公司' },
  'unlimited company': { 'zh-HK': '無限公司', 'zh-CN': '无限公司' },
  'registered non-hong kong company': { 'zh-HK': '註冊非香港公司', 'zh-CN': '注册非香港公司' },
};

/** Winding-up modes (Companies (Winding Up and Miscellaneous Provisions) Ordinance, Cap. 32); mainland readers say 清算. */
const WINDING_UP_MODES: Record<string, Chinese> = {
  'compulsory winding-up by court order': { 'zh-HK': '由法院命令強制清盤', 'zh-CN': '法院命令强制清算' },
  "creditors' voluntary winding-up": { 'zh-HK': '債權人自動清盤', 'zh-CN': '债权人自愿清算' },
  "members' voluntary winding-up": { 'zh-HK': '成員自動清盤', 'zh-CN': '股东自愿清算' },
};

/** Spaces collapsed, lower case, typographic apostrophes and hyphens as ASCII (the sources vary). */
const keyOf = (value: string) =>
  value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2010-\u2013]/g, '-')
    .toLowerCase();

const lookUp = (table: Record<string, Chinese>, value: string, locale: DisplayLocale): string | undefined =>
  locale === 'en' ? undefined : table[keyOf(value)]?.[locale];

// "Alternate Director to Mr. Chan Tai Man": the principal's name stays as written.
const ALTERNATE_TO = /^alternate director to (.+)$/i;

/**
 * A director's position in the reader's language: known titles, joined ones too ("Chairman and
 * Executive Director" → 主席兼執行董事), and "Alternate Director to <name>" (the name kept).
 * English, an empty value, or any part we do not know returns the value unchanged.
 */
export const translatePosition = (position: string, locale: DisplayLocale): string => {
  if (locale === 'en' || position.trim() === '') return position;
  const alternate = ALTERNATE_TO.exec(position.trim());
  if (alternate) return `${alternate[1]!.trim()}的${POSITION_TERMS['alternate director']![locale]}`;
  const parts = position.split(/\s*(?:,|;|&|\band\b|\/)\s*/i).filter((part) => part !== '');
  const translated = parts.map((part) => lookUp(POSITION_TERMS, part, locale));
  if (translated.some((part) => part === undefined)) return position;
  // 兼 joins titles one person holds at once, as HKEX's Chinese announcements write them.
  return translated.join('兼');
};

/** A Companies Registry company type in the reader's language; unknown types as written. */
export const translateCompanyType = (companyType: string, locale: DisplayLocale): string => lookUp(COMPANY_TYPES, companyType, locale) ?? companyType;

/** A winding-up mode in the reader's language; unknown modes as written. */
export const translateWindingUpMode = (mode: string, locale: DisplayLocale): string => lookUp(WINDING_UP_MODES, mode, locale) ?? mode;

const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;

/** 1–99 in Chinese numerals as the Listing Rules number their chapters (14 → 十四, 20 → 二十, 23 → 二十三). */
const chineseNumeral = (value: number): string => {
  const tens = Math.floor(value / 10);
  const units = value % 10;
  return `${tens === 0 ? '' : tens === 1 ? '十' : `${DIGITS[tens]}十`}${DIGITS[units]}`;
};

/**
 * A rule number in the reader's language, as the Chinese rulebooks write it: "Chapter 14A" → 第十四A章,
 * "Appendix C1" → 附錄C1 (zh-CN 附录C1), "Rule 13.09" → 第13.09條 (zh-CN 第13.09条). Anything else as written.
 */
export const translateRuleNumber = (ruleNumber: string, locale: DisplayLocale): string => {
  if (locale === 'en') return ruleNumber;
  const text = ruleNumber.trim();
  const chapter = /^chapter\s+(\d{1,2})([a-z]?)$/i.exec(text);
  if (chapter && Number(chapter[1]) > 0) return `第${chineseNumeral(Number(chapter[1]))}${chapter[2]!.toUpperCase()}章`;
  const appendix = /^appendix\s+([a-z]?\d{1,2}[a-z]?)$/i.exec(text);
  if (appendix) return `${locale === 'zh-HK' ? '附錄' : '附录'}${appendix[1]!.toUpperCase()}`;
  const rule = /^rules?\s+(\d{1,2}[a-z]?(?:\.\d+[a-z]?)*(?:\(\d+\))*)$/i.exec(text);
  if (rule) return `第${rule[1]}${locale === 'zh-HK' ? '條' : '条'}`;
  return ruleNumber;
};
