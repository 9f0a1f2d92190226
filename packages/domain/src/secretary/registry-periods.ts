import { addCalendarDays, addMonthsMonthEnd, getWeekday, type IsoDate } from '../calendar/dates';
import { getCalendarRange, getTradingDayInfo } from '../calendar/market-calendar';

/**
 * The Companies Registry's way of counting a statutory period (secretary brief §1.4):
 * calendar days in which Sundays and public holidays count; when the last day is a
 * **Sunday or a public holiday** the deadline moves to the next day that is neither;
 * a **Saturday does not move** it. [V] for the 42-day annual-return period (CR FAQ);
 * the 15-day and 1-month periods are treated the same way (Cap. 1 s.71) [M].
 */

/** Why a Registry deadline moved forward. */
export type RollReason = 'sunday' | 'holiday';

/** A Registry deadline: the nominal last day, the day it rolls to, and what the holiday list can say. */
export type RegistryDeadline = {
  /** The period's last day before any roll-forward. */
  readonly nominalDate: IsoDate;
  /** The deadline after the Sunday/public-holiday roll-forward. */
  readonly date: IsoDate;
  /** One entry per day skipped, in order. */
  readonly rolledOver: readonly { readonly date: IsoDate; readonly reason: RollReason }[];
  /**
   * False when a day checked lies past the loaded holiday list (hk-rules §7): a public
   * holiday there is unknown, so the date may still move (CALENDAR_NOT_PUBLISHED).
   */
  readonly isHolidayListComplete: boolean;
};

/** True / false when the official list covers `date`; null past the list's last date. */
export const isHongKongPublicHoliday = (date: IsoDate): boolean | null => {
  const { firstDate, lastDate } = getCalendarRange('XHKG');
  if (date < firstDate || date > lastDate) return null;
  return getTradingDayInfo(date, 'XHKG').holidayNames !== null;
};

/**
 * Rolls `date` forward past Sundays and public holidays (Saturdays stay).
 * Past the holiday list only Sundays are known; the answer says so.
 */
export const rollForwardRegistry = (date: IsoDate): RegistryDeadline => {
  const rolledOver: { date: IsoDate; reason: RollReason }[] = [];
  let day = date;
  let isHolidayListComplete = true;
  for (;;) {
    const holiday = isHongKongPublicHoliday(day);
    if (holiday === null) isHolidayListComplete = false;
    if (getWeekday(day) === 0) rolledOver.push({ date: day, reason: 'sunday' });
    else if (holiday) rolledOver.push({ date: day, reason: 'holiday' });
    else break;
    day = addCalendarDays(day, 1);
  }
  return { nominalDate: date, date: day, rolledOver, isHolidayListComplete };
};

/** "Within N days after" a Registry trigger: trigger + N calendar days, then the roll-forward. */
export const addRegistryDays = (trigger: IsoDate, days: number): RegistryDeadline => rollForwardRegistry(addCalendarDays(trigger, days));

/** "Within N months after" a Registry trigger (month-end convention, hk-rules §0 [M]), then the roll-forward. */
export const addRegistryMonths = (trigger: IsoDate, months: number): RegistryDeadline => rollForwardRegistry(addMonthsMonthEnd(trigger, months));
