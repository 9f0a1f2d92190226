/**
 * The web's configuration. Only `VITE_PUBLIC_*` values are read, and only here
 * (EXAMPLES §8). Every value has a default so a plain `vite` run works.
 */
const env = import.meta.env as Record<string, string | undefined>;

/** How the API client checks each reply against its contract schema (lib/http.ts callEndpoint). */
export type ReplyCheck = 'throw' | 'warn' | 'off';

export const config = {
  /** Base path of every API call (spec §7); the dev server proxies it to the API. */
  apiBase: env.VITE_PUBLIC_API_BASE?.trim() || '/api',
  /** Replies that do not match their schema fail tests and are logged in development; production does not check. */
  replyCheck: (import.meta.env.MODE === 'test' ? 'throw' : import.meta.env.DEV ? 'warn' : 'off') as ReplyCheck,
} as const;
