import { OfferingListView } from '../../../modules/companies';

/** /disData/issue/list: every new issue, with the button to add one. */
export const IssueListPage = () => <OfferingListView stateGroup="all" canCreate />;
