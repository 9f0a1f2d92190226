import { calculateReportingDeadlines, getRule, type Deadline, type ReportingDeadlinesInput, type ReportingDeadlinesValue, type ReportType } from '@app/domain';
import { Alert, Card, Checkbox, Descriptions, Form, Radio, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useCalculatorText } from '../notes';
import { DateField, isoDate, todayIso } from './DateField';
import { Basis } from './CalculatorParts';
import { ResultPanel, RuleTag } from './ResultPanel';
import { RemindMeButton } from './SavedDeadlines';

type ReportingFormValues = {
  board: 'MB' | 'GEM';
  periodEndDate?: Dayjs | null;
  publicationDate?: Dayjs | null;
  boardMeetingDate?: Dayjs | null;
  agmDate?: Dayjs | null;
  conservative?: boolean;
};

const INITIAL: ReportingFormValues = { board: 'MB' };

/** The deadline's business-day check: nothing when it is one; unknown past the calendar's last date. */
const BusinessDayCheck = ({ deadline }: { deadline: Deadline }) => {
  const { t } = useCalculatorText();
  if (deadline.isBusinessDay) return null;
  const text =
    deadline.isBusinessDay === null
      ? t('reporting.businessDayUnknown')
      : deadline.latestBusinessDay === null
        ? t('reporting.notBusinessDayLatestUnknown')
        : t('reporting.notBusinessDay', { date: deadline.latestBusinessDay });
  return <Typography.Text type="warning">({text}) </Typography.Text>;
};

const DeadlineText = ({ deadline }: { deadline: Deadline }) => (
  <>
    <Typography.Text strong>{deadline.date}</Typography.Text> <BusinessDayCheck deadline={deadline} />
    <RuleTag rule={deadline.rule} confidence={deadline.confidence} />
  </>
);

const ReportingAnswer = ({ value, rush }: { value: ReportingDeadlinesValue; rush: boolean }) => {
  const { t } = useCalculatorText();
  const { blackout } = value;
  return (
    <>
      {rush ? <Alert type="error" showIcon message={t('reporting.rush')} style={{ marginBottom: 12 }} data-testid="rush-warning" /> : null}
      <Typography.Text type="secondary">{t('reporting.resultsDeadline')}</Typography.Text>
      <Space wrap align="center" style={{ display: 'flex' }}>
        <p className="calc-answer" data-testid="results-deadline">
          {value.resultsDeadline?.date ?? t('reporting.notMandatory')}
        </p>
        {value.resultsDeadline ? <RemindMeButton kind="reportingDeadline" date={value.resultsDeadline.date} title={t('reporting.resultsDeadline')} /> : null}
      </Space>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('reporting.regime')}>
          {t(`reporting.regimes.${value.regime}`)} {value.regime === 'mainBoard' ? <Basis basis={getRule('annualResults', 'MB')} /> : <Basis basis={getRule('gemReform2024', 'GEM')} />}
        </Descriptions.Item>
        {value.resultsDeadline ? (
          <Descriptions.Item label={t('reporting.resultsDeadline')}>
            <DeadlineText deadline={value.resultsDeadline} />
            {value.isMandatory ? null : <Typography.Text type="secondary"> {t('reporting.notMandatory')}</Typography.Text>}
          </Descriptions.Item>
        ) : null}
        {value.reportDeadline ? (
          <Descriptions.Item label={t('reporting.reportDeadline')}>
            <DeadlineText deadline={value.reportDeadline} />
          </Descriptions.Item>
        ) : null}
        {value.esgReportDeadline ? (
          <Descriptions.Item label={t('reporting.esgReportDeadline')}>
            <DeadlineText deadline={value.esgReportDeadline} />
          </Descriptions.Item>
        ) : null}
        {value.agmDeadline ? (
          <Descriptions.Item label={t('reporting.agmDeadline')}>
            <DeadlineText deadline={value.agmDeadline} />
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('reporting.publication')}>
          {value.publicationDate} {value.isPublicationDateAssumed ? <Typography.Text type="secondary">({t('reporting.assumed')})</Typography.Text> : null}{' '}
          <Basis basis="arithmetic" />
        </Descriptions.Item>
        <Descriptions.Item label={t('reporting.blackout')}>
          <span data-testid="blackout">
            {t('reporting.blackoutRange', { start: blackout.startDate, end: blackout.endDate, days: blackout.actualDaysIncludingPublication })}
          </span>{' '}
          <Basis basis={getRule('blackout', value.board)} />
          <div data-testid="blackout-length">
            {t('reporting.blackoutLength', { actual: blackout.actualDaysBeforePublication, total: blackout.actualDaysIncludingPublication, period: blackout.lengthDays })}
            {blackout.isShortenedToPeriodEnd ? <Typography.Text type="warning"> ({t('reporting.blackoutShortened')})</Typography.Text> : null}
          </div>
        </Descriptions.Item>
        <Descriptions.Item label={t('reporting.notifyExchangeBy')}>
          {blackout.notifyExchangeBy} <Basis basis={getRule('blackoutNotification', value.board)} />
        </Descriptions.Item>
        {blackout.daysUntilStart !== null && blackout.daysUntilStart >= 0 ? (
          <Descriptions.Item label={t('reporting.daysUntilBlackout')}>
            {blackout.daysUntilStart} <Basis basis="arithmetic" />
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('reporting.buyBack')}>
          {t('reporting.dateRange', { start: value.buyBackRestriction.startDate, end: value.buyBackRestriction.endDate })}{' '}
          <RuleTag rule={value.buyBackRestriction.rule} confidence={value.buyBackRestriction.confidence} />
        </Descriptions.Item>
        {value.boardMeetingNoticeDate ? (
          <Descriptions.Item label={t('reporting.boardMeetingNotice')}>
            {value.boardMeetingNoticeDate} <Basis basis={getRule('boardMeetingNotice', value.board)} />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </>
  );
};

/** /calAi/fiReDate/*: results and report deadlines, the dealing blackout and the rush warning, from a period end. */
export const ReportingDeadlinesCalculator = ({ reportType }: { reportType: ReportType }) => {
  const { t } = useCalculatorText();
  const [form] = Form.useForm<ReportingFormValues>();
  const values = (Form.useWatch([], form) as ReportingFormValues | undefined) ?? INITIAL;
  const periodEndDate = isoDate(values.periodEndDate);
  const publicationDate = isoDate(values.publicationDate);
  const boardMeetingDate = isoDate(values.boardMeetingDate);
  const agmDate = isoDate(values.agmDate);
  const input = useMemo<ReportingDeadlinesInput | undefined>(
    () =>
      periodEndDate
        ? {
            board: values.board,
            reportType,
            periodEndDate,
            today: todayIso(),
            ...(publicationDate ? { publicationDate } : {}),
            ...(boardMeetingDate ? { boardMeetingDate } : {}),
            ...(reportType === 'annual' && agmDate ? { agmDate } : {}),
            ...(values.conservative ? { isBlackoutConservative: true } : {}),
          }
        : undefined,
    [periodEndDate, publicationDate, boardMeetingDate, agmDate, values.board, values.conservative, reportType],
  );
  const result = useMemo(() => (input ? calculateReportingDeadlines(input) : undefined), [input]);
  const rush = Boolean(result?.warnings.some((warning) => warning.code === 'BLACKOUT_STARTS_SOON'));

  return (
    <div className="calc-page">
      <Card>
        <Typography.Paragraph>{t(`reporting.intro.${reportType}`)}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={INITIAL}>
          <Form.Item name="board" label={t('common.board')}>
            <Radio.Group optionType="button" options={(['MB', 'GEM'] as const).map((board) => ({ value: board, label: t(`common.boards.${board}`) }))} />
          </Form.Item>
          <Form.Item name="periodEndDate" label={t('reporting.periodEndDate')} rules={[{ required: true, message: t('validation.dateRequired') }]}>
            <DateField bounds="fromCalendarStart" />
          </Form.Item>
          <Form.Item name="publicationDate" label={t('reporting.publicationDate')}>
            <DateField bounds="fromCalendarStart" />
          </Form.Item>
          <Form.Item name="boardMeetingDate" label={t('reporting.boardMeetingDate')}>
            <DateField bounds="fromCalendarStart" />
          </Form.Item>
          {reportType === 'annual' ? (
            <Form.Item name="agmDate" label={t('reporting.agmDate')}>
              <DateField bounds="fromCalendarStart" />
            </Form.Item>
          ) : null}
          <Form.Item name="conservative" valuePropName="checked">
            <Checkbox>{t('reporting.conservative')}</Checkbox>
          </Form.Item>
        </Form>
      </Card>
      <ResultPanel result={result} input={input ?? {}} exportName={`reporting-deadlines-${reportType}`}>
        {result?.value ? <ReportingAnswer value={result.value} rush={rush} /> : null}
      </ResultPanel>
    </div>
  );
};
