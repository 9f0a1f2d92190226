import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Every environment variable the server reads, with its default and why it exists. */
const EnvSchema = z.object({
  // Port the HTTP server listens on (API and web app together).
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  // Interface to bind; 'localhost' serves both IPv4 and IPv6 loopback.
  HOST: z.string().min(1).default('localhost'),
  // Folder for the embedded database and stored files; relative paths start at the working directory.
  DATA_DIR: z.string().min(1).default('./data'),
  // postgres://user@host:port/db switches from the embedded PGlite to a PostgreSQL server.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  // Connections in the pool when DATABASE_URL is set.
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100).default(10),
  // Log level: fatal, error, warn, info, debug, trace or silent.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Human-readable logs (pino-pretty) instead of JSON lines.
  LOG_PRETTY: booleanFlag.default(false),
  // Load the demo dataset when the database is empty.
  SEED_DEMO: booleanFlag.default(true),
  // Built web app to serve; empty string disables serving it (API only).
  WEB_DIST_DIR: z.string().default(path.join(repositoryRoot, 'apps/web/dist')),
  // Largest request body accepted, in bytes (uploads are limited to 10 MB each by the spec).
  BODY_LIMIT_BYTES: z.coerce.number({ error: 'must be a number' }).int().min(1024).default(11 * 1024 * 1024),
});

export type AppConfig = Omit<z.infer<typeof EnvSchema>, 'DATA_DIR' | 'WEB_DIST_DIR'> & {
  /** Absolute data folder. */
  DATA_DIR: string;
  /** Absolute folder of the built web app, or '' when not served. */
  WEB_DIST_DIR: string;
};

/** Raised when the environment is invalid; the message lists every problem. */
export class ConfigError extends Error {}

/**
 * Parses and validates the environment. The only place that reads process.env.
 * @throws ConfigError listing each wrong variable and why.
 */
export const loadConfig = (environment: NodeJS.ProcessEnv = process.env): AppConfig => {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape).flatMap((key) => {
      const value = environment[key];
      return value === undefined || (value === '' && key !== 'WEB_DIST_DIR') ? [] : [[key, value]];
    }),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}=${JSON.stringify(present[String(issue.path[0])] ?? '')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = result.data;
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    WEB_DIST_DIR: config.WEB_DIST_DIR === '' ? '' : path.resolve(config.WEB_DIST_DIR),
  };
};
