import { toReaderScript } from '@app/domain/chinese-script';
import type { Random } from '../random';
import {
  ENGLISH_FIRST_NAMES,
  HONG_KONG_GIVEN_NAMES,
  HONG_KONG_SURNAMES,
  MAINLAND_GIVEN_NAMES,
  MAINLAND_SURNAMES,
} from './demo-vocabulary';

const simplifiedCache = new Map<string, string>();

/** Traditional (Hong Kong) → simplified, for A-share texts, only when not simplified already; memoised, as the demo texts repeat a lot. */
export const toSimplified = (text: string): string => {
  let simplified = simplifiedCache.get(text);
  if (simplified === undefined) {
    simplified = toReaderScript(text, 'zh-CN');
    simplifiedCache.set(text, simplified);
  }
  return simplified;
};

/** An English and a Chinese text of one thing. */
export type Bilingual = { en: string; zh: string };

/** A made-up person: names in both languages and a gender. */
export type DemoPerson = { nameEn: string; nameZh: string; gender: 'M' | 'F' };

/** A Hong Kong-style name ("Chan Tai Man", sometimes "David Chan Tai Man") or a mainland one ("Zhang Wei"). */
export const makePerson = (random: Random, style: 'hongKong' | 'mainland'): DemoPerson => {
  if (style === 'mainland') {
    const [surnameEn, surnameZh] = random.pick(MAINLAND_SURNAMES);
    const [givenEn, givenZh, gender] = random.pick(MAINLAND_GIVEN_NAMES);
    return { nameEn: `${surnameEn} ${givenEn}`, nameZh: `${surnameZh}${givenZh}`, gender };
  }
  const [surnameEn, surnameZh] = random.pick(HONG_KONG_SURNAMES);
  const [givenEn, givenZh, gender] = random.pick(HONG_KONG_GIVEN_NAMES);
  const english = random.chance(0.35) ? `${random.pick(ENGLISH_FIRST_NAMES[gender])} ` : '';
  return { nameEn: `${english}${surnameEn} ${givenEn}`, nameZh: `${surnameZh}${givenZh}`, gender };
};

/** "Mr. Chan Tai Man" / "陳大文先生". */
export const withTitle = (person: DemoPerson): Bilingual => ({
  en: `${person.gender === 'M' ? 'Mr.' : 'Ms.'} ${person.nameEn}`,
  zh: `${person.nameZh}${person.gender === 'M' ? '先生' : '女士'}`,
});

/** Company-name key for matching names across sources: lower case, letters and digits only, common suffixes removed. */
export const companyNameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .replace(/(companylimited|coltd|colimited|limited|corporation|corp|inc|plc|ltd)$/g, '');
