import { z } from 'zod';

/** Development only: moves the app clock forward (tests and demonstrations of 24-hour timers). */
export const DevClockBodySchema = z.object({
  advanceSeconds: z.coerce
    .number({ error: 'validation.jobs.advanceSeconds' })
    .int({ error: 'validation.jobs.advanceSeconds' })
    .min(1, { error: 'validation.jobs.advanceSeconds' })
    .max(315_360_000, { error: 'validation.jobs.advanceSeconds' }),
});
export type DevClockBody = z.infer<typeof DevClockBodySchema>;

/** The app clock: its time and how far it is ahead of the system time. */
export const DevClockSchema = z.object({ now: z.string(), offsetSeconds: z.number().int() });
export type DevClock = z.infer<typeof DevClockSchema>;

/** What one run of the due jobs did. */
export const JobRunSchema = z.object({ ran: z.number().int(), failed: z.number().int(), retried: z.number().int() });
export type JobRun = z.infer<typeof JobRunSchema>;
