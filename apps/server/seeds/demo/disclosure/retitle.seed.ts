import type { Database } from '../../../src/db/client';
import { createDocumentsRepository, type DemoDocumentRow } from '../../../src/modules/disclosure/documents.repository';
import { HEADLINE_CATEGORY_START } from '../../../src/modules/disclosure/reference/headline-categories';
import { createRandom, cumulativeOf, type Random } from '../random';
import { toSimplifiedName } from './announcement-generator';
import { A_SHARE_TITLE_TEMPLATES, COUNTERPARTIES } from './announcement-templates';
import { generateRegulatoryDocuments } from './regulatory-generator';

const HEADLINE_START = Date.parse(`${HEADLINE_CATEGORY_START}T00:00:00+08:00`);
const WEIGHTS = cumulativeOf(A_SHARE_TITLE_TEMPLATES.map((template) => template.weight));

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** A mainland-form title (and its category) for an A-share demonstration announcement released at `time`. */
const aShareTitleAt = (random: Random, row: DemoDocumentRow): DemoDocumentRow => {
  const template = random.pickCumulative(A_SHARE_TITLE_TEMPLATES, WEIGHTS);
  const variant = random.int(0, template.en.length - 1);
  const year = new Date(row.releaseTime.getTime() + 8 * 3_600_000).getUTCFullYear();
  const counterparty = random.pick(COUNTERPARTIES);
  const values = { y: String(year), py: String(year - 1), t: counterparty.en, tz: toSimplifiedName(counterparty.zh) };
  const withHeadline = row.releaseTime.getTime() >= HEADLINE_START;
  return {
    ...row,
    titleEn: row.titleEn === null ? null : fill(template.en[variant]!, values),
    titleZh: fill(template.zh[variant]!, values),
    t1Code: withHeadline ? template.t1 : null,
    t2Codes: withHeadline && template.t2 ? [template.t2] : [],
    docType: withHeadline ? null : template.docType,
    fileSize: null,
  };
};

/**
 * Databases seeded before issue 18: A-share demonstration titles converted from Hong Kong
 * forms (recognised by the invented file size those rows carry) get mainland titles, and the
 * rule entries the real chapter numbers and titles. In place: ids stay, so no alert goes out.
 */
export const demoTitlesSeedStep = {
  name: '2026-11-27-demo-mainland-titles-rule-chapters',
  run: async (db: Database) => {
    const repository = createDocumentsRepository(db);
    const chapters = new Map(generateRegulatoryDocuments(new Date()).filter((entry) => entry.listType === 1 || entry.listType === 2).map((entry) => [entry.sourceId, entry]));
    const rules = (await repository.listDemoDocuments('regulation')).filter((row) => row.listType === 1 || row.listType === 2);
    const kept = rules.flatMap((row) => {
      const entry = chapters.get(row.sourceId);
      return entry ? [{ ...row, titleEn: entry.titleEn, titleZh: entry.titleZh, ruleNumber: entry.ruleNumber ?? null, summaryEn: entry.summaryEn ?? null, summaryZh: entry.summaryZh ?? null }] : [];
    });
    await repository.rewriteDemoDocuments(kept);
    await repository.deleteDemoDocuments(rules.filter((row) => !chapters.has(row.sourceId)).map((row) => row.id));
    const random = createRandom(20_261_127);
    const aShares = (await repository.listDemoDocuments('announcement', ['SH', 'SZ', 'BJ'])).filter((row) => row.fileSize !== null).map((row) => aShareTitleAt(random, row));
    await repository.rewriteDemoDocuments(aShares);
    return `${kept.length} rule entries with their real chapters (${rules.length - kept.length} removed), ${aShares.length} A-share titles in mainland forms`;
  },
};
