import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { GetObjectCommand} from '@aws-sdk/client-s3';
import { PutObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalObjectStorage, createS3ObjectStorage, ObjectNotFoundError, receiveUpload, StorageUnavailableError, UploadTooLargeError } from './index';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'object-storage-'));
afterAll(async () => fs.rm(root, { recursive: true, force: true }));
const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('local object storage', () => {
  const storage = createLocalObjectStorage(path.join(root, 'store'));
  it('stores, reads ranges, copies and deletes (deleting twice is fine)', async () => {
    await storage.put('org/a', Readable.from([Buffer.from('hello world')]), 11, 'text/plain');
    expect(await read(await storage.get('org/a'))).toBe('hello world');
    expect(await read(await storage.get('org/a', { start: 6, end: 10 }))).toBe('world');
    await storage.copy('org/a', 'org/b');
    await storage.delete('org/a');
    await storage.delete('org/a');
    await expect(storage.get('org/a')).rejects.toBeInstanceOf(ObjectNotFoundError);
    expect(await read(await storage.get('org/b'))).toBe('hello world');
  });
  it('a full disk (ENOSPC) or a short stream leaves no object and no part file', async () => {
    const full = new Readable({
      read() {
        this.destroy(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }));
      },
    });
    await expect(storage.put('org/full', full, 10, 'text/plain')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.put('org/short', Readable.from([Buffer.from('abc')]), 10, 'text/plain')).rejects.toThrow('stored 3 bytes of 10');
    expect((await fs.readdir(path.join(root, 'store', 'org'))).sort()).toEqual(['b']);
  });
  it('refuses keys that could leave its folder', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toThrow('unsafe storage key');
  });
});

describe('receiving an upload', () => {
  it('streams into a temporary file with its SHA-256 and first bytes', async () => {
    const received = await receiveUpload(Readable.from([Buffer.from('%PDF-'), Buffer.from('rest')]), path.join(root, 'tmp'), 100);
    expect(received).toMatchObject({ sizeBytes: 9, sha256: createHash('sha256').update('%PDF-rest').digest('hex') });
    expect(received.head.toString()).toBe('%PDF-rest');
    await received.discard();
  });
  it('stops past the limit and removes what it wrote', async () => {
    await expect(receiveUpload(Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), path.join(root, 'tmp'), 100)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(await fs.readdir(path.join(root, 'tmp'))).toEqual([]);
  });
});

describe('S3 object storage', () => {
  it('sends PutObject with the length, GetObject with a Range, and reports a full or refusing bucket as unavailable', async () => {
    const sent: unknown[] = [];
    let fail: Error | undefined;
    const client = {
      send: async (command: unknown) => {
        sent.push(command);
        if (fail) throw fail;
        return { Body: Readable.from([Buffer.from('bytes')]) };
      },
    } as unknown as S3Client;
    const storage = createS3ObjectStorage({ region: 'us-east-1', bucket: 'files', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true, prefix: 'prod' }, client);
    await storage.put('org/a', Readable.from([Buffer.from('bytes')]), 5, 'application/pdf');
    expect(sent[0]).toBeInstanceOf(PutObjectCommand);
    expect((sent[0] as PutObjectCommand).input).toMatchObject({ Bucket: 'files', Key: 'prod/org/a', ContentLength: 5, ContentType: 'application/pdf' });
    expect(await read(await storage.get('org/a', { start: 0, end: 3 }))).toBe('bytes');
    expect((sent[1] as GetObjectCommand).input).toMatchObject({ Key: 'prod/org/a', Range: 'bytes=0-3' });
    fail = new S3ServiceException({ name: 'QuotaExceeded', $fault: 'client', $metadata: {}, message: 'bucket full' });
    await expect(storage.put('org/b', Readable.from([Buffer.from('x')]), 1, 'text/plain')).rejects.toBeInstanceOf(StorageUnavailableError);
    fail = new S3ServiceException({ name: 'NoSuchKey', $fault: 'client', $metadata: {}, message: 'missing' });
    await expect(storage.get('org/b')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });
});
