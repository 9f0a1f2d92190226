import { DocumentDetailView } from '../../../modules/disclosure';

/** /disData/ruleB/detail (?id&langType): one enforcement case. */
export const EnforcementDetailPage = () => <DocumentDetailView kind="enforcement" />;
