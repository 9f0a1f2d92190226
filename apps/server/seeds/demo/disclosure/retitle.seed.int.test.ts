import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../src/db/client';
import { documents } from '../../../src/db/schema';
import { insertDocuments } from '../../../src/modules/disclosure/documents.repository';
import type { DocumentInput } from '../../../src/modules/disclosure/documents.writer';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { demoTitlesSeedStep } from './retitle.seed';

/** Rows as the demonstration seed wrote them before issue 18. */
const OLD_ROWS: DocumentInput[] = [
  { kind: 'announcement', source: 'demo', sourceId: 'ann-1', market: 'SH', stockCodes: ['600519'], titleEn: null, titleZh: '股东周年大会通告', releaseTime: new Date('2024-05-02T10:00:00Z'), t1Code: '10000', t2Codes: ['14100'], fileType: 'PDF', fileSize: '320KB' },
  { kind: 'announcement', source: 'demo', sourceId: 'ann-2', market: 'HK', stockCodes: ['00700'], titleEn: 'Notice of Annual General Meeting', titleZh: '股東週年大會通告', releaseTime: new Date('2024-05-02T10:00:00Z'), t1Code: '10000', t2Codes: ['14100'], fileType: 'PDF', fileSize: '320KB' },
  ...Array.from({ length: 16 }, (_, index): DocumentInput => ({
    kind: 'regulation',
    source: 'demo',
    sourceId: `reg-1-${index}`,
    titleEn: `Main Board Listing Rules - Topic ${index}`,
    titleZh: `主板上市規則 - 主題${index}`,
    releaseTime: new Date('2020-01-01T00:00:00Z'),
    issuingBody: 'HKEX',
    listType: 1,
    orgType: 4,
    ruleNumber: `Chapter ${index + 1}`,
  })),
];

describe(demoTitlesSeedStep.name, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertDocuments(app.db, OLD_ROWS);
  });
  afterAll(() => closeTestApp(app));

  const stored = async (sourceId: string) => (await app.db.select().from(documents).where(eq(documents.sourceId, sourceId)))[0];

  it('retitles older A-share rows in mainland forms and gives rule entries their real chapters, in place', async () => {
    const before = await stored('ann-1');
    const report = await demoTitlesSeedStep.run(app.db);
    expect(report).toBe('14 rule entries with their real chapters (2 removed), 1 A-share titles in mainland forms');
    const aShare = await stored('ann-1');
    expect(aShare.id).toBe(before.id);
    expect(aShare.titleZh).not.toMatch(/股东周年大会|之/);
    expect(aShare.fileSize).toBeNull();
    // the title vector follows the new title: a search for its words finds it
    const words = aShare.titleZh!.match(/[\u4e00-\u9fff]{4}/)![0];
    const hits = (await postForm(app, '/api/au/document/search', { keyword: words, market: 'A' })).json().resultData.list as { md5Key: string }[];
    expect(hits.map((hit) => hit.md5Key)).toContain(aShare.md5Key);
    expect((await stored('ann-2')).titleZh).toBe('股東週年大會通告');
    const rules = await selectRows<{ ruleNumber: string; titleEn: string }>(app.db, sql`select rule_number as "ruleNumber", title_en as "titleEn" from documents where kind = 'regulation' and source = 'demo' order by source_id`);
    expect(rules).toHaveLength(14);
    expect(rules).toContainEqual({ ruleNumber: 'Chapter 14', titleEn: 'Main Board Listing Rules - Chapter 14 Equity Securities: Notifiable Transactions' });
  });
});
