import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from '../../test/helper';
import { loggedRequestUrls } from '../../test/request-lines';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const INDEX = `<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>${' '.repeat(2000)}`;

/** A built web app as scripts/build-web-if-changed.mjs leaves it: files with .br and .gz copies. */
const builtWebDist = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(folder, 'assets'));
  for (const [name, content] of [['index.html', INDEX], ['assets/index-abc.js', SCRIPT]] as const) {
    fs.writeFileSync(path.join(folder, name), content);
    fs.writeFileSync(path.join(folder, `${name}.br`), brotliCompressSync(content));
    fs.writeFileSync(path.join(folder, `${name}.gz`), gzipSync(content));
  }
  fs.writeFileSync(path.join(folder, 'assets/small-def.js'), 'export {};');
  fs.writeFileSync(path.join(folder, '.build-inputs'), 'sha256 of the sources');
  return folder;
};

describe('the built web app', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = builtWebDist();
    app = await buildTestApp({ settings: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await closeTestApp(app);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const reply = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli and the plain file to one that accepts neither', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file without compressed copies as it is', async () => {
    const reply = await app.inject({ method: 'GET', url: '/assets/small-def.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe('export {};');
  });

  it('answers a revalidation with 304 when the copy is unchanged, per encoding, and HEAD without a body', async () => {
    const first = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+-br"$/);
    const again = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The gzip copy is another representation: the brotli validator does not match it.
    const gzip = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
    // A browser that refuses brotli (q=0) gets gzip.
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br;q=0, gzip' } })).headers['content-encoding']).toBe('gzip');
    const head = await app.inject({ method: 'HEAD', url: '/assets/small-def.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toMatch(/javascript/);
  });

  it('serves a file added after start only after a restart (the build is read once), and 404s an unknown API path', async () => {
    fs.writeFileSync(path.join(dist, 'assets/late-xyz.js'), 'late');
    const late = await app.inject({ method: 'GET', url: '/assets/late-xyz.js', headers: { accept: 'text/html' } });
    expect(late.body).not.toBe('late');
    expect((await app.inject({ method: 'GET', url: '/.build-inputs' })).body).not.toContain('sha256');
    const api = await app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errCode: expect.any(Number) });
  });

  it('serves index.html for client routes, compressed and never cached', async () => {
    const reply = await app.inject({ method: 'GET', url: '/disData/notice/list', headers: { 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    const body = reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.rawPayload).toString() : reply.body;
    expect(body).toBe(INDEX);
  });
});

describe('the built web app in the request log', () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = builtWebDist();
    app = await buildTestApp({ settings: { WEB_DIST_DIR: dist, LOG_LEVEL: 'info' } });
  });
  afterAll(async () => {
    await closeTestApp(app);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('logs the page (index.html, a client route) at LOG_LEVEL=info, not the files it loads', async () => {
    const urls = await loggedRequestUrls(async () => {
      expect((await app.inject({ method: 'GET', url: '/disData/notice/list' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/assets/small-def.js' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(200);
    });
    expect(urls).toEqual(['/disData/notice/list', '/index.html']);
  });
});
