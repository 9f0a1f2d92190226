import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageType } from '@app/contracts';
import { feedbacks } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { buildUser } from '../../../test/factories';
import { FEEDBACK_REPLY_SOURCE } from './feedback.service';

/** The `contact` switch: staff answer a feedback or contact request, and its signed-in sender is told. */
describe('POST /api/au/admin/feedback/reply', () => {
  let app: FastifyInstance;
  let staffToken: string;
  beforeAll(async () => {
    app = await buildTestApp();
    staffToken = (await buildUser(app, { user: { isStaff: true } })).token;
  });
  afterAll(() => closeTestApp(app));

  let clientNumber = 0;
  const send = async (fields: Record<string, string>) => {
    clientNumber += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/common/addFeedBack',
      remoteAddress: `10.17.0.${clientNumber}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Mary', phone: '85291234567', content: 'Please call me about the company membership.', type: '1', source: 'companyMember', ...fields }).toString(),
    });
    expect(response.json().errCode).toBe(0);
    return response.json().resultData.id as string;
  };
  const reply = (token: string, fields: Record<string, string>) => postForm(app, '/api/au/admin/feedback/reply', { token, ...fields });
  const contactMessages = async (token: string) =>
    (await postForm(app, '/api/au/messageInfo/list', { token, page: '1', limit: '10', type: String(MessageType.contact) })).json().resultData.list as { title: string; titleEn: string; content: string; source: number }[];

  it('marks the request handled and tells its signed-in sender once, with the answer', async () => {
    const sender = await buildUser(app);
    const id = await send({ token: sender.token });
    expect((await reply(staffToken, { id, reply: 'We will call you tomorrow at 10:00.' })).json().errCode).toBe(0);
    expect((await reply(staffToken, { id, reply: 'We will call you tomorrow at 10:00.' })).json().errCode).toBe(0);
    const messages = await contactMessages(sender.token);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ titleEn: 'Reply to your request', title: '您的查詢已獲回覆', source: FEEDBACK_REPLY_SOURCE });
    expect(messages[0].content).toContain('We will call you tomorrow at 10:00.');
    const [stored] = await app.db.select().from(feedbacks).where(eq(feedbacks.id, id));
    expect(stored).toMatchObject({ status: 2, reply: 'We will call you tomorrow at 10:00.', userId: sender.user.id });
    // the caller's own list shows it handled
    expect((await postForm(app, '/api/au/feedback/list', { token: sender.token })).json().resultData.list[0]).toMatchObject({ id, status: 2 });
  });

  it('honours the contact switch, and never tells an account a visitor’s form merely names', async () => {
    const quiet = await buildUser(app);
    await postForm(app, '/api/au/messageSwitch/update', { token: quiet.token, contact: '0' });
    const quietId = await send({ token: quiet.token });
    await reply(staffToken, { id: quietId, reply: 'Done.' });
    expect(await contactMessages(quiet.token)).toEqual([]);

    const named = await buildUser(app);
    const visitorId = await send({ userId: named.user.id });
    expect((await reply(staffToken, { id: visitorId, reply: 'Done.' })).json().errCode).toBe(0);
    expect(await contactMessages(named.token)).toEqual([]);
  });

  it('is for staff only, names a missing reply, and answers 404 for an unknown request', async () => {
    const id = await send({});
    const someone = await buildUser(app);
    expect((await reply(someone.token, { id, reply: 'x' })).statusCode).toBe(403);
    expect((await reply(staffToken, { id })).json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'reply', message: 'Please enter the reply.' }] } });
    expect((await reply(staffToken, { id: '00000000-0000-4000-8000-000000000000', reply: 'x' })).statusCode).toBe(404);
  });
});
