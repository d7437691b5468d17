import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { files } from '../db/schema/index';
import { AppError } from '../errors';
import { type UploadAccepts, assertUploadContent } from './content-sniff';
import type { FileStorage } from './file-storage';

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

export class FilesService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  async save(input: SaveFileInput) {
    const now = new Date();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}-${storageSafeName(input.name)}`;
    const stored = await this.storage.put(key, input.body);
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
    return this.storage.downloadUrl({ fileId: row.id, key: row.storageKey, name: row.name, ttlSeconds });
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
