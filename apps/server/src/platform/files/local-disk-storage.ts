import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileStorage, type StoredObject, StoredObjectMissing, type UploadTarget } from './file-storage';
import type { UrlSigner } from './url-signer';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

/**
 * The signer's subject for a file upload address: the key, so the address cannot be moved to
 * another, under a prefix of its own (a task upload's signature is `task-upload:`, a download's a
 * file id), so no signature of one kind is accepted as another.
 */
export const uploadSubject = (key: string) => `file-upload:${key}`;

/** Whether a key may be used as a storage key (no dot-segments, no absolute path, no odd bytes). */
export const isSafeStorageKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

export class LocalDiskStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly signer: UrlSigner,
  ) {}

  private pathOf(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable | Buffer): Promise<StoredObject> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write aside and rename, so a crash never leaves half a file under the real key.
    const partial = `${target}.partial`;
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, meter, createWriteStream(partial));
      await rename(partial, target);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
    return { key, sizeBytes: size, sha256: hash.digest('hex') };
  }

  async get(key: string): Promise<Readable> {
    // Opened before the stream is handed out, so a missing file is a rejection here rather than an
    // error half-way through whoever reads the stream.
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredObjectMissing(key);
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async head(key: string): Promise<{ sizeBytes: number } | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { sizeBytes: s.size } : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  downloadUrl(args: { fileId: string; key: string; name: string; ttlSeconds: number }): Promise<string> {
    const { expires, signature } = this.signer.sign(args.fileId, args.ttlSeconds);
    const q = new URLSearchParams({ expires: String(expires), signature });
    return Promise.resolve(`/api/files/${args.fileId}/content?${q.toString()}`);
  }

  /**
   * Our own signed address: PUT /api/files/upload (files.routes.ts) writes the body under the key.
   * (Local disk keeps no metadata: the record's type and name are served by /api/files/:id/content.)
   */
  uploadUrl(args: { key: string; contentType: string; ttlSeconds: number }): Promise<UploadTarget> {
    this.pathOf(args.key);
    const { expires, signature } = this.signer.sign(uploadSubject(args.key), args.ttlSeconds);
    const q = new URLSearchParams({ key: args.key, expires: String(expires), signature });
    return Promise.resolve({
      url: `/api/files/upload?${q.toString()}`,
      method: 'PUT',
      headers: { 'content-type': args.contentType },
      expires,
    });
  }

  keyOfUrl(): string | null {
    return null;
  }
}
