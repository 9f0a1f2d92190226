import { describe, expect, it } from 'vitest';
import { getTradingDayDetails } from './trading-sessions';

describe('getTradingDayDetails (hk-rules §7)', () => {
  it('a full day in 2026: pre-opening with its phases, morning, afternoon, closing auction with a random close 16:08–16:10, T+2', () => {
    const details = getTradingDayDetails('2026-03-19');
    expect(details.sessions.map((session) => [session.kind, session.start, session.end, session.latestEnd])).toEqual([
      ['preOpening', '09:00', '09:30', null],
      ['morning', '09:30', '12:00', null],
      ['afternoon', '13:00', '16:00', null],
      ['closingAuction', '16:00', '16:08', '16:10'],
    ]);
    expect(details.sessions[0].phases.map((phase) => phase.kind)).toEqual(['orderInput', 'noCancellation', 'randomMatching', 'blocking']);
    expect(details).toMatchObject({ isSettlementDay: true, settlementDate: '2026-03-23', isSevereWeatherTradingInForce: true, weatherRule: null });
  });

  it('a half day: morning only, closing auction 12:00 to 12:08–12:10, not a settlement day; T+2 skips half days', () => {
    const details = getTradingDayDetails('2026-12-24');
    expect(details.sessions.map((session) => session.kind)).toEqual(['preOpening', 'morning', 'closingAuction']);
    expect(details.sessions[2]).toMatchObject({ start: '12:00', end: '12:08', latestEnd: '12:10' });
    expect(details.isSettlementDay).toBe(false);
    // 28, 29 Dec are the next full days (25 Dec holiday, weekend).
    expect(details.settlementDate).toBe('2026-12-29');
    expect(getTradingDayDetails('2026-12-23').settlementDate).toBe('2026-12-29');
  });

  it('eras: 2010 opens 10:00 after a 09:30 pre-opening and has no closing auction; 2008 had the first one without a random close', () => {
    expect(getTradingDayDetails('2010-06-01').sessions.map((session) => [session.kind, session.start, session.end])).toEqual([
      ['preOpening', '09:30', '10:00'],
      ['morning', '10:00', '12:00'],
      ['afternoon', '13:00', '16:00'],
    ]);
    const auction2008 = getTradingDayDetails('2008-06-02').sessions.at(-1);
    expect(auction2008).toMatchObject({ kind: 'closingAuction', start: '16:00', end: '16:10', latestEnd: null, confidence: 'M' });
    expect(getTradingDayDetails('1995-06-01').sessions[0].kind).toBe('morning');
  });

  it('before Severe Weather Trading a weather rule applies; a closed day has no sessions and no settlement', () => {
    expect(getTradingDayDetails('2023-07-17')).toMatchObject({ sessions: [], settlementDate: null, weatherRule: 'preSevereWeatherTrading' });
  });

  it('2027 days are marked provisional; the last days of the calendar have no settlement date yet', () => {
    expect(getTradingDayDetails('2027-03-25')).toMatchObject({ day: { isProvisional: true }, settlementDate: '2027-03-31' });
    expect(getTradingDayDetails('2027-12-30').settlementDate).toBeNull();
    expect(getTradingDayDetails('2026-03-25').day.isProvisional).toBe(false);
  });
});
