import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/** One entry of a streamed zip: its path inside the zip, and how to open its bytes when its turn comes. */
export type ZipSource = { name: string; open: () => Promise<AsyncIterable<unknown>> | AsyncIterable<unknown> };

/**
 * A zip written as it is read (fflate, entries stored without recompression: the files are
 * mostly PDF, images and Office documents, compressed already). Entries are opened one at a
 * time and paced by the reader, so memory stays flat whatever the total size; a failure
 * (a missing object, storage down) destroys the stream with that error.
 */
export const streamZip = (sources: Iterable<ZipSource>): Readable => {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(Buffer.from(chunk));
    if (final) output.end();
  });
  void (async () => {
    try {
      for (const source of sources) {
        const content = await source.open();
        const entry = new ZipPassThrough(source.name);
        zip.add(entry);
        for await (const chunk of content) {
          entry.push(chunk as Uint8Array);
          // keep memory flat: wait while the client is slower than the disk
          if (output.writableNeedDrain) await new Promise((resolve) => output.once('drain', resolve));
        }
        entry.push(new Uint8Array(0), true);
      }
      zip.end();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return output;
};
