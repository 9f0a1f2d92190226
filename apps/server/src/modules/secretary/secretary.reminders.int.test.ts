import { hongKongInstant, hongKongLocal, addCalendarDays } from '@app/domain';
import { MessageType } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import type { MailProvider } from '../../providers/index';
import { createJobsRepository, createJobsService } from '../jobs/index';
import { createSecretaryReminders, REMINDER_MAX_ATTEMPTS, TASK_REMINDER_JOB } from './reminders';
import { createSecretaryRepository } from './secretary.repository';
import { createWechatTemplateSimulator, type WechatSimulatorSender } from '../wechat/wechat-template.provider';
import { simulatorIdentityFor } from '../wechat/wechat.provider';

/**
 * Reminders through the durable job table on the app clock: sent once per task, person, channel and
 * day, with two job runners on one database, after a runner died holding a claim, and when a
 * provider fails (retried with back-off, shown as failed after the last try).
 */

let app: FastifyInstance;
const DAY = 86_400_000;
const inOneYear = () => new Date(Date.now() + 365 * DAY);

const call = async (token: string, path: string, body: Record<string, unknown> = {}) => {
  const response = await app.inject({ method: 'POST', url: `/api/au/secretary/${path}`, headers: { 'content-type': 'application/json', token }, payload: JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return response.json() as { errCode: number; resultData: any };
};

/** A listed-company secretary with a phone and e-mail, and a matter with one task: internal deadline today + 2, statutory today + 3, reminder 1 day before. */
const matterWithTask = async (channels: string[]) => {
  const email = `remind${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const owner = await buildUser(app, {
    user: { name: 'Ada Secretary', email },
    organisation: { type: 1, stockCode: '00700', vipStatus: 3, vipExpiresAt: inOneYear(), secretarySwitch: 1 },
  });
  const today = hongKongLocal(app.container.clock.now()).date;
  const matter = await call(owner.token, 'matter/create', { name: 'Board evaluation', companyKind: 'listed', channels });
  const task = await call(owner.token, 'task/add', { matterId: matter.resultData.id, name: 'Questionnaires out', statutoryDate: addCalendarDays(today, 3), internalDate: addCalendarDays(today, 2) });
  return { owner, email, today, matterId: matter.resultData.id as string, taskId: task.resultData.id as string };
};

/** Moves the app clock to 09:00 Hong Kong time on `date` (never backward). */
const moveClockTo = (date: string, time = '09:00') => {
  const target = hongKongInstant(date, time).getTime();
  const now = app.container.clock.now().getTime();
  if (target > now) app.container.clock.advance(target - now);
};

const outboxTo = async (recipient: string) => {
  const { list } = await app.container.messaging.devOutbox!.listLatest(500);
  return list.filter((entry) => entry.recipient === recipient);
};
const centreMessages = async (userId: string) => (await app.container.messages.listMessages(userId, { page: 1, limit: 50 }, 'en')).list.filter((message) => message.source === 15);
const deliveries = async (token: string, matterId: string) => (await call(token, 'matter/detail', { id: matterId })).resultData.deliveries as { channel: string; day: string; status: string; attempts: number; error: string | null }[];

beforeAll(async () => {
  app = await buildTestApp({ settings: { JOBS_RUNNER: 'false' } });
});
afterAll(async () => {
  await closeTestApp(app);
});

describe('secretary reminders', () => {
  it('sends by e-mail and SMS and into the message centre on the day, once, and the last one on the statutory date', async () => {
    const { owner, email, today, matterId } = await matterWithTask(['email', 'sms']);
    await app.container.jobs.runDue();
    expect(await outboxTo(email)).toHaveLength(0);

    moveClockTo(addCalendarDays(today, 1));
    await app.container.jobs.runDue();
    await app.container.jobs.runDue();
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email' });
    expect(mails[0].body).toContain('Questionnaires out');
    expect(await outboxTo(`+${owner.user.phone}`)).toHaveLength(1);
    const centre = await centreMessages(owner.user.id);
    expect(centre).toHaveLength(1);
    expect(centre[0].titleEn).toBe(`Reminder: Questionnaires out — internal deadline ${addCalendarDays(today, 2)}`);
    expect((await deliveries(owner.token, matterId)).map((row) => [row.channel, row.status]).sort()).toEqual([['centre', 'sent'], ['email', 'sent'], ['sms', 'sent']]);

    // The statutory date gets the last one; the days between get none.
    moveClockTo(addCalendarDays(today, 3));
    await app.container.jobs.runDue();
    expect(await outboxTo(email)).toHaveLength(2);
    expect((await centreMessages(owner.user.id))[0].titleEn).toBe('Statutory deadline today: Questionnaires out');
  });

  it('lands in the message centre as a calendar message, which the calendar switch turns off there (the e-mail still goes)', async () => {
    const { owner, email, today, matterId } = await matterWithTask(['email']);
    expect((await postForm(app, '/api/au/messageSwitch/update', { token: owner.token, calendar: '0' })).json().errCode).toBe(0);
    moveClockTo(addCalendarDays(today, 1));
    await app.container.jobs.runDue();
    expect(await centreMessages(owner.user.id)).toEqual([]);
    expect(await outboxTo(email)).toHaveLength(1);
    expect((await deliveries(owner.token, matterId)).map((row) => [row.channel, row.status, row.error]).sort()).toEqual([
      ['centre', 'skipped', 'switchOff'],
      ['email', 'sent', null],
    ]);

    const second = await matterWithTask(['email']);
    moveClockTo(addCalendarDays(second.today, 1));
    await app.container.jobs.runDue();
    expect(await centreMessages(second.owner.user.id)).toMatchObject([{ type: MessageType.calendar, source: 15 }]);
    const calendarOnly = await postForm(app, '/api/au/messageInfo/list', { token: second.owner.token, page: '1', limit: '10', type: String(MessageType.calendar) });
    expect(calendarOnly.json().resultData.total).toBe(1);
  });

  it('a WeChat reminder goes once, as the reminder template; its message-centre copy is not sent to WeChat again', async () => {
    const { owner, today } = await matterWithTask(['wechat']);
    const { openId, unionId } = simulatorIdentityFor(`reminder-${Date.now()}`);
    await app.container.users.updateUser(owner.user.id, { openId, unionId }, new Date());
    app.container.wechatSimulator!.setFollowing(openId, true);
    const simulator = app.container.wechatTemplates as WechatSimulatorSender;
    moveClockTo(addCalendarDays(today, 1));
    for (let run = 0; run < 3; run += 1) await app.container.jobs.runDue();
    expect(simulator.sent.filter((message) => message.openId === openId)).toMatchObject([{ template: 'reminder', data: { thing3: 'Questionnaires out' } }]);
    expect(await centreMessages(owner.user.id)).toHaveLength(1);
  });

  it('writes SMS and e-mail in the language stored with the recipient, not the matter’s (issue 18)', async () => {
    const { owner, email, today } = await matterWithTask(['email', 'sms']);
    await app.container.users.updateUser(owner.user.id, { locale: 'zh-CN' }, new Date());
    moveClockTo(addCalendarDays(today, 1));
    await app.container.jobs.runDue();
    const [mail] = await outboxTo(email);
    expect(mail.subject).toBe(`【合规通】Questionnaires out——${addCalendarDays(today, 2)} 到期`);
    const [sms] = await outboxTo(`+${owner.user.phone}`);
    expect(sms.body).toContain('内部期限');
  });

  it('a reminder e-mail carries an .ics with one all-day VEVENT on the statutory deadline', async () => {
    const { email, today, taskId } = await matterWithTask(['email']);
    moveClockTo(addCalendarDays(today, 1));
    await app.container.jobs.runDue();
    const [mail] = await outboxTo(email);
    expect(mail.body).toContain('The deadline is attached as a calendar event (.ics).');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'reminder.ics', contentType: expect.stringMatching(/^text\/calendar/) });
    const calendar = new ICAL.Component(ICAL.parse(mail.attachments[0].content!));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(1);
    expect(events[0].uid).toBe(`${taskId}-statutory@compliance-desk`);
    expect(events[0].startDate.isDate).toBe(true);
    expect(events[0].startDate.toString()).toBe(addCalendarDays(today, 3));
    expect(events[0].endDate.toString()).toBe(addCalendarDays(today, 4));
    expect(events[0].summary).toMatch(/^Questionnaires out \(statutory deadline\) — \S/);
    expect(events[0].description).toContain(`Internal deadline: ${addCalendarDays(today, 2)}`);
  });

  it('several reminders of one person on one day and channel go as one SMS and one e-mail listing them; the message centre keeps one per task; nothing is sent twice', async () => {
    const { owner, email, today, matterId, taskId } = await matterWithTask(['email', 'sms']);
    const dates = { statutoryDate: addCalendarDays(today, 3), internalDate: addCalendarDays(today, 2) };
    const second = await call(owner.token, 'task/add', { matterId, name: 'Evaluation report', ...dates });
    const otherMatter = await call(owner.token, 'matter/create', { name: 'Share register', companyKind: 'listed', channels: ['email'] });
    const third = await call(owner.token, 'task/add', { matterId: otherMatter.resultData.id, name: 'Register of members updated', ...dates });
    // a task due on another day is not in today's digest
    await call(owner.token, 'task/add', { matterId, name: 'Later task', statutoryDate: addCalendarDays(today, 20), internalDate: addCalendarDays(today, 18) });
    moveClockTo(addCalendarDays(today, 1));
    await app.container.jobs.runDue();
    await app.container.jobs.runDue();

    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`[Compliance Desk] 3 deadlines to watch on ${addCalendarDays(today, 1)}`);
    for (const name of ['Questionnaires out', 'Evaluation report', 'Register of members updated']) expect(mails[0].body).toContain(name);
    expect(mails[0].body).not.toContain('Later task');
    const calendar = new ICAL.Component(ICAL.parse(mails[0].attachments[0].content!));
    expect(calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component).uid).sort()).toEqual(
      [taskId, second.resultData.id, third.resultData.id].map((id) => `${id}-statutory@compliance-desk`).sort(),
    );
    // SMS is on for the first matter only: one SMS listing its two tasks
    const sms = await outboxTo(`+${owner.user.phone}`);
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toMatch(/^\[Compliance Desk\] 2 deadlines: /);
    expect(sms[0].body).toContain('Questionnaires out');
    expect(sms[0].body).toContain('Evaluation report');
    // the message centre: one entry per task
    expect((await centreMessages(owner.user.id)).map((message) => message.titleEn).sort()).toEqual(
      ['Evaluation report', 'Questionnaires out', 'Register of members updated'].map((name) => `Reminder: ${name} — internal deadline ${addCalendarDays(today, 2)}`).sort(),
    );
    // one delivery row per task and channel, all sent
    const rows = [...(await deliveries(owner.token, matterId)), ...(await deliveries(owner.token, otherMatter.resultData.id))];
    expect(rows.map((row) => `${row.channel}:${row.status}`).sort()).toEqual(['centre:sent', 'centre:sent', 'centre:sent', 'email:sent', 'email:sent', 'email:sent', 'sms:sent', 'sms:sent']);

    await app.container.jobs.runDue();
    expect(await outboxTo(email)).toHaveLength(1);
    expect(await outboxTo(`+${owner.user.phone}`)).toHaveLength(1);
  });

  it('a completed task or an archived matter sends nothing more', async () => {
    const { owner, email, today, matterId, taskId } = await matterWithTask(['email']);
    await call(owner.token, 'task/complete', { id: taskId });
    moveClockTo(addCalendarDays(today, 1));
    await app.container.jobs.runDue();
    expect(await outboxTo(email)).toHaveLength(0);

    const second = await matterWithTask(['email']);
    await call(second.owner.token, 'matter/archive', { id: second.matterId });
    moveClockTo(addCalendarDays(second.today, 3));
    await app.container.jobs.runDue();
    expect(await outboxTo(second.email)).toHaveLength(0);
    expect(matterId).toBeTruthy();
  });

  it('two job runners on one database send each reminder once', async () => {
    const { owner, email, today } = await matterWithTask(['email']);
    // A second "process": its own jobs service (worker) and reminder handlers on the same database.
    const second = createJobsService({ db: app.db, repository: createJobsRepository(app.db), clock: app.container.clock, worker: 'second-process' });
    createSecretaryReminders({
      repository: createSecretaryRepository(app.db),
      jobs: second,
      messages: app.container.messages,
      people: app.container.people,
      sms: app.container.messaging.sms,
      mail: app.container.messaging.mail,
      wechat: createWechatTemplateSimulator(),
      clock: app.container.clock,
      publicBaseUrl: 'http://localhost',
      log: app.log,
    });
    moveClockTo(addCalendarDays(today, 1));
    await Promise.all([app.container.jobs.runDue(), second.runDue(), app.container.jobs.runDue(), second.runDue()]);
    expect(await outboxTo(email)).toHaveLength(1);
    expect(await centreMessages(owner.user.id)).toHaveLength(1);
  });

  it('a runner that died after claiming the job: another sends it once when the claim runs out', async () => {
    const { owner, email, today } = await matterWithTask(['email']);
    moveClockTo(addCalendarDays(today, 1));
    const now = app.container.clock.now();
    const claimed = await createJobsRepository(app.db).claimDue([TASK_REMINDER_JOB], 'dead-process', now, new Date(now.getTime() + 5 * 60_000), 100);
    expect(claimed.length).toBeGreaterThan(0);
    await app.container.jobs.runDue();
    expect(await outboxTo(email)).toHaveLength(0);
    app.container.clock.advance(5 * 60_000 + 1000);
    await app.container.jobs.runDue();
    await app.container.jobs.runDue();
    expect(await outboxTo(email)).toHaveLength(1);
    expect(await centreMessages(owner.user.id)).toHaveLength(1);
  });

  it('a failing e-mail provider is retried with back-off and shown as failed after the last try; the message centre still gets it once', async () => {
    const { owner, today, matterId } = await matterWithTask(['email']);
    const flaky = createJobsService({ db: app.db, repository: createJobsRepository(app.db), clock: app.container.clock, worker: 'flaky-process' });
    const failingMail: MailProvider = { name: 'failing', send: async () => { throw new Error('SMTP 451 try later'); } };
    createSecretaryReminders({
      repository: createSecretaryRepository(app.db),
      jobs: flaky,
      messages: app.container.messages,
      people: app.container.people,
      sms: app.container.messaging.sms,
      mail: failingMail,
      wechat: createWechatTemplateSimulator(),
      clock: app.container.clock,
      publicBaseUrl: 'http://localhost',
      log: app.log,
    });
    moveClockTo(addCalendarDays(today, 1));
    for (let attempt = 1; attempt <= REMINDER_MAX_ATTEMPTS; attempt += 1) {
      await flaky.runDue();
      app.container.clock.advance(2 * 3600_000);
    }
    const email = (await deliveries(owner.token, matterId)).find((row) => row.channel === 'email');
    expect(email).toMatchObject({ status: 'failed', attempts: REMINDER_MAX_ATTEMPTS, error: 'SMTP 451 try later' });
    expect(await centreMessages(owner.user.id)).toHaveLength(1);
  });

  it('a digest whose provider keeps failing: every task it listed is retried, then shown as failed; nothing stays "sending"', async () => {
    const { owner, email, today, matterId } = await matterWithTask(['email']);
    await call(owner.token, 'task/add', { matterId, name: 'Evaluation report', statutoryDate: addCalendarDays(today, 3), internalDate: addCalendarDays(today, 2) });
    const flaky = createJobsService({ db: app.db, repository: createJobsRepository(app.db), clock: app.container.clock, worker: 'flaky-digest' });
    // only this owner's mail counts: reminders of earlier tests' matters fall due on the moved clock too
    const sent: string[] = [];
    const failingMail: MailProvider = {
      name: 'failing',
      send: async ({ to, subject }) => {
        if (to === email) sent.push(subject);
        throw new Error('SMTP 451 try later');
      },
    };
    createSecretaryReminders({
      repository: createSecretaryRepository(app.db),
      jobs: flaky,
      messages: app.container.messages,
      people: app.container.people,
      sms: app.container.messaging.sms,
      mail: failingMail,
      wechat: createWechatTemplateSimulator(),
      clock: app.container.clock,
      publicBaseUrl: 'http://localhost',
      log: app.log,
    });
    moveClockTo(addCalendarDays(today, 1));
    await flaky.runDue();
    expect(sent[0]).toMatch(/2 deadlines/);
    for (let attempt = 2; attempt <= REMINDER_MAX_ATTEMPTS + 1; attempt += 1) {
      app.container.clock.advance(2 * 3600_000);
      await flaky.runDue();
    }
    const emails = (await deliveries(owner.token, matterId)).filter((row) => row.channel === 'email');
    expect(emails.map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(await centreMessages(owner.user.id)).toHaveLength(2);
  });
});
