import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp, postFrom } from '../../../test/helper';
import { seedCompanyDemoData, seedDemoEducationZh } from '../../../seeds/demo/companies/demo.seed';

let app: FastifyInstance;

const post = (url: string, fields: Record<string, string | number> = {}, remoteAddress = '203.0.113.20') => postFrom(app, url, fields, remoteAddress);

beforeAll(async () => {
  app = await buildTestApp();
  await seedCompanyDemoData(app.db, { today: '2026-11-22' });
});
afterAll(() => closeTestApp(app));

describe('POST /api/au/director/list', () => {
  it('lists serving directors (list page) and resigned ones (cancel page) apart', async () => {
    const serving = await post('/au/director/list', { limit: 50 });
    const resigned = await post('/au/director/list', { status: 'resigned', limit: 50 });
    expect(serving.body.resultData.total).toBeGreaterThan(10_000);
    expect(resigned.body.resultData.total).toBeGreaterThan(500);
    for (const row of serving.body.resultData.list) expect(row.resignedOn).toBeNull();
    for (const row of resigned.body.resultData.list) expect(row.resignedOn >= row.appointedOn).toBe(true);
    const resignations = resigned.body.resultData.list.map((row: { resignedOn: string }) => row.resignedOn);
    expect(resignations).toEqual([...resignations].sort().reverse());
    expect(serving.body.resultData.list[0]).toMatchObject({ source: 'demo', market: 'HK' });
  });

  it("filters by company code (typed without zeros) and category, with the company's names", async () => {
    const { body } = await post('/au/director/list', { stockCode: '700', category: 3 });
    expect(body.resultData.total).toBeGreaterThanOrEqual(3);
    for (const row of body.resultData.list) expect(row).toMatchObject({ stockCode: '00700', category: 3, companyShortNameCn: '騰訊控股有限公司' });
  });

  it('matches a Chinese name typed in simplified script against traditional names', async () => {
    const traditional = await post('/au/director/list', { keyword: '陳', limit: 10 });
    const simplified = await post('/au/director/list', { keyword: '陈', limit: 10 });
    expect(traditional.body.resultData.total).toBeGreaterThan(0);
    expect(simplified.body.resultData.total).toBe(traditional.body.resultData.total);
    for (const row of simplified.body.resultData.list) expect(row.nameZh).toContain('陳');
  });

  it('names the field of a bad category or status', async () => {
    const { status, body } = await post('/au/director/list', { category: 7, status: 'retired' });
    expect(status).toBe(400);
    const messages = Object.fromEntries(body.resultData.details.map((detail: { path: string; message: string }) => [detail.path, detail.message]));
    expect(messages).toEqual({
      category: 'Category must be 1 (executive), 2 (non-executive), 3 (independent non-executive) or 4 (alternate).',
      status: 'Status must be serving or resigned.',
    });
  });
});

describe('POST /api/au/director/detail', () => {
  it('shows the other directorships held under the same name, and counts the look-up', async () => {
    // A name that sits on several boards (independent directors partly come from a shared pool).
    const [busy] = await selectRows<{ name_en: string }>(app.db, sql`select name_en from directors group by name_en having count(*) > 2 order by count(*) desc, name_en limit 1`);
    const [row] = await selectRows<{ id: string }>(app.db, sql`select id from directors where name_en = ${busy!.name_en} order by id limit 1`);
    const { token, user } = await buildUser(app);
    const { body } = await post('/au/director/detail', { id: row!.id, token });
    expect(body.resultData.director).toMatchObject({ id: row!.id, nameEn: busy!.name_en });
    expect(body.resultData.otherDirectorships.length).toBeGreaterThanOrEqual(2);
    for (const other of body.resultData.otherDirectorships) expect(other.nameEn.toLowerCase()).toBe(busy!.name_en.toLowerCase());
    expect(body.resultData.otherDirectorships.map((other: { id: string }) => other.id)).not.toContain(row!.id);
    expect(body.resultData.director.age).toBe(new Date().getUTCFullYear() - body.resultData.director.birthYear);
    expect(await app.container.quota.usedToday(`user:${user.id}`, 'company')).toBe(1);
  });

  it("gives the education in the reader's language and script, and repairs directors seeded with English only (issue 18)", async () => {
    const [row] = await selectRows<{ id: string }>(app.db, sql`select id from directors where education = 'Bachelor of Laws, The University of Hong Kong' order by id limit 1`);
    const educationIn = async (language: string) => (await post('/au/director/detail', { id: row!.id, language })).body.resultData.director.education;
    expect(await educationIn('en')).toBe('Bachelor of Laws, The University of Hong Kong');
    expect(await educationIn('zh-HK')).toBe('香港大學法學士');
    expect(await educationIn('zh-CN')).toBe('香港大学法学士');

    const [{ demo }] = await selectRows<{ demo: number }>(app.db, sql`select count(*)::int as demo from directors where source = 'demo'`);
    await app.db.execute(sql`update directors set education_zh = null where source = 'demo'`);
    expect(await educationIn('zh-HK')).toBe('Bachelor of Laws, The University of Hong Kong');
    expect(await seedDemoEducationZh(app.db)).toBe(`demo directors: ${demo} now carry their education in Chinese`);
    expect(await educationIn('zh-HK')).toBe('香港大學法學士');
    const [{ missing }] = await selectRows<{ missing: number }>(app.db, sql`select count(*)::int as missing from directors where source = 'demo' and education_zh is null`);
    expect(missing).toBe(0);
  });

  it('answers 404 for an unknown director and 400 for a malformed id', async () => {
    const missing = await post('/au/director/detail', { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.body).toMatchObject({ errCode: 404, resultMsg: 'The director was not found. The record may have been removed.' });
    const malformed = await post('/au/director/detail', { id: '42' });
    expect(malformed.body.resultData.details).toEqual([{ path: 'id', message: 'Record is not a valid record id.' }]);
  });
});

describe('POST /api/au/hkCompany/list and /detail', () => {
  it('lists the registry companies by name, number prefix and status', async () => {
    const all = await post('/au/hkCompany/list', { limit: 50 });
    expect(all.body.resultData.total).toBe(300);
    const [first] = all.body.resultData.list;
    expect(first.source).toBe('demo');
    const byNumber = await post('/au/hkCompany/list', { keyword: first.companyNo.slice(0, 5) });
    expect(byNumber.body.resultData.list.map((row: { companyNo: string }) => row.companyNo)).toContain(first.companyNo);
    const dissolved = await post('/au/hkCompany/list', { status: 'dissolved', limit: 50 });
    expect(dissolved.body.resultData.total).toBeGreaterThan(10);
    for (const row of dissolved.body.resultData.list) expect(row.dissolutionDate).not.toBeNull();
    const chinese = all.body.resultData.list.find((row: { nameZh: string | null }) => row.nameZh);
    const simplifiedName = (await post('/au/hkCompany/list', { keyword: chinese.nameZh.slice(0, 2) })).body.resultData;
    expect(simplifiedName.list.map((row: { companyNo: string }) => row.companyNo)).toContain(chinese.companyNo);
  });

  it('shows one company with its name history and counts the look-up; 404 names the number', async () => {
    const [withHistory] = await selectRows<{ company_no: string }>(app.db, sql`select company_no from hk_companies where jsonb_array_length(name_history) > 0 limit 1`);
    const { body } = await post('/au/hkCompany/detail', { companyNo: withHistory!.company_no.toLowerCase() }, '198.51.100.30');
    expect(body.resultData.companyNo).toBe(withHistory!.company_no);
    expect(body.resultData.nameHistory.length).toBeGreaterThan(0);
    expect(body.resultData.quota).toEqual({ used: 1, limit: 10 });
    const missing = await post('/au/hkCompany/detail', { companyNo: 'X0000000' });
    expect(missing.body).toMatchObject({ errCode: 404, resultMsg: 'No Hong Kong company with company number X0000000 was found.' });
    const malformed = await post('/au/hkCompany/detail', { companyNo: 'no spaces!' });
    expect(malformed.body.resultData.details[0].path).toBe('companyNo');
  });

  it('names the field of a bad status', async () => {
    const { body } = await post('/au/hkCompany/list', { status: 'active' });
    expect(body.resultData.details).toEqual([{ path: 'status', message: 'Status must be live, dissolved or winding-up.' }]);
  });
});
