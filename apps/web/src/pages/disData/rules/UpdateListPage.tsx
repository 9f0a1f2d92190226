import { DocumentSearch } from '../../../modules/disclosure';

/** /disData/sup/list: regulatory updates of HKEX and the SFC. */
export const UpdateListPage = () => <DocumentSearch screen={{ kind: 'update' }} features={{ sourceType: true }} />;
