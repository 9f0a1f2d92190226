import path from 'node:path';
import { createLocalObjectStorage } from './local';
import { createS3ObjectStorage } from './s3';
import type { ObjectStorage } from './types';

export { createLocalObjectStorage } from './local';
export { createS3ObjectStorage, type S3StorageSettings } from './s3';
export { receiveUpload, UploadTooLargeError, HEAD_BYTES, type ReceivedUpload } from './receive';
export { ObjectNotFoundError, StorageUnavailableError, type ByteRange, type ObjectStorage } from './types';

export type ObjectStorageConfig = {
  DATA_DIR: string;
  FILES_STORAGE: 'local' | 's3';
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PREFIX?: string;
};

/** The storage the settings choose: a folder under DATA_DIR (default) or an S3-compatible bucket. */
export const createObjectStorage = (config: ObjectStorageConfig): ObjectStorage => {
  if (config.FILES_STORAGE === 's3') {
    if (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
      throw new Error('FILES_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return createS3ObjectStorage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    });
  }
  return createLocalObjectStorage(path.resolve(config.DATA_DIR, 'files', 'store'));
};

/** Temporary uploads (streamed here first, for the size limit, the hash and the type check). */
export const uploadTempDir = (dataDir: string) => path.resolve(dataDir, 'files', 'tmp');
