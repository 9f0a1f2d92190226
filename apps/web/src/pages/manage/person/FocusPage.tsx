import { FocusTable } from '../../../modules/collect';

/** /manage/person/focus: followed companies. */
export const FocusPage = () => <FocusTable />;
