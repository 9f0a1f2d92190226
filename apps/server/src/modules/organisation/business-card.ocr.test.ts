import { describe, expect, it, vi } from 'vitest';
import { OcrBusyError, OcrTimeoutError, createOcrPool, type OcrWorker } from './business-card.ocr';

/** A fake worker: `answer` decides what each recognition does (never settle, text, or failure). */
const fakeWorker = (answer: () => Promise<string>) => {
  const worker = { recognise: vi.fn(answer), terminate: vi.fn(async () => undefined) } satisfies OcrWorker;
  return worker;
};
const never = () => new Promise<string>(() => undefined);

const poolOf = (workers: ReturnType<typeof fakeWorker>[], options: Partial<Parameters<typeof createOcrPool>[0]> = {}) => {
  const created = [...workers];
  const createWorker = vi.fn(async () => {
    const next = created.shift();
    if (!next) throw new Error('no more fake workers');
    return next;
  });
  const pool = createOcrPool({ createWorker, concurrency: 1, maxQueue: 1, timeoutMs: 100, maxJobsPerWorker: 10, idleMs: 60_000, ...options });
  return { pool, createWorker };
};

describe('createOcrPool', () => {
  it('stops a worker that never answers, answers a timeout error, and stays usable', async () => {
    const stuck = fakeWorker(never);
    const healthy = fakeWorker(async () => 'Chan Tai Man');
    const { pool, createWorker } = poolOf([stuck, healthy]);
    await expect(pool.recognise(Buffer.from('a'))).rejects.toBeInstanceOf(OcrTimeoutError);
    expect(stuck.terminate).toHaveBeenCalledOnce();
    await expect(pool.recognise(Buffer.from('b'))).resolves.toBe('Chan Tai Man');
    expect(createWorker).toHaveBeenCalledTimes(2);
    await pool.close();
    expect(healthy.terminate).toHaveBeenCalledOnce();
  });

  it('runs one recognition at a time, queues a bounded number and refuses the rest as busy', async () => {
    let release: (text: string) => void = () => undefined;
    const worker = fakeWorker(() => new Promise<string>((resolve) => (release = resolve)));
    const { pool } = poolOf([worker], { timeoutMs: 60_000 });
    const first = pool.recognise(Buffer.from('1'));
    const second = pool.recognise(Buffer.from('2'));
    await expect(pool.recognise(Buffer.from('3'))).rejects.toBeInstanceOf(OcrBusyError);
    await vi.waitFor(() => expect(worker.recognise).toHaveBeenCalledTimes(1));
    release('one');
    await expect(first).resolves.toBe('one');
    await vi.waitFor(() => expect(worker.recognise).toHaveBeenCalledTimes(2));
    release('two');
    await expect(second).resolves.toBe('two');
    await pool.close();
  });

  it('replaces a worker after maxJobsPerWorker recognitions (returning its memory)', async () => {
    const first = fakeWorker(async () => 'x');
    const second = fakeWorker(async () => 'y');
    const { pool, createWorker } = poolOf([first, second], { maxJobsPerWorker: 2 });
    expect(await pool.recognise(Buffer.from('1'))).toBe('x');
    expect(await pool.recognise(Buffer.from('2'))).toBe('x');
    expect(first.terminate).toHaveBeenCalledOnce();
    expect(await pool.recognise(Buffer.from('3'))).toBe('y');
    expect(createWorker).toHaveBeenCalledTimes(2);
    await pool.close();
  });

  it('replaces a worker whose recognition failed', async () => {
    const broken = fakeWorker(async () => {
      throw new Error('bad image');
    });
    const { pool } = poolOf([broken, fakeWorker(async () => 'ok')]);
    await expect(pool.recognise(Buffer.from('1'))).rejects.toThrow('bad image');
    expect(broken.terminate).toHaveBeenCalledOnce();
    expect(await pool.recognise(Buffer.from('2'))).toBe('ok');
    await pool.close();
  });

  it('stops every worker on close, also one in the middle of a recognition, and refuses new work', async () => {
    const stuck = fakeWorker(never);
    const { pool } = poolOf([stuck], { timeoutMs: 60_000 });
    const running = pool.recognise(Buffer.from('1'));
    await vi.waitFor(() => expect(stuck.recognise).toHaveBeenCalled());
    await pool.close();
    // Ended at once (no 60 s timer left holding the process open).
    await expect(running).rejects.toThrow('closed');
    expect(stuck.terminate).toHaveBeenCalled();
    await expect(pool.recognise(Buffer.from('2'))).rejects.toThrow('closed');
  });
});
