import type { SyncNote, SyncRun, SyncSourceId, SyncStatus } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { DisclosureImporter, ImportRejection } from '../disclosure/index';
import { dailyAt, every, PermanentJobError, type JobsService } from '../jobs/index';
import type { PoliteFetcher } from './fetcher';
import { SYNC_SOURCES, type SourceRunContext, type SyncSourceDefinition } from './sources';
import type { SyncRepository, SyncRunRow, SyncRunTotals } from './sync.repository';

/** Runs shown per source on the staff page. */
const RUNS_SHOWN = 5;
/** Rejected rows kept in a run's details (the importer's own import_runs row keeps them all). */
const REJECTIONS_KEPT = 20;
/** A run still "running" after this long was left by a process that died. */
const STALE_RUN_MS = 2 * 3600_000;

const recurringKind = (id: SyncSourceId) => `sync.${id}`;
const manualKind = (id: SyncSourceId) => `sync.${id}.now`;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

type RunDetails = { files: { name: string; url: string; inserted: number; updated: number; unchanged: number; rejected: number }[]; notes: SyncNote[]; rejections: (ImportRejection & { file: string })[] };

const toRun = (row: SyncRunRow): SyncRun => ({
  id: String(row.id),
  trigger: row.trigger === 'manual' ? 'manual' : 'schedule',
  status: row.status === 'ok' || row.status === 'failed' ? row.status : 'running',
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  requests: row.requests,
  fetched: row.fetched,
  inserted: row.inserted,
  updated: row.updated,
  unchanged: row.unchanged,
  rejected: row.rejected,
  error: row.error,
  notes: ((row.details as Partial<RunDetails>).notes ?? []).slice(0, 20),
});

export type SyncServiceDependencies = {
  repository: SyncRepository;
  jobs: JobsService;
  importer: DisclosureImporter;
  fetcher: PoliteFetcher;
  /** The sources SYNC_SOURCES switches on; the others never run. */
  enabled: readonly SyncSourceId[];
  dataDir: string;
  clock: Clock;
  log: FastifyBaseLogger;
  sources?: readonly SyncSourceDefinition[];
};

/**
 * The public-source sync (issue 18): one recurring job per switched-on source on the durable job
 * table, each run recorded in sync_runs with what it fetched and what the existing importers did
 * (the importers match on the source's own ids, so a second run of the same answer adds nothing).
 * A failing source records its error in its own run; the other sources are other jobs and run on.
 */
export const createSyncService = ({ repository, jobs, importer, fetcher, enabled, dataDir, clock, log, sources = SYNC_SOURCES }: SyncServiceDependencies) => {
  const isEnabled = (id: SyncSourceId) => enabled.includes(id);

  /** Runs one source now and records the run; never throws for the source's own failures. */
  const runSource = async (source: SyncSourceDefinition, trigger: 'schedule' | 'manual'): Promise<'ran' | 'busy'> => {
    const startedAt = clock.now();
    const runId = await repository.startRun({ source: source.id, trigger, startedAt, staleBefore: new Date(startedAt.getTime() - STALE_RUN_MS) });
    if (runId === null) {
      log.info({ source: source.id }, 'sync: a run of this source is still going; this one is skipped');
      return 'busy';
    }
    const totals: SyncRunTotals = { requests: 0, fetched: 0, inserted: 0, updated: 0, unchanged: 0, rejected: 0 };
    const details: RunDetails = { files: [], notes: [], rejections: [] };
    const context: SourceRunContext = {
      now: startedAt,
      dataDir,
      fetch: async (url, options) => {
        totals.requests += 1;
        return fetcher.request(url, options);
      },
      importAnswer: async (format, answer, options) => {
        const files = Array.isArray(answer) ? answer : [answer];
        const report = await importer.run(format, files.map(({ name, text }) => ({ name, text })), options);
        const read = report.inserted + report.updated + report.unchanged + report.rejected;
        totals.fetched += read;
        totals.inserted += report.inserted;
        totals.updated += report.updated;
        totals.unchanged += report.unchanged;
        totals.rejected += report.rejected;
        const name = files.map((file) => file.name).join(', ');
        details.files.push({ name, url: files[0]?.url ?? '', inserted: report.inserted, updated: report.updated, unchanged: report.unchanged, rejected: report.rejected });
        for (const rejection of report.rejections) if (details.rejections.length < REJECTIONS_KEPT) details.rejections.push({ ...rejection, file: rejection.file ?? name });
      },
      count: (counts) => {
        totals.fetched += counts.fetched;
        totals.inserted += counts.inserted;
        totals.unchanged += counts.unchanged;
      },
      note: (code, values) => {
        details.notes.push({ code, values });
      },
    };
    let error: string | null = null;
    try {
      await source.run(context);
    } catch (failure) {
      error = describe(failure);
      log.warn({ source: source.id, err: failure }, 'sync run failed');
    }
    await repository.finishRun(runId, { ...totals, status: error ? 'failed' : 'ok', finishedAt: clock.now(), error, details });
    return 'ran';
  };

  for (const source of sources) {
    // Disabled sources get no job at all: nothing of theirs is claimed or run.
    if (!isEnabled(source.id)) continue;
    const next = 'everyMinutes' in source.schedule ? every(source.schedule.everyMinutes * 60) : dailyAt(source.schedule.dailyAt);
    // Outside a transaction: the run waits on other hosts, and each importer call commits on its own. The
    // default lease stays: a run that outlasts it and is claimed again is skipped by the one-running-run index.
    jobs.recurring(recurringKind(source.id), next, async () => void (await runSource(source, 'schedule')), { transaction: false });
    jobs.define<Record<string, never>>(
      manualKind(source.id),
      async () => {
        if (!isEnabled(source.id)) throw new PermanentJobError(`${source.id} is switched off`);
        await runSource(source, 'manual');
      },
      { transaction: false, maxAttempts: 1 },
    );
  }

  const sourceOf = (id: SyncSourceId) => sources.find((source) => source.id === id);

  return {
    /** Every source with its switch, schedule, next run and latest runs (staff page). */
    status: async (): Promise<SyncStatus> => {
      const ids = sources.map((source) => source.id);
      const [runs, lastSuccess, pending] = await Promise.all([
        repository.latestRuns(ids, RUNS_SHOWN),
        repository.lastSuccess(),
        jobs.nextPending(ids.flatMap((id) => [recurringKind(id), manualKind(id)])),
      ]);
      return {
        sources: sources.map((source) => {
          const on = isEnabled(source.id);
          return {
            id: source.id,
            enabled: on,
            host: source.host,
            everyMinutes: 'everyMinutes' in source.schedule ? source.schedule.everyMinutes : null,
            dailyAt: 'dailyAt' in source.schedule ? source.schedule.dailyAt : null,
            nextRunAt: on ? (pending.get(recurringKind(source.id))?.toISOString() ?? null) : null,
            manualPending: on && pending.has(manualKind(source.id)),
            lastSuccessAt: lastSuccess.get(source.id)?.toISOString() ?? null,
            runs: (runs.get(source.id) ?? []).map(toRun),
          };
        }),
      };
    },

    /**
     * Asks for a run of `id` as soon as the job runner looks; a second ask while one waits changes nothing.
     * @throws AppError SYNC_SOURCE_DISABLED when SYNC_SOURCES does not switch it on.
     */
    runNow: async (id: SyncSourceId): Promise<{ source: SyncSourceId; runAt: string }> => {
      if (!isEnabled(id) || !sourceOf(id)) throw new AppError('SYNC_SOURCE_DISABLED');
      const pending = (await jobs.nextPending([manualKind(id)])).get(manualKind(id));
      if (pending) return { source: id, runAt: pending.toISOString() };
      const runAt = clock.now();
      await jobs.schedule(manualKind(id), {}, { key: `at:${runAt.toISOString()}`, runAt });
      return { source: id, runAt: runAt.toISOString() };
    },

    /** Runs one source at once, outside the job table (tests and scripts); refuses a disabled source. */
    runOnce: async (id: SyncSourceId, trigger: 'schedule' | 'manual' = 'manual') => {
      const source = sourceOf(id);
      if (!source || !isEnabled(id)) throw new AppError('SYNC_SOURCE_DISABLED');
      return runSource(source, trigger);
    },

    recurringKind,
  };
};

export type SyncService = ReturnType<typeof createSyncService>;
