import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

// English LSTM data shipped in node_modules (tech notes): no download, no cache folder.
const ENGLISH_DATA_DIR = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Text recognition for uploaded images. */
export type OcrEngine = {
  /**
   * The text of an image (PNG or JPEG bytes).
   * @throws OcrBusyError when every worker is busy and the queue is full, OcrTimeoutError past the
   *   time limit (the worker is stopped), or the engine's own error when recognition fails.
   */
  recognise: (image: Buffer) => Promise<string>;
  /** Stops every worker and refuses queued and later jobs. */
  close: () => Promise<void>;
};

/** Every worker is busy and the queue is full. */
export class OcrBusyError extends Error {
  constructor() {
    super('every OCR worker is busy and the queue is full');
    this.name = 'OcrBusyError';
  }
}

/** A recognition took longer than the pool's time limit; its worker was terminated. */
export class OcrTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`OCR took longer than ${timeoutMs} ms; the worker was terminated`);
    this.name = 'OcrTimeoutError';
  }
}

/** One recognition worker (a Tesseract worker thread, or a fake in tests). */
export type OcrWorker = {
  recognise: (image: Buffer) => Promise<string>;
  /** Stops the worker at once, even in the middle of a recognition, and frees its memory. */
  terminate: () => Promise<void>;
};

export type OcrPoolOptions = {
  /** Starts a worker (loads the language data). */
  createWorker: () => Promise<OcrWorker>;
  /** Recognitions running at once (one worker each). */
  concurrency: number;
  /** Recognitions waiting for a worker; one more is refused with OcrBusyError. */
  maxQueue: number;
  /** Time limit of one recognition, worker start included (ms). */
  timeoutMs: number;
  /**
   * A worker is replaced after this many recognitions: Tesseract's WASM memory only grows
   * (it keeps the high-water mark of the largest image), so replacing it returns the memory.
   */
  maxJobsPerWorker: number;
  /** An idle worker is stopped after this long (ms), so memory is not held between uploads. */
  idleMs: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** Defaults for the business-card pool on a small server (2 cores). */
export const OCR_POOL_DEFAULTS = { concurrency: 1, maxQueue: 4, timeoutMs: 20_000, maxJobsPerWorker: 20, idleMs: 30_000 } as const;

type Job = { image: Buffer; resolve: (text: string) => void; reject: (error: unknown) => void };
type Idle = { worker: OcrWorker; jobs: number; timer: NodeJS.Timeout };

/**
 * A pool of OCR workers with a concurrency limit, a bounded queue, a time
 * limit per recognition (the worker is terminated on timeout, so a stuck
 * recognition never holds a slot or its memory) and worker recycling.
 */
export const createOcrPool = (options: OcrPoolOptions): OcrEngine => {
  const { createWorker, concurrency, maxQueue, timeoutMs, maxJobsPerWorker, idleMs, log } = options;
  const idle: Idle[] = [];
  const live = new Set<OcrWorker>();
  const queue: Job[] = [];
  /** Ends each running recognition with an error (on close). */
  const aborts = new Set<(error: unknown) => void>();
  let running = 0;
  let closed = false;

  const stop = (worker: OcrWorker) => {
    live.delete(worker);
    worker.terminate().catch((error: unknown) => log?.warn({ err: error }, 'OCR worker did not stop cleanly'));
  };

  const park = (worker: OcrWorker, jobs: number) => {
    if (closed || jobs >= maxJobsPerWorker) return stop(worker);
    const entry: Idle = {
      worker,
      jobs,
      timer: setTimeout(() => {
        idle.splice(idle.indexOf(entry), 1);
        stop(worker);
      }, idleMs),
    };
    entry.timer.unref();
    idle.push(entry);
  };

  const run = (job: Job) => {
    running += 1;
    let worker: OcrWorker | undefined;
    let jobs = 0;
    let settled = false;
    const finish = (outcome: () => void, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      aborts.delete(abort);
      if (worker) {
        if (keepWorker) park(worker, jobs + 1);
        else stop(worker);
      }
      running -= 1;
      outcome();
      const next = queue.shift();
      if (next) run(next);
    };
    const abort = (error: unknown) => finish(() => job.reject(error), false);
    aborts.add(abort);
    const timer = setTimeout(() => abort(new OcrTimeoutError(timeoutMs)), timeoutMs);

    const reused = idle.pop();
    if (reused) clearTimeout(reused.timer);
    const acquire = reused
      ? Promise.resolve(reused.worker)
      : createWorker().then((created) => {
          live.add(created);
          return created;
        });
    if (reused) jobs = reused.jobs;
    acquire
      .then((acquired) => {
        worker = acquired;
        // Timed out (or closed) while the worker was starting: stop it now.
        if (settled) return stop(acquired);
        return acquired.recognise(job.image).then(
          (text) => finish(() => job.resolve(text), true),
          // A failed recognition may leave the worker in a bad state: replace it.
          (error: unknown) => finish(() => job.reject(error), false),
        );
      })
      .catch((error: unknown) => finish(() => job.reject(error), false));
  };

  return {
    recognise: (image) =>
      new Promise<string>((resolve, reject) => {
        if (closed) return reject(new Error('the OCR pool is closed'));
        const job = { image, resolve, reject };
        if (running < concurrency) return run(job);
        if (queue.length >= maxQueue) return reject(new OcrBusyError());
        queue.push(job);
      }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the OCR pool is closed'));
      for (const abort of [...aborts]) abort(new Error('the OCR pool is closed'));
      for (const entry of idle.splice(0)) clearTimeout(entry.timer);
      const workers = [...live];
      live.clear();
      await Promise.all(workers.map((worker) => worker.terminate().catch(() => undefined)));
    },
  };
};

/**
 * Tesseract (English) running offline, in a pool of worker threads (see
 * createOcrPool). tesseract.js 7 starts its Node workers with a plain
 * `new Worker(path)` and has no option for worker_threads resourceLimits (nor
 * would they cap WebAssembly memory), so memory is bounded by the pixel budget
 * checked before OCR, one recognition per worker at a time, recycling and
 * terminating workers on timeout.
 */
export const createTesseractEngine = (log: Pick<FastifyBaseLogger, 'warn'>, settings: Partial<Omit<OcrPoolOptions, 'createWorker' | 'log'>> = {}): OcrEngine =>
  createOcrPool({
    ...OCR_POOL_DEFAULTS,
    ...settings,
    log,
    createWorker: async () => {
      const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
        langPath: ENGLISH_DATA_DIR,
        cacheMethod: 'none',
        gzip: true,
        // Without a handler a failed job throws inside the worker's message handler and ends the process.
        errorHandler: (error: unknown) => log.warn({ err: error }, 'OCR worker reported an error'),
      });
      return {
        recognise: async (image) => (await worker.recognize(image)).data.text,
        terminate: async () => {
          await worker.terminate();
        },
      };
    },
  });
