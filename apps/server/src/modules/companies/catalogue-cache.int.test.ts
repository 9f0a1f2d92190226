import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedCompanies } from '../../db/schema';
import { buildAppOn, createSharedTestDatabase } from '../../../test/shared-database';

const onPostgres = Boolean(process.env.DATABASE_URL);

const post = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    remoteAddress: '203.0.113.30',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const pickerCodes = async (app: FastifyInstance, queryName: string) =>
  ((await post(app, '/common/listCompanyInfo', { queryName })).json().resultData as { stockCode: string }[]).map((row) => row.stockCode);
const listCodes = async (app: FastifyInstance, keyword: string) =>
  ((await post(app, '/au/listedCompany/list', { keyword })).json().resultData.list as { stockCode: string }[]).map((row) => row.stockCode);

/**
 * The catalogue's search indexes live in each process's memory: a change written by any
 * process (an importer, another server) must show on the next search, not minutes later.
 */
describe('listed-company search caches follow the database', () => {
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    if (onPostgres) {
      const shared = await createSharedTestDatabase();
      drop = shared.drop;
      writer = await buildAppOn({ url: shared.url });
      reader = await buildAppOn({ url: shared.url });
    } else {
      writer = await buildAppOn({});
      reader = writer;
    }
  });
  afterAll(async () => {
    await writer.close();
    if (reader !== writer) await reader.close();
    await drop();
  });

  it('finds a company added, renamed and removed by another process at once', async () => {
    // warm both indexes
    expect(await pickerCodes(reader, 'Zephyrine')).toEqual([]);
    expect(await listCodes(reader, 'Zephyrine')).toEqual([]);

    await writer.db.insert(listedCompanies).values({ market: 'HK', stockCode: '99989', shortNameEn: 'Zephyrine Holdings', status: 1 });
    expect(await pickerCodes(reader, 'Zephyrine')).toEqual(['99989']);
    expect(await listCodes(reader, 'Zephyrine')).toEqual(['99989']);

    await writer.db
      .update(listedCompanies)
      .set({ shortNameEn: 'Quillon Holdings', updatedAt: sql`now() + interval '1 second'` })
      .where(eq(listedCompanies.stockCode, '99989'));
    expect(await pickerCodes(reader, 'Zephyrine')).toEqual([]);
    expect(await pickerCodes(reader, 'Quillon')).toEqual(['99989']);
    expect(await listCodes(reader, 'Quillon')).toEqual(['99989']);

    await writer.db.delete(listedCompanies).where(eq(listedCompanies.stockCode, '99989'));
    expect(await pickerCodes(reader, 'Quillon')).toEqual([]);
    expect(await listCodes(reader, 'Quillon')).toEqual([]);
  });

  it('sees a change that keeps the row count and the newest updated_at (one row replaced by another)', async () => {
    await writer.db.insert(listedCompanies).values({ market: 'HK', stockCode: '99988', shortNameEn: 'Xyloquarn Holdings', status: 1, updatedAt: new Date('2001-01-01T00:00:00Z') });
    expect(await pickerCodes(reader, 'Xyloquarn')).toEqual(['99988']);
    // Same count, same max(updated_at): the version is a change counter, not a summary of the rows.
    await writer.db.transaction(async (tx) => {
      await tx.delete(listedCompanies).where(eq(listedCompanies.stockCode, '99988'));
      await tx.insert(listedCompanies).values({ market: 'HK', stockCode: '99987', shortNameEn: 'Vexbrindle Holdings', status: 1, updatedAt: new Date('2001-01-01T00:00:00Z') });
    });
    expect(await pickerCodes(reader, 'Xyloquarn')).toEqual([]);
    expect(await pickerCodes(reader, 'Vexbrindle')).toEqual(['99987']);
    await writer.db.update(listedCompanies).set({ shortNameEn: 'Plumtwizzle Holdings' }).where(eq(listedCompanies.stockCode, '99987'));
    expect(await pickerCodes(reader, 'Plumtwizzle')).toEqual(['99987']);
    await writer.db.delete(listedCompanies).where(eq(listedCompanies.stockCode, '99987'));
  });
});
