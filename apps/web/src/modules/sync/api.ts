import { syncEndpoints as endpoints, type SyncSourceId } from '@app/contracts';
import { callEndpoint } from '../../lib/http';

/** Staff calls of the public-source sync (packages/contracts endpoints/sync.ts). */
export const getSyncStatus = () => callEndpoint(endpoints.status, {});
export const runSyncNow = (source: SyncSourceId) => callEndpoint(endpoints.runNow, { source });
