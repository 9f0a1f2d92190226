import { z } from 'zod';

/** Parameter groups: 'quota' holds the free-tier daily limits (spec §6). */
export const SystemParameterTypes = ['quota'] as const;

/** POST /au/sysParam/list {type}: the public system parameters of one group. */
export const ListSystemParametersBodySchema = z.object({
  type: z.enum(SystemParameterTypes, { error: 'validation.invalidValue' }),
});
export type ListSystemParametersBody = z.infer<typeof ListSystemParametersBodySchema>;

export const SystemParameterSchema = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
});
export type SystemParameter = z.infer<typeof SystemParameterSchema>;

export const SystemParameterListSchema = z.object({ list: z.array(SystemParameterSchema), total: z.number().int() });
export type SystemParameterList = z.infer<typeof SystemParameterListSchema>;

/** Keys of the 'quota' group and their defaults (spec §9: 10 each). */
export const QuotaParameterKeys = { freeSearchLimit: 'freeSearchLimit', freeCompanyLimit: 'freeCompanyLimit' } as const;
