import type { ConsignmentDocument, SaveFilePath } from '@dom/contract';
import {
  DOCUMENT_TYPES,
  displayFileName,
  fileTooLargeMessage,
  toStorageFileName,
  validateFileSelection,
} from '@dom/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files.service';
import { parseFilePath } from '../../platform/files/file-path';
import type { UrlSigner } from '../../platform/files/url-signer';
import { foundInScope } from '../identity/scope';
import { OPERATIONS } from './consignment-operations';
import { type Caller, assertOperation } from './consignment-transition';
import { findConsignment, listDocuments } from './consignments.repo';
import { consignmentDocuments } from './consignments.schema';

export const CONSIGNMENT_FILE_MAX_MB = 5;
export const FILE_NOT_AVAILABLE = 'File not available to download';

export interface ConsignmentUpload {
  consignmentKey: string;
  fileType: string;
  fileName: string;
  bytes: Buffer;
}

type DocumentRow = typeof consignmentDocuments.$inferSelect;

/** Consignment documents: the order-documents pattern (files service, signed links), plus delete. */
export class ConsignmentDocuments {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    /** Checks that a path sent back is a download address we signed (save-file-path). */
    private readonly signer: UrlSigner | null = null,
  ) {}

  async present(d: DocumentRow): Promise<ConsignmentDocument> {
    let downloadUrl: string | null = null;
    try {
      downloadUrl = await this.files.downloadUrl(d.fileId);
    } catch {
      downloadUrl = null;
    }
    return {
      documentId: d.id,
      documentType: d.documentType,
      fileName: d.fileName,
      displayFileName: displayFileName(d.fileName),
      uploadedAt: d.uploadedAt.toISOString(),
      processedFile: d.processedFileId !== null,
      requestedBy: d.requestedBy,
      downloadUrl,
    };
  }

  async list(caller: Caller, key: string): Promise<ConsignmentDocument[]> {
    const row = foundInScope(await findConsignment(this.db, caller.scope, key), 'Consignment');
    return Promise.all((await listDocuments(this.db, row.id)).map((d) => this.present(d)));
  }

  async upload(
    caller: Caller,
    input: ConsignmentUpload,
    requestedBy: string | null,
  ): Promise<ConsignmentDocument> {
    if (!DOCUMENT_TYPES.some((t) => t.value === input.fileType))
      throw badRequest([{ field: 'fileType', message: 'Select a document type from the list' }]);
    const selection = validateFileSelection([{ name: input.fileName, size: input.bytes.length }], {
      maxFiles: 1,
      maxSizeMb: CONSIGNMENT_FILE_MAX_MB,
    });
    if (!selection.ok) throw badRequest(selection.errors.map((message) => ({ field: 'file', message })));
    const stored = toStorageFileName(input.fileName, Date.now());
    if (!stored.ok) throw badRequest([{ field: 'file', message: stored.error }]);
    const row = foundInScope(
      await findConsignment(this.db, caller.scope, input.consignmentKey),
      'Consignment',
    );
    assertOperation(row, 'uploadDocument', OPERATIONS.uploadDocument, caller.permissions);
    const file = await this.files.saveUpload({
      bytes: input.bytes,
      accepts: 'document',
      uploadedName: input.fileName,
      name: stored.name,
      purpose: input.fileType,
      ownerType: 'consignment',
      ownerId: row.consignmentKey,
      uploadedBy: caller.actor.actorId,
    });
    const document = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(consignmentDocuments)
        .values({
          consignmentId: row.id,
          documentType: input.fileType,
          fileId: file.id,
          fileName: stored.name,
          requestedBy,
          uploadedBy: caller.actor.actorId,
        })
        .returning();
      await recordAudit(tx, {
        ...caller.actor,
        action: 'consignment.uploadDocument',
        entityType: 'consignment',
        entityId: row.consignmentKey,
        after: { fileId: file.id, fileType: input.fileType, fileName: stored.name },
      });
      return inserted;
    });
    if (!document) throw new AppError('INTERNAL', 'Failed to upload file.');
    return this.present(document);
  }

  /**
   * POST /consignment/save-file-path: records a file already in our storage as a document of the
   * consignment (the upload's guard and permission). The path must name one of our live files:
   * a download address we signed or a storage key (400 on `path` otherwise). The same file saved
   * again answers the document it already is.
   */
  async saveFilePath(
    caller: Caller,
    input: SaveFilePath,
    requestedBy: string | null,
  ): Promise<{ document: ConsignmentDocument; created: boolean }> {
    const stored = toStorageFileName(input.fileName, Date.now());
    if (!stored.ok) throw badRequest([{ field: 'fileName', message: stored.error }]);
    const row = foundInScope(
      await findConsignment(this.db, caller.scope, input.consignmentKey),
      'Consignment',
    );
    assertOperation(row, 'uploadDocument', OPERATIONS.uploadDocument, caller.permissions);
    if (!this.signer) throw new AppError('UNAVAILABLE', 'File paths cannot be checked');
    const ref = parseFilePath(input.path, this.signer);
    if ('problem' in ref) throw badRequest([{ field: 'path', message: ref.problem }]);
    const file =
      'fileId' in ref ? await this.files.find(ref.fileId) : await this.files.findByStorageKey(ref.storageKey);
    if (!file) throw badRequest([{ field: 'path', message: 'No such file in our storage (deleted?)' }]);
    const result = await this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(consignmentDocuments)
        .where(
          and(
            eq(consignmentDocuments.consignmentId, row.id),
            eq(consignmentDocuments.fileId, file.id),
            isNull(consignmentDocuments.deletedAt),
          ),
        );
      if (existing) return { doc: existing, created: false };
      const [inserted] = await tx
        .insert(consignmentDocuments)
        .values({
          consignmentId: row.id,
          documentType: input.documentType,
          fileId: file.id,
          fileName: stored.name,
          requestedBy,
          uploadedBy: caller.actor.actorId,
        })
        .returning();
      if (!inserted) throw new AppError('INTERNAL', 'Failed to upload file.');
      await recordAudit(tx, {
        ...caller.actor,
        action: 'consignment.saveFilePath',
        entityType: 'consignment',
        entityId: row.consignmentKey,
        after: { fileId: file.id, documentType: input.documentType, fileName: stored.name },
      });
      return { doc: inserted, created: true };
    });
    return { document: await this.present(result.doc), created: result.created };
  }

  /** Uploaded documents can be deleted; generated ones (dispatch advice, packing list) cannot. */
  async remove(caller: Caller, key: string, documentId: string): Promise<{ deleted: true }> {
    const row = foundInScope(await findConsignment(this.db, caller.scope, key), 'Consignment');
    assertOperation(row, 'deleteDocument', OPERATIONS.uploadDocument, caller.permissions);
    const doc = await this.db.transaction(async (tx) => {
      const [d] = await tx
        .select()
        .from(consignmentDocuments)
        .where(
          and(
            eq(consignmentDocuments.id, documentId),
            eq(consignmentDocuments.consignmentId, row.id),
            isNull(consignmentDocuments.deletedAt),
          ),
        )
        .for('update');
      if (!d) throw new AppError('NOT_FOUND', 'Document not found');
      if (d.processedFileId !== null)
        throw new AppError(
          'DOCUMENT_GENERATED',
          'A generated dispatch document cannot be deleted',
          undefined,
          409,
        );
      await tx
        .update(consignmentDocuments)
        .set({ deletedAt: new Date() })
        .where(eq(consignmentDocuments.id, d.id));
      await recordAudit(tx, {
        ...caller.actor,
        action: 'consignment.deleteDocument',
        entityType: 'consignment',
        entityId: row.consignmentKey,
        before: { documentId: d.id, fileName: d.fileName },
      });
      return d;
    });
    // The bytes go only when this consignment owns the file: a path saved from elsewhere (an order
    // document) stays for its owner.
    const file = await this.files.find(doc.fileId);
    if (file?.ownerType === 'consignment' && file.ownerId === row.consignmentKey)
      await this.files.remove(doc.fileId).catch(() => undefined);
    return { deleted: true };
  }

  /** A signed link; both identifiers are needed (doc 2 §7), else 'File not available to download'. */
  async downloadUrl(
    caller: Caller,
    key: string | undefined,
    documentId: string | undefined,
  ): Promise<{ url: string }> {
    if (!key || !documentId)
      throw new AppError('VALIDATION_FAILED', FILE_NOT_AVAILABLE, {
        fields: [{ field: key ? 'documentId' : 'consignmentKey', message: FILE_NOT_AVAILABLE }],
      });
    const row = foundInScope(await findConsignment(this.db, caller.scope, key), 'Consignment');
    const [d] = await this.db
      .select()
      .from(consignmentDocuments)
      .where(
        and(
          eq(consignmentDocuments.id, documentId),
          eq(consignmentDocuments.consignmentId, row.id),
          isNull(consignmentDocuments.deletedAt),
        ),
      );
    if (!d) throw new AppError('NOT_FOUND', FILE_NOT_AVAILABLE);
    try {
      return { url: await this.files.downloadUrl(d.fileId) };
    } catch {
      throw new AppError('NOT_FOUND', FILE_NOT_AVAILABLE);
    }
  }
}

export const tooLarge = (name: string): AppError =>
  badRequest([{ field: 'file', message: fileTooLargeMessage(name, CONSIGNMENT_FILE_MAX_MB) }]);
