import { ShareholdersView } from '../../../modules/companies';

/** /disData/comp/shDetail?market&stockCode: every substantial shareholder. */
export const ShareholdersPage = () => <ShareholdersView />;
