/** Shapes of the generated calendar data modules (src/calendar/data/). */

/** Local session times ('HH:MM', UTC+8) in force from `from` until the next era. */
export type SessionEra = {
  readonly from: string;
  readonly open: string;
  readonly close: string;
  readonly breakStart: string | null;
  readonly breakEnd: string | null;
  /** Close of a half (morning-only) trading day in this era; null if the market has none. */
  readonly halfDayClose: string | null;
};

/** One market's calendar as compiled by scripts/build-calendar-data.mjs. */
export type MarketCalendarData = {
  /** First date the calendar answers for. */
  readonly firstDate: string;
  /** Last date the calendar answers for (end of the last year with an official list). */
  readonly lastDate: string;
  /** Last date taken from the exchange-calendars record; later days follow the holiday list. */
  readonly recordLastDate: string;
  readonly sessionEras: readonly SessionEra[];
  /** Per year: weekdays without trading, as space-separated 'MMDD'. */
  readonly closedWeekdays: Readonly<Record<number, string>>;
  /** Per year: half (morning-only) trading days, as space-separated 'MMDD'. */
  readonly halfDays: Readonly<Record<number, string>>;
};

/** Holiday name in [English, Traditional Chinese (HK), Simplified Chinese]. */
export type HolidayNameRow = readonly [string, string, string];
