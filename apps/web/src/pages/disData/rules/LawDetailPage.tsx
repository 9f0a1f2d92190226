import { DocumentDetailView } from '../../../modules/disclosure';

/** /disData/ruleL/detail (?id&langType): one law or regulation. */
export const LawDetailPage = () => <DocumentDetailView kind="law" />;
