import { calculateMeetingNotice, getRule, type ListingBoard, type MeetingNoticeInput, type MeetingNoticeValue, type MeetingType } from '@app/domain';
import { Card, Checkbox, Descriptions, Form, InputNumber, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useCalculatorText } from '../notes';
import { DateField, isoDate, todayIso } from './DateField';
import { Basis } from './CalculatorParts';
import { ResultPanel } from './ResultPanel';

type MeetingFormValues = {
  board: 'MB' | 'GEM';
  meetingDate?: Dayjs | null;
  financialYearEnd?: Dayjs | null;
  noticeDays?: number | null;
  deemedServiceDays?: number | null;
  unlimitedCompany?: boolean;
  closureEndDate?: Dayjs | null;
  rightsIssue?: boolean;
};

const INITIAL: MeetingFormValues = { board: 'MB' };

/** Business-day counts need the calendar for every day; general-meeting clear days are calendar days. */
const COUNTS_BUSINESS_DAYS: ReadonlySet<MeetingType> = new Set(['boardMeeting', 'bookClosure']);
const isGeneralMeeting = (meetingType: MeetingType) => meetingType === 'annualGeneralMeeting' || meetingType === 'generalMeeting';

/** The latest business day for the notice, or why it is not known past the calendar's last date. */
const latestBusinessDayText = (value: MeetingNoticeValue, t: ReturnType<typeof useCalculatorText>['t']): string => {
  if (value.latestNoticeBusinessDay) return value.latestNoticeBusinessDay;
  return value.isLatestNoticeDateBusinessDay === false ? t('reporting.notBusinessDayLatestUnknown') : t('meeting.unknownBusinessDay');
};

/** The rule that sets each meeting type's notice. */
const NOTICE_RULE = { annualGeneralMeeting: 'agmNotice', generalMeeting: 'generalMeetingNotice', boardMeeting: 'boardMeetingNotice', bookClosure: 'bookClosureNotice' } as const;

const MeetingAnswer = ({ value, board }: { value: MeetingNoticeValue; board: ListingBoard }) => {
  const { t } = useCalculatorText();
  const { closurePeriod } = value;
  const rule = getRule(NOTICE_RULE[value.meetingType], board);
  return (
    <>
      <Typography.Text type="secondary">{t('meeting.latestNoticeDate')}</Typography.Text>
      <p className="calc-answer" data-testid="latest-notice-date">
        {value.latestNoticeDate}
      </p>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('meeting.noticePeriod')}>
          <span data-testid="notice-period">{t(`meeting.units.${value.noticePeriod.unit}`, { count: value.noticePeriod.count })}</span> <Basis basis={rule} />
        </Descriptions.Item>
        {value.deemedServiceDays ? (
          <Descriptions.Item label={t('meeting.deemedService')}>
            {value.deemedServiceDays} <Basis basis={getRule('deemedService', board)} />
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('meeting.latestNoticeBusinessDay')}>
          <span data-testid="latest-notice-business-day">{latestBusinessDayText(value, t)}</span> <Basis basis={getRule('businessDay', board)} />
        </Descriptions.Item>
        {value.latestNoticeDateIfNonBusinessDayPublication ? (
          <Descriptions.Item label={t('meeting.nonBusinessDayAlternative')}>
            {value.latestNoticeDateIfNonBusinessDayPublication} <Basis basis={getRule('clearBusinessDayCounting', board)} />
          </Descriptions.Item>
        ) : null}
        {closurePeriod ? (
          <Descriptions.Item label={t('meeting.closurePeriod')}>
            {t('meeting.closureRange', { start: closurePeriod.startDate, end: closurePeriod.endDate, days: closurePeriod.lengthDays })}{' '}
            <Basis basis={getRule('registerClosureCap', board)} />
          </Descriptions.Item>
        ) : null}
        {value.agmDeadline ? (
          <Descriptions.Item label={t('meeting.agmDeadline')}>
            {value.agmDeadline} <Basis basis={getRule('agmWithinSixMonths', board)} />
          </Descriptions.Item>
        ) : null}
        {value.daysUntilMeeting !== null && value.meetingType !== 'bookClosure' ? (
          <Descriptions.Item label={t('meeting.daysUntilMeeting')}>
            {value.daysUntilMeeting} <Basis basis="arithmetic" />
          </Descriptions.Item>
        ) : null}
        {value.daysUntilLatestNotice !== null ? (
          <Descriptions.Item label={t('meeting.daysUntilLatestNotice')}>
            {value.daysUntilLatestNotice} <Basis basis="arithmetic" />
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </>
  );
};

/** The form values as the calculator's input (undefined until the meeting or closure date is picked). */
const toInput = (meetingType: MeetingType, values: MeetingFormValues): MeetingNoticeInput | undefined => {
  const meetingDate = isoDate(values.meetingDate);
  if (!meetingDate) return undefined;
  const financialYearEnd = isoDate(values.financialYearEnd);
  const closureEndDate = isoDate(values.closureEndDate);
  const isGeneral = isGeneralMeeting(meetingType);
  return {
    board: values.board,
    meetingType,
    meetingDate,
    today: todayIso(),
    ...(isGeneral && values.noticeDays ? { noticeDays: values.noticeDays } : {}),
    ...(isGeneral && values.deemedServiceDays ? { deemedServiceDays: values.deemedServiceDays } : {}),
    ...(meetingType === 'generalMeeting' && values.unlimitedCompany ? { isUnlimitedCompany: true } : {}),
    ...(meetingType === 'annualGeneralMeeting' && financialYearEnd ? { financialYearEnd } : {}),
    ...(meetingType === 'bookClosure' && closureEndDate ? { closureEndDate } : {}),
    ...(meetingType === 'bookClosure' && values.rightsIssue ? { isRightsIssue: true } : {}),
  };
};

/**
 * /calAi/meet/*: latest notice date of an AGM, another general meeting, a
 * results board meeting or a book closure, as the user picks dates.
 */
export const MeetingNoticeCalculator = ({ meetingType }: { meetingType: MeetingType }) => {
  const { t } = useCalculatorText();
  const [form] = Form.useForm<MeetingFormValues>();
  const values = (Form.useWatch([], form) as MeetingFormValues | undefined) ?? INITIAL;
  const input = useMemo(() => toInput(meetingType, values), [meetingType, values]);
  const result = useMemo(() => (input ? calculateMeetingNotice(input) : undefined), [input]);
  const dateBounds = COUNTS_BUSINESS_DAYS.has(meetingType) ? 'calendarRange' : 'fromCalendarStart';

  return (
    <div className="calc-page">
      <Card>
        <Typography.Paragraph>{t(`meeting.intro.${meetingType}`)}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={INITIAL}>
          <Form.Item name="board" label={t('common.board')}>
            <Radio.Group optionType="button" options={(['MB', 'GEM'] as const).map((board) => ({ value: board, label: t(`common.boards.${board}`) }))} />
          </Form.Item>
          <Form.Item
            name="meetingDate"
            label={t(meetingType === 'bookClosure' ? 'meeting.closureStartDate' : 'meeting.meetingDate')}
            rules={[{ required: true, message: t('validation.dateRequired') }]}
          >
            <DateField bounds={dateBounds} />
          </Form.Item>
          {meetingType === 'annualGeneralMeeting' ? (
            <Form.Item name="financialYearEnd" label={t('meeting.financialYearEnd')}>
              <DateField bounds="fromCalendarStart" />
            </Form.Item>
          ) : null}
          {isGeneralMeeting(meetingType) ? (
            <>
              <Form.Item name="noticeDays" label={t('meeting.noticeDays')}>
                <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="deemedServiceDays" label={t('meeting.deemedServiceDays')}>
                <InputNumber min={0} max={31} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </>
          ) : null}
          {meetingType === 'generalMeeting' ? (
            <Form.Item name="unlimitedCompany" valuePropName="checked">
              <Checkbox>{t('meeting.unlimitedCompany')}</Checkbox>
            </Form.Item>
          ) : null}
          {meetingType === 'bookClosure' ? (
            <>
              <Form.Item name="closureEndDate" label={t('meeting.closureEndDate')}>
                <DateField bounds="fromCalendarStart" />
              </Form.Item>
              <Form.Item name="rightsIssue" valuePropName="checked">
                <Checkbox>{t('meeting.rightsIssue')}</Checkbox>
              </Form.Item>
            </>
          ) : null}
        </Form>
      </Card>
      <ResultPanel result={result} input={input ?? {}} exportName={`meeting-notice-${meetingType}`}>
        {result?.value ? <MeetingAnswer value={result.value} board={values.board ?? 'MB'} /> : null}
      </ResultPanel>
    </div>
  );
};
