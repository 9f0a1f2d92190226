import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';

describe('message centre', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('lists only the caller messages newest first, and counts unread', async () => {
    const { user, token } = await buildUser(app);
    const other = await buildUser(app);
    await app.container.messages.notify({ userId: user.id, type: 1, source: 10, title: '认证已通过', titleEn: 'Certification passed' });
    await app.container.messages.notify({ userId: user.id, type: 1, source: 5, title: '规则更新', titleEn: 'Rule updated' });
    await app.container.messages.notify({ userId: other.user.id, type: 1, source: 5, title: 'not yours' });
    const { resultData } = (await postForm(app, '/api/au/messageInfo/list', { token, page: '1', limit: '10' })).json();
    expect(resultData.total).toBe(2);
    expect(resultData.unreadNum).toBe(2);
    expect(resultData.list.map((message: { titleEn: string }) => message.titleEn)).toEqual(['Rule updated', 'Certification passed']);

    const header = (await postForm(app, '/api/au/saasuser/getUserInfo', { token })).json().resultData;
    expect(header.unreadNum).toBe(2);
    expect(header.msgList).toHaveLength(2);
  });

  it('marks one read (type 2), refuses someone else’s, and marks all read', async () => {
    const { user, token } = await buildUser(app);
    const other = await buildUser(app);
    const mine = await app.container.messages.notify({ userId: user.id, type: 1, source: 5, title: 'a' });
    await app.container.messages.notify({ userId: user.id, type: 1, source: 5, title: 'b' });
    const theirs = await app.container.messages.notify({ userId: other.user.id, type: 1, source: 5, title: 'c' });
    expect((await postForm(app, '/api/au/messageInfo/update', { token, id: mine!.id, type: '2' })).json().errCode).toBe(0);
    expect((await postForm(app, '/api/au/messageInfo/update', { token, id: theirs!.id, type: '2' })).json().errCode).toBe(404);
    expect((await postForm(app, '/api/au/messageInfo/list', { token })).json().resultData.unreadNum).toBe(1);
    expect((await postForm(app, '/api/au/messageInfo/allRead', { token })).json().resultData).toEqual({ updated: 1 });
    expect((await postForm(app, '/api/au/messageInfo/list', { token })).json().resultData.unreadNum).toBe(0);
  });

  it('keeps notification switches, all on by default', async () => {
    const { token } = await buildUser(app);
    const initial = (await postForm(app, '/api/au/messageSwitch/detail', { token })).json().resultData;
    expect(initial).toMatchObject({ wechat: 1, announcementFocus: 1, calendar: 1, exp1: null });
    const updated = (await postForm(app, '/api/au/messageSwitch/update', { token, wechat: '0', calendar: '0' })).json().resultData;
    expect(updated).toMatchObject({ wechat: 0, calendar: 0, regulatory: 1 });
    const bad = await postForm(app, '/api/au/messageSwitch/update', { token, wechat: '2' });
    expect(bad.json().resultData.details[0].path).toBe('wechat');
  });

  it('serves the header bell its 5 newest (spec §9) and refuses other sizes', async () => {
    const { user, token } = await buildUser(app);
    for (let index = 0; index < 6; index += 1) await app.container.messages.notify({ userId: user.id, type: 1, source: 5, title: `m${index}` });
    expect((await postForm(app, '/api/au/messageInfo/list', { token, page: '1', limit: '5' })).json().resultData.list).toHaveLength(5);
    expect((await postForm(app, '/api/au/messageInfo/list', { token, limit: '7' })).json().resultData.details[0].path).toBe('limit');
  });

  it('filters by type and read state, and honours a switch on notify', async () => {
    const { user, token } = await buildUser(app);
    const read = await app.container.messages.notify({ userId: user.id, type: 2, source: 1, title: 'announcement' });
    await app.container.messages.notify({ userId: user.id, type: 4, source: 5, title: 'rule' });
    await postForm(app, '/api/au/messageInfo/update', { token, id: read!.id, type: '2' });
    const list = async (fields: Record<string, string>) =>
      (await postForm(app, '/api/au/messageInfo/list', { token, page: '1', limit: '10', ...fields })).json().resultData.list.map((message: { title: string }) => message.title);
    expect(await list({ type: '4' })).toEqual(['rule']);
    expect(await list({ readStatus: '1' })).toEqual(['rule']);
    expect(await list({ readStatus: '2', type: '2' })).toEqual(['announcement']);
    await postForm(app, '/api/au/messageSwitch/update', { token, dynamic: '0' });
    expect(await app.container.messages.notify({ userId: user.id, type: 8, source: 13, title: 'order' }, { switchField: 'dynamic' })).toBeUndefined();
    expect(await list({})).toHaveLength(2);
  });

  it('tells every member of a company whose membership opens (source 11, spec §4)', async () => {
    const { user, token } = await buildUser(app);
    const phone = `+${user.phone}`;
    expect((await app.inject({ method: 'POST', url: '/api/dev/secretary/companyMember', payload: { phone } })).json().errCode).toBe(0);
    const [message] = (await postForm(app, '/api/au/messageInfo/list', { token, page: '1', limit: '10' })).json().resultData.list;
    expect(message).toMatchObject({ source: 11, type: 7, titleEn: 'Company membership opened' });
  });

  it('asks a visitor to sign in', async () => {
    expect((await postForm(app, '/api/au/messageInfo/list')).json().errCode).toBe(9999);
  });
});
