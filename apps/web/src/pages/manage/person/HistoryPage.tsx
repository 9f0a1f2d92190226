import { FootprintTable } from '../../../modules/user-content';

/** /manage/person/history: footprints, newest first. */
export const HistoryPage = () => <FootprintTable />;
