import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, postForm } from '../../../test/helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => closeTestApp(app));

const calculate = async (calculator: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url: `/api/au/calculator/${calculator}`, payload });
  return { status: response.statusCode, result: response.json().resultData };
};

describe('POST /api/au/calculator/* (filing deadlines, 2027 calendar, trading day, own prices)', () => {
  it('nextDayDisclosure converts a London event to HK time (MB 13.25A(1)) and marks the provisional 2027 list', async () => {
    const { status, result } = await calculate('nextDayDisclosure', { eventDate: '2027-03-25', eventTime: '18:30', timeZone: 'Europe/London' });
    expect(status).toBe(200);
    expect(result.value).toMatchObject({ eventDateHongKong: '2027-03-26', eventTimeHongKong: '02:30', deadline: { date: '2027-03-30', time: '08:30' } });
    expect(result.steps[0]).toMatchObject({ key: 'nddr.eventInHongKong', rule: 'MB 13.25A(1)', confidence: 'V' });
    expect(result.warnings).toContainEqual({ code: 'HOLIDAYS_PROVISIONAL', params: { year: '2027' } });
  });

  it('nextDayDisclosure without a time zone warns; a bad zone is an error in the envelope', async () => {
    expect((await calculate('nextDayDisclosure', { eventDate: '2026-03-19', eventTime: '10:00' })).result.warnings).toContainEqual(
      expect.objectContaining({ code: 'TIME_ZONE_ASSUMED_HONG_KONG' }),
    );
    expect((await calculate('nextDayDisclosure', { eventDate: '2026-03-19', eventTime: '10:00', timeZone: 'Nowhere/City' })).result).toMatchObject({
      ok: false,
      errors: [{ code: 'TIME_ZONE_INVALID', field: 'timeZone' }],
    });
  });

  it('monthlyReturn and pollResults from a form body', async () => {
    const monthly = (await postForm(app, '/api/au/calculator/monthlyReturn', { year: '2027', month: '1' })).json().resultData;
    expect(monthly.value).toMatchObject({ monthEndDate: '2027-01-31', deadline: { date: '2027-02-05', time: '08:30' } });
    expect(monthly.steps.find((step: { key: string }) => step.key === 'monthlyReturn.deadline')).toMatchObject({ rule: 'MB 13.25B', confidence: 'M' });
    const poll = (await postForm(app, '/api/au/calculator/pollResults', { meetingDate: '2026-05-28' })).json().resultData;
    expect(poll.value.deadline).toMatchObject({ date: '2026-05-29', time: '08:30' });
  });

  it('bookClosureChain sums the yearly cap across closures (CO s.632)', async () => {
    const { result } = await calculate('bookClosureChain', {
      purpose: 'dividend',
      closureStartDate: '2026-06-01',
      closureEndDate: '2026-06-16',
      otherClosures: [{ startDate: '2026-05-01', endDate: '2026-05-15' }],
    });
    expect(result.value.yearTotals).toEqual([{ year: 2026, days: 31, closures: 2, isOverCap: true, isOverExtendedCap: false }]);
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'REGISTER_CLOSURES_OVER_YEARLY_CAP', rule: 'CO s.632' }));
  });

  it('tradingDay gives the whole HKEX day: sessions with the random close, T+2 settlement, provisional 2027', async () => {
    const { result } = await calculate('tradingDay', { date: '2027-12-24' });
    expect(result.value.day).toMatchObject({ isTradingDay: true, isHalfDay: true, isProvisional: true });
    expect(result.value.details).toMatchObject({ isSettlementDay: false, settlementDate: '2027-12-29' });
    expect(result.value.details.sessions.at(-1)).toMatchObject({ kind: 'closingAuction', start: '12:00', end: '12:08', latestEnd: '12:10' });
    expect(result.warnings).toEqual([{ code: 'HOLIDAYS_PROVISIONAL', params: { year: '2027' } }]);
    const mainland = await calculate('tradingDay', { market: 'XSHG', date: '2025-10-09' });
    expect(mainland.result.value.details).toBeNull();
  });

  it("averagePrice takes the user's own closing prices for a stock with no stored history", async () => {
    const closingPrices = ['2027-03-18', '2027-03-19', '2027-03-22', '2027-03-23', '2027-03-24'].map((date, index) => ({ date, close: String(10 + index / 5) }));
    const { status, result } = await calculate('averagePrice', { stockCode: '09999', referenceDate: '2027-03-25', periods: [5], closingPrices });
    expect(status).toBe(200);
    expect(result.value.periods[0]).toMatchObject({ averageClose: '10.4000', volumeWeightedAverage: null });
    expect(result.priceData).toMatchObject({ rows: 5, isUserGiven: true, isDemonstration: false, firstDate: '2027-03-18' });
  });

  it('priceRange and buyBackCap on given closes: a gap is warned, never filled; the range is market information', async () => {
    const closingPrices = [
      { date: '2027-03-17', close: '9.90' },
      { date: '2027-03-18', close: '10.00' },
      { date: '2027-03-22', close: '10.40' },
      { date: '2027-03-23', close: '10.60' },
      { date: '2027-03-24', close: '10.80' },
    ];
    const range = await calculate('priceRange', { stockCode: '09999', startDate: '2027-03-17', endDate: '2027-03-24', closingPrices });
    expect(range.result.warnings).toContainEqual(expect.objectContaining({ code: 'PRICE_MISSING_FOR_TRADING_DAY', params: { dates: ['2027-03-19'] } }));
    expect(range.result.steps.find((step: { key: string }) => step.key === 'priceRange.extremes')).toMatchObject({ rule: null, basis: 'marketInformation' });
    const cap = await calculate('buyBackCap', { stockCode: '09999', purchaseDate: '2027-03-25', proposedPrice: '10.80', closingPrices });
    expect(cap.result.value).toMatchObject({ averagingDates: ['2027-03-17', '2027-03-18', '2027-03-22', '2027-03-23', '2027-03-24'], averageClosingPrice: '10.34', isProposedPricePermitted: true });
    expect(cap.result.priceData).toMatchObject({ isUserGiven: true });
  });
});
