import type { MeetingType } from '@app/domain';
import { useLocation } from 'react-router';
import { MeetingNoticeCalculator } from '../../modules/calculators';

const BY_SEGMENT: Readonly<Record<string, MeetingType>> = { stockYear: 'annualGeneralMeeting', stockOther: 'generalMeeting', board: 'boardMeeting' };

/** /calAi/meet/{stockYear,stockOther,board}. */
export const MeetingNoticePage = () => {
  const segment = useLocation().pathname.split('/').filter(Boolean).at(-1) ?? '';
  const meetingType = BY_SEGMENT[segment] ?? 'annualGeneralMeeting';
  return <MeetingNoticeCalculator key={meetingType} meetingType={meetingType} />;
};
