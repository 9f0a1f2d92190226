import { defineEndpoint } from '../endpoint';
import { SyncRunBodySchema, SyncRunScheduledSchema, SyncStatusSchema } from '../sync';

/** Staff: the public-source sync (issue 18), form-encoded POSTs under /au/admin/sync. */
export const syncEndpoints = {
  /** Every source: switched on or not, schedule, next run, the latest runs with their counts and errors. */
  status: defineEndpoint({ path: '/au/admin/sync/list', response: SyncStatusSchema }),
  /** Runs one switched-on source as soon as the job runner looks. */
  runNow: defineEndpoint({ path: '/au/admin/sync/run', request: SyncRunBodySchema, response: SyncRunScheduledSchema }),
};
