import { isDateInCalendarRange } from '@app/domain';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** Dates are typed and shown as YYYY-MM-DD in every language (the rulebook's own format). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Form value → 'YYYY-MM-DD' or undefined. */
export const isoDate = (value: Dayjs | null | undefined): string | undefined => (value && value.isValid() ? value.format(DATE_FORMAT) : undefined);

/** Today in Hong Kong as 'YYYY-MM-DD' (the browser's date; HK users). */
export const todayIso = (): string => dayjs().format(DATE_FORMAT);

type DateFieldProps = { id?: string; value?: Dayjs | null; onChange?: (value: Dayjs | null) => void; picker?: 'date' | 'month' };

/** A date picker limited to the range the market calendar covers (spec §5). */
export const DateField = ({ picker = 'date', ...props }: DateFieldProps) => (
  <DatePicker
    {...props}
    picker={picker}
    format={picker === 'month' ? 'YYYY-MM' : DATE_FORMAT}
    style={{ width: '100%' }}
    disabledDate={picker === 'date' ? (date) => !isDateInCalendarRange(date.format(DATE_FORMAT)) : undefined}
  />
);
