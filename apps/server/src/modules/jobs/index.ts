import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container';
import { registerDevJobRoutes } from './jobs.routes';
import { createJobRunner } from './runner';

export { createJobsRepository, type JobRow, type JobsRepository } from './jobs.repository';
export { createJobsService, PermanentJobError, type JobContext, type JobHandler, type JobOptions, type JobsService, type RunResult, type ScheduleOptions } from './jobs.service';
export { BUSINESS_TIME_ZONE, dailyAt, every } from './schedules';

/**
 * The durable job table under /api: the runner (when JOBS_RUNNER is on) polls for due jobs while the
 * app runs and stops with it; the development tools move the clock and run due jobs at once.
 */
export const jobsModule = async (app: FastifyInstance, services: Pick<Container, 'jobs' | 'clock' | 'jobSettings'>) => {
  const { jobs, clock, jobSettings } = services;
  if (jobSettings.devTools) registerDevJobRoutes(app, { jobs, clock });
  if (!jobSettings.runner) {
    // Recurring jobs still get their first occurrence, so that a runner elsewhere finds them.
    app.addHook('onReady', () => jobs.ensureRecurring());
    return;
  }
  const runner = createJobRunner({ jobs, log: app.log, pollMs: jobSettings.pollMs });
  app.addHook('onReady', runner.start);
  app.addHook('onClose', runner.stop);
};
