import type { SystemRepository } from './system.repository';

/** System parameters (spec §7 /au/sysParam/list), for the route and for modules that read settings (quota limits). */
export const createSystemService = (repository: SystemRepository) => ({
  /** Parameters of one group, by key. */
  listParametersByType: (type: string) => repository.listParametersByType(type),
});

export type SystemService = ReturnType<typeof createSystemService>;
