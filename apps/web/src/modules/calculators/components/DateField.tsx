import { getCalendarRange } from '@app/domain';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

/** Dates are typed and shown as YYYY-MM-DD in every language (the rulebook's own format). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Form value → 'YYYY-MM-DD' or undefined. */
export const isoDate = (value: Dayjs | null | undefined): string | undefined => (value && value.isValid() ? value.format(DATE_FORMAT) : undefined);

/** Hong Kong is UTC+8 all year (no daylight saving). */
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Today in Hong Kong as 'YYYY-MM-DD', whatever the browser's own time zone. */
export const todayIso = (now: Date = new Date()): string => new Date(now.getTime() + HONG_KONG_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Which dates can be picked: the calendar's whole range (rules that count
 * business days), or anything from its start (calendar-day rules, which still
 * answer after the holiday list ends).
 */
export type DateFieldBounds = 'calendarRange' | 'fromCalendarStart';

type DateFieldProps = {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  picker?: 'date' | 'month';
  bounds?: DateFieldBounds;
};

/** A date picker limited to the range the market calendar covers (spec §5). */
export const DateField = ({ picker = 'date', bounds = 'calendarRange', ...props }: DateFieldProps) => {
  const { firstDate, lastDate } = getCalendarRange('XHKG');
  const isOutside = (date: Dayjs) => {
    const text = date.format(DATE_FORMAT);
    return text < firstDate || (bounds === 'calendarRange' && text > lastDate);
  };
  return (
    <DatePicker
      {...props}
      picker={picker}
      format={picker === 'month' ? 'YYYY-MM' : DATE_FORMAT}
      style={{ width: '100%' }}
      disabledDate={picker === 'date' ? isOutside : undefined}
    />
  );
};
