import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directors, focusCompanies, messages } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { openLive } from '../../../test/live';
import type { FeedDocument } from '../disclosure/document-feed.service';

/** One HKEXnews title-search answer (the importer's real format) with one announcement. */
export const titleSearchFile = (row: { newsId: string; stockCode: string; title: string; longText: string }) =>
  JSON.stringify({
    result: JSON.stringify([
      {
        FILE_INFO: '120KB',
        NEWS_ID: row.newsId,
        SHORT_TEXT: 'Announcements and Notices',
        TOTAL_COUNT: '1',
        DOD_WEB_PATH: '',
        STOCK_NAME: 'TENCENT',
        TITLE: row.title,
        FILE_TYPE: 'PDF',
        DATE_TIME: '25/11/2026 18:30',
        LONG_TEXT: row.longText,
        STOCK_CODE: row.stockCode,
        FILE_LINK: `/listedco/listconews/sehk/2026/1125/${row.newsId}.pdf`,
      },
    ]),
  });

const DIRECTOR_CHANGE = 'Announcements and Notices - [Change in Directors or of Important Executive Functions or Responsibilities]';

describe('alerts: events → messages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ settings: { LIVE_SESSION_CHECK_SECONDS: '0' } });
  });
  afterAll(() => closeTestApp(app));

  const runAlerts = async () => {
    await app.db.transaction((tx) => app.container.alerts.scanDocuments(tx));
    let ran = 0;
    for (let result = await app.container.jobs.runDue(); result.ran > 0; result = await app.container.jobs.runDue()) ran += result.ran;
    return ran;
  };
  const messagesOf = (userId: string) => app.db.select().from(messages).where(eq(messages.userId, userId));

  it('an imported announcement reaches the company’s followers and the followers of the director it names, live, once', async () => {
    const companyFollower = await buildUser(app);
    const personFollower = await buildUser(app);
    const bystander = await buildUser(app);
    const switchedOff = await buildUser(app);
    await app.db.insert(focusCompanies).values([
      { userId: companyFollower.user.id, market: 'HK', stockCode: '00700' },
      { userId: switchedOff.user.id, market: 'HK', stockCode: '00700' },
    ]);
    await app.container.messages.updateSwitches(switchedOff.user.id, { announcementFocus: 0 });
    const [director] = await app.db
      .insert(directors)
      .values({ market: 'HK', stockCode: '00700', nameEn: 'CHAN Tai Man', nameZh: '陳大文', category: 1, appointedOn: '2020-01-01', source: 'demo' })
      .returning();
    const followed = (await postForm(app, '/api/au/alerts/followPerson', { token: personFollower.token, directorId: director.id })).json();
    expect(followed.resultData.people).toEqual([{ key: 'en:chan tai man', nameEn: 'CHAN Tai Man', nameZh: '陳大文' }]);

    const [companyTab, personTab] = await Promise.all([openLive(app, companyFollower.token), openLive(app, personFollower.token)]);
    await Promise.all([companyTab, personTab].map((tab) => tab.next((event) => event.type === 'hello')));

    const imported = (
      await app.inject({
        method: 'POST',
        url: '/api/dev/alerts/import',
        payload: { format: 'hkex-title-search', lang: 'E', text: titleSearchFile({ newsId: '99000001', stockCode: '00700', title: 'Appointment of Executive Director - Mr Chan Tai Man', longText: DIRECTOR_CHANGE }) },
      })
    ).json();
    expect(imported).toMatchObject({ errCode: 0, resultData: { inserted: 1, rejected: 0 } });
    expect(imported.resultData.ran).toBeGreaterThanOrEqual(1);

    expect(await companyTab.next((event) => event.type === 'message')).toMatchObject({ source: 1 });
    expect(await personTab.next((event) => event.type === 'message')).toMatchObject({ source: 1 });
    const [announcement] = await messagesOf(companyFollower.user.id);
    expect(announcement).toMatchObject({ type: 2, source: 1, dedupeKey: `announcementFocus:${announcement.md5Key}` });
    expect(announcement.titleEn).toBe('00700 Appointment of Executive Director - Mr Chan Tai Man');
    const [directorAlert] = await messagesOf(personFollower.user.id);
    expect(directorAlert).toMatchObject({ type: 3, source: 1, md5Key: announcement.md5Key, ref: { kind: 'announcement', market: 'HK' } });
    expect(directorAlert.titleEn).toBe('CHAN Tai Man: 00700 Appointment of Executive Director - Mr Chan Tai Man');
    expect(await messagesOf(bystander.user.id)).toEqual([]);
    expect(await messagesOf(switchedOff.user.id)).toEqual([]);

    // the list a page refetches
    const list = (await postForm(app, '/api/au/messageInfo/list', { token: personFollower.token, page: '1', limit: '5' })).json().resultData;
    expect(list).toMatchObject({ total: 1, unreadNum: 1 });

    // a second scan, or the same file imported again, sends nothing more
    await runAlerts();
    await app.inject({
      method: 'POST',
      url: '/api/dev/alerts/import',
      payload: { format: 'hkex-title-search', lang: 'E', text: titleSearchFile({ newsId: '99000001', stockCode: '00700', title: 'Appointment of Executive Director - Mr Chan Tai Man', longText: DIRECTOR_CHANGE }) },
    });
    expect(await messagesOf(companyFollower.user.id)).toHaveLength(1);
    expect(await messagesOf(personFollower.user.id)).toHaveLength(1);
    for (const tab of [companyTab, personTab]) tab.socket.terminate();
  });

  it('an interrupted fan-out leaves nothing behind and its re-run stores each message once', async () => {
    const follower = await buildUser(app);
    await app.db.insert(focusCompanies).values({ userId: follower.user.id, market: 'HK', stockCode: '00005' });
    const document: FeedDocument = {
      id: 900_001,
      kind: 'announcement',
      md5Key: 'b'.repeat(32),
      market: 'HK',
      stockCodes: ['00005'],
      titleEn: 'Results',
      titleZh: '業績',
      releaseTime: new Date(),
      t1Code: null,
      t2Codes: [],
      issuingBody: null,
      listType: null,
      orgType: null,
      sourceType: null,
      fileLinkEn: null,
      fileLinkZh: null,
    };
    await app.db
      .transaction(async (tx) => {
        await app.container.alerts.alertDocument(document, tx);
        throw new Error('process died');
      })
      .catch(() => undefined);
    expect(await messagesOf(follower.user.id)).toEqual([]);
    const first = await app.db.transaction((tx) => app.container.alerts.alertDocument(document, tx));
    const again = await app.db.transaction((tx) => app.container.alerts.alertDocument(document, tx));
    expect(first.announcementFocus).toBeGreaterThanOrEqual(1);
    expect(again.announcementFocus).toBe(0);
    expect(await messagesOf(follower.user.id)).toHaveLength(1);
  });

  it('sends enforcement cases to everyone with violations on, except those who narrowed to other regulators', async () => {
    const everyone = await buildUser(app);
    const hkexOnly = await buildUser(app);
    const sfcOnly = await buildUser(app);
    const off = await buildUser(app);
    expect((await postForm(app, '/api/au/alerts/topics', { token: hkexOnly.token, topics: 'hkex' })).json().resultData.topics).toEqual(['hkex']);
    await postForm(app, '/api/au/alerts/topics', { token: sfcOnly.token, topics: 'sfc,hkex' });
    expect((await postForm(app, '/api/au/alerts/topics', { token: off.token, topics: 'nasa' })).json().errCode).toBe(400);
    await app.container.messages.updateSwitches(off.user.id, { violations: 0 });
    const document: FeedDocument = {
      id: 900_002,
      kind: 'enforcement',
      md5Key: 'c'.repeat(32),
      market: null,
      stockCodes: [],
      titleEn: 'SFC bans former account executive',
      titleZh: '證監會禁止前客戶主任',
      releaseTime: new Date(),
      t1Code: null,
      t2Codes: [],
      issuingBody: null,
      listType: null,
      orgType: null,
      sourceType: 0,
      fileLinkEn: null,
      fileLinkZh: null,
    };
    await app.db.transaction((tx) => app.container.alerts.alertDocument(document, tx));
    expect(await messagesOf(everyone.user.id)).toMatchObject([{ type: 5, source: 6, ref: { id: 900_002, kind: 'enforcement', sourceType: 0 } }]);
    expect(await messagesOf(sfcOnly.user.id)).toHaveLength(1);
    expect(await messagesOf(hkexOnly.user.id)).toEqual([]);
    expect(await messagesOf(off.user.id)).toEqual([]);
  });

  it('announces a weekday market holiday in the next three days once per user (calendar switch)', async () => {
    const user = await buildUser(app);
    const off = await buildUser(app);
    await app.container.messages.updateSwitches(off.user.id, { calendar: 0 });
    const now = new Date('2026-12-22T01:00:00Z');
    await app.db.transaction((tx) => app.container.alerts.alertHolidays(tx, now));
    await app.db.transaction((tx) => app.container.alerts.alertHolidays(tx, now));
    const stored = await messagesOf(user.user.id);
    expect(stored.map((message) => message.dedupeKey)).toEqual(['calendar:holiday:2026-12-25']);
    expect(stored[0]).toMatchObject({ type: 6, source: 3 });
    expect(stored[0].titleEn).toContain('Market holiday: 2026-12-25');
    // Issue 18: the Chinese title is traditional unless the user chose simplified.
    expect(stored[0].title).toMatch(/^市場假期：2026-12-25 /);
    expect(await messagesOf(off.user.id)).toEqual([]);
  });

  it('writes the holiday title in simplified Chinese for a user who chose zh-CN', async () => {
    const user = await buildUser(app, { user: { locale: 'zh-CN' } });
    await app.db.transaction((tx) => app.container.alerts.alertHolidays(tx, new Date('2026-12-22T01:00:00Z')));
    const [message] = await messagesOf(user.user.id);
    expect(message.title).toMatch(/^市场假期：2026-12-25 .*香港交易所休市$/);
  });

  it('shows a document alert’s Chinese title in the reader’s script, converting only across scripts (issue 18)', async () => {
    const mainland = await buildUser(app, { user: { locale: 'zh-CN' } });
    const hongKong = await buildUser(app, { user: { locale: 'zh-HK' } });
    for (const reader of [mainland, hongKong])
      await app.db.insert(focusCompanies).values([
        { userId: reader.user.id, market: 'HK', stockCode: '00066' },
        { userId: reader.user.id, market: 'SZ', stockCode: '000002' },
      ]);
    const base = { releaseTime: new Date(), t1Code: null, t2Codes: [], issuingBody: null, listType: null, orgType: null, sourceType: null, fileLinkEn: null, fileLinkZh: null };
    const documents: FeedDocument[] = [
      { ...base, id: 900_010, kind: 'announcement', md5Key: 'd'.repeat(32), market: 'HK', stockCodes: ['00066'], titleEn: 'Change of Share Registrar', titleZh: '更改股份過戶登記處地址至鰂魚涌' },
      { ...base, id: 900_011, kind: 'announcement', md5Key: 'e'.repeat(32), market: 'SZ', stockCodes: ['000002'], titleEn: null, titleZh: '关于召开临时股东大会的通知' },
    ];
    for (const document of documents) await app.db.transaction((tx) => app.container.alerts.alertDocument(document, tx));
    const titles = async (token: string, fields: Record<string, string> = {}) => {
      const list = (await postForm(app, '/api/au/messageInfo/list', { token, page: '1', limit: '10', ...fields })).json().resultData.list as { title: string }[];
      const bell = (await postForm(app, '/api/au/saasuser/getUserInfo', { token, ...fields })).json().resultData.msgList as { title: string }[];
      expect(bell.map((message) => message.title)).toEqual(list.map((message) => message.title));
      return list.map((message) => message.title).sort();
    };
    // Stored once, in the document's script; each reader gets their own (the stored language, or the page's).
    expect((await messagesOf(mainland.user.id)).map((message) => message.title).sort()).toEqual(['000002 关于召开临时股东大会的通知', '00066 更改股份過戶登記處地址至鰂魚涌']);
    expect(await titles(mainland.token)).toEqual(['000002 关于召开临时股东大会的通知', '00066 更改股份过户登记处地址至鲗鱼涌']);
    expect(await titles(hongKong.token)).toEqual(['000002 關於召開臨時股東大會的通知', '00066 更改股份過戶登記處地址至鰂魚涌']);
    expect(await titles(hongKong.token, { language: 'zh-CN' })).toEqual(await titles(mainland.token));
  });

  it('refuses to follow an unknown director', async () => {
    const { token } = await buildUser(app);
    expect((await postForm(app, '/api/au/alerts/followPerson', { token, directorId: '00000000-0000-4000-8000-000000000000' })).json().errCode).toBe(404);
    expect((await postForm(app, '/api/au/alerts/followPerson', { directorId: '00000000-0000-4000-8000-000000000000' })).json().errCode).toBe(9999);
  });
});
