import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedCompanies } from '../../db/schema';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';

const URL = '/api/au/statistics/company';
const inOneYear = () => new Date(Date.now() + 365 * 86_400_000);

let app: FastifyInstance;
let vipToken: string;

type Company = typeof listedCompanies.$inferInsert;
const company = (stockCode: string, market: string, values: Partial<Company>): Company => ({ stockCode, market, shortNameEn: `Test ${stockCode}`, ...values });

beforeAll(async () => {
  app = await buildTestApp();
  ({ token: vipToken } = await buildUser(app, { user: { vipStatus: 1, vipExpiresAt: inOneYear() } }));
  // Listing years before 1952 keep these rows apart from the seeded catalogue (HK rows there have no dates).
  await app.db.insert(listedCompanies).values([
    company('T0001', 'HK', { board: 'main', listingDate: '1950-03-01', marketCap: '300000000', industry: 'Test Utilities' }),
    // No board stored: 08xxx codes are GEM.
    company('08991', 'HK', { listingDate: '1950-06-01', marketCap: '700000000', industry: 'Test Utilities' }),
    company('08993', 'HK', { board: 'gem', listingDate: '1950-09-01', status: 2, delistingDate: '1951-05-02', profileSource: 'demo' }),
    company('T0004', 'HK', { board: 'main', listingDate: '1951-01-10', marketCap: '150000000000', industry: 'Test Banks' }),
    // A shares: boards read from the codes; values in CNY.
    company('300T01', 'SZ', { listingDate: '1949-02-01', marketCap: '1000000000' }),
    company('002T01', 'SZ', { listingDate: '1949-03-01' }),
    company('688T01', 'SH', { listingDate: '1949-04-01', industry: 'Test Chips', profileSource: 'demo' }),
    // A demonstration board is not used: the code says SSE Main Board.
    company('600T02', 'SH', { board: 'star', listingDate: '1949-05-01', profileSource: 'demo' }),
  ]);
});
afterAll(() => closeTestApp(app));

describe('POST /api/au/statistics/company', () => {
  it('asks visitors and free users to buy VIP (-10, spec §6)', async () => {
    expect((await postForm(app, URL, { market: 'HK' })).json().errCode).toBe(-10);
    expect((await postForm(app, URL, { token: 'sightseer', market: 'HK' })).json().errCode).toBe(-10);
    const { token } = await buildUser(app);
    const reply = await postForm(app, URL, { token, market: 'HK' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().errCode).toBe(-10);
  });

  it('counts HK listings per year and board, delistings per year, bands and industries, and flags demonstration data', async () => {
    const reply = await postForm(app, URL, { token: vipToken, market: 'HK' });
    expect(reply.statusCode).toBe(200);
    const stats = reply.json().resultData;
    const early = stats.listingsByYear.filter((row: { year: number }) => row.year < 1952);
    expect(early).toEqual([
      { year: 1950, board: 'gem', count: 2 },
      { year: 1950, board: 'main', count: 1 },
      { year: 1951, board: 'main', count: 1 },
    ]);
    expect(stats.delistingsByYear).toContainEqual({ year: 1951, count: 1 });
    const band = (key: string) => stats.marketValueBands.find((row: { band: string }) => row.band === key).count;
    expect(band('below500m')).toBeGreaterThanOrEqual(1);
    expect(band('from500mTo1b')).toBeGreaterThanOrEqual(1);
    expect(band('atLeast100b')).toBeGreaterThanOrEqual(1);
    expect(stats.marketValueBands.map((row: { band: string }) => row.band)).toEqual([
      'below500m',
      'from500mTo1b',
      'from1bTo5b',
      'from5bTo10b',
      'from10bTo50b',
      'from50bTo100b',
      'atLeast100b',
    ]);
    expect(stats.industries).toContainEqual({ industry: 'Test Utilities', count: 2 });
    expect(stats.industries).toContainEqual({ industry: 'Test Banks', count: 1 });
    expect(stats.totals.delisted).toBeGreaterThanOrEqual(1);
    expect(stats.currency).toBe('HKD');
    // 08993 (demo HK profile) is behind the listings and delistings, not behind bands or industries (it is delisted).
    expect(stats.demoSections).toMatchObject({ listings: true, delistings: true });
    expect(stats.demo).toBe(true);
  });

  it('narrows every figure to one board', async () => {
    const stats = (await postForm(app, URL, { token: vipToken, market: 'HK', board: 'main' })).json().resultData;
    expect(stats.board).toBe('main');
    expect(stats.listingsByYear.filter((row: { year: number }) => row.year < 1952)).toEqual([
      { year: 1950, board: 'main', count: 1 },
      { year: 1951, board: 'main', count: 1 },
    ]);
    expect(stats.delistingsByYear).not.toContainEqual({ year: 1951, count: 1 });
    expect(stats.industries).toContainEqual({ industry: 'Test Utilities', count: 1 });
    expect(stats.demoSections.listings).toBe(false);
  });

  it('reads A-share boards from the codes and converts CNY values to HKD bands', async () => {
    const stats = (await postForm(app, URL, { token: vipToken, market: 'A' })).json().resultData;
    expect(stats.listingsByYear.filter((row: { year: number }) => row.year === 1949)).toEqual([
      { year: 1949, board: 'chinext', count: 1 },
      { year: 1949, board: 'sh-main', count: 1 },
      { year: 1949, board: 'sme', count: 1 },
      { year: 1949, board: 'star', count: 1 },
    ]);
    // A-share listing dates come from the catalogue and boards from the codes: not demonstration data.
    expect(stats.demoSections.listings).toBe(false);
    // CNY 1,000,000,000 × 1.08 = HKD 1.08 bn.
    expect(stats.marketValueBands.find((row: { band: string }) => row.band === 'from1bTo5b').count).toBeGreaterThanOrEqual(1);
    expect(stats.industries).toContainEqual({ industry: 'Test Chips', count: 1 });
    expect(stats.demoSections.industries).toBe(true);
    const star = (await postForm(app, URL, { token: vipToken, market: 'A', board: 'star' })).json().resultData;
    expect(star.listingsByYear.filter((row: { year: number }) => row.year === 1949)).toEqual([{ year: 1949, board: 'star', count: 1 }]);
  });

  it('refuses a board of the other market, naming the field', async () => {
    const reply = await postForm(app, URL, { token: vipToken, market: 'A', board: 'gem' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().resultData.details).toEqual([{ path: 'board', message: 'This board does not belong to the chosen market.' }]);
  });
});
