import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../test/helper';

describe('API envelope and bad input', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await postForm(app, '/api/no/such/call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errCode: 404, resultMsg: 'There is no such API call: POST /api/no/such/call', resultData: null });
  });

  it('answers a wrong method with 405 and the allowed one', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/common/addFeedBack?language=3' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ errCode: 405, resultMsg: '/api/common/addFeedBack 不支持 GET，请使用 POST。' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/common/addFeedBack', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errCode: 400, resultData: null });
    expect(response.body).not.toMatch(/stack|SyntaxError|at /);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/common/addFeedBack', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(response.statusCode).toBe(415);
    expect(response.json().errCode).toBe(415);
  });

  it('answers a multipart body 415 on a call that takes forms, and still reads one on an upload call', async () => {
    const multipartBody = (fields: Record<string, string>) => ({
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: `${Object.entries(fields)
        .map(([name, value]) => `--x\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('')}--x--\r\n`,
    });
    const refused = await app.inject({ method: 'POST', url: '/api/common/addFeedBack', ...multipartBody({ name: 'Tom', phone: '85291234567', content: 'Hello' }) });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ errCode: 415, resultData: null });
    // An upload call (modules register multipart themselves, lib/uploads.ts) parses the body: a visitor is refused by
    // the session check, not by the content type.
    const upload = await app.inject({ method: 'POST', url: '/api/au/file/upload', ...multipartBody({ parentId: '0' }) });
    expect(upload.statusCode).not.toBe(415);
  });

  it('answers an over-large body with 413', async () => {
    const response = await postForm(app, '/api/common/addFeedBack', { name: 'Tom', phone: '85291234567', content: 'x'.repeat(12 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().errCode).toBe(413);
  });

  it('validates a POST that has no body at all', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/common/addFeedBack' });
    expect(response.statusCode).toBe(400);
    expect(response.json().resultData.details.map((detail: { path: string }) => detail.path)).toEqual(['name', 'phone', 'content']);
  });

  it.each([
    ['1', 'zh-HK', '沒有此介面：POST /api/no/such/call'],
    ['2', 'en', 'There is no such API call: POST /api/no/such/call'],
    ['3', 'zh-CN', '不存在该接口：POST /api/no/such/call'],
    ['zh-CN', 'zh-CN', '不存在该接口：POST /api/no/such/call'],
    ['zh_TW', 'zh-HK', '沒有此介面：POST /api/no/such/call'],
    ['yue-HK', 'zh-HK', '沒有此介面：POST /api/no/such/call'],
    ['zh-Hans', 'zh-CN', '不存在该接口：POST /api/no/such/call'],
  ])('language=%s answers in %s', async (language, _locale, message) => {
    const response = await postForm(app, '/api/no/such/call', { language });
    expect(response.json().resultMsg).toBe(message);
  });

  it('falls back to Accept-Language when no language is sent', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/no/such', headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    expect(response.json().resultMsg).toContain('沒有此介面');
  });

  it('takes the Accept-Language range with the highest q-value, not the first written', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/no/such', headers: { 'accept-language': 'en;q=0.3, zh_CN;q=0.9' } });
    expect(response.json().resultMsg).toContain('不存在该接口');
  });

  it('lets X-Language (any usual tag) win over Accept-Language', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/no/such', headers: { 'x-language': 'ZH_HK', 'accept-language': 'en' } });
    expect(response.json().resultMsg).toContain('沒有此介面');
  });

  it('sends a request id with every reply: answered, refused, signed out, unknown, a page', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const api = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'POST', url: '/api/au/sysParam/list', payload: 'type=secrets', headers: form }),
      app.inject({ method: 'POST', url: '/api/au/saasuser/getUserInfo', payload: '', headers: form }),
      app.inject({ method: 'POST', url: '/api/no/such' }),
    ]);
    expect(api.map((response) => response.json().errCode)).toEqual([0, 400, 9999, 404]);
    const page = await app.inject({ method: 'GET', url: '/disData/notice/list' });
    expect(page.statusCode).toBe(200);
    const ids = [...api, page].map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(5);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const feedback = document.paths['/api/common/addFeedBack'].post;
    expect(Object.keys(feedback.requestBody.content)).toContain('application/x-www-form-urlencoded');
    expect(feedback.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual(['name', 'phone', 'content']);
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
  });
});
