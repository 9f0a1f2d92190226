import type { FastifyBaseLogger } from 'fastify';
import type { JobsService } from './jobs.service';

/**
 * Polls the job table while the app runs: every `pollMs`, runs what is due (one call at a time per
 * process; other processes claim their own with SKIP LOCKED). Stopping waits for the running call.
 */
export const createJobRunner = ({ jobs, log, pollMs }: { jobs: JobsService; log: FastifyBaseLogger; pollMs: number }) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = jobs
      .runDue()
      .then((result) => {
        if (result.failed > 0 || result.retried > 0) log.warn(result, 'jobs failed or retried');
      })
      .catch((error: unknown) => log.error({ err: error }, 'job runner failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start: async () => {
      await jobs.ensureRecurring();
      tick();
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};
