import { OfferingListView } from '../../../modules/companies';

/** /disData/prospectus/offered: offered, awaiting listing. */
export const OfferedProspectusPage = () => <OfferingListView stateGroup="offered" />;
