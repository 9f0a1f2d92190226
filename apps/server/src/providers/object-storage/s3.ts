import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertSafeKey, ObjectNotFoundError, StorageUnavailableError, type ByteRange, type ObjectStorage } from './types';

export type S3StorageSettings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (MinIO, Ceph and most self-hosted S3 servers need it). */
  forcePathStyle: boolean;
  /** Prefix of every key in the bucket (several deployments may share one bucket). */
  prefix?: string;
};

/** Answers that mean the bucket cannot take or give the object now (full, throttled, unreachable, refused). */
const isUnavailable = (error: unknown) =>
  !(error instanceof S3ServiceException) || error.$fault === 'server' || ['AccessDenied', 'NoSuchBucket', 'QuotaExceeded', 'SlowDown', 'ServiceUnavailable', 'EntityTooLarge'].includes(error.name);

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Ceph) for
 * deployments on several machines. Uploads stream with a known length
 * (PutObject with ContentLength); downloads stream the body, with Range for previews.
 */
export const createS3ObjectStorage = (settings: S3StorageSettings, client?: S3Client): ObjectStorage => {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every streamed
      // PutObject, STREAMING-UNSIGNED-PAYLOAD-TRAILER) is refused by many S3-compatible servers.
      // Each stored object's SHA-256 is ours anyway (computed on upload, kept in file_versions).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/${key}` : key;
  };
  const wrap = (key: string, error: unknown): never => {
    if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === 'NoSuchKey')) throw new ObjectNotFoundError(key);
    if (isUnavailable(error)) throw new StorageUnavailableError(`object storage refused ${key}`, { cause: error });
    throw error;
  };
  return {
    kind: 's3',
    put: async (key, body, sizeBytes, contentType) => {
      try {
        await s3.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentLength: sizeBytes, ContentType: contentType }));
      } catch (error) {
        wrap(key, error);
      }
    },
    get: async (key, range?: ByteRange) => {
      try {
        const result = await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        return result.Body as Readable;
      } catch (error) {
        return wrap(key, error);
      }
    },
    copy: async (fromKey, toKey) => {
      try {
        await s3.send(new CopyObjectCommand({ Bucket, Key: keyOf(toKey), CopySource: `${Bucket}/${encodeURI(keyOf(fromKey))}` }));
      } catch (error) {
        wrap(fromKey, error);
      }
    },
    delete: async (key) => {
      try {
        await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
      } catch (error) {
        wrap(key, error);
      }
    },
  };
};
