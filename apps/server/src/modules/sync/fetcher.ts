/**
 * Outbound HTTPS for the public-source sync: one request at a time per host with at least
 * `gapMs` between two (a polite rate), a timeout, a size cap and a User-Agent that names the
 * deployment. `fetch` is injected so that tests answer with recorded responses and never reach
 * the internet.
 */

/** The part of the platform fetch the sync uses (tests pass a fake). */
export type SyncFetch = (url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal: AbortSignal }) => Promise<Response>;

/** A source answered with an HTTP error (or not at all). */
export class SourceHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SourceHttpError';
  }
}

export type FetcherSettings = {
  fetch: SyncFetch;
  /** Least milliseconds between two requests to one host. */
  gapMs: number;
  userAgent: string;
  timeoutMs?: number;
  /** Largest answer read, in bytes. */
  maxBytes?: number;
  /** Waits (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds now (for the gap; the real time, not the app clock, since it paces real requests). */
  now?: () => number;
};

export type RequestOptions = {
  method?: 'GET' | 'POST';
  /** A JSON body (sent as application/json with POST). */
  json?: unknown;
  /** Answer null instead of failing on HTTP 404 (files not published that day). */
  allowMissing?: boolean;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the body as UTF-8 text, refusing bodies over `maxBytes`, without a byte-order mark. */
const readText = async (response: Response, url: string, maxBytes: number): Promise<string> => {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new SourceHttpError(`${url}: answer of ${declared} bytes is over the ${maxBytes}-byte limit`, response.status);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new SourceHttpError(`${url}: answer of ${bytes.byteLength} bytes is over the ${maxBytes}-byte limit`, response.status);
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
};

/** The polite fetcher, shared by every source of the process so two sources on one host do not add up. */
export const createPoliteFetcher = ({ fetch, gapMs, userAgent, timeoutMs = 60_000, maxBytes = 50 * 1024 * 1024, sleep = realSleep, now = Date.now }: FetcherSettings) => {
  const lastRequestAt = new Map<string, number>();
  // One request at a time per host, in the order asked.
  const queues = new Map<string, Promise<unknown>>();

  const request = async (url: string, options: RequestOptions = {}): Promise<string | null> => {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') throw new SourceHttpError(`${url}: the sync fetches over HTTPS only`, null);
    const host = parsed.host;
    const previous = queues.get(host) ?? Promise.resolve();
    const run = previous
      .catch(() => undefined)
      .then(async () => {
        const wait = (lastRequestAt.get(host) ?? -Infinity) + gapMs - now();
        if (wait > 0) await sleep(wait);
        lastRequestAt.set(host, now());
        const method = options.method ?? (options.json === undefined ? 'GET' : 'POST');
        const headers: Record<string, string> = { 'user-agent': userAgent, accept: 'application/json, text/csv, */*' };
        if (options.json !== undefined) headers['content-type'] = 'application/json';
        let response: Response;
        try {
          response = await fetch(url, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json), signal: AbortSignal.timeout(timeoutMs) });
        } catch (error) {
          throw new SourceHttpError(`${url}: ${(error as Error).message}`, null);
        }
        if (response.status === 404 && options.allowMissing) return null;
        if (!response.ok) throw new SourceHttpError(`${url}: HTTP ${response.status}`, response.status);
        return readText(response, url, maxBytes);
      });
    queues.set(host, run);
    return run;
  };

  return { request };
};

export type PoliteFetcher = ReturnType<typeof createPoliteFetcher>;
