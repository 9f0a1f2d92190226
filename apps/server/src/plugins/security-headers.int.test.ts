import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../test/helper';

/** A stand-in for the built web app (index.html and one hashed asset). */
const fakeWebDist = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(folder, 'assets'));
  fs.writeFileSync(path.join(folder, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>');
  fs.writeFileSync(path.join(folder, 'assets/index-abc.js'), 'console.log(1)');
  return folder;
};

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
};

describe('security headers on every response', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebDist();
    app = await buildTestApp({ settings: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await closeTestApp(app);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['the web app page', 'GET', '/'],
    ['a client route', 'GET', '/login'],
    ['a web asset', 'GET', '/assets/index-abc.js'],
    ['an API call', 'POST', '/api/phoneIsExist'],
    ['an unknown API path (404)', 'GET', '/api/no-such-call'],
    ['the API documentation', 'GET', '/api/docs'],
    ['the OpenAPI document', 'GET', '/api/openapi.json'],
    ['the WeChat simulator page', 'GET', '/api/dev/wechat/officialAccount'],
  ])('on %s', async (_name, method, url) => {
    const response = await app.inject({ method: method as 'GET' | 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: method === 'POST' ? 'phone=91234567&phoneType=2' : undefined });
    expect(response.statusCode).toBeLessThan(500);
    expectSecurityHeaders(response.headers);
  });

  it('sends no Strict-Transport-Security over plain HTTP, and ignores X-Forwarded-Proto from an untrusted client', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('answers no CORS headers to another site by default (same origin only)', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/phoneIsExist', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'phone=91234567&phoneType=2' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({ method: 'OPTIONS', url: '/api/phoneIsExist', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('HTTPS and allowed origins', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await closeTestApp(app);
  });

  it('sends Strict-Transport-Security when a trusted proxy says HTTPS', async () => {
    const app = await buildTestApp({ settings: { TRUST_PROXY: '1' } });
    apps.push(app);
    const overHttps = await app.inject({ method: 'POST', url: '/api/phoneIsExist', headers: { 'x-forwarded-proto': 'https', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'phone=91234567&phoneType=2' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security and upgrades requests when PUBLIC_BASE_URL is https; lets WeChat be framed when WeChat is the provider', async () => {
    const app = await buildTestApp({ settings: { PUBLIC_BASE_URL: 'https://desk.example.com', WECHAT_PROVIDER: 'wechat', WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 'secret' } });
    apps.push(app);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(response.headers['content-security-policy']).toContain("frame-src 'self' https://open.weixin.qq.com");
  });

  it('answers CORS to the origins in ALLOWED_ORIGINS only', async () => {
    const app = await buildTestApp({ settings: { ALLOWED_ORIGINS: 'https://partner.example.com,https://other.example.com:8443' } });
    apps.push(app);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://partner.example.com', 'access-control-request-method': 'POST', 'access-control-request-headers': 'token,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('token');
    const call = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://other.example.com:8443' } });
    expect(call.headers['access-control-allow-origin']).toBe('https://other.example.com:8443');
    expect(String(call.headers.vary)).toContain('Origin');
    const stranger = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
