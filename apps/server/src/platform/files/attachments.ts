import { type AttachmentOwnerType, FILE_NOT_AVAILABLE_MESSAGE } from '@dom/contract';
import { toStorageFileName, validateFileSelection } from '@dom/domain';
import { recordAudit } from '../audit';
import type { Db, DbOrTx, Tx } from '../db/database';
import { and, eq, isNull } from 'drizzle-orm';
import { files } from '../db/schema/index';
import { AppError, badRequest } from '../errors';
import { assertUploadContent } from './content-sniff';
import type { FilesService } from './files.service';

/**
 * One attachments capability: the documents of an order, a consignment or a seller are files in the
 * platform files service (content-sniffed by `saveUpload`), linked to their owner, listed, downloaded
 * through signed links and (where the area allows it) soft-deleted with an audit row. Each area
 * configures it with its owner type, how it finds the owner in the caller's scope, its guard, its
 * document types and file rules, its audit words and where its links live; its documents service is
 * then a thin layer that shapes the answers its routes have always given.
 */

export type FileRow = typeof files.$inferSelect;

/** Who does it, in the audit row's words. */
export interface AttachmentActor {
  actorId: string | null;
  actingAsId: string | null;
  requestId: string;
}

/** One file of an upload, as read from the multipart body. */
export interface AttachmentFile {
  fileName: string;
  bytes: Buffer;
}

export interface AttachmentUpload {
  /** The document type chosen; checked against the area's list. */
  documentType: string | undefined;
  files: readonly AttachmentFile[];
  /** Who asked for the upload, for areas that record it on the link (consignments). */
  requestedBy?: string | null;
}

export type AttachmentOperation = 'upload' | 'delete';

/** Where an area keeps the link between its owner and a stored file (its own table, or the file row). */
export interface AttachmentLinks<Owner, Row> {
  /** Writes the links of freshly stored files, in the upload's transaction; answers them in order. */
  insert(
    tx: Tx,
    owner: Owner,
    saved: readonly FileRow[],
    upload: AttachmentUpload,
    actor: AttachmentActor,
  ): Promise<Row[]>;
  /** One live link of the owner by its document id (locked for update when `lock`), or undefined. */
  find(db: DbOrTx, owner: Owner, documentId: string, lock: boolean): Promise<Row | undefined>;
  /** The stored file behind a link. */
  fileIdOf(row: Row): string;
}

/** How an area deletes: absent, the area has no delete. */
export interface AttachmentDeletion<Owner, Row> {
  /** The audit action of a delete. */
  action: string;
  /** Refuses a link that may not go (e.g. a generated dispatch document). */
  assertDeletable?(row: Row): void;
  /** Marks the link deleted, in the delete's transaction. */
  markDeleted(tx: Tx, row: Row): Promise<void>;
  /** What happens to the bytes once the delete has committed (best effort). */
  discard(files: FilesService, row: Row, owner: Owner): Promise<void>;
  /** The audit row's `before`. */
  audit(row: Row): unknown;
}

export interface AttachmentsConfig<Who, Owner, Row> {
  /** The files' owner type (`files.owner_type`). */
  ownerType: AttachmentOwnerType;
  /** The owner in a 404: 'Order' → 'Order not found'. */
  ownerLabel: string;
  /** The owner within the caller's scope; undefined outside it (404, never 403). */
  findOwner(db: DbOrTx, who: Who, key: string): Promise<Owner | undefined>;
  /** The owner's id in `files.owner_id` and in the audit rows. */
  ownerId(owner: Owner): string;
  /** The area's guard once the owner is found (e.g. the consignment's state and permission). */
  assertMay?(owner: Owner, operation: AttachmentOperation, who: Who): void;
  /** The document types a caller may choose, and the form field that carries the type. */
  documentTypes: readonly { value: string }[];
  typeField: string;
  /** The file rules, checked again here after the picker (the browser is not a wall). */
  maxFiles: number;
  maxSizeMb: number;
  /** Audit words: the entity type, the upload's action and its row's `after`. */
  audit: {
    entityType: string;
    upload: string;
    uploaded(saved: readonly FileRow[], documentType: string): unknown;
  };
  /** A download also needs the bytes to be there (else 'File not available to download'). */
  requireBytes?: boolean;
  links: AttachmentLinks<Owner, Row>;
  deletion?: AttachmentDeletion<Owner, Row>;
}

/** The attachments of one area, configured once and shared by its routes. */
export class Attachments<Who, Owner, Row> {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    readonly config: AttachmentsConfig<Who, Owner, Row>,
  ) {}

  /** The owner in the caller's scope, or 404. */
  async owner(who: Who, key: string, db: DbOrTx = this.db): Promise<Owner> {
    // Outside the caller's scope is not found, as for every scoped read.
    const owner = await this.config.findOwner(db, who, key);
    if (owner === undefined || owner === null)
      throw new AppError('NOT_FOUND', `${this.config.ownerLabel} not found`);
    return owner;
  }

  /**
   * Checks the type and the file rules (400 naming the field), finds the owner (404) and the area's
   * guard (403/409), then stores every file through `saveUpload` (content sniffed: a file whose bytes
   * are not a document is 400) and writes the links and one audit row in one transaction. All or
   * nothing: a failure removes the files already stored.
   */
  async upload(
    who: Who,
    key: string,
    upload: AttachmentUpload,
    actor: AttachmentActor,
  ): Promise<{ owner: Owner; saved: FileRow[]; rows: Row[] }> {
    const { config } = this;
    const documentType = upload.documentType;
    if (!documentType) throw badRequest([{ field: config.typeField, message: 'Select a document type' }]);
    if (!config.documentTypes.some((t) => t.value === documentType))
      throw badRequest([{ field: config.typeField, message: 'Select a document type from the list' }]);
    if (upload.files.length === 0) throw badRequest([{ field: 'file', message: 'Choose a file' }]);
    const selection = validateFileSelection(
      upload.files.map((f) => ({ name: f.fileName, size: f.bytes.length })),
      { maxFiles: config.maxFiles, maxSizeMb: config.maxSizeMb },
    );
    if (!selection.ok) throw badRequest(selection.errors.map((message) => ({ field: 'file', message })));
    const now = Date.now();
    const named = upload.files.map((f) => {
      const stored = toStorageFileName(f.fileName, now);
      if (!stored.ok) throw badRequest([{ field: 'file', message: stored.error }]);
      return { ...f, storedName: stored.name };
    });
    const owner = await this.owner(who, key);
    config.assertMay?.(owner, 'upload', who);
    // Every file is sniffed before any is kept: the upload is taken or refused as a whole.
    assertUploadContent(
      upload.files.map((f) => ({ name: f.fileName, bytes: f.bytes })),
      'document',
    );
    const saved: FileRow[] = [];
    try {
      for (const f of named)
        saved.push(
          await this.files.saveUpload({
            bytes: f.bytes,
            accepts: 'document',
            uploadedName: f.fileName,
            name: f.storedName,
            purpose: documentType,
            ownerType: config.ownerType,
            ownerId: config.ownerId(owner),
            uploadedBy: actor.actorId,
          }),
        );
      const rows = await this.db.transaction(async (tx) => {
        const inserted = await config.links.insert(tx, owner, saved, upload, actor);
        await recordAudit(tx, {
          ...actor,
          action: config.audit.upload,
          entityType: config.audit.entityType,
          entityId: config.ownerId(owner),
          after: config.audit.uploaded(saved, documentType),
        });
        return inserted;
      });
      if (rows.length !== saved.length) throw new AppError('INTERNAL', 'Failed to upload file.');
      return { owner, saved, rows };
    } catch (err) {
      await Promise.all(saved.map((f) => this.files.remove(f.id).catch(() => undefined)));
      throw err;
    }
  }

  /** A fresh signed link of one live document; one that is gone is 'File not available to download'. */
  async downloadUrl(who: Who, key: string, documentId: string): Promise<{ url: string }> {
    const owner = await this.owner(who, key);
    const row = await this.config.links.find(this.db, owner, documentId, false);
    if (!row) throw new AppError('NOT_FOUND', FILE_NOT_AVAILABLE_MESSAGE);
    const fileId = this.config.links.fileIdOf(row);
    if (this.config.requireBytes) {
      const file = await this.files.find(fileId);
      if (!file || !(await this.files.hasBytes(file.storageKey)))
        throw new AppError('NOT_FOUND', FILE_NOT_AVAILABLE_MESSAGE);
    }
    try {
      return { url: await this.files.downloadUrl(fileId) };
    } catch {
      throw new AppError('NOT_FOUND', FILE_NOT_AVAILABLE_MESSAGE);
    }
  }

  /** A signed link of a listed document (404 when its file record is gone). */
  signedUrl(row: Row, db: DbOrTx = this.db): Promise<string> {
    return this.files.downloadUrl(this.config.links.fileIdOf(row), undefined, db);
  }

  /** A signed link for a listing that shows a missing file as not downloadable: null when it is gone. */
  async signedUrlOrNull(row: Row, db: DbOrTx = this.db): Promise<string | null> {
    try {
      return await this.signedUrl(row, db);
    } catch {
      return null;
    }
  }

  /** Soft delete with an audit row in one transaction; the bytes go once it has committed. */
  async remove(
    who: Who,
    key: string,
    documentId: string,
    actor: AttachmentActor,
  ): Promise<{ deleted: true }> {
    const { config } = this;
    const deletion = config.deletion;
    if (!deletion) throw new AppError('INTERNAL', `${config.ownerLabel} documents cannot be deleted`);
    const owner = await this.owner(who, key);
    config.assertMay?.(owner, 'delete', who);
    const gone = await this.db.transaction(async (tx) => {
      const row = await config.links.find(tx, owner, documentId, true);
      if (!row) throw new AppError('NOT_FOUND', 'Document not found');
      deletion.assertDeletable?.(row);
      await deletion.markDeleted(tx, row);
      await recordAudit(tx, {
        ...actor,
        action: deletion.action,
        entityType: config.audit.entityType,
        entityId: config.ownerId(owner),
        before: deletion.audit(row),
      });
      return row;
    });
    await deletion.discard(this.files, gone, owner).catch(() => undefined);
    return { deleted: true };
  }
}

/** The live files of one owner: its owner type and id on the `files` row, not deleted. */
export function ownedFiles(ownerType: AttachmentOwnerType, ownerId: string) {
  return and(eq(files.ownerType, ownerType), eq(files.ownerId, ownerId), isNull(files.deletedAt));
}

/**
 * The configuration of an area whose documents are the `files` rows themselves (owner type and id
 * on the row, the document type in `purpose`): nothing more to write on upload, a link found among
 * the owner's live files, a delete that marks the row deleted and lets the bytes go, a download that
 * needs the bytes. The audit actions are `<action>.upload` and `<action>.delete`.
 */
export function fileRowDocuments<Owner>(
  ownerType: AttachmentOwnerType,
  ownerIdOf: (owner: Owner) => string,
  words: { entityType: string; action: string },
): Pick<AttachmentsConfig<unknown, Owner, FileRow>, 'audit' | 'links' | 'deletion' | 'requireBytes'> {
  return {
    requireBytes: true,
    audit: {
      entityType: words.entityType,
      upload: `${words.action}.upload`,
      uploaded: (saved, documentType) =>
        saved.map((f) => ({ fileId: f.id, documentType, fileName: f.name, sizeBytes: f.sizeBytes })),
    },
    links: {
      insert: async (_tx, _owner, saved) => [...saved],
      find: async (d, owner, documentId, lock) => {
        const query = d
          .select()
          .from(files)
          .where(and(eq(files.id, documentId), ownedFiles(ownerType, ownerIdOf(owner))));
        const [f] = lock ? await query.for('update') : await query;
        return f;
      },
      fileIdOf: (f) => f.id,
    },
    deletion: {
      action: `${words.action}.delete`,
      markDeleted: async (tx, f) => {
        await tx.update(files).set({ deletedAt: new Date() }).where(eq(files.id, f.id));
      },
      discard: (fileService, f) => fileService.discardBytes(f.storageKey),
      audit: (f) => ({ fileId: f.id, documentType: f.purpose, fileName: f.name }),
    },
  };
}
