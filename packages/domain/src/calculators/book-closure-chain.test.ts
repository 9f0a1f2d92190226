import { describe, expect, it } from 'vitest';
import { calculateBookClosureChain } from './book-closure-chain';

const codes = (notes: readonly { code: string }[]) => notes.map((note) => note.code);

describe('calculateBookClosureChain (MB 13.66 [S]; HKEX guide [S]; CO s.632 [M])', () => {
  it('hk-rules §8 rows 9–10: AGM closure 22–28 May 2026, last lodgement Thu 21 May 16:30, notice by Fri 8 May', () => {
    const result = calculateBookClosureChain({ purpose: 'meeting', closureStartDate: '2026-05-22', closureEndDate: '2026-05-28', meetingDate: '2026-05-28' });
    expect(result.errors).toEqual([]);
    expect(result.value).toMatchObject({
      latestAnnouncementDate: '2026-05-08',
      lastLodgementDate: '2026-05-21',
      lastLodgementTime: '16:30',
      exDate: null,
      closure: { lengthDays: 7 },
      yearTotals: [{ year: 2026, days: 7, isOverCap: false }],
    });
    expect(codes(result.warnings)).not.toContain('LAST_REGISTRATION_TOO_CLOSE_TO_MEETING');
  });

  it('a closure spanning a holiday (Tuen Ng, Fri 19 Jun 2026) counts its calendar days; last cum Tue, ex Wed (T+2)', () => {
    const result = calculateBookClosureChain({ purpose: 'dividend', closureStartDate: '2026-06-18', closureEndDate: '2026-06-23', paymentDate: '2026-07-10' });
    expect(result.value).toMatchObject({
      closure: { startDate: '2026-06-18', endDate: '2026-06-23', lengthDays: 6 },
      lastLodgementDate: '2026-06-17',
      exDate: '2026-06-16',
      lastCumDate: '2026-06-15',
      latestAnnouncementDate: '2026-06-04',
      paymentDate: '2026-07-10',
    });
    expect(result.steps.find((step) => step.key === 'bookClosure.closurePeriod')?.figures).toMatchObject({ businessDays: 3 });
  });

  it('record date without closure: lodgement by 16:30 on the record date; ex-date skips a holiday (Tuen Ng 2027)', () => {
    const result = calculateBookClosureChain({ purpose: 'dividend', recordDate: '2027-06-11' });
    expect(result.value).toMatchObject({ recordDate: '2027-06-11', lastLodgementDate: '2027-06-11', exDate: '2027-06-10', lastCumDate: '2027-06-08' });
    expect(result.warnings).toContainEqual({ code: 'HOLIDAYS_PROVISIONAL', params: { year: '2027' } });
  });

  it('CO s.632: two closures reach the 30-day cap (30 days: allowed), a third goes over (warning)', () => {
    const atCap = calculateBookClosureChain({
      purpose: 'dividend',
      closureStartDate: '2026-06-01',
      closureEndDate: '2026-06-15',
      otherClosures: [{ startDate: '2026-05-01', endDate: '2026-05-15' }],
    });
    expect(atCap.value?.yearTotals).toEqual([{ year: 2026, days: 30, closures: 2, isOverCap: false, isOverExtendedCap: false }]);
    expect(codes(atCap.warnings)).not.toContain('REGISTER_CLOSURES_OVER_YEARLY_CAP');
    const over = calculateBookClosureChain({
      purpose: 'dividend',
      closureStartDate: '2026-06-01',
      closureEndDate: '2026-06-16',
      otherClosures: [{ startDate: '2026-05-01', endDate: '2026-05-15' }],
    });
    expect(over.warnings).toContainEqual(expect.objectContaining({ code: 'REGISTER_CLOSURES_OVER_YEARLY_CAP', rule: 'CO s.632', confidence: 'M', params: expect.objectContaining({ days: 31, maxDays: 30 }) }));
  });

  it('a closure across the year end counts in each year', () => {
    const result = calculateBookClosureChain({ purpose: 'meeting', closureStartDate: '2026-12-29', closureEndDate: '2027-01-05', otherClosures: [{ startDate: '2026-05-01', endDate: '2026-05-28' }] });
    expect(result.value?.yearTotals).toEqual([
      { year: 2026, days: 31, closures: 2, isOverCap: true, isOverExtendedCap: false },
      { year: 2027, days: 5, closures: 1, isOverCap: false, isOverExtendedCap: false },
    ]);
  });

  it('HKSCC practice: last registration fewer than 4 business days before the meeting is warned', () => {
    const result = calculateBookClosureChain({ purpose: 'meeting', closureStartDate: '2026-05-27', closureEndDate: '2026-05-28', meetingDate: '2026-05-28' });
    expect(codes(result.warnings)).toContain('LAST_REGISTRATION_TOO_CLOSE_TO_MEETING');
  });

  it.each([
    ['overlapping closures', { purpose: 'dividend', closureStartDate: '2026-06-01', closureEndDate: '2026-06-05', otherClosures: [{ startDate: '2026-06-04', endDate: '2026-06-08' }] }, 'CLOSURES_OVERLAP'],
    ['an inverted closure', { purpose: 'dividend', closureStartDate: '2026-06-05', closureEndDate: '2026-06-01' }, 'DATE_RANGE_INVERTED'],
    ['a payment before the closure ends', { purpose: 'dividend', closureStartDate: '2026-06-01', closureEndDate: '2026-06-05', paymentDate: '2026-06-03' }, 'DATE_RANGE_INVERTED'],
    ['neither closure nor record date', { purpose: 'dividend' }, 'DATE_REQUIRED'],
    ['a record date before 1990', { purpose: 'dividend', recordDate: '1989-06-01' }, 'DATE_OUT_OF_RANGE'],
    ['a record date past the loaded calendar', { purpose: 'dividend', recordDate: '2028-06-01' }, 'DATE_OUT_OF_RANGE'],
    ['an unknown purpose', { purpose: 'rights', recordDate: '2026-06-01' }, 'OPTION_INVALID'],
  ])('rejects %s', (_case, input, code) => {
    const result = calculateBookClosureChain(input as Parameters<typeof calculateBookClosureChain>[0]);
    expect(result.ok).toBe(false);
    expect(codes(result.errors)).toContain(code);
  });
});
