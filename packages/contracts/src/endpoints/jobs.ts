import { defineEndpoint } from '../endpoint';
import { DevClockBodySchema, DevClockSchema, JobRunSchema } from '../jobs';

/** Development tools of the durable job table and the app clock (absent in production unless DEV_TOOLS=true). */
export const jobsEndpoints = {
  devClock: defineEndpoint({ method: 'GET', path: '/dev/clock', response: DevClockSchema }),
  devAdvanceClock: defineEndpoint({ path: '/dev/clock', request: DevClockBodySchema, response: DevClockSchema }),
  devResetClock: defineEndpoint({ path: '/dev/clock/reset', response: DevClockSchema }),
  devRunJobs: defineEndpoint({ path: '/dev/jobs/run', response: JobRunSchema }),
};
