/**
 * The web's configuration. Only `VITE_PUBLIC_*` values are read, and only here
 * (EXAMPLES §8). Every value has a default so a plain `vite` run works.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const config = {
  /** Base path of every API call (spec §7); the dev server proxies it to the API. */
  apiBase: env.VITE_PUBLIC_API_BASE?.trim() || '/api',
} as const;
