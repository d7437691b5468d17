import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredObject } from './file-storage';
import type { UrlSigner } from './url-signer';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

export class LocalDiskStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly signer: UrlSigner,
  ) {}

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
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

  get(key: string): Promise<Readable> {
    return Promise.resolve(createReadStream(this.pathOf(key)));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.pathOf(key));
      return true;
    } catch {
      return false;
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
}
