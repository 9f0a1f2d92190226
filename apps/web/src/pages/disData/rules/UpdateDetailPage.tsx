import { DocumentDetailView } from '../../../modules/disclosure';

/** /disData/sup/detail (?id&langType&sourceType): one regulatory update. */
export const UpdateDetailPage = () => <DocumentDetailView kind="update" />;
