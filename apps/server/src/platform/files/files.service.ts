import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { files } from '../db/schema/index';
import { AppError } from '../errors';
import { type UploadAccepts, assertUploadContent, servedContentType } from './content-sniff';
import type { FileStorage, UploadTarget } from './file-storage';

export interface SaveFileInput {
  body: Readable | Buffer;
  name: string;
  contentType: string;
  purpose?: string | null;
  ownerType?: string | null;
  ownerId?: string | null;
  uploadedBy?: string | null;
}

/** An uploaded file: its type is sniffed from the bytes against what the purpose accepts. */
export interface SaveUploadInput extends Omit<SaveFileInput, 'body' | 'contentType'> {
  bytes: Buffer;
  accepts: UploadAccepts;
  /** The form field named in a refusal. */
  field?: string;
  /** The name the user chose, for a refusal (`name` may be the storage name made from it). */
  uploadedName?: string;
}

/** Base name safe for a storage key; the original name is kept for display and download. */
export function storageSafeName(name: string): string {
  const base = path.posix
    .basename(name.replace(/\\/g, '/'))
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_');
  return base.replace(/^[._-]+/, '').slice(-120) || 'file';
}

/** A fresh storage key: year/month/uuid-safe-name (file-path.ts reads keys of this shape back). */
export function newStorageKey(name: string, now = new Date()): string {
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}-${storageSafeName(name)}`;
}

/** Where a client sends the bytes of a new file, and the key to name when it confirms. */
export interface SignedUpload extends UploadTarget {
  storageKey: string;
}

export interface ConfirmUploadInput extends Omit<SaveFileInput, 'body' | 'contentType'> {
  storageKey: string;
  /** What the upload was asked for (the bytes are sniffed against it). */
  accepts: UploadAccepts;
  field?: string;
}

/** The most bytes read from a signed upload to sniff its kind (xlsx needs its zip directory). */
const SNIFF_LIMIT_BYTES = 64 * 1024 * 1024;

export class FilesService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  async save(input: SaveFileInput) {
    const key = newStorageKey(input.name);
    const stored = await this.storage.put(key, input.body, {
      name: input.name,
      contentType: servedContentType(input.contentType),
    });
    try {
      const [row] = await this.db
        .insert(files)
        .values({
          storageKey: stored.key,
          name: input.name,
          contentType: input.contentType,
          sizeBytes: stored.sizeBytes,
          sha256: stored.sha256,
          purpose: input.purpose ?? null,
          ownerType: input.ownerType ?? null,
          ownerId: input.ownerId ?? null,
          uploadedBy: input.uploadedBy ?? null,
        })
        .returning();
      if (!row) throw new Error('file insert returned no row');
      return row;
    } catch (err) {
      await this.storage.delete(stored.key);
      throw err;
    }
  }

  /**
   * Every upload from a client is stored through here: refused (400 under the file field) unless its
   * bytes are of a kind the purpose accepts, and stored with the sniffed type, never the declared one.
   */
  async saveUpload(input: SaveUploadInput) {
    const { bytes, accepts, field, uploadedName, ...rest } = input;
    const [contentType] = assertUploadContent([{ name: uploadedName ?? input.name, bytes }], accepts, field);
    return this.save({ ...rest, body: bytes, contentType: contentType ?? 'application/octet-stream' });
  }

  async get(id: string) {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), isNull(files.deletedAt)));
    if (!row) throw new AppError('NOT_FOUND', 'File not available to download');
    return row;
  }

  /** A live file by its storage key, or null. */
  async findByStorageKey(storageKey: string) {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.storageKey, storageKey), isNull(files.deletedAt)));
    return row ?? null;
  }

  /** A live file by id, or null. */
  async find(id: string) {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, id), isNull(files.deletedAt)));
    return row ?? null;
  }

  async open(id: string) {
    const row = await this.get(id);
    // A record whose bytes are gone (or never were, as the demo data's documents) is not
    // downloadable: say so rather than break the response half-way.
    if (!(await this.storage.exists(row.storageKey)))
      throw new AppError('NOT_FOUND', 'File not available to download');
    return { file: row, stream: await this.storage.get(row.storageKey) };
  }

  async downloadUrl(id: string, ttlSeconds = 15 * 60) {
    const row = await this.get(id);
    return this.storage.downloadUrl({
      fileId: row.id,
      key: row.storageKey,
      name: row.name,
      ttlSeconds,
      contentType: servedContentType(row.contentType),
    });
  }

  /**
   * A signed address a client PUTs a new file's bytes to (presigned by S3, or ours on local disk),
   * and the storage key it then names to `confirmUpload`. Nothing is recorded until it confirms.
   */
  async signedUpload(args: {
    name: string;
    contentType: string;
    ttlSeconds?: number;
  }): Promise<SignedUpload> {
    const storageKey = newStorageKey(args.name);
    const target = await this.storage.uploadUrl({
      key: storageKey,
      contentType: args.contentType,
      ttlSeconds: args.ttlSeconds ?? 15 * 60,
      name: args.name,
    });
    return { ...target, storageKey };
  }

  /**
   * Records a file whose bytes a client sent to a signed upload address: the bytes must be there,
   * of a kind the purpose accepts (sniffed, 400 under `field` otherwise, and the bytes dropped),
   * and are hashed as they are read back. A key already recorded is answered as that record.
   */
  async confirmUpload(input: ConfirmUploadInput) {
    const { storageKey, accepts, field, ...rest } = input;
    const known = await this.findByStorageKey(storageKey);
    if (known) return known;
    const head = await this.storage.head(storageKey);
    if (!head) throw new AppError('NOT_FOUND', 'File not available to download');
    const hash = createHash('sha256');
    const sniffed: Buffer[] = [];
    let sniffedBytes = 0;
    let size = 0;
    for await (const chunk of (await this.storage.get(storageKey)) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (sniffedBytes < SNIFF_LIMIT_BYTES) {
        sniffed.push(chunk);
        sniffedBytes += chunk.length;
      }
    }
    let contentType: string;
    try {
      [contentType = 'application/octet-stream'] = assertUploadContent(
        [{ name: rest.name, bytes: Buffer.concat(sniffed) }],
        accepts,
        field,
      );
    } catch (err) {
      await this.storage.delete(storageKey);
      throw err;
    }
    const [row] = await this.db
      .insert(files)
      .values({
        storageKey,
        name: rest.name,
        contentType,
        sizeBytes: size,
        sha256: hash.digest('hex'),
        purpose: rest.purpose ?? null,
        ownerType: rest.ownerType ?? null,
        ownerId: rest.ownerId ?? null,
        uploadedBy: rest.uploadedBy ?? null,
      })
      .returning();
    if (!row) throw new Error('file insert returned no row');
    return row;
  }

  /** Writes the body of one of our signed upload addresses (files.routes.ts, local disk). */
  storeSignedUpload(storageKey: string, body: Readable) {
    return this.storage.put(storageKey, body);
  }

  /** The storage key a presigned address of the store names, or null (file-path.ts, with S3). */
  storageKeyOfUrl(url: URL): string | null {
    return this.storage.keyOfUrl(url);
  }

  /** Whether the bytes behind a storage key are there (demo rows may have none). */
  hasBytes(storageKey: string): Promise<boolean> {
    return this.storage.exists(storageKey);
  }

  /** The bytes of a file whose record the caller has already marked deleted in its own transaction. */
  async discardBytes(storageKey: string): Promise<void> {
    await this.storage.delete(storageKey);
  }

  /** Soft delete: the record stays for audit; the bytes go. */
  async remove(id: string): Promise<void> {
    const row = await this.get(id);
    await this.db.update(files).set({ deletedAt: new Date() }).where(eq(files.id, id));
    await this.storage.delete(row.storageKey);
  }
}
