import { OfferingCreateForm } from '../../../modules/companies';

/** /disData/issue/create: add a new issue (signed-in users). */
export const IssueCreatePage = () => <OfferingCreateForm />;
