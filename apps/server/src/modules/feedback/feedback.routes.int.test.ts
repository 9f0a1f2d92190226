import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks } from '../../db/schema';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';

describe('POST /api/common/addFeedBack', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('stores a footer feedback with trimmed fields and answers in the request language', async () => {
    const response = await postForm(app, '/api/common/addFeedBack', {
      name: '  陈大文 ',
      phone: ' 85291234567 ',
      content: ' 希望增加A股公告 ',
      type: '2',
      language: '1',
      requestTime: '1795330508661',
      token: 'sightseer',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errCode).toBe(0);
    expect(body.resultMsg).toBe('感謝您的意見，我們已收到，將於1-2個工作天內回覆。');
    const [stored] = await app.db.select().from(feedbacks);
    expect(stored).toMatchObject({ id: body.resultData.id, name: '陈大文', phone: '85291234567', content: '希望增加A股公告', type: 2, locale: 'zh-HK' });
  });

  it.each([
    ['name', { phone: '85291234567', content: 'x' }, 'Please enter your name.'],
    ['phone', { name: 'Tom', content: 'x' }, 'Phone empty. Please enter your phone number.'],
    ['content', { name: 'Tom', phone: '85291234567' }, 'Please enter your feedback.'],
  ])('rejects a missing %s with its own message', async (field, fields, message) => {
    const response = await postForm(app, '/api/common/addFeedBack', fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errCode: 400, resultMsg: message, resultData: { details: [{ path: field, message }] } });
  });

  it('treats a field of spaces as missing', async () => {
    const response = await postForm(app, '/api/common/addFeedBack', { name: '   ', phone: '85291234567', content: 'x' });
    expect(response.json().resultData.details).toEqual([{ path: 'name', message: 'Please enter your name.' }]);
  });

  it.each([
    ['name', 'a'.repeat(21), 'Name may be at most 20 characters.'],
    ['name', '名'.repeat(11), 'Name may be at most 20 characters.'],
    ['content', '字'.repeat(201), 'Content may be at most 200 characters.'],
    ['phone', '0123456', 'Phone format incorrect. Please input the correct phone number.'],
    ['phone', '+8529123abcd', 'Phone format incorrect. Please input the correct phone number.'],
  ])('rejects a bad %s (%s) naming the field', async (field, value, message) => {
    const fields = { name: 'Tom', phone: '85291234567', content: 'x', [field]: value };
    const response = await postForm(app, '/api/common/addFeedBack', fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details).toEqual([{ path: field, message }]);
  });

  it('accepts a name of exactly 20 columns and 200 of content (a Chinese character counts 2, spec §5)', async () => {
    const response = await postForm(app, '/api/common/addFeedBack', { name: `${'名'.repeat(9)}ab`, phone: '+8613800138000', content: 'c'.repeat(200) });
    expect(response.json().errCode).toBe(0);
  });

  it('reports a wrong type in simplified Chinese when language=3', async () => {
    const response = await postForm(app, '/api/common/addFeedBack', { name: 'Tom', phone: '85291234567', content: 'x', type: 'abc', language: '3' });
    expect(response.json().resultData.details).toEqual([{ path: 'type', message: '类型应为数字。' }]);
  });

  it('accepts the same call as JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/common/addFeedBack', payload: { name: 'Ann', phone: '85261234567', content: 'json works' } });
    expect(response.json().errCode).toBe(0);
  });

  it('loses nothing on a rejected call', async () => {
    const before = (await app.db.select().from(feedbacks)).length;
    await postForm(app, '/api/common/addFeedBack', { name: 'Tom', phone: 'bad', content: 'x' });
    expect((await app.db.select().from(feedbacks)).length).toBe(before);
  });
});
