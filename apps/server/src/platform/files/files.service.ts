import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { files } from '../db/schema/index';
import { AppError } from '../errors';
import { type UploadAccepts, assertUploadContent, servedContentType } from './content-sniff';
import type { FileStorage, UploadTarget } from './file-storage';
import { UploadAddresses } from './upload-addresses';

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

const tooLarge = (max: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(max / 1048576)} MB`);

/** Passes bytes on, failing the stream past `max` so nothing larger is stored. */
function capped(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(tooLarge(max));
      else done(null, chunk);
    },
  });
}

/** The most bytes read from a signed upload to sniff its kind (xlsx needs its zip directory). */
const SNIFF_LIMIT_BYTES = 64 * 1024 * 1024;

export class FilesService {
  /** The ledger of signed upload addresses: single-use, capped, bound to a caller, expiring. */
  readonly addresses: UploadAddresses;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    clock: () => Date = () => new Date(),
  ) {
    this.addresses = new UploadAddresses(db, clock);
  }

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

  /** The live file by id; `db` is the request's transaction when a command reads it (one connection). */
  async get(id: string, db: DbOrTx = this.db) {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, id), isNull(files.deletedAt)));
    if (!row) throw new AppError('NOT_FOUND', 'File not available to download');
    return row;
  }

  /** A live file by its storage key, or null. */
  async findByStorageKey(storageKey: string, db: DbOrTx = this.db) {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.storageKey, storageKey), isNull(files.deletedAt)));
    return row ?? null;
  }

  /** A live file by id, or null. */
  async find(id: string, db: DbOrTx = this.db) {
    const [row] = await db
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

  async downloadUrl(id: string, ttlSeconds = 15 * 60, db: DbOrTx = this.db) {
    const row = await this.get(id, db);
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
   * and the storage key it then names to `confirmUpload`. The address is recorded (purpose, caller,
   * the purpose's cap, expiry); nothing else is until it confirms.
   */
  async signedUpload(args: {
    name: string;
    contentType: string;
    purpose: string;
    issuedTo: string | null;
    maxBytes: number;
    ttlSeconds?: number;
  }): Promise<SignedUpload> {
    const storageKey = newStorageKey(args.name);
    const ttlSeconds = args.ttlSeconds ?? 15 * 60;
    await this.addresses.open({
      kind: 'file',
      purpose: args.purpose,
      fileName: args.name,
      issuedTo: args.issuedTo,
      maxBytes: args.maxBytes,
      ttlSeconds,
      storageKey,
    });
    const target = await this.storage.uploadUrl({
      key: storageKey,
      contentType: args.contentType,
      ttlSeconds,
      name: args.name,
    });
    return { ...target, storageKey };
  }

  /**
   * Records a file whose bytes a client sent to a signed upload address, once: the address must be
   * one we issued, the bytes there, within the address's cap and of a kind the purpose accepts
   * (sniffed, 400 under `field` otherwise, and the bytes dropped). The bytes are copied to a key of
   * the file's own that no address names, so what was saved cannot be rewritten through the address.
   * A key already claimed is answered as that record.
   */
  async confirmUpload(input: ConfirmUploadInput) {
    const { storageKey, accepts, field, ...rest } = input;
    const address = await this.addresses.ofStorageKey(storageKey);
    if (!address) throw new AppError('NOT_FOUND', 'File not available to download');
    if (address.fileId !== null) {
      const known = await this.find(address.fileId);
      if (known) return known;
    }
    const head = await this.storage.head(storageKey);
    if (!head) throw new AppError('NOT_FOUND', 'File not available to download');
    const refuse = (message: string) =>
      new AppError('VALIDATION_FAILED', `${field ?? 'file'}: ${message}`, {
        fields: [{ field: field ?? 'file', message }],
      });
    if (head.sizeBytes > address.maxBytes) {
      await this.spend(storageKey);
      throw refuse(`${rest.name} is larger than ${Math.round(address.maxBytes / 1048576)} MB`);
    }
    if (!(await this.addresses.startClaim(address.id)))
      throw new AppError('CONFLICT', 'This file is being saved already; upload it again');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of (await this.storage.get(storageKey)) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > address.maxBytes || size > SNIFF_LIMIT_BYTES) break;
      chunks.push(chunk);
    }
    if (size > address.maxBytes || size > SNIFF_LIMIT_BYTES) {
      await this.spend(storageKey);
      throw refuse(`${rest.name} is larger than ${Math.round(address.maxBytes / 1048576)} MB`);
    }
    const bytes = Buffer.concat(chunks);
    let contentType: string;
    try {
      [contentType = 'application/octet-stream'] = assertUploadContent(
        [{ name: rest.name, bytes }],
        accepts,
        field,
      );
    } catch (err) {
      await this.spend(storageKey);
      throw err;
    }
    const row = await this.save({ ...rest, body: bytes, contentType });
    await this.addresses.claimed(address.id, row.id);
    await this.spend(storageKey);
    return row;
  }

  /**
   * Spends an address's key once what it carried is taken or refused: an empty object stays there,
   * so a presigned S3 address (a conditional write, If-None-Match: *) can write no second time, as
   * our own route refuses one. The sweep of expired addresses deletes it (upload-addresses.ts).
   */
  private async spend(storageKey: string): Promise<void> {
    await this.storage.put(storageKey, Buffer.alloc(0));
  }

  /**
   * Writes the body of one of our signed upload addresses (files.routes.ts, local disk): once, and
   * no more bytes than the address's cap (413 past it, nothing kept).
   */
  async storeSignedUpload(storageKey: string, body: Readable, declaredBytes: number) {
    const address = await this.addresses.use({ kind: 'file', storageKey }).catch((err: unknown) => {
      body.resume();
      throw err;
    });
    if (declaredBytes > address.maxBytes) {
      body.resume();
      throw tooLarge(address.maxBytes);
    }
    return this.storage.put(storageKey, body.pipe(capped(address.maxBytes)));
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
