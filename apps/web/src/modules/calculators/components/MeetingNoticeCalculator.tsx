import { calculateMeetingNotice, type MeetingNoticeInput, type MeetingNoticeValue, type MeetingType } from '@app/domain';
import { Card, Checkbox, Descriptions, Form, InputNumber, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useCalculatorText } from '../notes';
import { DateField, isoDate, todayIso } from './DateField';
import { ResultPanel } from './ResultPanel';

type MeetingFormValues = {
  board: 'MB' | 'GEM';
  meetingDate?: Dayjs | null;
  financialYearEnd?: Dayjs | null;
  noticeDays?: number | null;
  unlimitedCompany?: boolean;
};

const INITIAL: MeetingFormValues = { board: 'MB' };

const MeetingAnswer = ({ value }: { value: MeetingNoticeValue }) => {
  const { t } = useCalculatorText();
  return (
    <>
      <Typography.Text type="secondary">{t('meeting.latestNoticeDate')}</Typography.Text>
      <p className="calc-answer" data-testid="latest-notice-date">
        {value.latestNoticeDate}
      </p>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('meeting.noticePeriod')}>{t(`meeting.units.${value.noticePeriod.unit}`, { count: value.noticePeriod.count })}</Descriptions.Item>
        <Descriptions.Item label={t('meeting.latestNoticeBusinessDay')}>{value.latestNoticeBusinessDay}</Descriptions.Item>
        {value.latestNoticeDateIfNonBusinessDayPublication ? (
          <Descriptions.Item label={t('meeting.nonBusinessDayAlternative')}>{value.latestNoticeDateIfNonBusinessDayPublication}</Descriptions.Item>
        ) : null}
        {value.agmDeadline ? <Descriptions.Item label={t('meeting.agmDeadline')}>{value.agmDeadline}</Descriptions.Item> : null}
        {value.daysUntilMeeting !== null ? <Descriptions.Item label={t('meeting.daysUntilMeeting')}>{value.daysUntilMeeting}</Descriptions.Item> : null}
        {value.daysUntilLatestNotice !== null ? (
          <Descriptions.Item label={t('meeting.daysUntilLatestNotice')}>{value.daysUntilLatestNotice}</Descriptions.Item>
        ) : null}
      </Descriptions>
    </>
  );
};

/** /calAi/meet/*: latest notice date of an AGM, another general meeting or a results board meeting, as the user picks dates. */
export const MeetingNoticeCalculator = ({ meetingType }: { meetingType: MeetingType }) => {
  const { t } = useCalculatorText();
  const [form] = Form.useForm<MeetingFormValues>();
  const values = (Form.useWatch([], form) as MeetingFormValues | undefined) ?? INITIAL;
  const meetingDate = isoDate(values.meetingDate);
  const financialYearEnd = isoDate(values.financialYearEnd);
  const input = useMemo<MeetingNoticeInput | undefined>(
    () =>
      meetingDate
        ? {
            board: values.board,
            meetingType,
            meetingDate,
            today: todayIso(),
            ...(values.noticeDays ? { noticeDays: values.noticeDays } : {}),
            ...(meetingType === 'generalMeeting' && values.unlimitedCompany ? { isUnlimitedCompany: true } : {}),
            ...(meetingType === 'annualGeneralMeeting' && financialYearEnd ? { financialYearEnd } : {}),
          }
        : undefined,
    [meetingDate, financialYearEnd, values.board, values.noticeDays, values.unlimitedCompany, meetingType],
  );
  const result = useMemo(() => (input ? calculateMeetingNotice(input) : undefined), [input]);

  return (
    <div className="calc-page">
      <Card>
        <Typography.Paragraph>{t(`meeting.intro.${meetingType}`)}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={INITIAL}>
          <Form.Item name="board" label={t('common.board')}>
            <Radio.Group optionType="button" options={(['MB', 'GEM'] as const).map((board) => ({ value: board, label: t(`common.boards.${board}`) }))} />
          </Form.Item>
          <Form.Item name="meetingDate" label={t('meeting.meetingDate')} rules={[{ required: true, message: t('validation.dateRequired') }]}>
            <DateField />
          </Form.Item>
          {meetingType === 'annualGeneralMeeting' ? (
            <Form.Item name="financialYearEnd" label={t('meeting.financialYearEnd')}>
              <DateField />
            </Form.Item>
          ) : null}
          {meetingType !== 'boardMeeting' ? (
            <Form.Item name="noticeDays" label={t('meeting.noticeDays')}>
              <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
          {meetingType === 'generalMeeting' ? (
            <Form.Item name="unlimitedCompany" valuePropName="checked">
              <Checkbox>{t('meeting.unlimitedCompany')}</Checkbox>
            </Form.Item>
          ) : null}
        </Form>
      </Card>
      <ResultPanel result={result} input={input ?? {}} exportName={`meeting-notice-${meetingType}`}>
        {result?.value ? <MeetingAnswer value={result.value} /> : null}
      </ResultPanel>
    </div>
  );
};
