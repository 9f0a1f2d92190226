import type { JobContext, JobsService } from '../jobs/index';

/** The app-wide durable job service (modules/jobs) as commerce uses it; container.ts hands it over. */
export type CommerceJobs = Pick<JobsService, 'define' | 'schedule' | 'cancel' | 'recurring'>;
export type CommerceJobContext = JobContext;
