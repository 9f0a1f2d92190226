import { z } from 'zod';

/** GET /health: what the server runs on. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']).describe('embedded PGlite or a PostgreSQL server'),
  databaseVersion: z.string().describe('server_version reported by the database'),
  migration: z.string().describe('the newest applied migration'),
  migrationCount: z.number().int(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
