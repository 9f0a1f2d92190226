import { FocusTable } from '../../../modules/user-content';

/** /manage/person/focus: followed companies. */
export const FocusPage = () => <FocusTable />;
