import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { getMarketCalendarMonth, type HolidayNames, type Market, type TradingDayInfo } from '@app/domain';
import { Alert, Button, Card, DatePicker, Radio, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useCalculatorText } from '../notes';
import { todayIso } from './DateField';

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

/** /calAi/calendar: one month of the HKEX or SSE/SZSE calendar with trading days, half days, holidays and weekends. */
export const MarketCalendar = () => {
  const { t, language } = useCalculatorText();
  const [market, setMarket] = useState<Market>('XHKG');
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const result = useMemo(() => getMarketCalendarMonth({ market, year: month.year(), month: month.month() + 1 }), [market, month]);
  const today = todayIso();
  const holidayName = (names: HolidayNames) => (language === 'zh-HK' ? names.zhHK : language === 'zh-CN' ? names.zhCN : names.en);
  const value = result.value;
  const leading = value && value.days.length > 0 ? (dayjs(value.days[0].date).day() + 6) % 7 : 0;

  return (
    <Card>
      <Typography.Paragraph>{t('calendar.intro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
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
        <Button onClick={() => setMonth(dayjs().startOf('month'))}>{t('calendar.today')}</Button>
      </Space>
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
              return (
                <div
                  key={day.date}
                  role="gridcell"
                  aria-current={isToday ? 'date' : undefined}
                  data-kind={kind}
                  style={{
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
        <Alert type="error" showIcon message={result.errors.map((error) => t(`codes.errors.${error.code}`)).join(' ')} />
      )}
    </Card>
  );
};
