import { boardAgenda, boardMeetingNotice, boardMinutes, directorsWrittenResolutions, membersWrittenResolutions } from './board';
import { closureOfRegister, resultsAnnouncementShell, resultsBoardMeetingNotice } from './financial';
import { announcementSkeleton, directorChangeAnnouncement, dividendAnnouncement } from './hkex';
import { monthlyReturn, nextDayDisclosureReturn } from './hkex-returns';
import { interestForm1, interestForm2, interestForm3A } from './interest';
import { registerOfCharges, registerOfDirectors, registerOfMembers, registerOfSecretaries, registerOfSignificantControllers } from './registers';
import { shareCertificate } from './share-certificate';
import { consentToAct, nar1DataSheet, nd2aDataSheet, nd2bDataSheet, nr1DataSheet } from './secretary';
import type { TemplateDefinition } from './template';

/**
 * Every document type of the /docAi/create screens (issue 15's
 * reading of the routes), in the order the screens list them.
 */
export const TEMPLATES: readonly TemplateDefinition[] = [
  // Board documents (createBoard)
  boardMeetingNotice,
  boardMinutes,
  directorsWrittenResolutions,
  boardAgenda,
  membersWrittenResolutions,
  // HKEX documents (createHkex)
  directorChangeAnnouncement,
  announcementSkeleton,
  nextDayDisclosureReturn,
  monthlyReturn,
  dividendAnnouncement,
  // Financial-report documents (createCbpl)
  resultsBoardMeetingNotice,
  resultsAnnouncementShell,
  closureOfRegister,
  // Interest disclosure (createQypl)
  interestForm1,
  interestForm2,
  interestForm3A,
  // Statutory registers (createQyc, createQycDet)
  registerOfMembers,
  registerOfDirectors,
  registerOfSecretaries,
  registerOfCharges,
  registerOfSignificantControllers,
  shareCertificate,
  // Company-secretary documents (createGsms)
  consentToAct,
  nd2aDataSheet,
  nd2bDataSheet,
  nr1DataSheet,
  nar1DataSheet,
];

/** One template by id, or undefined. */
export const findTemplate = (id: string): TemplateDefinition | undefined => TEMPLATES.find((template) => template.id === id);
