import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  sizeBytes: number;
  sha256: string;
}

/** What an object is served as, when its store can keep it. */
export interface ObjectMeta {
  contentType?: string;
  /** The name it downloads as (Content-Disposition: attachment). */
  name?: string;
}

/** Where a client sends the bytes of a signed upload: one request, with these headers. */
export interface UploadTarget {
  url: string;
  method: 'PUT';
  /** Headers the request must carry (the signature covers them). */
  headers: Record<string, string>;
  /** Seconds since the epoch after which the address is refused. */
  expires: number;
}

/** What `get` of a key that holds no bytes rejects with, whichever the store. */
export class StoredObjectMissing extends Error {
  readonly code = 'NOT_FOUND';
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = 'StoredObjectMissing';
  }
}

/**
 * Where file bytes live: local disk (local-disk-storage.ts, the default) or an S3-compatible store
 * (s3-storage.ts: AWS S3, MinIO, Ceph), chosen by configuration (storage-for.ts). Local disk answers
 * our own HMAC-signed addresses; S3 answers addresses presigned by the store itself, so the bytes
 * never pass through this server.
 */
export interface FileStorage {
  /**
   * Stores the bytes under the key, streaming (a Readable is never held whole in memory). A store
   * that keeps metadata (S3) keeps the type and the download name with the object, so its own
   * addresses serve them.
   */
  put(key: string, body: Readable | Buffer, meta?: ObjectMeta): Promise<StoredObject>;
  /** The bytes under the key; rejects with StoredObjectMissing when there are none. */
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Removes the bytes; removing a key that holds none is not an error. */
  delete(key: string): Promise<void>;
  /** The size of the bytes under the key, or null when there are none. */
  head(key: string): Promise<{ sizeBytes: number } | null>;
  /** An expiring download address of the bytes (served as an attachment named `name`). */
  downloadUrl(args: {
    fileId: string;
    key: string;
    name: string;
    ttlSeconds: number;
    contentType?: string;
  }): Promise<string>;
  /** An expiring address a client PUTs the bytes of a new object to (the key is fixed by the signature). */
  uploadUrl(args: {
    key: string;
    contentType: string;
    ttlSeconds: number;
    name?: string;
  }): Promise<UploadTarget>;
  /**
   * The storage key an address this store issued names (a client may hand a download address back),
   * or null when the address is not one of this store's. Local disk's own addresses name a file id
   * and are read by file-path.ts, so it answers null.
   */
  keyOfUrl(url: URL): string | null;
}
