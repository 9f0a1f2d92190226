import { ShareDetail } from '../../modules/files';

/** /shareDetail (public): a share link's page. */
export const ShareDetailPage = () => <ShareDetail />;
