import { DocumentSearch } from '../../../modules/disclosure';

/** /disData/ruleB/list: enforcement cases of HKEX and the SFC. */
export const EnforcementListPage = () => <DocumentSearch screen={{ kind: 'enforcement' }} features={{ sourceType: true }} />;
