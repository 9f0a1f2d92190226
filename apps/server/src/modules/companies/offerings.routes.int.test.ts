import { ListingStateGroups, ListingStates } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerings } from '../../db/disclosure.schema';
import { buildUser } from '../../../test/factories';
import { buildTestApp, closeTestApp, postFrom } from '../../../test/helper';
import { DEMO_OFFERING_COUNTS } from '../../../seeds/demo/companies/demo-offerings';
import { seedCompanyDemoData } from '../../../seeds/demo/companies/demo.seed';

let app: FastifyInstance;
let token: string;
let userId: string;

const post = (url: string, fields: Record<string, string | number> = {}) => postFrom(app, url, fields, '203.0.113.40');

/** The field → message map of a validation reply. */
const messagesOf = (body: { resultData: { details: { path: string; message: string }[] } }) => Object.fromEntries(body.resultData.details.map((detail) => [detail.path, detail.message]));

/** A complete listed new issue as the create form sends it. */
const listedIssue = {
  nameEn: 'Harbour Lantern Technology Holdings Limited',
  nameZh: '港灣燈籠科技控股有限公司',
  stockCode: '2977',
  board: 'main',
  offeringType: 'ipo',
  listingState: ListingStates.listed,
  applicationDate: '2026-03-02',
  hearingDate: '2026-06-18',
  prospectusDate: '2026-06-26',
  listingDate: '2026-07-08',
  offerPriceLow: '8.80',
  offerPriceHigh: '10.20',
  offerPrice: '9.50',
  sharesOffered: 100_000_000,
  proceeds: '950000000',
  greenshoeShares: 15_000_000,
  publicSubscriptionMultiple: '123.45',
  placingSubscriptionMultiple: '3.2',
  sponsors: 'Harbour Capital Limited\nDeutsche Sample Bank AG, Hong Kong Branch',
  advisers: JSON.stringify([
    { role: 'legal-adviser', name: 'Chan & Cheung Solicitors' },
    { role: 'reporting-accountant', name: 'Harbourside CPA Limited' },
  ]),
};

beforeAll(async () => {
  app = await buildTestApp();
  await seedCompanyDemoData(app.db, { today: '2026-11-22' });
  const user = await buildUser(app);
  token = user.token;
  userId = user.user.id;
});
afterAll(() => closeTestApp(app));

describe('POST /api/au/offering/list', () => {
  it.each(['listed', 'offered', 'applying'] as const)('lists the %s state group only', async (stateGroup) => {
    const { body } = await post('/au/offering/list', { stateGroup, limit: 50 });
    const expected = (ListingStateGroups[stateGroup] as readonly number[]).reduce((sum, state) => sum + DEMO_OFFERING_COUNTS[state as keyof typeof DEMO_OFFERING_COUNTS], 0);
    expect(body.resultData.total).toBe(expected);
    for (const row of body.resultData.list) expect(ListingStateGroups[stateGroup]).toContain(row.listingState);
  });

  it('covers every listing state but delisting in the demo data, about 300 in all', async () => {
    const { body } = await post('/au/offering/list', { limit: 10 });
    expect(body.resultData.total).toBe(302);
    for (const state of [1, 2, 3, 4, 5, 6, 7, 8]) expect((await post('/au/offering/list', { listingState: state })).body.resultData.total).toBeGreaterThan(0);
  });

  it('narrows to one state within a group, and to nothing when the state is outside it', async () => {
    const lapsed = await post('/au/offering/list', { stateGroup: 'applying', listingState: ListingStates.lapsed });
    expect(lapsed.body.resultData.total).toBe(DEMO_OFFERING_COUNTS[ListingStates.lapsed]);
    expect((await post('/au/offering/list', { stateGroup: 'listed', listingState: ListingStates.lapsed })).body.resultData).toEqual({ list: [], total: 0 });
  });

  it('filters listed issues by listing year, newest first, with their terms', async () => {
    const { body } = await post('/au/offering/list', { stateGroup: 'listed', year: 2022, limit: 50 });
    expect(body.resultData.total).toBeGreaterThan(0);
    const dates = body.resultData.list.map((row: { listingDate: string }) => row.listingDate);
    for (const date of dates) expect(date.startsWith('2022')).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
    const priced = body.resultData.list.find((row: { offerPrice: string | null }) => row.offerPrice);
    expect(Number(priced.offerPrice)).toBeGreaterThanOrEqual(Number(priced.offerPriceLow));
    expect(Number(priced.offerPrice)).toBeLessThanOrEqual(Number(priced.offerPriceHigh));
    expect(priced.sponsors.length).toBeGreaterThan(0);
  });

  it('keeps to issues with a published prospectus when asked', async () => {
    const { body } = await post('/au/offering/list', { withProspectus: 'true', limit: 50 });
    expect(body.resultData.total).toBeGreaterThan(DEMO_OFFERING_COUNTS[ListingStates.listed]);
    for (const row of body.resultData.list) expect(row.prospectusDate).not.toBeNull();
  });

  it('finds an issue by name in either script and by code', async () => {
    const [offered] = await app.db.select().from(offerings).where(eq(offerings.listingState, ListingStates.offered)).limit(1);
    const byName = await post('/au/offering/list', { keyword: offered!.nameZh!.slice(0, 4) });
    expect(byName.body.resultData.list.map((row: { id: string }) => row.id)).toContain(offered!.id);
    const byCode = await post('/au/offering/list', { keyword: String(Number(offered!.stockCode)) });
    expect(byCode.body.resultData.list[0].id).toBe(offered!.id);
  });

  it('names the field of a bad state group, year or board', async () => {
    const { status, body } = await post('/au/offering/list', { stateGroup: 'pending', year: 1899, board: 'nasdaq' });
    expect(status).toBe(400);
    expect(messagesOf(body)).toEqual({
      stateGroup: 'State group must be listed, offered, applying or all.',
      year: 'Year must be a four-digit year from 1980 to 2100.',
      board: 'Board must be one of main, gem, sh-main, sz-main, sme, chinext, star or bse.',
    });
  });
});

describe('POST /api/au/offering/detail', () => {
  it('shows the terms and parties of an issue and counts the look-up', async () => {
    const [listed] = await app.db.select().from(offerings).where(eq(offerings.listingState, ListingStates.listed)).limit(1);
    const { body } = await post('/au/offering/detail', { id: listed!.id, token });
    expect(body.resultData).toMatchObject({ id: listed!.id, listingState: 4, source: 'demo', isOwnRecord: false, quota: { used: 1, limit: 10 } });
    expect(body.resultData.advisers.map((adviser: { role: string }) => adviser.role)).toEqual(expect.arrayContaining(['legal-adviser', 'reporting-accountant']));
  });

  it('answers 404 for an unknown issue', async () => {
    const { body } = await post('/au/offering/detail', { id: '00000000-0000-4000-8000-000000000000' });
    expect(body).toMatchObject({ errCode: 404, resultMsg: 'The new issue was not found. The record may have been removed.' });
  });
});

describe('POST /api/au/offering/add', () => {
  it('asks visitors to sign in', async () => {
    const { body } = await post('/au/offering/add', listedIssue);
    expect(body.errCode).toBe(9999);
  });

  it("stores a user's new issue with source 'user' and its creator", async () => {
    const { body } = await post('/au/offering/add', { ...listedIssue, token });
    expect(body.errCode).toBe(0);
    const [row] = await app.db.select().from(offerings).where(eq(offerings.id, body.resultData.id));
    expect(row).toMatchObject({ source: 'user', createdByUserId: userId, stockCode: '02977', offerPrice: '9.5000', greenshoeShares: 15_000_000 });
    expect(row!.sponsors).toEqual(['Harbour Capital Limited', 'Deutsche Sample Bank AG, Hong Kong Branch']);
    const detail = await post('/au/offering/detail', { id: body.resultData.id, token });
    expect(detail.body.resultData).toMatchObject({ isOwnRecord: true, source: 'user', advisers: [{ role: 'legal-adviser', name: 'Chan & Cheung Solicitors' }, { role: 'reporting-accountant', name: 'Harbourside CPA Limited' }] });
  });

  it('accepts an A1 application with only a name, board, type and application date', async () => {
    const { body } = await post('/au/offering/add', { token, nameZh: '翠玉物流控股有限公司', board: 'gem', offeringType: 'ipo', listingState: ListingStates.applying, applicationDate: '2026-11-02' });
    expect(body.errCode).toBe(0);
  });

  it('explains every missing or malformed field', async () => {
    const { status, body } = await post('/au/offering/add', { token, listingState: 12, board: 'star', offeringType: 'swap', applicationDate: '2026-02-30', offerPrice: '9,50', sharesOffered: 'many' });
    expect(status).toBe(400);
    expect(messagesOf(body)).toEqual({
      listingState: 'Please choose a listing state from the list.',
      board: 'Please choose the board: main (Main Board) or gem (GEM).',
      offeringType: 'Please choose the offering type: ipo, introduction, placing, offer-for-sale, spin-off or transfer.',
      applicationDate: 'Application date must be a date written YYYY-MM-DD.',
      offerPrice: 'Offer price must be a non-negative number such as 12.5.',
      sharesOffered: 'Shares offered must be a whole number.',
    });
  });

  it('checks the rules across fields: name, state dates, date order, price range, green-shoe', async () => {
    const { body } = await post('/au/offering/add', {
      token,
      board: 'main',
      offeringType: 'ipo',
      listingState: ListingStates.listed,
      applicationDate: '2026-05-01',
      hearingDate: '2026-04-01',
      offerPriceLow: '5',
      offerPriceHigh: '4',
      offerPrice: '6',
      sharesOffered: 1000,
      greenshoeShares: 151,
    });
    expect(messagesOf(body)).toEqual({
      nameEn: "Please enter the applicant's English or Chinese name.",
      stockCode: 'A stock code is required once the shares are offered or listed.',
      listingDate: 'Listing date is required for the chosen listing state.',
      hearingDate: 'Hearing date must not be before the date of the earlier stage (application, hearing, prospectus, listing).',
      offerPriceHigh: 'The high end of the price range must not be below the low end.',
      offerPrice: 'The offer price must be within the price range.',
      greenshoeShares: 'Green-shoe shares may be at most 15% of the shares offered.',
    });
  });

  it('rejects malformed sponsor and adviser lists', async () => {
    const tooMany = Array.from({ length: 11 }, (_, index) => `Sponsor ${index}`).join('\n');
    const { body } = await post('/au/offering/add', { ...listedIssue, token, sponsors: tooMany, advisers: '[{"role":"astrologer","name":"X"}]' });
    expect(messagesOf(body)).toEqual({
      sponsors: 'Sponsors: at most 10 names, one per line (or a JSON list).',
      'advisers.0.role': 'Adviser role must be legal-adviser, auditor, reporting-accountant, underwriter, compliance-adviser, valuer or registrar.',
    });
    const notJson = await post('/au/offering/add', { ...listedIssue, token, advisers: 'auditor: X' });
    expect(messagesOf(notJson.body)).toEqual({ advisers: 'Advisers must be a list of at most 20 entries, each with a role and a name.' });
  });

  it('answers in the request language', async () => {
    const { body } = await post('/au/offering/add', { token, language: 1, board: 'main', offeringType: 'ipo', listingState: ListingStates.applying, applicationDate: '2026-11-02' });
    expect(messagesOf(body)).toEqual({ nameEn: '請輸入申請人的英文或中文名稱。' });
  });
});
