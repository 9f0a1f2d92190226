import { DownloadOutlined, LeftOutlined, PrinterOutlined, RightOutlined } from '@ant-design/icons';
import { getMarketCalendarMonth, type HolidayNames, type Market, type TradingDayInfo } from '@app/domain';
import { Alert, Button, Card, DatePicker, Radio, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { calendarMonthToCsv } from '../calendar-csv';
import { downloadText } from '../export';
import { useCalculatorText } from '../notes';
import { CalendarNotes } from './CalendarNotes';
import { todayIso } from './DateField';
import './calculators.css';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

type DayKind = 'trading' | 'half' | 'holiday' | 'weekend' | 'closed';

const kindOf = (day: TradingDayInfo): DayKind => {
  if (day.isHalfDay) return 'half';
  if (day.isTradingDay) return 'trading';
  if (day.closure === 'weekend') return 'weekend';
  if (day.closure === 'holiday') return 'holiday';
  return 'closed';
};

const KIND_COLOR: Record<DayKind, string> = { trading: 'green', half: 'gold', holiday: 'red', weekend: 'default', closed: 'volcano' };
const KIND_BACKGROUND: Record<DayKind, string> = { trading: '#f6ffed', half: '#fffbe6', holiday: '#fff1f0', weekend: '#fafafa', closed: '#fff2e8' };

/** The first day of the current month in Hong Kong. */
const thisMonth = (): Dayjs => dayjs(todayIso()).startOf('month');

/**
 * /calAi/calendar: one month of the HKEX or SSE/SZSE calendar with trading
 * days, half days, holidays and weekends; a day can be picked for its session
 * and source; the notes say what the calendar rests on. Printable, and the
 * month exports as CSV.
 */
export const MarketCalendar = () => {
  const { t, language, noteText } = useCalculatorText();
  const [market, setMarket] = useState<Market>('XHKG');
  const [month, setMonth] = useState<Dayjs>(thisMonth);
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const result = useMemo(() => getMarketCalendarMonth({ market, year: month.year(), month: month.month() + 1 }), [market, month]);
  const today = todayIso();
  const holidayName = (names: HolidayNames) => (language === 'zh-HK' ? names.zhHK : language === 'zh-CN' ? names.zhCN : names.en);
  const value = result.value;
  const leading = value && value.days.length > 0 ? (dayjs(value.days[0].date).day() + 6) % 7 : 0;
  const selectedDay = value?.days.find((day) => day.date === (selectedDate ?? today)) ?? null;
  const handleExportCsv = () => {
    if (value) downloadText(`market-calendar-${market}-${month.format('YYYY-MM')}.csv`, calendarMonthToCsv(value), 'text/csv;charset=utf-8');
  };

  return (
    <Card
      className="calc-printable"
      extra={
        <Space className="calc-no-print">
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('common.print')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={handleExportCsv} disabled={!value}>
            {t('common.exportCsv')}
          </Button>
        </Space>
      }
      title={t(`calendar.markets.${market}`)}
    >
      <Typography.Paragraph>{t('calendar.intro')}</Typography.Paragraph>
      <Space wrap className="calc-no-print" style={{ marginBottom: 16 }}>
        <Radio.Group
          aria-label={t('calendar.market')}
          optionType="button"
          value={market}
          onChange={(event) => setMarket(event.target.value as Market)}
          options={(['XHKG', 'XSHG'] as const).map((code) => ({ value: code, label: t(`calendar.markets.${code}`) }))}
        />
        <Button aria-label={t('calendar.previous')} icon={<LeftOutlined />} onClick={() => setMonth((current) => current.subtract(1, 'month'))} />
        <DatePicker
          picker="month"
          aria-label={t('calendar.month')}
          value={month}
          format="YYYY-MM"
          allowClear={false}
          onChange={(next) => next && setMonth(next.startOf('month'))}
        />
        <Button aria-label={t('calendar.next')} icon={<RightOutlined />} onClick={() => setMonth((current) => current.add(1, 'month'))} />
        <Button onClick={() => setMonth(thisMonth())}>{t('calendar.today')}</Button>
      </Space>
      {value?.days.some((day) => day.isProvisional) ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} data-testid="provisional-notice" message={t('calendar.provisional.month', { year: value.year })} />
      ) : null}
      {value ? (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Typography.Text strong data-testid="trading-day-count">
              {t('calendar.tradingDays', { count: value.tradingDayCount })}
            </Typography.Text>
            <Typography.Text>{t('calendar.halfDays', { count: value.halfDayCount })}</Typography.Text>
            <Typography.Text type="secondary">{t('calendar.legend')}:</Typography.Text>
            {(['trading', 'half', 'holiday', 'weekend', 'closed'] as const).map((kind) => (
              <Tag key={kind} color={KIND_COLOR[kind]}>
                {t(`calendar.kinds.${kind}`)}
              </Tag>
            ))}
          </Space>
          <div role="grid" aria-label={month.format('YYYY-MM')} style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
            {WEEKDAYS.map((day) => (
              <div key={day} role="columnheader" style={{ fontWeight: 600, textAlign: 'center', padding: 4 }}>
                {t(`calendar.weekdays.${day}`)}
              </div>
            ))}
            {Array.from({ length: leading }, (_, index) => (
              <div key={`blank-${index}`} />
            ))}
            {value.days.map((day) => {
              const kind = kindOf(day);
              const isToday = day.date === today;
              const isSelected = day.date === selectedDay?.date;
              return (
                <div
                  key={day.date}
                  role="gridcell"
                  tabIndex={0}
                  aria-current={isToday ? 'date' : undefined}
                  aria-selected={isSelected}
                  data-kind={kind}
                  onClick={() => setSelectedDate(day.date)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') setSelectedDate(day.date);
                  }}
                  style={{
                    cursor: 'pointer',
                    outline: isSelected ? '2px solid #722ed1' : undefined,
                    minHeight: 72,
                    padding: 6,
                    borderRadius: 6,
                    background: KIND_BACKGROUND[kind],
                    border: isToday ? '2px solid #1677ff' : '1px solid #f0f0f0',
                  }}
                >
                  <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                    <strong>{Number(day.date.slice(8))}</strong>
                    {isToday ? <Tag color="blue">{t('calendar.today')}</Tag> : null}
                  </div>
                  <Tag color={KIND_COLOR[kind]} style={{ marginTop: 4 }}>
                    {t(`calendar.kinds.${kind}`)}
                  </Tag>
                  {day.holidayNames ? <div style={{ fontSize: 12, marginTop: 2 }}>{holidayName(day.holidayNames)}</div> : null}
                </div>
              );
            })}
          </div>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('calendar.holidays')}
          </Typography.Title>
          {value.holidays.length > 0 ? (
            <ul>
              {value.holidays.map((holiday) => (
                <li key={holiday.date}>
                  {holiday.date} {holidayName(holiday.names)}
                </li>
              ))}
            </ul>
          ) : (
            <Typography.Text type="secondary">{t('calendar.noHolidays')}</Typography.Text>
          )}
        </>
      ) : (
        <Alert type="error" showIcon message={result.errors.map((error) => noteText('errors', error)).join(' ')} />
      )}
      <CalendarNotes market={market} selectedDay={selectedDay} />
    </Card>
  );
};
