import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, uniqueHongKongPhone } from '../../../test/factories';
import { buildTestApp, closeTestApp } from '../../../test/helper';

/** The compliance secretary's API on a real database (PGlite, or PostgreSQL with DATABASE_URL). */

let app: FastifyInstance;
// Replies are read field by field; each test asserts the ones it is about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = any;
const inOneYear = () => new Date(Date.now() + 365 * 86_400_000);

/** A JSON call to /api/au/secretary/<path> as the web makes it; read as { status, body }. */
const call = async (token: string | undefined, path: string, body: Record<string, unknown> = {}) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/au/secretary/${path}`,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as { errCode: number; resultMsg: string; resultData: Reply } };
};

/** Spec §6: company membership (vipStatus 3), company type 1, 2 or 8, the company's secretary switch on (the user's is on by default). */
const secretaryUser = (organisation: Record<string, unknown> = {}, user: Record<string, unknown> = {}) =>
  buildUser(app, {
    user: { name: 'Ada Secretary', email: `ada${Date.now()}${Math.random()}@example.com`, ...user },
    organisation: { type: 1, stockCode: '00700', vipStatus: 3, vipExpiresAt: inOneYear(), secretarySwitch: 1, ...organisation },
  });

/** A colleague in the same organisation (the people administration's table, written directly for the test). */
const addColleague = async (organisationId: string, name: string, email: string | null) => {
  const result = await app.db.execute(
    sql`insert into users (organisation_id, phone, name, email, user_type) values (${organisationId}, ${uniqueHongKongPhone()}, ${name}, ${email}, 2) returning id`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0].id;
};

const ANNUAL = { templateCode: 'listed-annual-cycle', companyKind: 'listed', inputs: { financialYearEnd: '2025-12-31', boardMeetingDate: '2026-03-25', agmDate: '2026-05-28' } };

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await closeTestApp(app);
});

describe('access (spec §6, enforced by the server on every call)', () => {
  it.each([
    ['a free user', { vipStatus: 0 }, {}, -11],
    ['an accounting firm (type 3)', { type: 3 }, {}, 403],
    ["the company's secretary switch off", { secretarySwitch: 0 }, {}, 403],
    ["the user's secretary switch off (the admin did not grant it)", {}, { secretarySwitch: 0 }, 403],
  ])('%s is refused', async (_case, organisation, user, errCode) => {
    const { token } = await secretaryUser(organisation, user);
    expect((await call(token, 'template/list')).body.errCode).toBe(errCode);
  });

  it('a visitor is refused; listed companies (1), law firms (2) and secretarial companies (8) may use it', async () => {
    expect((await call(undefined, 'template/list')).body.errCode).toBe(-11);
    for (const type of [1, 2, 8]) {
      const { token } = await secretaryUser({ type });
      expect((await call(token, 'template/list')).body.errCode).toBe(0);
    }
  });
});

describe('templates (data, seeded from the catalogue)', () => {
  it('lists the catalogue with rule, source, tag, deadline kind, inputs and reminders', async () => {
    const { token } = await secretaryUser();
    const { body } = await call(token, 'template/list');
    const annual = body.resultData.list.find((template: { code: string }) => template.code === 'listed-annual-cycle');
    expect(annual.origin).toBe('seed');
    expect(annual.inputs[0]).toEqual({ key: 'financialYearEnd', required: true });
    expect(annual.tasks.find((task: { code: string }) => task.code === 'annual-results')).toMatchObject({ kind: 'calendar-plain', rule: { rule: 'MB 13.49(1)', confidence: 'V' }, reminders: { offsets: [5, 3, 1], daily: false } });
    expect(body.resultData.list.map((template: { code: string }) => template.code)).toEqual(expect.arrayContaining(['private-annual-return', 'director-change', 'charge-created', 'business-registration-renewal']));
  });

  it('staff may edit a template; others may not', async () => {
    const { token } = await secretaryUser();
    const { body } = await call(token, 'template/list');
    const template = body.resultData.list.find((entry: { code: string }) => entry.code === 'share-buy-back');
    const edited = { code: template.code, names: { ...template.names, en: 'Share buy-back (edited)' }, inputs: template.inputs, tasks: template.tasks };
    expect((await call(token, 'template/update', edited)).body.errCode).toBe(403);
    const staff = await secretaryUser({}, { isStaff: true });
    expect((await call(staff.token, 'template/update', edited)).body.errCode).toBe(0);
    const after = (await call(token, 'template/list')).body.resultData.list.find((entry: { code: string }) => entry.code === 'share-buy-back');
    expect(after).toMatchObject({ origin: 'staff', names: { en: 'Share buy-back (edited)' } });
  });

  it('staff list every template and save names, descriptions, deadline numbers and reminders as the web sends them (flat form fields); bad edits are refused and nothing changes', async () => {
    const staff = await buildUser(app, { user: { isStaff: true }, organisation: { type: 3 } });
    const user = await secretaryUser();
    const form = async (token: string, path: string, fields: Record<string, string>) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/au/secretary/${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', token },
        payload: new URLSearchParams(fields).toString(),
      });
      return response.json() as { errCode: number; resultData: Reply };
    };
    expect((await form(user.token, 'template/adminList', {})).errCode).toBe(403);
    const listed = await form(staff.token, 'template/adminList', {});
    expect(listed.errCode).toBe(0);
    const template = listed.resultData.list.find((entry: { code: string }) => entry.code === 'charge-created');
    const [task] = template.tasks;
    const edited = (changes: Record<string, unknown>, taskChanges: Record<string, unknown> = {}) => ({
      code: template.code,
      names: JSON.stringify({ ...template.names, zhHK: '押記登記（已修改）', ...(changes.names as object) }),
      descriptions: JSON.stringify({ en: 'Register a charge with the Registry', zhHK: '向公司註冊處登記押記', zhCN: '向公司注册处登记押记' }),
      inputs: JSON.stringify(template.inputs),
      tasks: JSON.stringify([{ ...task, reminders: { offsets: [5, 2], daily: false }, ...taskChanges }, ...template.tasks.slice(1)]),
    });
    // refused: an empty name, a number out of range, a deadline anchored on an input the template does not ask for
    expect((await form(staff.token, 'template/update', edited({ names: { en: '' } }))).errCode).toBe(400);
    expect((await form(staff.token, 'template/update', edited({}, { deadline: { ...task.deadline, months: 99 } }))).errCode).toBe(400);
    expect((await form(staff.token, 'template/update', edited({}, { deadline: { op: 'daysAfter', anchor: { input: 'agmDate' }, days: 10 } }))).errCode).toBe(400);
    expect((await form(staff.token, 'template/list', {})).errCode).toBe(-11); // staff need no secretary of their own to edit templates
    const unchanged = (await call(user.token, 'template/list')).body.resultData.list.find((entry: { code: string }) => entry.code === 'charge-created');
    expect(unchanged.names).toEqual(template.names);

    expect((await form(staff.token, 'template/update', edited({}))).errCode).toBe(0);
    const after = (await call(user.token, 'template/list')).body.resultData.list.find((entry: { code: string }) => entry.code === 'charge-created');
    expect(after).toMatchObject({ origin: 'staff', names: { zhHK: '押記登記（已修改）' }, descriptions: { en: 'Register a charge with the Registry' } });
    expect(after.tasks[0].reminders).toEqual({ offsets: [5, 2], daily: false });
    expect(after.tasks[0].rule).toEqual(task.rule);
  });
});

describe('suggested deadlines (the same domain functions as /calAi)', () => {
  it('previews the FY2025 annual cycle of the own listed company with rules and tags', async () => {
    const { token } = await secretaryUser();
    const { body } = await call(token, 'matter/preview', ANNUAL);
    expect(body.errCode).toBe(0);
    expect(body.resultData.board).toBe('MB');
    const byCode = Object.fromEntries(body.resultData.tasks.map((task: { code: string }) => [task.code, task]));
    expect(byCode['annual-results']).toMatchObject({ statutoryDate: '2026-03-31', rule: 'MB 13.49(1)', confidence: 'V' });
    expect(byCode['board-meeting-notice']).toMatchObject({ statutoryDate: '2026-03-13', rule: 'MB 13.43', kind: 'business-day' });
    expect(byCode['esg-report'].notes.map((note: { code: string }) => note.code)).toContain('DEADLINE_ON_NON_BUSINESS_DAY');
  });

  it.each([
    ['an impossible date', { financialYearEnd: '2025-02-30' }, 'Financial year end is not a real date (YYYY-MM-DD).'],
    ['a date before the calendar', { financialYearEnd: '1989-12-31' }, 'Financial year end must lie between 1990-01-01 and 2099-12-31.'],
    ['a missing year end', {}, 'Financial year end is required for this matter.'],
  ])('%s is a 400 naming the field in the envelope', async (_case, inputs, message) => {
    const { token } = await secretaryUser();
    const { status, body } = await call(token, 'matter/preview', { ...ANNUAL, inputs });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'inputs.financialYearEnd', message }] } });
  });

  it('answers in zh-HK too', async () => {
    const { token } = await secretaryUser();
    const response = await app.inject({ method: 'POST', url: '/api/au/secretary/matter/preview', headers: { 'content-type': 'application/json', token, 'x-language': 'zh-HK' }, payload: JSON.stringify({ ...ANNUAL, inputs: { financialYearEnd: '2025-02-30' } }) });
    expect(response.json().resultMsg).toBe('財政年度結算日不是有效日期（YYYY-MM-DD）。');
  });

  it("a listed company cannot run matters for another company; a listed template does not fit a private client", async () => {
    const { token } = await secretaryUser();
    expect((await call(token, 'matter/preview', { ...ANNUAL, stockCode: '00005' })).body.errCode).toBe(403);
    const adviser = await secretaryUser({ type: 8, stockCode: null });
    await app.db.execute(sql`insert into service_companies (user_id, kind, company_no, company_name_en, job, status) values (${adviser.user.id}, 'hk', '1234567', 'Client Ltd', 'Secretary', 1)`);
    const wrong = await call(adviser.token, 'matter/preview', { ...ANNUAL, companyKind: 'hk' });
    expect(wrong.body.errCode).toBe(400);
    const right = await call(adviser.token, 'matter/preview', { templateCode: 'private-annual-return', companyKind: 'hk', inputs: { anniversaryDate: '2026-04-19' } });
    expect(right.body.resultData).toMatchObject({ board: 'private', companyName: 'Client Ltd', tasks: [{ code: 'nar1', statutoryDate: '2026-06-01', rule: 'CO s.662(1),(2)' }] });
  });
});

describe('matters and tasks', () => {
  it('starts a matter, assigns people, guards dates, archives and withdraws the archive', async () => {
    const owner = await secretaryUser();
    const colleague = await addColleague(owner.organisation.id, 'Ben Colleague', null);
    const created = await call(owner.token, 'matter/create', { ...ANNUAL, channels: ['email', 'sms'] });
    expect(created.body.errCode).toBe(0);
    const matterId = created.body.resultData.id;

    const detail = (await call(owner.token, 'matter/detail', { id: matterId })).body.resultData;
    expect(detail).toMatchObject({ status: 1, companyName: expect.any(String), board: 'MB', lead: { id: owner.user.id, name: 'Ada Secretary' } });
    const results = detail.tasks.find((task: { code: string }) => task.code === 'annual-results');
    expect(results).toMatchObject({ statutoryDate: '2026-03-31', internalDate: '2026-03-26', rule: 'MB 13.49(1)', confidence: 'V', reminderOffsets: [5, 3, 1] });

    // The lead person from the organisation's people; a person without e-mail or phone gets a warning, nothing is lost.
    const assigned = await call(owner.token, 'task/update', { id: results.id, leadUserId: colleague, remark: 'Board pack by 20 Mar' });
    expect(assigned.body.errCode).toBe(0);
    expect(assigned.body.resultData.warnings).toEqual(['noEmail:Ben Colleague']);
    const stranger = await secretaryUser();
    expect((await call(owner.token, 'task/update', { id: results.id, leadUserId: stranger.user.id })).body.errCode).toBe(400);

    // Dates: internal after statutory, or a deadline before the trigger (the year end), are refused with a reason.
    const late = await call(owner.token, 'task/update', { id: results.id, internalDate: '2026-04-02' });
    expect(late.body).toMatchObject({ errCode: 400, resultMsg: 'The internal deadline (2026-04-02) must not be later than the statutory deadline (2026-03-31).' });
    const early = await call(owner.token, 'task/update', { id: results.id, statutoryDate: '2025-12-01', internalDate: '2025-11-28' });
    expect(early.body.resultMsg).toBe('The deadline (2025-12-01) cannot be earlier than the date the obligation arises (2025-12-31).');
    const kept = (await call(owner.token, 'matter/detail', { id: matterId })).body.resultData.tasks.find((task: { id: string }) => task.id === results.id);
    expect(kept).toMatchObject({ statutoryDate: '2026-03-31', internalDate: '2026-03-26', lead: { id: colleague, name: 'Ben Colleague' }, remark: 'Board pack by 20 Mar' });

    // Another organisation sees nothing of it.
    expect((await call(stranger.token, 'matter/detail', { id: matterId })).body.errCode).toBe(404);

    // Complete; statistics count it on time.
    expect((await call(owner.token, 'task/complete', { id: results.id, completedDate: '2026-03-25' })).body.errCode).toBe(0);
    const stats = (await call(owner.token, 'stats')).body.resultData;
    expect(stats.onTime).toBe(1);
    expect(stats.byPerson.find((row: { personId: string }) => row.personId === colleague)).toMatchObject({ onTime: 1, name: 'Ben Colleague' });

    // Archive: listed as archived; editing is refused until the archive is withdrawn.
    expect((await call(owner.token, 'matter/archive', { id: matterId })).body.errCode).toBe(0);
    expect((await call(owner.token, 'matter/list', { archived: true })).body.resultData.list.map((row: { id: string }) => row.id)).toContain(matterId);
    const refused = await call(owner.token, 'task/update', { id: results.id, remark: 'x' });
    expect(refused.body).toMatchObject({ errCode: 409, resultMsg: 'This matter is archived. Withdraw the archive before changing it.' });
    expect((await call(owner.token, 'matter/withdrawArchive', { id: matterId })).body.errCode).toBe(0);
    expect((await call(owner.token, 'matter/detail', { id: matterId })).body.resultData.status).toBe(3);
    expect((await call(owner.token, 'matter/list', {})).body.resultData.list.map((row: { id: string }) => row.id)).toContain(matterId);
  });

  it("adds the user's own matter and task; lists by scope on the app clock", async () => {
    const owner = await secretaryUser();
    const created = await call(owner.token, 'matter/create', { name: 'Board evaluation', companyKind: 'listed', channels: [] });
    expect(created.body.errCode).toBe(0);
    const today = (await call(owner.token, 'task/list', { scope: 'open' })).body.resultData.today as string;
    const inThree = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    const task = await call(owner.token, 'task/add', { matterId: created.body.resultData.id, name: 'Questionnaires out', statutoryDate: inThree });
    expect(task.body.errCode).toBe(0);
    const within5 = (await call(owner.token, 'task/list', { scope: 'within5' })).body.resultData;
    expect(within5.list.map((row: { id: string }) => row.id)).toContain(task.body.resultData.id);
    expect((await call(owner.token, 'task/list', { scope: 'overdue' })).body.resultData.total).toBe(0);
    const home = (await call(owner.token, 'home', {})).body.resultData;
    expect(home.counts).toMatchObject({ within5: 1, inProgress: 1, overdue: 0 });
  });
});

describe('calendar feed (iCalendar at a secret, revocable address)', () => {
  it('serves the deadlines as text/calendar until revoked', async () => {
    const owner = await secretaryUser();
    await call(owner.token, 'matter/create', { ...ANNUAL, channels: [] });
    const { url } = (await call(owner.token, 'calendar/create')).body.resultData;
    const path = new URL(url).pathname + new URL(url).search;
    const feed = await app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20260331');
    expect((await call(owner.token, 'calendar/status')).body.resultData).toMatchObject({ active: true, url: null });
    await call(owner.token, 'calendar/revoke');
    expect((await app.inject({ method: 'GET', url: path })).json().errCode).toBe(404);
  });
});

describe('certificates register', () => {
  it('keeps certificates with their expiry; bad dates are refused', async () => {
    const owner = await secretaryUser();
    const saved = await call(owner.token, 'cert/save', { kind: 'businessRegistration', name: 'BR certificate', companyName: 'Tencent', number: '12345678', issueDate: '2025-07-01', expiryDate: '2026-06-30' });
    expect(saved.body.errCode).toBe(0);
    const list = (await call(owner.token, 'cert/list')).body.resultData.list;
    expect(list[0]).toMatchObject({ name: 'BR certificate', expiryDate: '2026-06-30', reminderOffsets: [5, 3, 1] });
    const wrong = await call(owner.token, 'cert/save', { kind: 'other', name: 'Licence', companyName: 'Tencent', issueDate: '2026-07-01', expiryDate: '2026-06-30' });
    expect(wrong.body.errCode).toBe(400);
    expect((await call(owner.token, 'cert/delete', { id: saved.body.resultData.id })).body.errCode).toBe(0);
  });
});
