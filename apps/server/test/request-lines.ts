import fs from 'node:fs';
import { vi } from 'vitest';
import { batchedStandardOutput } from '../src/plugins/request-log';

/**
 * The URLs of the request lines ('request completed') the server writes to standard output while `run` runs,
 * read where a production server's lines go (plugins/request-log.ts batchedStandardOutput), in order.
 */
export const loggedRequestUrls = async (run: () => Promise<void>): Promise<string[]> => {
  const written: string[] = [];
  const writeSync = fs.writeSync;
  const spy = vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd === 1) {
      written.push(String(data));
      return Buffer.byteLength(String(data));
    }
    return (writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync);
  try {
    batchedStandardOutput().flushSync();
    written.length = 0;
    await run();
    batchedStandardOutput().flushSync();
  } finally {
    spy.mockRestore();
  }
  const lines = written.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
  return lines.filter((line) => line.msg === 'request completed').map((line) => line.req?.url ?? '');
};
