import {
  getCalendarRange,
  getRule,
  getTradingDayDetails,
  SEVERE_WEATHER_TRADING_START,
  TRADING_SESSION_ERA_CHANGES,
  type Market,
  type TradingDayInfo,
} from '@app/domain';
import { Table, Typography } from 'antd';
import { useCalculatorText } from '../notes';
import { Basis } from './CalculatorParts';
import { RuleTag } from './ResultPanel';

/** The calendar facts the notes cite, by what they rest on (the eve-on-a-holiday reading is practice, [M]); hk-rules §7. */
const CALENDAR_FACTS = {
  halfDays: { rule: 'HKEX half-day trading arrangements', confidence: 'S' },
  eveOnHoliday: { rule: 'HKEX trading calendar (eve on a holiday: no half day)', confidence: 'M' },
  severeWeather: { rule: 'HKEX Severe Weather Trading arrangements', confidence: 'S' },
} as const;

/** XHKG: the trading day whole: each session with its times and era, the random close, T+2 settlement. */
const TradingDaySessions = ({ date }: { date: string }) => {
  const { t } = useCalculatorText();
  const details = getTradingDayDetails(date);
  const settlement = getRule('settlementTPlus2');
  return (
    <>
      {details.sessions.length > 0 ? (
        <Table
          size="small"
          pagination={false}
          rowKey="kind"
          data-testid="trading-sessions"
          dataSource={[...details.sessions]}
          columns={[
            { title: t('calendar.sessions.session'), render: (_, session) => t(`calendar.sessions.kinds.${session.kind}`) },
            {
              title: t('calendar.sessions.time'),
              render: (_, session) => (
                <>
                  {session.latestEnd
                    ? t('calendar.sessions.randomClose', { start: session.start, earliest: session.end, latest: session.latestEnd })
                    : `${session.start}–${session.end}`}
                  {session.phases.length > 0 ? (
                    <div style={{ fontSize: 12 }}>
                      {session.phases.map((phase) => `${t(`calendar.sessions.phases.${phase.kind}`)} ${phase.start}–${phase.end}`).join(' · ')}
                    </div>
                  ) : null}
                </>
              ),
            },
            { title: t('calendar.sessions.since'), render: (_, session) => session.eraFrom },
            { title: t('calendar.sessions.basis'), render: (_, session) => <Basis basis={session} /> },
          ]}
        />
      ) : null}
      <ul className="calc-notes">
        {details.settlementDate ? (
          <li data-testid="settlement-date">
            {t(details.isSettlementDay ? 'calendar.sessions.settlement' : 'calendar.sessions.settlementFromHalfDay', { date, settlementDate: details.settlementDate })}{' '}
            <Basis basis={settlement} />
          </li>
        ) : details.day.isTradingDay ? (
          <li>{t('calendar.sessions.settlementPastCalendar', { date })}</li>
        ) : null}
        {details.weatherRule ? (
          <li>
            {t('calendar.sessions.preSevereWeather')} <Basis basis={CALENDAR_FACTS.severeWeather} />
          </li>
        ) : null}
        {details.day.isProvisional ? <li data-testid="day-provisional">{t('calendar.provisional.day', { date })}</li> : null}
      </ul>
    </>
  );
};

/** The changes in the trading day's shape since 1990 (each with what it rests on). */
const SessionEras = () => {
  const { t } = useCalculatorText();
  return (
    <details>
      <summary>{t('calendar.sessions.erasTitle')}</summary>
      <ul className="calc-notes">
        {TRADING_SESSION_ERA_CHANGES.map((era) => (
          <li key={`${era.from}-${era.change}`}>
            {era.from}: {t(`calendar.sessions.eras.${era.change}`)}{' '}
            <Basis basis={{ rule: era.kind === 'continuous' ? 'HKEX trading hours' : 'HKEX trading-hours changes (era dates)', confidence: era.confidence }} />
          </li>
        ))}
      </ul>
    </details>
  );
};

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
      {day.market === 'XHKG' ? (
        <li style={{ listStyle: 'none' }}>
          <TradingDaySessions date={day.date} />
        </li>
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
            {t('calendar.notes.halfDays')} <Basis basis={CALENDAR_FACTS.halfDays} />
          </li>
          <li>
            {t('calendar.notes.eveOnHoliday')} <Basis basis={CALENDAR_FACTS.eveOnHoliday} />
          </li>
          <li>
            {t('calendar.notes.severeWeather', { date: SEVERE_WEATHER_TRADING_START })}{' '}
            <Basis basis={CALENDAR_FACTS.severeWeather} />
          </li>
          <li>{t('calendar.notes.sources', { recordLastDate: range.recordLastDate, lastDate: range.lastDate })}</li>
          <li>{t('calendar.notes.range', { firstDate: range.firstDate, lastDate: range.lastDate })}</li>
          {range.provisionalYears.length > 0 ? <li>{t('calendar.provisional.source', { years: range.provisionalYears.join(', ') })}</li> : null}
          <li style={{ listStyle: 'none' }}>
            <SessionEras />
          </li>
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
