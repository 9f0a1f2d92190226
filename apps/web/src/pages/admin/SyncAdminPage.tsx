import { SyncAdmin } from '../../modules/sync';

/** /admin/sync: staff see each public source's sync runs and can run one now. */
export const SyncAdminPage = () => <SyncAdmin />;
