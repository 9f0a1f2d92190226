import type { MeetingType } from '@app/domain';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CALCULATORS_NS, MeetingNoticeCalculator } from '../../modules/calculators';

const BY_SEGMENT: Readonly<Record<string, MeetingType>> = { stockYear: 'annualGeneralMeeting', stockOther: 'generalMeeting', board: 'boardMeeting' };

/** stockOther: other general meetings, and the book-closure notice that usually goes with them (MB 13.66). */
const OtherMeetingTabs = () => {
  const { t } = useTranslation(CALCULATORS_NS);
  return (
    <Tabs
      destroyOnHidden
      items={(['generalMeeting', 'bookClosure'] as const).map((meetingType) => ({
        key: meetingType,
        label: t(`meeting.tabs.${meetingType}`),
        children: <MeetingNoticeCalculator meetingType={meetingType} />,
      }))}
    />
  );
};

/** /calAi/meet/{stockYear,stockOther,board}. */
export const MeetingNoticePage = () => {
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
  const meetingType = BY_SEGMENT[segment] ?? 'annualGeneralMeeting';
  return meetingType === 'generalMeeting' ? <OtherMeetingTabs /> : <MeetingNoticeCalculator key={meetingType} meetingType={meetingType} />;
};
