import fs from 'node:fs';
import { once } from 'node:events';
import { Zip, ZipDeflate, strToU8 } from 'fflate';

/** A zip written to disk entry by entry, so a large archive never sits in memory whole. */
export type ZipWriter = {
  /** Adds one UTF-8 text entry (a path inside the archive). */
  addText: (entryPath: string, text: string) => void;
  /** Waits until the file stream has taken what was written so far (call between batches). */
  drain: () => Promise<void>;
  /** Writes the central directory and closes the file. */
  finish: () => Promise<void>;
  /** Stops writing and closes the file (the caller removes it). */
  abort: () => Promise<void>;
};

/** Opens `filePath` for a new zip (deflate level 6). */
export const createZipWriter = (filePath: string): ZipWriter => {
  const output = fs.createWriteStream(filePath);
  let failure: Error | undefined;
  output.on('error', (error) => {
    failure = error;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  const throwIfFailed = () => {
    if (failure) throw failure;
  };
  return {
    addText: (entryPath, text) => {
      throwIfFailed();
      const entry = new ZipDeflate(entryPath, { level: 6 });
      zip.add(entry);
      entry.push(strToU8(text), true);
    },
    drain: async () => {
      throwIfFailed();
      if (output.writableNeedDrain) await once(output, 'drain');
    },
    finish: async () => {
      throwIfFailed();
      const closed = once(output, 'close');
      zip.end();
      await closed;
      throwIfFailed();
    },
    abort: async () => {
      zip.terminate();
      if (output.closed) return;
      const closed = once(output, 'close');
      output.destroy();
      await closed;
    },
  };
};
