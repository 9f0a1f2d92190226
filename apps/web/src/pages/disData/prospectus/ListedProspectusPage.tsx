import { OfferingListView } from '../../../modules/companies';

/** /disData/prospectus/listed: offerings that have listed. */
export const ListedProspectusPage = () => <OfferingListView stateGroup="listed" />;
