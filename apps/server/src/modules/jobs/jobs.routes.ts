import { jobsEndpoints } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AdjustableClock } from '../../lib/clock';
import { ok } from '../../lib/reply';
import { routeFor } from '../../lib/route-for';
import type { JobsService } from './jobs.service';

const presentClock = (clock: AdjustableClock) => ({ now: clock.now().toISOString(), offsetSeconds: Math.round(clock.offsetMs() / 1000) });

/**
 * Development tools (registered only outside production, or with DEV_TOOLS=true): read and move
 * this process's app clock forward, and run every due job now, so "24 hours later" can be shown
 * and tested without waiting.
 */
export const registerDevJobRoutes = (app: FastifyInstance, { jobs, clock }: { jobs: JobsService; clock: AdjustableClock }) => {
  const options = { access: 'public' as const, tags: ['development'] };
  routeFor(app, jobsEndpoints.devClock, { ...options, summary: 'Development tool: the app clock (business time of every timer)' }, async (request) =>
    ok(request, presentClock(clock)),
  );
  routeFor(app, jobsEndpoints.devAdvanceClock, { ...options, summary: 'Development tool: moves the app clock forward by advanceSeconds' }, async (request) => {
    clock.advance(request.body.advanceSeconds * 1000);
    return ok(request, presentClock(clock));
  });
  routeFor(app, jobsEndpoints.devResetClock, { ...options, summary: 'Development tool: puts the app clock back to the system time' }, async (request) => {
    clock.reset();
    return ok(request, presentClock(clock));
  });
  routeFor(app, jobsEndpoints.devRunJobs, { ...options, summary: 'Development tool: runs every due job now' }, async (request) => ok(request, await jobs.runDue()));
};
