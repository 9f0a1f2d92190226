import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorDeadlines, messages } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

const day = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const addDays = (value: string, days: number) => new Date(Date.parse(`${value}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** 08:00 Hong Kong time (00:00 UTC) of the day after `at`. */
const tomorrowAtEightHongKong = (at: Date) => new Date(`${addDays(day(at), 1)}T00:00:00Z`);

describe('saved calculator deadlines (issue 17)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  const add = (token: string, fields: Record<string, string>) => postForm(app, '/api/au/calculatorDeadline/add', { token, ...fields });
  const list = (token: string, fields: Record<string, string> = {}) => postForm(app, '/api/au/calculatorDeadline/list', { token, ...fields });
  const messagesOf = (userId: string) => app.db.select().from(messages).where(eq(messages.userId, userId));

  it('documents the three calls in the OpenAPI document', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const call of ['add', 'list', 'delete']) expect(paths[`/api/au/calculatorDeadline/${call}`]?.post?.requestBody, call).toBeDefined();
  });

  it('saves, lists upcoming first, and deletes only the owner’s deadlines', async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const today = day(app.container.clock.now());
    const later = await add(owner.token, { title: 'NDDR: share issue', deadlineDate: addDays(today, 10), calculatorKind: 'nddr', stockCode: '00700', note: 'placing' });
    expect(later.json()).toMatchObject({ errCode: 0, resultData: { title: 'NDDR: share issue', calculatorKind: 'nddr', stockCode: '00700', note: 'placing' } });
    await add(owner.token, { title: 'Past', deadlineDate: addDays(today, -5), calculatorKind: 'monthlyReturn' });
    await add(owner.token, { title: 'Soon', deadlineDate: addDays(today, 2), calculatorKind: 'pollResults' });

    const listed = (await list(owner.token)).json().resultData;
    expect(listed.total).toBe(3);
    expect(listed.list.map((row: { title: string }) => row.title)).toEqual(['Soon', 'NDDR: share issue', 'Past']);
    expect((await list(owner.token, { page: '2', limit: '10' })).json().resultData).toMatchObject({ list: [], total: 3 });
    expect((await list(other.token)).json().resultData).toEqual({ list: [], total: 0 });

    const id = later.json().resultData.id as string;
    const refused = await postForm(app, '/api/au/calculatorDeadline/delete', { token: other.token, id });
    expect(refused.json().errCode).toBe(404);
    expect((await list(owner.token)).json().resultData.total).toBe(3);
    expect((await postForm(app, '/api/au/calculatorDeadline/delete', { token: owner.token, id })).json()).toMatchObject({ errCode: 0, resultData: { id } });
    expect((await postForm(app, '/api/au/calculatorDeadline/delete', { token: owner.token, id })).json().errCode).toBe(404);
    expect((await list(owner.token)).json().resultData.total).toBe(2);
    // visitors are refused (spec §8: 9999)
    expect((await postForm(app, '/api/au/calculatorDeadline/list', {})).json().errCode).toBe(9999);
  });

  it('answers bad input with errCode 400 and translated field messages', async () => {
    const { token } = await buildUser(app);
    const bad = await add(token, { title: 'x', deadlineDate: '2026-02-30', calculatorKind: 'horoscope', language: '2' });
    expect(bad.json().errCode).toBe(400);
    const details = bad.json().resultData.details as { path: string; message: string }[];
    expect(details.find((detail) => detail.path === 'deadlineDate')?.message).toBe('Deadline date must be a date written YYYY-MM-DD.');
    expect(details.find((detail) => detail.path === 'calculatorKind')?.message).toMatch(/^Calculator must be nddr/);

    const missing = await add(token, { language: '1' });
    const messagesZh = (missing.json().resultData.details as { path: string; message: string }[]).map((detail) => detail.message);
    expect(messagesZh).toEqual(['請填寫標題。', '請填寫截止日期。', '請填寫計算器。']);
    const missingCn = await add(token, { language: '3', title: 't', deadlineDate: '2026-12-01' });
    expect((missingCn.json().resultData.details as { message: string }[])[0].message).toBe('请填写计算器。');
  });

  it('keeps at most 200 deadlines per user', async () => {
    const { token, user } = await buildUser(app);
    await app.db.insert(calculatorDeadlines).values(Array.from({ length: 199 }, (_, index) => ({ userId: user.id, title: `D${index}`, deadlineDate: '2027-01-04', calculatorKind: 'nddr' })));
    expect((await add(token, { title: 'Last', deadlineDate: '2027-01-05', calculatorKind: 'nddr' })).json().errCode).toBe(0);
    const full = await add(token, { title: 'One too many', deadlineDate: '2027-01-05', calculatorKind: 'nddr', language: '2' });
    expect(full.json()).toMatchObject({ errCode: 400, resultMsg: 'You can keep at most 200 saved deadlines. Please delete some you no longer need.' });
  });

  it('sends a calendar reminder 3 days before and on the day, once each; not after delete, not with the switch off', async () => {
    const target = tomorrowAtEightHongKong(app.container.clock.now());
    const due = addDays(day(target), 3);
    const user = await buildUser(app, { user: { locale: 'zh-CN' } });
    const english = await buildUser(app, { user: { locale: 'en' } });
    const off = await buildUser(app);
    await app.container.messages.updateSwitches(off.user.id, { calendar: 0 });
    const saved = (await add(user.token, { title: '月报表', deadlineDate: due, calculatorKind: 'monthlyReturn', stockCode: '00700' })).json().resultData;
    await add(english.token, { title: 'Poll results', deadlineDate: due, calculatorKind: 'pollResults' });
    const dropped = (await add(english.token, { title: 'Dropped', deadlineDate: due, calculatorKind: 'nddr' })).json().resultData;
    await postForm(app, '/api/au/calculatorDeadline/delete', { token: english.token, id: dropped.id });
    await add(off.token, { title: 'Quiet', deadlineDate: due, calculatorKind: 'nddr' });

    const runJobs = async () => {
      for (let result = await app.container.jobs.runDue(); result.ran > 0; result = await app.container.jobs.runDue()) expect(result.failed).toBe(0);
    };
    app.container.clock.advance(target.getTime() - app.container.clock.now().getTime());
    try {
      await runJobs(); // day −3
      let stored = await messagesOf(user.user.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        type: 6,
        source: 18,
        title: `3 天后截止：00700 月报表（${due}）`,
        titleEn: `Deadline in 3 days: 00700 月报表 (${due})`,
        dedupeKey: `calendar:deadline:${saved.id}:${day(target)}`,
        ref: { kind: 'monthlyReturn' },
      });
      expect((await messagesOf(english.user.id)).map((message) => message.title)).toEqual([`Deadline in 3 days: Poll results (${due})`]);
      // a re-run of the same day sends nothing twice
      expect(await app.db.transaction((tx) => app.container.savedDeadlines.sendReminders(tx, app.container.clock.now()))).toBe(0);

      for (let step = 1; step <= 3; step += 1) {
        app.container.clock.advance(86_400_000);
        await runJobs();
      }
      stored = await messagesOf(user.user.id);
      expect(stored.map((message) => message.title).sort()).toEqual([`3 天后截止：00700 月报表（${due}）`, `今日截止：00700 月报表（${due}）`].sort());
      expect(await messagesOf(english.user.id)).toHaveLength(2);
      expect(await app.db.transaction((tx) => app.container.savedDeadlines.sendReminders(tx, app.container.clock.now()))).toBe(0);
      expect(await messagesOf(off.user.id)).toEqual([]);
      expect((await messagesOf(english.user.id)).some((message) => message.title.includes('Dropped'))).toBe(false);
    } finally {
      app.container.clock.reset();
    }
  });
});
