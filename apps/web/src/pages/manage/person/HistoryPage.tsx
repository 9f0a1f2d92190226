import { FootprintTable } from '../../../modules/collect';

/** /manage/person/history: footprints, newest first. */
export const HistoryPage = () => <FootprintTable />;
