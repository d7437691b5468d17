import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  sizeBytes: number;
  sha256: string;
}

/**
 * Where file bytes live. Local disk now; an S3-compatible adapter implements the same interface
 * (its `downloadUrl` answers a presigned URL instead of our signed one).
 */
export interface FileStorage {
  put(key: string, body: Readable | Buffer): Promise<StoredObject>;
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  downloadUrl(args: { fileId: string; key: string; name: string; ttlSeconds: number }): Promise<string>;
}
