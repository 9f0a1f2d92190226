import { toReaderScript } from '@app/domain/chinese-script';
import type { DocumentInput } from '../../../src/modules/disclosure/documents.writer';
import { HEADLINE_CATEGORY_START } from '../../../src/modules/disclosure/reference/headline-categories';
import { A_SHARE_BODY_SENTENCES, A_SHARE_TITLE_TEMPLATES, BODY_SENTENCES, COUNTERPARTIES, TITLE_TEMPLATES, type TitleTemplate } from './announcement-templates';
import { createRandom, cumulativeOf, type Random } from '../random';

/**
 * The synthetic announcement corpus (source 'demo'): bilingual titles from
 * the headline categories and the real company names, release times from
 * 1999-04-01 (A shares from 2000-01-18) to now, newest months at the real
 * market's volume of about 15,000 a month. Deterministic for a given size.
 */

export type CorpusCompany = { market: string; stockCode: string; nameEn: string | null; nameZh: string | null; delisted: boolean };

export type CorpusPlan = { announcements: number; fullText: number; now: Date; seed?: number };

const A_SHARE_HISTORY_START = Date.UTC(2000, 0, 18);
const HEADLINE_START = Date.parse(`${HEADLINE_CATEGORY_START}T00:00:00+08:00`);
/** A demonstration name (written in traditional characters) in simplified script, for A-share text; a name already simplified is left alone. */
export const toSimplifiedName = (name: string): string => toReaderScript(name, 'zh-CN', { kind: 'name' });
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** HKEXnews volume per month in a year (about 15,000 now, about a third of that in 1999). */
const realMonthlyVolume = (year: number) => 15_000 * (0.35 + (0.65 * Math.min(Math.max(year - 1999, 0), 27)) / 27);

type Month = { year: number; month: number; start: number; end: number };

/** The months from April 1999 to the month of `now`, oldest first; the last ends at `now`. */
const monthsUntil = (now: Date): Month[] => {
  const months: Month[] = [];
  for (let year = 1999, month = 3; ; ) {
    const start = Date.UTC(year, month, 1);
    if (start > now.getTime()) break;
    const end = Math.min(Date.UTC(year, month + 1, 1), now.getTime());
    months.push({ year, month, start, end });
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return months;
};

/**
 * How many documents each month gets: from the newest month back at the real
 * volume until 90 % of the corpus is placed, the rest spread over the older
 * months in proportion, so every year has documents and recent pages are as dense as the real feed.
 */
export const monthlyAllocation = (total: number, now: Date): { months: Month[]; counts: number[] } => {
  const months = monthsUntil(now);
  const counts = months.map(() => 0);
  const volumes = months.map((month) => Math.round(realMonthlyVolume(month.year) * ((month.end - month.start) / (31 * 86_400_000))));
  let dense = Math.floor(total * 0.9);
  let index = months.length - 1;
  for (; index >= 0 && dense > 0; index -= 1) {
    counts[index] = Math.min(volumes[index]!, dense);
    dense -= counts[index]!;
  }
  const older = volumes.slice(0, index + 1);
  const olderTotal = older.reduce((sum, volume) => sum + volume, 0);
  let rest = total - counts.reduce((sum, count) => sum + count, 0);
  if (olderTotal === 0) counts[counts.length - 1]! += rest;
  else {
    const share = rest;
    older.forEach((volume, position) => {
      const count = position === older.length - 1 ? rest : Math.min(rest, Math.floor((share * volume) / olderTotal));
      counts[position]! += count;
      rest -= count;
    });
  }
  return { months, counts };
};

/** A release time inside the month: a weekday, mostly after the market closes (HKT = UTC+8). */
const releaseTimeIn = (month: Month, random: Random): number => {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const day = month.start + Math.floor(random.next() * ((month.end - month.start) / 86_400_000)) * 86_400_000;
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    // Hours in HKT: 16:30–23:00 for most, 06:00–12:00 for the rest.
    const hkMinutes = random.chance(0.75) ? random.int(16 * 60 + 30, 23 * 60) : random.int(6 * 60, 12 * 60);
    const time = day + (hkMinutes - 8 * 60) * 60_000;
    if (time >= month.start && time < month.end) return time;
  }
  return month.start;
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** A body of Hong Kong or (`mainland`) A-share sentences; the values are already in the body's script. */
const bodyOf = (random: Random, language: 'en' | 'zh', values: Record<string, string>, mainland: boolean): string => {
  const sentences = Array.from({ length: random.int(12, 24) }, () => fill(random.pick(mainland ? A_SHARE_BODY_SENTENCES : BODY_SENTENCES)[language], values));
  return sentences.join(language === 'en' ? ' ' : '');
};

/**
 * Yields the corpus oldest first in batches (inserting in time order keeps
 * the newest rows together on disk, which the newest-first search relies on).
 */
export function* generateAnnouncements(plan: CorpusPlan, companies: CorpusCompany[], batchSize = 2_000): Generator<DocumentInput[]> {
  const random = createRandom(plan.seed ?? 20_261_122);
  const hongKong = companies.filter((company) => company.market === 'HK');
  const aShares = companies.filter((company) => company.market !== 'HK');
  const cumulativeWeights = cumulativeOf(TITLE_TEMPLATES.map((template) => template.weight));
  const aShareWeights = cumulativeOf(A_SHARE_TITLE_TEMPLATES.map((template) => template.weight));
  const { months, counts } = monthlyAllocation(plan.announcements, plan.now);
  const bodyEvery = plan.fullText > 0 ? Math.max(1, Math.floor(plan.announcements / plan.fullText)) : Number.POSITIVE_INFINITY;
  let bodiesLeft = plan.fullText;
  let sequence = 0;
  let batch: DocumentInput[] = [];
  for (const [index, month] of months.entries()) {
    const times = Array.from({ length: counts[index]! }, () => releaseTimeIn(month, random)).sort((a, b) => a - b);
    for (const time of times) {
      const isAShare = time >= A_SHARE_HISTORY_START && aShares.length > 0 && random.chance(0.3);
      const pool = isAShare || hongKong.length === 0 ? aShares : hongKong;
      const company = pool.length > 0 ? random.pick(pool) : null;
      // A-share titles are written in mainland forms, not converted from Hong Kong ones (年度股东大会, not 股東週年大會).
      const template: TitleTemplate = isAShare ? random.pickCumulative(A_SHARE_TITLE_TEMPLATES, aShareWeights) : random.pickCumulative(TITLE_TEMPLATES, cumulativeWeights);
      const variant = random.int(0, template.en.length - 1);
      const date = new Date(time + 8 * 3_600_000);
      const year = date.getUTCFullYear();
      const counterparty = random.pick(COUNTERPARTIES);
      const lastDay = new Date(Date.UTC(year, date.getUTCMonth(), 0));
      const values = {
        y: String(year),
        py: String(year - 1),
        d: `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${year}`,
        dz: `${year}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`,
        m: `${lastDay.getUTCDate()} ${MONTH_NAMES[lastDay.getUTCMonth()]} ${lastDay.getUTCFullYear()}`,
        mz: `${lastDay.getUTCFullYear()}年${lastDay.getUTCMonth() + 1}月${lastDay.getUTCDate()}日`,
        t: counterparty.en,
        // the counterparty in the title's script (the names are written in traditional characters)
        tz: isAShare ? toSimplifiedName(counterparty.zh) : counterparty.zh,
        n: company?.nameEn ?? '',
        a: String(random.int(5, 4_000)),
      };
      const titleZh = fill(template.zh[variant] ?? template.zh[0]!, values);
      // Mainland issuers publish in Chinese; a minority also in English.
      const hasEnglish = !isAShare || random.chance(0.15);
      const withHeadline = time >= HEADLINE_START;
      const withBody = bodiesLeft > 0 && sequence % bodyEvery === 0;
      if (withBody) bodiesLeft -= 1;
      const sourceId = `ann-${sequence}`;
      batch.push({
        kind: 'announcement',
        source: 'demo',
        sourceId,
        market: company?.market ?? (isAShare ? 'SH' : 'HK'),
        stockCodes: company ? [company.stockCode] : [],
        issuerDelisted: company?.delisted ?? false,
        titleEn: hasEnglish ? fill(template.en[variant] ?? template.en[0]!, values) : null,
        titleZh,
        releaseTime: new Date(time),
        t1Code: withHeadline ? template.t1 : null,
        t2Codes: withHeadline && template.t2 ? [template.t2] : [],
        docType: withHeadline ? null : template.docType,
        // No size: the file is the PDF the server makes of the stored text (GET /au/document/file).
        fileType: 'PDF',
        bodies: withBody
          ? [
              ...(hasEnglish ? [{ lang: 'en' as const, body: bodyOf(random, 'en', { ...values, n: company?.nameEn ?? 'the Company', t: counterparty.en }, false) }] : []),
              { lang: 'zh' as const, body: bodyOf(random, 'zh', { ...values, n: company?.nameZh ?? '本公司', t: values.tz }, isAShare) },
            ]
          : undefined,
      });
      sequence += 1;
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}
