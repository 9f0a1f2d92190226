import { z } from 'zod';

/**
 * The public-source sync (issue 18, apps/server/src/modules/sync): one scheduled job per source,
 * off unless SYNC_SOURCES names it; staff see each source's runs at /admin/sync and can run one now.
 */
export const SyncSourceIds = ['hkex-latest', 'hkex-title-search', 'hkex-stock-lists', 'hk-holidays', 'sfc-news', 'hkex-categories', 'cr-companies'] as const;
export type SyncSourceId = (typeof SyncSourceIds)[number];
export const SyncSourceIdSchema = z.enum(SyncSourceIds, { error: 'validation.sync.source' });

export const SyncRunStatuses = ['running', 'ok', 'failed'] as const;
export type SyncRunStatus = (typeof SyncRunStatuses)[number];

/**
 * A note for the operator about a run, by code with its values (the staff page words it in the reader's
 * language): a feed with more pages than are read, a title search or SFC year with more rows than are read,
 * a daily file not published (weekend, holiday), holidays the built calendar lacks.
 */
export const SyncNoteCodes = ['pagesCapped', 'titleSearchCapped', 'sfcCapped', 'notPublished', 'holidaysMissing'] as const;
export type SyncNoteCode = (typeof SyncNoteCodes)[number];
export const SyncNoteSchema = z.object({ code: z.enum(SyncNoteCodes), values: z.record(z.string(), z.union([z.string(), z.number()])) });
export type SyncNote = z.infer<typeof SyncNoteSchema>;

/** One run of a source: what it fetched and what the importers did with it (new, changed, already stored, refused). */
export const SyncRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  status: z.enum(SyncRunStatuses),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  requests: z.number().int(),
  fetched: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  error: z.string().nullable(),
  /** Notes for the operator (holidays the built calendar lacks, files not published that day, capped reads). */
  notes: z.array(SyncNoteSchema),
});
export type SyncRun = z.infer<typeof SyncRunSchema>;

/** A source on the staff page: switched on or not, its schedule, the next run and the latest runs (newest first). */
export const SyncSourceSchema = z.object({
  id: SyncSourceIdSchema,
  enabled: z.boolean(),
  /** The host it fetches from, over HTTPS. */
  host: z.string(),
  /** Every `everyMinutes` minutes, or daily at `dailyAt` (HH:mm, Hong Kong time). */
  everyMinutes: z.number().int().nullable(),
  dailyAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  /** A "run now" is waiting for the job runner. */
  manualPending: z.boolean(),
  lastSuccessAt: z.string().nullable(),
  runs: z.array(SyncRunSchema),
});
export type SyncSource = z.infer<typeof SyncSourceSchema>;

export const SyncStatusSchema = z.object({ sources: z.array(SyncSourceSchema) });
export type SyncStatus = z.infer<typeof SyncStatusSchema>;

export const SyncRunBodySchema = z.object({ source: SyncSourceIdSchema });
export type SyncRunBody = z.infer<typeof SyncRunBodySchema>;

/** The run asked for: it starts when the job runner next looks (about a second). */
export const SyncRunScheduledSchema = z.object({ source: SyncSourceIdSchema, runAt: z.string() });
export type SyncRunScheduled = z.infer<typeof SyncRunScheduledSchema>;
