import { DocumentDetailView } from '../../../modules/disclosure';

/** /disData/org/detail (?id&langType&orgType&listType): one rule or regulatory document. */
export const OrgDetailPage = () => <DocumentDetailView kind="regulation" />;
