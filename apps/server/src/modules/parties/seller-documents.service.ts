import type { PageQuery, SellerDocument, SellerDocumentPage } from '@dom/contract';
import { FILE_NOT_AVAILABLE_MESSAGE } from '@dom/contract';
import {
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_FILE_SIZE_MB,
  SELLER_DOCUMENT_TYPES,
  displayFileName,
  fileTooLargeMessage,
  toStorageFileName,
  tooManyFilesMessage,
  validateFileSelection,
} from '@dom/domain';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { files, users } from '../../platform/db/schema/index';
import { AppError, badRequest } from '../../platform/errors';
import { assertUploadContent } from '../../platform/files/content-sniff';
import type { FilesService } from '../../platform/files/files.service';
import { type OwnerScope, foundInScope } from '../identity/scope';
import type { Actor } from './buyer-contacts.service';
import { pageFrom } from './party-paging';
import { findSeller } from './sellers.repo';

/** The spec's default file rules (doc 1 §5): up to 5 files of 5 MB each per upload. */
export const SELLER_FILE_MAX_MB = DEFAULT_MAX_FILE_SIZE_MB;
export const SELLER_FILE_MAX_FILES = DEFAULT_MAX_FILES;
export const SELLER_OWNER = 'seller';

export interface SellerUploadFile {
  fileName: string;
  bytes: Buffer;
}

type FileRow = typeof files.$inferSelect;

const present = (f: FileRow, uploader: string | null): SellerDocument => ({
  documentId: f.id,
  documentType: f.purpose ?? 'OTHERS',
  fileName: f.name,
  displayFileName: displayFileName(f.name),
  sizeBytes: f.sizeBytes,
  uploadedAt: f.createdAt.toISOString(),
  uploadedBy: uploader,
});

const ofSeller = (sellerId: string) =>
  and(eq(files.ownerType, SELLER_OWNER), eq(files.ownerId, sellerId), isNull(files.deletedAt));

/**
 * Files stored against a seller (its KYC papers and agreement): the platform `files` rows with
 * owner type `seller` are the documents themselves, the type in `purpose`. Every call finds the
 * seller in the caller's scope first (404 outside it), as the other seller tabs do.
 */
export class SellerDocuments {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
  ) {}

  private async seller(scope: OwnerScope, sellerId: string) {
    return foundInScope(await findSeller(this.db, scope, sellerId), 'Seller');
  }

  /** Newest first; the uploader by display name. */
  async list(scope: OwnerScope, sellerId: string, query: PageQuery): Promise<SellerDocumentPage> {
    await this.seller(scope, sellerId);
    const where = ofSeller(sellerId);
    const rows = await this.db
      .select({ f: files, uploader: users.displayName })
      .from(files)
      .leftJoin(users, eq(sql`${users.id}::text`, files.uploadedBy))
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize);
    const [n] = await this.db.select({ n: count() }).from(files).where(where);
    return pageFrom(
      rows.map((r) => present(r.f, r.uploader)),
      query,
      { total: toCount(n?.n), capped: false },
    );
  }

  /**
   * Stores 1 to 5 files of one type. The picker's rules are checked again here (the browser is not
   * a wall): extension required, 5 MB each, 5 at most; the stored name has the base name's dots
   * made underscores and a timestamp appended. All or nothing: a failure removes what was stored.
   */
  async upload(
    scope: OwnerScope,
    sellerId: string,
    documentType: string | undefined,
    uploads: readonly SellerUploadFile[],
    actor: Actor,
  ): Promise<SellerDocument[]> {
    if (!documentType) throw badRequest([{ field: 'documentType', message: 'Select a document type' }]);
    if (!SELLER_DOCUMENT_TYPES.some((t) => t.value === documentType))
      throw badRequest([{ field: 'documentType', message: 'Select a document type from the list' }]);
    if (uploads.length === 0) throw badRequest([{ field: 'file', message: 'Choose a file' }]);
    const selection = validateFileSelection(
      uploads.map((u) => ({ name: u.fileName, size: u.bytes.length })),
      { maxFiles: SELLER_FILE_MAX_FILES, maxSizeMb: SELLER_FILE_MAX_MB },
    );
    if (!selection.ok) throw badRequest(selection.errors.map((message) => ({ field: 'file', message })));
    const now = Date.now();
    const named = uploads.map((u) => {
      const stored = toStorageFileName(u.fileName, now);
      if (!stored.ok) throw badRequest([{ field: 'file', message: stored.error }]);
      return { ...u, storedName: stored.name };
    });
    // Every file is checked before any is kept: the upload is taken or refused as a whole.
    assertUploadContent(
      uploads.map((u) => ({ name: u.fileName, bytes: u.bytes })),
      'document',
    );
    const seller = await this.seller(scope, sellerId);
    const saved: FileRow[] = [];
    try {
      for (const u of named)
        saved.push(
          await this.files.saveUpload({
            bytes: u.bytes,
            accepts: 'document',
            uploadedName: u.fileName,
            name: u.storedName,
            purpose: documentType,
            ownerType: SELLER_OWNER,
            ownerId: seller.id,
            uploadedBy: actor.actorId,
          }),
        );
      await this.db.transaction(async (tx) => {
        await recordAudit(tx, {
          ...actor,
          action: 'seller.document.upload',
          entityType: 'seller',
          entityId: seller.id,
          after: saved.map((f) => ({ fileId: f.id, documentType, fileName: f.name, sizeBytes: f.sizeBytes })),
        });
      });
    } catch (err) {
      await Promise.all(saved.map((f) => this.files.remove(f.id).catch(() => undefined)));
      throw err;
    }
    const uploader = actor.actorId ? await this.displayNameOf(actor.actorId) : null;
    return saved.map((f) => present(f, uploader));
  }

  /** Soft delete with an audit row in one transaction; the bytes go once it has committed. */
  async remove(
    scope: OwnerScope,
    sellerId: string,
    documentId: string,
    actor: Actor,
  ): Promise<{ deleted: true }> {
    await this.seller(scope, sellerId);
    const gone = await this.db.transaction(async (tx) => {
      const [f] = await tx
        .select()
        .from(files)
        .where(and(eq(files.id, documentId), ofSeller(sellerId)))
        .for('update');
      if (!f) throw new AppError('NOT_FOUND', 'Document not found');
      await tx.update(files).set({ deletedAt: new Date() }).where(eq(files.id, f.id));
      await recordAudit(tx, {
        ...actor,
        action: 'seller.document.delete',
        entityType: 'seller',
        entityId: sellerId,
        before: { fileId: f.id, documentType: f.purpose, fileName: f.name },
      });
      return f;
    });
    await this.files.discardBytes(gone.storageKey).catch(() => undefined);
    return { deleted: true };
  }

  /** A fresh signed link; a document that is gone or has no bytes is 'File not available to download'. */
  async downloadUrl(scope: OwnerScope, sellerId: string, documentId: string): Promise<{ url: string }> {
    await this.seller(scope, sellerId);
    const [f] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, documentId), ofSeller(sellerId)));
    if (!f || !(await this.files.hasBytes(f.storageKey)))
      throw new AppError('NOT_FOUND', FILE_NOT_AVAILABLE_MESSAGE);
    return { url: await this.files.downloadUrl(f.id) };
  }

  private async displayNameOf(userId: string): Promise<string | null> {
    const [u] = await this.db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(sql`${users.id}::text`, userId));
    return u?.name ?? null;
  }
}

export const sellerFileTooLarge = (name: string): AppError =>
  badRequest([{ field: 'file', message: fileTooLargeMessage(name, SELLER_FILE_MAX_MB) }]);
export const sellerTooManyFiles = (): AppError =>
  badRequest([{ field: 'file', message: tooManyFilesMessage(SELLER_FILE_MAX_FILES) }]);
