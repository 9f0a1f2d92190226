import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How many leading bytes are kept for the content-type check (magic bytes). */
export const HEAD_BYTES = 8192;

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
    this.name = 'UploadTooLargeError';
  }
}

/** An upload received into a temporary file: its path, size, SHA-256 and first bytes. */
export type ReceivedUpload = { tempPath: string; sizeBytes: number; sha256: string; head: Buffer; discard: () => Promise<void> };

/**
 * Streams an upload into a temporary file under `tempDir`, hashing it on the
 * way and stopping at `maxBytes` (the file is removed). Memory use stays at a
 * few chunks whatever the size. The caller stores the file, then calls discard().
 */
export const receiveUpload = async (source: Readable, tempDir: string, maxBytes: number): Promise<ReceivedUpload> => {
  await fs.mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `${randomUUID()}.upload`);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let sizeBytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > maxBytes) {
        callback(new UploadTooLargeError(maxBytes));
        return;
      }
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      callback(null, chunk);
    },
  });
  const discard = () => fs.rm(tempPath, { force: true });
  try {
    await pipeline(source, meter, createWriteStream(tempPath));
    // @fastify/multipart marks a part cut at its fileSize limit instead of failing the stream
    if ((source as Readable & { truncated?: boolean }).truncated) throw new UploadTooLargeError(maxBytes);
  } catch (error) {
    source.resume();
    await discard();
    throw error;
  }
  return { tempPath, sizeBytes, sha256: hash.digest('hex'), head: Buffer.concat(headChunks), discard };
};
