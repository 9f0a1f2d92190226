import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Business time is Hong Kong time (the IANA zone, never a hard-coded +8). */
export const BUSINESS_TIME_ZONE = 'Asia/Hong_Kong';

/**
 * A recurring job's next time: every day at `hhmm` (24-hour 'HH:mm') in Hong Kong, strictly after `after`.
 * @throws RangeError for a time that is not HH:mm
 */
export const dailyAt = (hhmm: string, timeZone: string = BUSINESS_TIME_ZONE): ((after: Date) => Date) => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) throw new RangeError(`dailyAt needs HH:mm, got ${hhmm}`);
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return (after) => {
    const local = dayjs(after).tz(timeZone);
    let candidate = local.hour(hour).minute(minute).second(0).millisecond(0);
    if (!candidate.isAfter(local)) candidate = candidate.add(1, 'day');
    return candidate.toDate();
  };
};

/** A recurring job's next time: every `seconds`, on multiples of it since the epoch (so processes agree). */
export const every = (seconds: number): ((after: Date) => Date) => {
  if (!Number.isInteger(seconds) || seconds < 1) throw new RangeError('every needs a whole number of seconds ≥ 1');
  const period = seconds * 1000;
  return (after) => new Date((Math.floor(after.getTime() / period) + 1) * period);
};
