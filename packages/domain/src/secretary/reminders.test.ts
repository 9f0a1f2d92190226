import { describe, expect, it } from 'vitest';
import { hongKongInstant, hongKongLocal, nextAllowedSendTime, planReminderDays } from './reminders';

describe('planReminderDays (spec §9: 1, 2, 3 or 5 days before, or daily; brief §5.4: keyed to the internal deadline, a last one on the statutory date)', () => {
  it('5, 3 and 1 days before the internal deadline, then the statutory date', () => {
    const days = planReminderDays({ internalDate: '2026-03-26', statutoryDate: '2026-03-31', plan: { offsets: [5, 3, 1], daily: false }, today: '2026-01-01' });
    expect(days.map((day) => [day.date, day.reason])).toEqual([
      ['2026-03-21', 'before'],
      ['2026-03-23', 'before'],
      ['2026-03-25', 'before'],
      ['2026-03-31', 'statutory'],
    ]);
  });

  it('daily across a month end, from 5 days before the internal deadline to the statutory date', () => {
    const days = planReminderDays({ internalDate: '2026-03-02', statutoryDate: '2026-03-03', plan: { offsets: [], daily: true }, today: '2026-02-01' });
    expect(days.map((day) => day.date)).toEqual(['2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('no backfill: a matter started late gets only what is ahead', () => {
    const days = planReminderDays({ internalDate: '2026-03-26', statutoryDate: '2026-03-31', plan: { offsets: [5, 3, 1], daily: false }, today: '2026-03-24' });
    expect(days.map((day) => day.date)).toEqual(['2026-03-25', '2026-03-31']);
  });

  it('a statutory deadline on a Sunday still gets its last reminder that day', () => {
    const days = planReminderDays({ internalDate: '2026-05-26', statutoryDate: '2026-05-31', plan: { offsets: [1], daily: false }, today: '2026-05-01' });
    expect(days.map((day) => day.date)).toEqual(['2026-05-25', '2026-05-31']);
  });
});

describe('Hong Kong time and quiet hours (brief §5.4: SMS and WeChat not 22:00–08:00 HKT; deferred, never dropped)', () => {
  it('09:00 HKT is 01:00 UTC', () => {
    expect(hongKongInstant('2026-03-25', '09:00').toISOString()).toBe('2026-03-25T01:00:00.000Z');
    expect(hongKongLocal(new Date('2026-03-24T16:30:00Z'))).toEqual({ date: '2026-03-25', time: '00:30' });
  });

  it.each([
    ['SMS at 23:00 waits until 08:00 the next day', 'sms', '2026-03-24T15:00:00Z', '2026-03-25T00:00:00.000Z'],
    ['WeChat at 06:30 waits until 08:00 the same day', 'wechat', '2026-03-24T22:30:00Z', '2026-03-25T00:00:00.000Z'],
    ['SMS at 09:00 goes at once', 'sms', '2026-03-25T01:00:00Z', '2026-03-25T01:00:00.000Z'],
    ['e-mail at 23:00 goes at once', 'email', '2026-03-24T15:00:00Z', '2026-03-24T15:00:00.000Z'],
  ] as const)('%s', (_case, channel, at, expected) => {
    expect(nextAllowedSendTime(new Date(at), channel).toISOString()).toBe(expected);
  });
});
