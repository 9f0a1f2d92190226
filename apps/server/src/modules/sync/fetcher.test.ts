import { describe, expect, it } from 'vitest';
import { createPoliteFetcher, SourceHttpError, type SyncFetch } from './fetcher';

/** A fetcher on a fake time: `sleep` moves the time instead of waiting. */
const fetcherWith = (fetch: SyncFetch, gapMs = 3000) => {
  let time = 1_000_000;
  const slept: number[] = [];
  const fetcher = createPoliteFetcher({
    fetch,
    gapMs,
    userAgent: 'test-agent',
    maxBytes: 100,
    now: () => time,
    sleep: async (ms) => {
      slept.push(ms);
      time += ms;
    },
  });
  return { fetcher, slept, tick: (ms: number) => (time += ms) };
};

describe('polite fetcher', () => {
  it('keeps the gap between two requests to one host, not between hosts', async () => {
    const seen: string[] = [];
    const { fetcher, slept, tick } = fetcherWith(async (url, init) => {
      seen.push(`${init.method} ${url} ${init.headers['user-agent']}`);
      return new Response('ok');
    });
    await fetcher.request('https://www1.hkexnews.hk/a.json');
    tick(1000);
    await fetcher.request('https://www1.hkexnews.hk/b.json');
    await fetcher.request('https://apps.sfc.hk/x', { json: { lang: 'EN' } });
    expect(slept).toEqual([2000]);
    expect(seen).toEqual(['GET https://www1.hkexnews.hk/a.json test-agent', 'GET https://www1.hkexnews.hk/b.json test-agent', 'POST https://apps.sfc.hk/x test-agent']);
  });

  it('fetches over HTTPS only', async () => {
    const { fetcher } = fetcherWith(async () => new Response('ok'));
    await expect(fetcher.request('http://www.cr.gov.hk/docs/x.csv')).rejects.toThrow('HTTPS only');
  });

  it('answers null for a missing file only when told to; other statuses fail', async () => {
    const { fetcher } = fetcherWith(async () => new Response('no', { status: 404 }), 0);
    expect(await fetcher.request('https://www.cr.gov.hk/x.csv', { allowMissing: true })).toBeNull();
    await expect(fetcher.request('https://www.cr.gov.hk/x.csv')).rejects.toThrow(new SourceHttpError('https://www.cr.gov.hk/x.csv: HTTP 404', 404));
  });

  it('drops a byte-order mark and refuses answers over the size limit', async () => {
    const { fetcher } = fetcherWith(async (url) => new Response(url.endsWith('big') ? 'x'.repeat(101) : '\uFEFF{"a":1}'), 0);
    expect(await fetcher.request('https://www.1823.gov.hk/en.json')).toBe('{"a":1}');
    await expect(fetcher.request('https://www.1823.gov.hk/big')).rejects.toThrow('over the 100-byte limit');
  });

  it('reports a network failure as the source\'s error', async () => {
    const { fetcher } = fetcherWith(async () => {
      throw new TypeError('fetch failed');
    }, 0);
    await expect(fetcher.request('https://apps.sfc.hk/x')).rejects.toThrow('https://apps.sfc.hk/x: fetch failed');
  });
});
