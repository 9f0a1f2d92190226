import { AuditorListView } from '../../../modules/companies';

/** /disData/acc/list: accounting firms of listed companies. */
export const AccountingFirmsPage = () => <AuditorListView />;
