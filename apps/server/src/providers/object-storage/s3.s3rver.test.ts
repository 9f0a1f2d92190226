import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3ObjectStorage, ObjectNotFoundError, receiveUpload, StorageUnavailableError, type ObjectStorage } from './index';

/*
 * The S3 adapter against a real S3 protocol server: @20minutes/s3rver (a maintained fork of s3rver) runs
 * in this process on a free port, with its objects in a temporary folder. The same requests go to AWS S3,
 * MinIO or Aliyun OSS in production (signatures, streamed PutObject with a length, Range, CopyObject), through the
 * adapter's own client, as the app builds it.
 */
let server: S3rver;
let directory: string;
let storage: ObjectStorage;
let endpoint: string;

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'files' }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = createS3ObjectStorage({ endpoint, region: 'us-east-1', bucket: 'files', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'prod' });
});
afterAll(async () => {
  await server?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

describe('S3 object storage against an S3-compatible server', () => {
  it('stores a streamed upload under its prefix whose bytes and SHA-256 come back the same, whole and by range', async () => {
    const content = Buffer.from(Array.from({ length: 300_000 }, (_, index) => index % 251));
    const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 's3-upload-'));
    const received = await receiveUpload(Readable.from([content.subarray(0, 100_000), content.subarray(100_000)]), tempDir, 10 * 1024 * 1024);
    expect(received.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    await storage.put('org-1/file-1', (await import('node:fs')).createReadStream(received.tempPath), received.sizeBytes, 'application/pdf');
    await received.discard();
    await fs.rm(tempDir, { recursive: true, force: true });

    const back = await readAll(await storage.get('org-1/file-1'));
    expect(back.equals(content)).toBe(true);
    expect(createHash('sha256').update(back).digest('hex')).toBe(received.sha256);
    const range = await readAll(await storage.get('org-1/file-1', { start: 1000, end: 1999 }));
    expect(range.equals(content.subarray(1000, 2000))).toBe(true);
    // the prefix keeps deployments apart in one bucket
    await expect(createS3ObjectStorage({ endpoint, region: 'us-east-1', bucket: 'files', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }).get('org-1/file-1')).rejects.toBeInstanceOf(
      ObjectNotFoundError,
    );
  });

  it('copies to a new key, deletes (twice without error), and names a missing key', async () => {
    await storage.put('org-1/original', Readable.from([Buffer.from('board minutes')]), 13, 'text/plain');
    await storage.copy('org-1/original', 'org-1/copy');
    await storage.delete('org-1/original');
    expect((await readAll(await storage.get('org-1/copy'))).toString()).toBe('board minutes');
    await expect(storage.get('org-1/original')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await storage.delete('org-1/original');
    await expect(storage.copy('org-1/missing', 'org-1/other')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('a bucket that does not exist or a server that is gone is "storage unavailable", not a crash', async () => {
    const noBucket = createS3ObjectStorage({ endpoint, region: 'us-east-1', bucket: 'absent', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    await expect(noBucket.put('org-1/x', Readable.from([Buffer.from('x')]), 1, 'text/plain')).rejects.toBeInstanceOf(StorageUnavailableError);
    const gone = createS3ObjectStorage({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1', bucket: 'files', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
    await expect(gone.put('org-1/x', Readable.from([Buffer.from('x')]), 1, 'text/plain')).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
