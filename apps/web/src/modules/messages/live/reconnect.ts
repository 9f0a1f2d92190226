/** Delay before reconnection attempt `attempt` (0-based): 1 s doubling to 30 s, with up to 30 % jitter so tabs spread out. */
export const reconnectDelayMs = (attempt: number, random: () => number = Math.random): number => {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.3 * random()));
};

/** ws:// or wss:// URL of the live connection on the page's own origin. */
export const liveUrlFor = (location: Pick<Location, 'protocol' | 'host'>, path: string, token: string): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api${path}?token=${encodeURIComponent(token)}`;
