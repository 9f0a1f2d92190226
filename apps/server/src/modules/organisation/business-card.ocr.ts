import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

// English LSTM data shipped in node_modules (tech notes): no download, no cache folder.
const ENGLISH_DATA_DIR = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Text recognition for uploaded images. */
export type OcrEngine = {
  /** The text of an image (PNG or JPEG bytes). @throws when recognition fails. */
  recognise: (image: Buffer) => Promise<string>;
  /** Stops the worker, if one was started. */
  close: () => Promise<void>;
};

/**
 * Tesseract (English) running offline: one worker, created on first use and
 * reused; recognitions run one after another on it. Call `close` on shutdown.
 */
export const createTesseractEngine = (log: Pick<FastifyBaseLogger, 'warn'>): OcrEngine => {
  let worker: Promise<Tesseract.Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const getWorker = () => {
    worker ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: ENGLISH_DATA_DIR,
      cacheMethod: 'none',
      gzip: true,
      // Without a handler a failed job throws inside the worker's message handler and ends the process.
      errorHandler: (error: unknown) => log.warn({ err: error }, 'OCR worker reported an error'),
    }).catch((error: unknown) => {
      worker = undefined;
      throw error;
    });
    return worker;
  };

  return {
    recognise: (image) => {
      const job = queue.then(async () => {
        const { data } = await (await getWorker()).recognize(image);
        return data.text;
      });
      queue = job.catch(() => undefined);
      return job;
    },
    close: async () => {
      const started = worker;
      worker = undefined;
      if (!started) return;
      await queue;
      await (await started.catch(() => undefined))?.terminate();
    },
  };
};
