import { OfferingDetailView } from '../../../modules/companies';

/** /disData/issue/detail?id: one new issue. */
export const IssueDetailPage = () => <OfferingDetailView />;
