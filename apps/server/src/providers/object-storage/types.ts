import type { Readable } from 'node:stream';

/** A byte range of an object, both ends included (HTTP Range). */
export type ByteRange = { start: number; end: number };

/**
 * Where file contents live (issue 16): a local folder under DATA_DIR, or an
 * S3-compatible bucket. Keys are opaque ('<organisationId>/<uuid>'); the
 * database keeps which key belongs to which file version, its size and SHA-256.
 * Every call streams; nothing holds a whole object in memory.
 */
export type ObjectStorage = {
  readonly kind: 'local' | 's3';
  /** Stores `sizeBytes` bytes from `body` under `key`; an object appears whole or not at all. */
  put(key: string, body: Readable, sizeBytes: number, contentType: string): Promise<void>;
  /** Streams the object, or the part `range` names. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Copies an object to a new key (file copies get their own object, so purging one never loses the other). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deletes an object; deleting one that does not exist is not an error (purges may run twice). */
  delete(key: string): Promise<void>;
};

/** The storage refused the write or read (disk full, bucket unreachable or full, access denied). */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/** A key names no object. */
export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`no stored object ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

/** Keys are '<uuid>/<uuid>'-like: letters, digits, '-', '_' and '/' between segments; never '..'. */
export const assertSafeKey = (key: string): void => {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(key)) throw new Error(`unsafe storage key: ${key}`);
};
