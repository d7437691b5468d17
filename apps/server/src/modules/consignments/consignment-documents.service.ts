import type { ConsignmentDocument, SaveFilePath } from '@dom/contract';
import { DOCUMENT_TYPES, displayFileName, toStorageFileName, CONSIGNMENT_OPERATIONS } from '@dom/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files.service';
import { parseFilePath } from '../../platform/files/file-path';
import type { UrlSigner } from '../../platform/files/url-signer';
import { Attachments } from '../../platform/files/attachments';
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
type ConsignmentRow = NonNullable<Awaited<ReturnType<typeof findConsignment>>>;

/** A live document of the consignment by id. */
const liveDocument = (consignmentId: string, documentId: string) =>
  and(
    eq(consignmentDocuments.id, documentId),
    eq(consignmentDocuments.consignmentId, consignmentId),
    isNull(consignmentDocuments.deletedAt),
  );

/**
 * The consignment's attachments, linked in `consignment_documents`: adding and removing follow the
 * upload guard (`Allow_Pod_Upload` in the states that allow it); generated documents (dispatch
 * advice, packing list) cannot be deleted; a delete removes the bytes only of a file the
 * consignment owns (a path saved from an order document stays for its owner).
 */
function consignmentAttachments(db: Db, files: FilesService) {
  return new Attachments<Caller, ConsignmentRow, DocumentRow>(db, files, {
    ownerType: 'consignment',
    ownerLabel: 'Consignment',
    findOwner: (d, caller, key) => findConsignment(d, caller.scope, key),
    ownerId: (row) => row.consignmentKey,
    assertMay: (row, operation, caller) =>
      assertOperation(
        row,
        operation === 'upload' ? 'uploadDocument' : 'deleteDocument',
        CONSIGNMENT_OPERATIONS.uploadDocument,
        caller.permissions,
      ),
    documentTypes: DOCUMENT_TYPES,
    typeField: 'fileType',
    maxFiles: 1,
    maxSizeMb: CONSIGNMENT_FILE_MAX_MB,
    audit: {
      entityType: 'consignment',
      upload: 'consignment.uploadDocument',
      uploaded: ([file], fileType) => ({ fileId: file?.id, fileType, fileName: file?.name }),
    },
    links: {
      insert: (tx, row, saved, upload, actor) =>
        tx
          .insert(consignmentDocuments)
          .values(
            saved.map((file) => ({
              consignmentId: row.id,
              documentType: upload.documentType ?? '',
              fileId: file.id,
              fileName: file.name,
              requestedBy: upload.requestedBy ?? null,
              uploadedBy: actor.actorId,
            })),
          )
          .returning(),
      find: async (d, row, documentId, lock) => {
        const query = d.select().from(consignmentDocuments).where(liveDocument(row.id, documentId));
        const [doc] = lock ? await query.for('update') : await query;
        return doc;
      },
      fileIdOf: (doc) => doc.fileId,
    },
    deletion: {
      action: 'consignment.deleteDocument',
      assertDeletable: (doc) => {
        if (doc.processedFileId !== null)
          throw new AppError(
            'DOCUMENT_GENERATED',
            'A generated dispatch document cannot be deleted',
            undefined,
            409,
          );
      },
      markDeleted: async (tx, doc) => {
        await tx
          .update(consignmentDocuments)
          .set({ deletedAt: new Date() })
          .where(eq(consignmentDocuments.id, doc.id));
      },
      discard: async (fileService, doc, row) => {
        const file = await fileService.find(doc.fileId);
        if (file?.ownerType === 'consignment' && file.ownerId === row.consignmentKey)
          await fileService.remove(doc.fileId);
      },
      audit: (doc) => ({ documentId: doc.id, fileName: doc.fileName }),
    },
  });
}

/** Consignment documents: the shared attachments capability, plus recording a file already stored. */
export class ConsignmentDocuments {
  private readonly attachments: ReturnType<typeof consignmentAttachments>;

  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    /** Checks that a path sent back is a download address we signed (save-file-path). */
    private readonly signer: UrlSigner | null = null,
  ) {
    this.attachments = consignmentAttachments(db, files);
  }

  async present(d: DocumentRow, db: DbOrTx = this.db): Promise<ConsignmentDocument> {
    return {
      documentId: d.id,
      documentType: d.documentType,
      fileName: d.fileName,
      displayFileName: displayFileName(d.fileName),
      uploadedAt: d.uploadedAt.toISOString(),
      processedFile: d.processedFileId !== null,
      requestedBy: d.requestedBy,
      // A document whose file record is gone is listed, but not downloadable.
      downloadUrl: await this.attachments.signedUrlOrNull(d, db),
    };
  }

  async list(caller: Caller, key: string): Promise<ConsignmentDocument[]> {
    const row = await this.attachments.owner(caller, key);
    return Promise.all((await listDocuments(this.db, row.id)).map((d) => this.present(d)));
  }

  async upload(
    caller: Caller,
    input: ConsignmentUpload,
    requestedBy: string | null,
  ): Promise<ConsignmentDocument> {
    const { rows } = await this.attachments.upload(
      caller,
      input.consignmentKey,
      {
        documentType: input.fileType,
        files: [{ fileName: input.fileName, bytes: input.bytes }],
        requestedBy,
      },
      caller.actor,
    );
    const [document] = rows;
    if (!document) throw new AppError('INTERNAL', 'Failed to upload file.');
    return this.present(document);
  }

  /**
   * POST /consignment/save-file-path: records a file already in our storage as a document of the
   * consignment (the upload's guard and permission). The path must name one of our live files:
   * a download address we signed or a storage key (400 on `path` otherwise). The same file saved
   * again answers the document it already is. A command: every read and write in the request's
   * transaction.
   */
  async saveFilePath(
    tx: Tx,
    caller: Caller,
    input: SaveFilePath,
    requestedBy: string | null,
  ): Promise<{ document: ConsignmentDocument; created: boolean }> {
    const stored = toStorageFileName(input.fileName, Date.now());
    if (!stored.ok) throw badRequest([{ field: 'fileName', message: stored.error }]);
    const row = await this.attachments.owner(caller, input.consignmentKey, tx);
    this.attachments.config.assertMay?.(row, 'upload', caller);
    if (!this.signer) throw new AppError('UNAVAILABLE', 'File paths cannot be checked');
    const ref = parseFilePath(input.path, this.signer, (u) => this.files.storageKeyOfUrl(u));
    if ('problem' in ref) throw badRequest([{ field: 'path', message: ref.problem }]);
    const file =
      'fileId' in ref
        ? await this.files.find(ref.fileId, tx)
        : await this.files.findByStorageKey(ref.storageKey, tx);
    if (!file) throw badRequest([{ field: 'path', message: 'No such file in our storage (deleted?)' }]);
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
    if (existing) return { document: await this.present(existing, tx), created: false };
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
    return { document: await this.present(inserted, tx), created: true };
  }

  /** Uploaded documents can be deleted; generated ones (dispatch advice, packing list) cannot. */
  remove(caller: Caller, key: string, documentId: string): Promise<{ deleted: true }> {
    return this.attachments.remove(caller, key, documentId, caller.actor);
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
    return this.attachments.downloadUrl(caller, key, documentId);
  }
}
