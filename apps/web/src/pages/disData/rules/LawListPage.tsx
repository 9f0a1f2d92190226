import { DocumentSearch } from '../../../modules/disclosure';

/** /disData/ruleL/list: laws and regulations. */
export const LawListPage = () => <DocumentSearch screen={{ kind: 'law' }} features={{ issuingBody: true, validity: true }} />;
