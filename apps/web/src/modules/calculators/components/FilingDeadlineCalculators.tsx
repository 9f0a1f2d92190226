import {
  calculateBookClosureChain,
  calculateMonthlyReturn,
  calculateNextDayDisclosureReturn,
  calculatePollResults,
  getRule,
  type BookClosureChainInput,
  type BookClosureChainValue,
  type BookClosurePurpose,
  type ListingBoard,
  type MonthlyReturnInput,
  type MonthlyReturnValue,
  type NextDayDisclosureInput,
  type NextDayDisclosureValue,
  type PollResultsInput,
  type PollResultsValue,
  type TimedDeadline,
} from '@app/domain';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { SavedDeadlineKind } from '@app/contracts';
import { AutoComplete, Button, Checkbox, Descriptions, Form, Input, Radio, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCalculatorText } from '../notes';
import { Basis, BoardField } from './CalculatorParts';
import { DateField, isoDate } from './DateField';
import { InstantCalculator } from './InstantCalculator';
import { RemindMeButton } from './SavedDeadlines';

/** Zones offered for an event time; any UTC offset or IANA zone may be typed. */
const TIME_ZONES = ['+08:00', 'Asia/Shanghai', 'Asia/Singapore', 'Asia/Tokyo', 'Australia/Sydney', 'Europe/London', 'Europe/Paris', 'America/New_York', 'America/Los_Angeles', 'UTC'];

/** "by 08:30 on <date> (Hong Kong time)". */
const DeadlineAnswer = ({ deadline, testId, kind }: { deadline: TimedDeadline; testId: string; kind: SavedDeadlineKind }) => {
  const { t } = useCalculatorText();
  return (
    <>
      <Typography.Text type="secondary">{t('filing.deadline')}</Typography.Text>
      <Space wrap align="center" style={{ display: 'flex' }}>
        <p className="calc-answer" data-testid={testId}>
          {t('filing.deadlineAt', { date: deadline.date, time: deadline.time })}
        </p>
        <RemindMeButton kind={kind} date={deadline.date} title={`${t(`saved.kinds.${kind}`)} ${deadline.time}`} />
      </Space>
    </>
  );
};

// ---------------------------------------------------------------- NDDR

type NddrValues = { board: ListingBoard; eventDate?: Dayjs | null; eventTime?: string; timeZone?: string };

const NddrAnswer = ({ value }: { value: NextDayDisclosureValue }) => {
  const { t } = useCalculatorText();
  const rule = value.deadline;
  return (
    <>
      <DeadlineAnswer deadline={value.deadline} testId="nddr-deadline" kind="nddr" />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('filing.nddr.event')}>
          {value.eventDate} {value.eventTime} ({value.timeZone})
        </Descriptions.Item>
        <Descriptions.Item label={t('filing.nddr.eventHongKong')}>
          {value.eventDateHongKong} {value.eventTimeHongKong} <Basis basis={rule} />
        </Descriptions.Item>
        <Descriptions.Item label={t('filing.deadline')}>
          {t('filing.deadlineAt', { date: value.deadline.date, time: value.deadline.time })} <Basis basis={rule} />
        </Descriptions.Item>
      </Descriptions>
    </>
  );
};

/** MB 13.25A: the Next Day Disclosure Return, by 08:30 HK time on the business day after the event. */
export const NextDayDisclosureCalculator = () => {
  const { t } = useCalculatorText();
  return (
    <InstantCalculator<NddrValues, NextDayDisclosureInput, NextDayDisclosureValue>
      intro={t('filing.nddr.intro')}
      initialValues={{ board: 'MB', timeZone: '+08:00' }}
      fields={() => (
        <>
          <BoardField />
          <Form.Item name="eventDate" label={t('filing.nddr.eventDate')}>
            <DateField bounds="fromCalendarStart" />
          </Form.Item>
          <Form.Item name="eventTime" label={t('filing.nddr.eventTime')} extra={t('filing.nddr.eventTimeHelp')}>
            <Input placeholder="HH:MM" maxLength={5} />
          </Form.Item>
          <Form.Item name="timeZone" label={t('filing.nddr.timeZone')} extra={t('filing.nddr.timeZoneHelp')}>
            <AutoComplete options={TIME_ZONES.map((value) => ({ value }))} allowClear />
          </Form.Item>
        </>
      )}
      toInput={(values) => {
        const eventDate = isoDate(values.eventDate);
        if (!eventDate || !values.eventTime) return undefined;
        return { board: values.board ?? 'MB', eventDate, eventTime: values.eventTime, ...(values.timeZone ? { timeZone: values.timeZone } : {}) };
      }}
      calculate={calculateNextDayDisclosureReturn}
      exportName="next-day-disclosure-return"
      answer={(value) => <NddrAnswer value={value} />}
    />
  );
};

// ---------------------------------------------------------------- Monthly Return

type MonthlyValues = { board: ListingBoard; month?: Dayjs | null };

/** MB 13.25B: the Monthly Return, by 08:30 on the 5th business day after month end. */
export const MonthlyReturnCalculator = () => {
  const { t } = useCalculatorText();
  return (
    <InstantCalculator<MonthlyValues, MonthlyReturnInput, MonthlyReturnValue>
      intro={t('filing.monthly.intro')}
      initialValues={{ board: 'MB' }}
      fields={() => (
        <>
          <BoardField />
          <Form.Item name="month" label={t('filing.monthly.month')}>
            <DateField picker="month" />
          </Form.Item>
        </>
      )}
      toInput={(values) => (values.month && values.month.isValid() ? { board: values.board ?? 'MB', year: values.month.year(), month: values.month.month() + 1 } : undefined)}
      calculate={calculateMonthlyReturn}
      exportName="monthly-return"
      answer={(value) => (
        <>
          <DeadlineAnswer deadline={value.deadline} testId="monthly-return-deadline" kind="monthlyReturn" />
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('filing.monthly.monthEnd')}>
              {value.monthEndDate} {value.isMonthEndBusinessDay ? null : <Typography.Text type="secondary">({t('filing.notBusinessDay')})</Typography.Text>}{' '}
              <Basis basis="arithmetic" />
            </Descriptions.Item>
            <Descriptions.Item label={t('filing.monthly.counted', { count: value.businessDaysAfterMonthEnd })}>
              {value.countedBusinessDays.join(', ')} <Basis basis={value.deadline} />
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    />
  );
};

// ---------------------------------------------------------------- poll results

type PollValues = { board: ListingBoard; meetingDate?: Dayjs | null };

/** MB 13.39(5): poll results by 08:30 on the business day after the meeting. */
export const PollResultsCalculator = () => {
  const { t } = useCalculatorText();
  return (
    <InstantCalculator<PollValues, PollResultsInput, PollResultsValue>
      intro={t('filing.poll.intro')}
      initialValues={{ board: 'MB' }}
      fields={() => (
        <>
          <BoardField />
          <Form.Item name="meetingDate" label={t('filing.poll.meetingDate')}>
            <DateField />
          </Form.Item>
        </>
      )}
      toInput={(values) => {
        const meetingDate = isoDate(values.meetingDate);
        return meetingDate ? { board: values.board ?? 'MB', meetingDate } : undefined;
      }}
      calculate={calculatePollResults}
      exportName="poll-results"
      answer={(value) => (
        <>
          <DeadlineAnswer deadline={value.deadline} testId="poll-results-deadline" kind="pollResults" />
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('filing.poll.meetingDate')}>{value.meetingDate}</Descriptions.Item>
            <Descriptions.Item label={t('filing.deadline')}>
              {t('filing.deadlineAt', { date: value.deadline.date, time: value.deadline.time })} <Basis basis={value.deadline} />
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    />
  );
};

// ---------------------------------------------------------------- book-closure chain

type ClosureMode = 'closure' | 'recordDate';
type ChainValues = {
  board: ListingBoard;
  purpose: BookClosurePurpose;
  mode: ClosureMode;
  closureStartDate?: Dayjs | null;
  closureEndDate?: Dayjs | null;
  recordDate?: Dayjs | null;
  meetingDate?: Dayjs | null;
  paymentDate?: Dayjs | null;
  rightsIssue?: boolean;
  otherClosures?: ({ startDate?: Dayjs | null; endDate?: Dayjs | null } | undefined)[];
};

const CHAIN_INITIAL: ChainValues = { board: 'MB', purpose: 'dividend', mode: 'closure' };

const toChainInput = (values: Partial<ChainValues>): BookClosureChainInput | undefined => {
  const mode = values.mode ?? CHAIN_INITIAL.mode;
  const purpose = values.purpose ?? CHAIN_INITIAL.purpose;
  const closureStartDate = isoDate(values.closureStartDate);
  const closureEndDate = isoDate(values.closureEndDate);
  const recordDate = isoDate(values.recordDate);
  if (mode === 'closure' ? !closureStartDate || !closureEndDate : !recordDate) return undefined;
  const others = (values.otherClosures ?? []).flatMap((closure) => {
    const startDate = isoDate(closure?.startDate);
    const endDate = isoDate(closure?.endDate);
    return startDate && endDate ? [{ startDate, endDate }] : [];
  });
  const meetingDate = purpose === 'meeting' ? isoDate(values.meetingDate) : undefined;
  const paymentDate = purpose === 'dividend' ? isoDate(values.paymentDate) : undefined;
  return {
    board: values.board ?? 'MB',
    purpose,
    ...(mode === 'closure' ? { closureStartDate, closureEndDate } : { recordDate }),
    ...(meetingDate ? { meetingDate } : {}),
    ...(paymentDate ? { paymentDate } : {}),
    isRightsIssue: Boolean(values.rightsIssue),
    otherClosures: others,
  };
};

const ChainAnswer = ({ value }: { value: BookClosureChainValue }) => {
  const { t } = useCalculatorText();
  return (
    <>
      <Typography.Text type="secondary">{t('filing.chain.latestAnnouncement')}</Typography.Text>
      <Space wrap align="center" style={{ display: 'flex' }}>
        <p className="calc-answer" data-testid="chain-announcement">
          {value.latestAnnouncementDate}
        </p>
        <RemindMeButton kind="bookClosure" date={value.latestAnnouncementDate} title={t('filing.chain.latestAnnouncement')} />
      </Space>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('filing.chain.latestAnnouncement')}>
          {t('filing.chain.announcementLine', { date: value.latestAnnouncementDate, days: value.noticeBusinessDays })} <Basis basis={getRule('bookClosureNotice', value.board)} />
        </Descriptions.Item>
        {value.exDate ? (
          <Descriptions.Item label={t('filing.chain.exDate')}>
            <span data-testid="chain-ex-date">{t('filing.chain.exDateLine', { exDate: value.exDate, lastCumDate: value.lastCumDate })}</span> <Basis basis={getRule('exDate', value.board)} />
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('filing.chain.lastLodgement')}>
          <span data-testid="chain-last-lodgement">{t('filing.deadlineAt', { date: value.lastLodgementDate, time: value.lastLodgementTime })}</span>{' '}
          <Basis basis={getRule('lastLodgement', value.board)} />
        </Descriptions.Item>
        {value.closure ? (
          <Descriptions.Item label={t('filing.chain.closure')}>
            {t('filing.chain.closureLine', { start: value.closure.startDate, end: value.closure.endDate, days: value.closure.lengthDays })} <Basis basis="arithmetic" />
          </Descriptions.Item>
        ) : (
          <Descriptions.Item label={t('filing.chain.recordDate')}>
            {value.recordDate} <Basis basis={getRule('bookClosureNotice', value.board)} />
          </Descriptions.Item>
        )}
        {value.paymentDate ? (
          <Descriptions.Item label={t('filing.chain.paymentDate')}>
            {value.paymentDate} <Basis basis="arithmetic" />
          </Descriptions.Item>
        ) : null}
        {value.yearTotals.map((total) => (
          <Descriptions.Item key={total.year} label={t('filing.chain.yearTotal', { year: total.year })}>
            <Typography.Text type={total.isOverCap ? 'danger' : undefined} data-testid={`chain-year-${total.year}`}>
              {t('filing.chain.yearTotalLine', { days: total.days, closures: total.closures, max: 30, extended: 60 })}
            </Typography.Text>{' '}
            <Basis basis={getRule('registerClosureCap', value.board)} />
          </Descriptions.Item>
        ))}
      </Descriptions>
    </>
  );
};

/** The other closures of the year, for the CO s.632 yearly cap. */
const OtherClosuresFields = () => {
  const { t } = useCalculatorText();
  return (
    <Form.List name="otherClosures">
      {(fields, { add, remove }) => (
        <>
          <Typography.Text>{t('filing.chain.otherClosures')}</Typography.Text>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item name={[field.name, 'startDate']} label={t('filing.chain.otherStart', { index: index + 1 })}>
                <DateField bounds="fromCalendarStart" />
              </Form.Item>
              <Form.Item name={[field.name, 'endDate']} label={t('filing.chain.otherEnd', { index: index + 1 })}>
                <DateField bounds="fromCalendarStart" />
              </Form.Item>
              <MinusCircleOutlined aria-label={t('filing.chain.removeClosure')} onClick={() => remove(field.name)} />
            </Space>
          ))}
          <Form.Item>
            <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= 12}>
              {t('filing.chain.addClosure')}
            </Button>
          </Form.Item>
        </>
      )}
    </Form.List>
  );
};

/** The book-closure chain of a dividend or meeting, with the CO s.632 cap summed across the year's closures. */
export const BookClosureChainCalculator = () => {
  const { t } = useCalculatorText();
  return (
    <InstantCalculator<ChainValues, BookClosureChainInput, BookClosureChainValue>
      intro={t('filing.chain.intro')}
      initialValues={CHAIN_INITIAL}
      fields={(values) => {
        const mode = values.mode ?? CHAIN_INITIAL.mode;
        const purpose = values.purpose ?? CHAIN_INITIAL.purpose;
        return (
          <>
            <BoardField />
            <Form.Item name="purpose" label={t('filing.chain.purpose')}>
              <Radio.Group options={(['dividend', 'meeting'] as const).map((option) => ({ value: option, label: t(`filing.chain.purposes.${option}`) }))} />
            </Form.Item>
            <Form.Item name="mode" label={t('filing.chain.mode')}>
              <Radio.Group options={(['closure', 'recordDate'] as const).map((option) => ({ value: option, label: t(`filing.chain.modes.${option}`) }))} />
            </Form.Item>
            {mode === 'closure' ? (
              <Space wrap>
                <Form.Item name="closureStartDate" label={t('filing.chain.closureStart')}>
                  <DateField />
                </Form.Item>
                <Form.Item name="closureEndDate" label={t('filing.chain.closureEnd')}>
                  <DateField />
                </Form.Item>
              </Space>
            ) : (
              <Form.Item name="recordDate" label={t('filing.chain.recordDate')}>
                <DateField />
              </Form.Item>
            )}
            {purpose === 'meeting' ? (
              <Form.Item name="meetingDate" label={t('filing.chain.meetingDate')}>
                <DateField />
              </Form.Item>
            ) : (
              <Form.Item name="paymentDate" label={t('filing.chain.paymentDate')}>
                <DateField bounds="fromCalendarStart" />
              </Form.Item>
            )}
            <Form.Item name="rightsIssue" valuePropName="checked">
              <Checkbox>{t('filing.chain.rightsIssue')}</Checkbox>
            </Form.Item>
            <OtherClosuresFields />
          </>
        );
      }}
      toInput={toChainInput}
      calculate={calculateBookClosureChain}
      exportName="book-closure-chain"
      answer={(value) => <ChainAnswer value={value} />}
    />
  );
};
