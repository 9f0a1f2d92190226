import type { DocumentCompany, DocumentInputs } from '@app/contracts';
import { parseIsoDate } from '@app/domain';
import { AppError } from '../../lib/errors';
import type { CalculatorsService } from '../calculators/calculators.service';
import { readInputs } from './generate';
import type { TemplateDefinition } from './templates/template';

/** The calculators documents read their dates from. */
export type DocumentCalculators = Pick<CalculatorsService, 'meetingNotice' | 'bookClosureChain' | 'nextDayDisclosure' | 'monthlyReturn'>;

type Answer<Value> = { ok: boolean; value: Value | null; errors: readonly { code: string }[] };

/** The calculator's value, or DOCUMENTS_DATE_NOT_CALCULABLE naming its reasons. */
const valueOf = <Value>(result: Answer<Value>): Value => {
  if (!result.ok || !result.value) throw new AppError('DOCUMENTS_DATE_NOT_CALCULABLE', { params: { reason: result.errors.map((error) => error.code).join(', ') || 'no answer' } });
  return result.value;
};

const isDate = (text: string) => Boolean(text && parseIsoDate(text));

/**
 * Fills the dates the user left empty from the calculators (issue 15: dates come
 * from the calculators): the results board-meeting announcement (MB r.13.43),
 * book closures and dividends (MB r.13.66, last lodgement, ex-date), the NDDR
 * deadline (MB r.13.25A) and the Monthly Return deadline (MB r.13.25B).
 * Dates that do not parse are left for missingParticulars to name.
 * @throws DOCUMENTS_DATE_NOT_CALCULABLE when a calculator cannot answer (e.g. past the published calendar)
 */
export const calculatedInputs = (template: TemplateDefinition, inputs: DocumentInputs, company: DocumentCompany | null, calculators: DocumentCalculators): DocumentInputs => {
  const read = readInputs(inputs);
  const board = company?.board === 'gem' ? ('GEM' as const) : ('MB' as const);
  switch (template.id) {
    case 'financial.boardMeetingDate': {
      const meetingDate = read.plain('meetingDate');
      if (read.plain('announcementDate') || !isDate(meetingDate)) return inputs;
      const value = valueOf(calculators.meetingNotice({ meetingType: 'boardMeeting', meetingDate, board }));
      return { ...inputs, announcementDate: value.latestNoticeBusinessDay ?? value.latestNoticeDate };
    }
    case 'hkex.dividend':
    case 'financial.closureOfRegister': {
      const dividend = template.id === 'hkex.dividend' || read.plain('purpose') === 'dividend';
      const start = read.plain('closureStart');
      const end = read.plain('closureEnd');
      const record = read.plain('recordDate');
      const wanted = [!read.plain('lastLodgementDate'), dividend && !read.plain('exDate'), template.id === 'financial.closureOfRegister' && !read.plain('announcementDate')];
      const closed = isDate(start) && isDate(end) && start <= end;
      if (!wanted.some(Boolean) || (!closed && !(isDate(record) && !start && !end))) return inputs;
      const meetingDate = read.plain('meetingDate');
      const value = valueOf(
        calculators.bookClosureChain({
          board,
          purpose: dividend ? 'dividend' : 'meeting',
          ...(closed ? { closureStartDate: start, closureEndDate: end } : { recordDate: record }),
          ...(!dividend && isDate(meetingDate) ? { meetingDate } : {}),
        }),
      );
      return {
        ...inputs,
        ...(wanted[0] ? { lastLodgementDate: value.lastLodgementDate } : {}),
        ...(wanted[1] && value.exDate ? { exDate: value.exDate } : {}),
        ...(wanted[2] ? { announcementDate: value.latestAnnouncementDate } : {}),
      };
    }
    case 'hkex.nddr': {
      const eventDate = read.plain('eventDate');
      const eventTime = read.plain('eventTime');
      if (read.plain('filingDeadline') || !isDate(eventDate) || !/^([01]?\d|2[0-3]):[0-5]\d$/.test(eventTime)) return inputs;
      const value = valueOf(calculators.nextDayDisclosure({ board, eventDate, eventTime: eventTime.padStart(5, '0'), timeZone: 'Asia/Hong_Kong' }));
      return { ...inputs, filingDeadline: value.deadline.date };
    }
    case 'hkex.monthlyReturn': {
      const monthEnd = read.plain('monthEnd');
      if (read.plain('filingDeadline') || !isDate(monthEnd)) return inputs;
      const value = valueOf(calculators.monthlyReturn({ board, year: Number(monthEnd.slice(0, 4)), month: Number(monthEnd.slice(5, 7)) }));
      return { ...inputs, filingDeadline: value.deadline.date };
    }
    default:
      return inputs;
  }
};
