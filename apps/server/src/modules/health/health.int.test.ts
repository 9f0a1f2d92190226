import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';
import { loggedRequestUrls } from '../../../test/request-lines';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('reports the database kind, its version and the applied migration', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const { errCode, resultData } = response.json();
    expect(errCode).toBe(0);
    expect(resultData.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(resultData.databaseVersion).toMatch(/^\d+\.\d+/);
    // the newest migration file is the one reported
    const journal = await import('../../../migrations/meta/_journal.json', { with: { type: 'json' } });
    const entries = journal.default.entries;
    expect(resultData.migration).toBe(entries[entries.length - 1].tag);
    expect(resultData.migrationCount).toBe(entries.length);
  });
});

describe('the health probe in the request log', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ settings: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => closeTestApp(app));

  it('writes no line for an answered probe at LOG_LEVEL=info, and one for every other call', async () => {
    const urls = await loggedRequestUrls(async () => {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json().errCode).toBe(0);
      expect((await postForm(app, '/api/au/sysParam/list', { type: 'quota' })).json().errCode).toBe(0);
    });
    expect(urls).toEqual(['/api/au/sysParam/list']);
  });
});

describe('POST /api/au/sysParam/list', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  it('returns the seeded free-tier limits', async () => {
    const response = await postForm(app, '/api/au/sysParam/list', { type: 'quota' });
    expect(response.json().resultData).toEqual({
      total: 2,
      list: [
        { key: 'freeCompanyLimit', value: '10', description: 'Free daily company look-ups (spec §6)' },
        { key: 'freeSearchLimit', value: '10', description: 'Free daily full-text searches (spec §6)' },
      ],
    });
  });

  it('rejects an unknown group', async () => {
    const response = await postForm(app, '/api/au/sysParam/list', { type: 'secrets' });
    expect(response.json()).toMatchObject({ errCode: 400, resultData: { details: [{ path: 'type', message: 'Type is not valid.' }] } });
  });
});
