import { OfferingListView } from '../../../modules/companies';

/** /disData/prospectus/list: every offering with a published prospectus. */
export const ProspectusListPage = () => <OfferingListView stateGroup="all" withProspectus />;
