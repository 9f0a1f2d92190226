import type { SystemRepository } from './system.repository';

type Parameters = Awaited<ReturnType<SystemRepository['listParametersByType']>>;

/** Groups remembered at most (the public route accepts any group name). */
const MAX_GROUPS = 32;

/**
 * System parameters (spec §7 /au/sysParam/list), for the route and for modules that read settings (quota
 * limits, read on every getUserInfo and search). With `cache`, each group is kept `seconds` at most
 * (SESSION_CACHE_SECONDS): the server never changes these rows (migrations insert them, staff edit them in
 * the database), so a staff edit shows in every process within that time.
 */
export const createSystemService = (
  repository: SystemRepository,
  cache?: { seconds: number; monotonicMs?: () => number },
) => {
  const ttlMs = (cache?.seconds ?? 0) * 1000;
  const now = cache?.monotonicMs ?? (() => performance.now());
  const groups = new Map<string, { readAt: number; rows: Promise<Parameters> }>();

  return {
    /** Parameters of one group, by key. */
    listParametersByType: (type: string): Promise<Parameters> => {
      if (ttlMs <= 0) return repository.listParametersByType(type);
      const kept = groups.get(type);
      if (kept && now() - kept.readAt < ttlMs) return kept.rows;
      const entry = { readAt: now(), rows: repository.listParametersByType(type) };
      if (groups.size >= MAX_GROUPS) groups.clear();
      // Concurrent callers share the one read; a failed read is not kept.
      groups.set(type, entry);
      entry.rows.catch(() => {
        if (groups.get(type) === entry) groups.delete(type);
      });
      return entry.rows;
    },
  };
};

export type SystemService = ReturnType<typeof createSystemService>;
