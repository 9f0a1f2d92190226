import { getCalendarRange, getRule, SEVERE_WEATHER_TRADING_START, type Market, type TradingDayInfo } from '@app/domain';
import { Typography } from 'antd';
import { useCalculatorText } from '../notes';
import { RuleTag } from './ResultPanel';

/** hk-rules §7: the calendar facts the notes cite (the eve-on-a-holiday reading is practice, [M]). */
const CALENDAR_FACTS = { rule: 'hk-rules §7', halfDays: 'S', eveOnHoliday: 'M', severeWeather: 'S' } as const;

type CalendarNotesProps = {
  market: Market;
  /** The day picked in the month (its session and source are shown); null when none. */
  selectedDay: TradingDayInfo | null;
};

/** The selected day: its session times, where the day comes from, and Severe Weather Trading. */
const SelectedDayNotes = ({ day }: { day: TradingDayInfo }) => {
  const { t } = useCalculatorText();
  const { session } = day;
  const sessionText = !session
    ? t('calendar.notes.noSession', { date: day.date })
    : session.breakStart && session.breakEnd
      ? t('calendar.notes.sessionWithBreak', { date: day.date, open: session.open, breakStart: session.breakStart, breakEnd: session.breakEnd, close: session.close })
      : t('calendar.notes.session', { date: day.date, open: session.open, close: session.close });
  return (
    <ul className="calc-notes" data-testid="selected-day-notes">
      <li>{sessionText}</li>
      <li>{t(`calendar.notes.sourceOf.${day.source}`, { date: day.date })}</li>
      {day.market === 'XHKG' ? (
        <li>{t(day.isSevereWeatherTradingInForce ? 'calendar.notes.severeWeatherOn.inForce' : 'calendar.notes.severeWeatherOn.notInForce', { date: day.date })}</li>
      ) : null}
    </ul>
  );
};

/**
 * What the calendar screen rests on: the business-day rule, half days,
 * Severe Weather Trading, where each day comes from, the covered range and
 * the attributions the data sources require.
 */
export const CalendarNotes = ({ market, selectedDay }: CalendarNotesProps) => {
  const { t } = useCalculatorText();
  const range = getCalendarRange(market);
  const businessDay = getRule('businessDay');
  return (
    <section aria-label={t('calendar.notes.title')} data-testid="calendar-notes">
      <Typography.Title level={5}>{t('calendar.notes.title')}</Typography.Title>
      {selectedDay ? <SelectedDayNotes day={selectedDay} /> : <Typography.Paragraph type="secondary">{t('calendar.notes.selectDay')}</Typography.Paragraph>}
      {market === 'XHKG' ? (
        <ul className="calc-notes">
          <li>
            {t('calendar.notes.businessDay')} <RuleTag rule={businessDay.rule} confidence={businessDay.confidence} />
          </li>
          <li>
            {t('calendar.notes.halfDays')} <RuleTag rule={CALENDAR_FACTS.rule} confidence={CALENDAR_FACTS.halfDays} />
          </li>
          <li>
            {t('calendar.notes.eveOnHoliday')} <RuleTag rule={CALENDAR_FACTS.rule} confidence={CALENDAR_FACTS.eveOnHoliday} />
          </li>
          <li>
            {t('calendar.notes.severeWeather', { date: SEVERE_WEATHER_TRADING_START })}{' '}
            <RuleTag rule={CALENDAR_FACTS.rule} confidence={CALENDAR_FACTS.severeWeather} />
          </li>
          <li>{t('calendar.notes.sources', { recordLastDate: range.recordLastDate, lastDate: range.lastDate })}</li>
          <li>{t('calendar.notes.range', { firstDate: range.firstDate, lastDate: range.lastDate })}</li>
        </ul>
      ) : (
        <ul className="calc-notes">
          <li>{t('calendar.notes.mainlandRange', { firstDate: range.firstDate, lastDate: range.lastDate })}</li>
        </ul>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {market === 'XHKG' ? <>{t('calendar.notes.holidaySource')} · </> : null}
        {t('calendar.notes.recordSource')}
      </Typography.Paragraph>
    </section>
  );
};
