import { OfferingListView } from '../../../modules/companies';

/** /disData/prospectus/status: applications (A1, PHIP, processing, returned, lapsed, cancelled). */
export const ApplicationStatusPage = () => <OfferingListView stateGroup="applying" />;
