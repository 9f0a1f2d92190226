import { offsetOfLocalTime } from '../calculators/disclosure-returns';
import { addCalendarDays, toDayNumber, type IsoDate } from '../calendar/dates';
import type { ReminderPlan } from './template-types';

/**
 * When reminders go out (brief §5.4): a deadline is a local date in Hong Kong; reminders
 * fire at 09:00 Asia/Hong_Kong on the internal deadline − N days (N = 1, 2, 3 or 5), or
 * every day from 5 days before it ("daily"), with a last one on the statutory date.
 * Offsets are calendar days. SMS and WeChat never go out in the quiet hours (22:00–08:00
 * HKT by default): they wait for the next allowed time, never dropped. Pure: the caller
 * passes "today" from the app clock.
 */

export const HONG_KONG_TIME_ZONE = 'Asia/Hong_Kong';

/** Reminder channels: the message centre always, plus those the matter selects. */
export type ReminderChannel = 'sms' | 'email' | 'wechat' | 'centre';
export const REMINDER_CHANNELS: readonly ReminderChannel[] = ['sms', 'email', 'wechat', 'centre'];

/** "Daily" starts this many days before the internal deadline. */
export const DAILY_REMINDER_START_DAYS = 5;

/** The local time reminders fire at. */
export const REMINDER_SEND_TIME = '09:00';

/** One day a reminder is due. */
export type ReminderDay = {
  readonly date: IsoDate;
  /** 'before': N days before the internal deadline; 'daily'; 'statutory': the last one, on the statutory date. */
  readonly reason: 'before' | 'daily' | 'statutory';
  /** Days left until the internal deadline (negative once it has passed). */
  readonly daysToInternal: number;
};

/**
 * The days reminders are due for a task, from `today` on (no backfill: a matter started
 * or re-opened late gets only what is still ahead). Each date appears once.
 */
export const planReminderDays = (input: { internalDate: IsoDate; statutoryDate: IsoDate; plan: ReminderPlan; today: IsoDate }): ReminderDay[] => {
  const { internalDate, statutoryDate, plan, today } = input;
  const days = new Map<IsoDate, ReminderDay['reason']>();
  for (const offset of plan.offsets) days.set(addCalendarDays(internalDate, -offset), 'before');
  if (plan.daily) {
    for (let date = addCalendarDays(internalDate, -DAILY_REMINDER_START_DAYS); date < statutoryDate; date = addCalendarDays(date, 1))
      if (!days.has(date)) days.set(date, 'daily');
  }
  days.set(statutoryDate, 'statutory');
  return [...days.entries()]
    .filter(([date]) => date >= today && date <= statutoryDate)
    .sort(([first], [second]) => (first < second ? -1 : 1))
    .map(([date, reason]) => ({ date, reason, daysToInternal: toDayNumber(internalDate) - toDayNumber(date) }));
};

/** The instant of a Hong Kong local date and time (through the IANA zone, never a hard-coded +8). */
export const hongKongInstant = (date: IsoDate, time: string): Date => {
  const offset = offsetOfLocalTime(HONG_KONG_TIME_ZONE, date, time) ?? 8 * 60;
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes) - offset * 60_000);
};

/** The Hong Kong local date and 'HH:MM' time of an instant. */
export const hongKongLocal = (instant: Date): { date: IsoDate; time: string } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: HONG_KONG_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

/** Quiet hours in Hong Kong time, 'HH:MM' each; start after end means overnight. */
export type QuietHours = { readonly start: string; readonly end: string };
export const DEFAULT_QUIET_HOURS: QuietHours = { start: '22:00', end: '08:00' };

/** True when the local time lies in the quiet hours. */
export const isQuietTime = (time: string, quiet: QuietHours): boolean =>
  quiet.start === quiet.end ? false : quiet.start < quiet.end ? time >= quiet.start && time < quiet.end : time >= quiet.start || time < quiet.end;

/**
 * The earliest instant at or after `instant` a message may go out on `channel`:
 * e-mail and the message centre at once; SMS and WeChat outside the quiet hours.
 */
export const nextAllowedSendTime = (instant: Date, channel: ReminderChannel, quiet: QuietHours = DEFAULT_QUIET_HOURS): Date => {
  if (channel === 'email' || channel === 'centre') return instant;
  const local = hongKongLocal(instant);
  if (!isQuietTime(local.time, quiet)) return instant;
  // Before midnight the quiet period ends tomorrow; after midnight, today.
  const endDate = quiet.start > quiet.end && local.time >= quiet.start ? addCalendarDays(local.date, 1) : local.date;
  return hongKongInstant(endDate, quiet.end);
};
