import { type EnhancerDocument, FILE_NOT_AVAILABLE_MESSAGE } from '@dom/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { Db, DbOrTx } from '../../platform/db/database';
import { callThenWrite } from '../../platform/db/steps';
import { files } from '../../platform/db/schema/index';
import { AppError, badRequest } from '../../platform/errors';
import type { OwnerScope } from '../identity';
import { creditEnhancerDocuments, creditEnhancers } from './credit-limits.schema';
import { enhancerInScope, enhancerKey } from './credit-limits.service';
import type { ClaimedFile, CreditUploads } from './credit-uploads';

type DocumentRow = typeof creditEnhancerDocuments.$inferSelect;
const present = (d: DocumentRow, sizeBytes: number | null): EnhancerDocument => ({
  id: d.id,
  enhancerId: d.enhancerId,
  documentType: d.documentType,
  documentNumber: d.documentNumber,
  fileName: d.fileName,
  fileId: d.fileId,
  sizeBytes,
  uploadedAt: d.uploadedAt.toISOString(),
});

/** Whether a document type and number is already on file (another enhancer's, or another document). */
export async function duplicateDocument(
  db: DbOrTx,
  documentType: string,
  documentNumber: string,
  except?: string,
) {
  const [row] = await db
    .select({ id: creditEnhancerDocuments.id, serial: creditEnhancers.serial })
    .from(creditEnhancerDocuments)
    .innerJoin(creditEnhancers, eq(creditEnhancers.id, creditEnhancerDocuments.enhancerId))
    .where(
      and(
        sql`upper(${creditEnhancerDocuments.documentType}) = upper(${documentType.trim()})`,
        sql`upper(${creditEnhancerDocuments.documentNumber}) = upper(${documentNumber.trim()})`,
        except ? sql`${creditEnhancerDocuments.id} <> ${except}` : undefined,
      ),
    );
  return { duplicate: row !== undefined, enhancerKey: row ? enhancerKey(row.serial) : null };
}

const duplicateError = (key: string | null) =>
  new AppError(
    'DUPLICATE_DOCUMENT',
    `This document is already on file${key ? ` (enhancer ${key})` : ''}.`,
    { fields: [{ field: 'documentNumber', message: 'This document is already on file' }] },
    409,
  );

export interface EnhancerDocumentInput {
  id?: string;
  enhancerId: string;
  documentType: string;
  documentNumber: string;
  uploadKey?: string;
}

/**
 * An enhancer's documents (GET/POST/PUT `/enhancer-documents`) as real files: the document row
 * (type and number, unique across enhancers: the duplicate document check) points at a file of the
 * files module (owner type `credit-enhancer`), uploaded through `/credit/generate/signedUrl`
 * (purpose ENHANCER_DOCUMENTS) and named by its upload key. The enhancer is found in the caller's
 * buyers (404 outside them); every save is audited; the file downloads through a signed link.
 */
export class EnhancerDocuments {
  constructor(
    private readonly db: Db,
    private readonly uploads: CreditUploads,
  ) {}

  async list(scope: OwnerScope, enhancerId: string): Promise<EnhancerDocument[]> {
    await enhancerInScope(this.db, scope, enhancerId);
    const rows = await this.db
      .select({ d: creditEnhancerDocuments, size: files.sizeBytes })
      .from(creditEnhancerDocuments)
      .leftJoin(files, eq(files.id, creditEnhancerDocuments.fileId))
      .where(eq(creditEnhancerDocuments.enhancerId, enhancerId))
      .orderBy(asc(creditEnhancerDocuments.uploadedAt), asc(creditEnhancerDocuments.id));
    return rows.map((r) => present(r.d, r.size));
  }

  /**
   * Adds (no `id`) or changes a document. Checked before any byte is kept: the enhancer in scope,
   * the duplicate document check; then the upload is read back (type sniffed, ≤ 5 MB) and the row,
   * the file's owner and the audit row are written in one transaction. A refused save keeps nothing.
   */
  async save(caller: Caller, input: EnhancerDocumentInput): Promise<EnhancerDocument> {
    await enhancerInScope(this.db, caller.scope, input.enhancerId);
    const early = await duplicateDocument(this.db, input.documentType, input.documentNumber, input.id);
    if (early.duplicate) throw duplicateError(early.enhancerKey);
    if (input.id) await this.find(this.db, input.enhancerId, input.id);
    let replaced: string | null = null;
    // The upload is confirmed first (its own commit), then the rows in one transaction; a refused
    // save discards the confirmed upload again: nothing is kept.
    const saved = await callThenWrite(this.db, {
      call: async () =>
        input.uploadKey
          ? this.uploads.confirm(caller, 'ENHANCER_DOCUMENTS', [input.uploadKey], 'uploadKey', false)
          : [],
      undo: (confirmed) => this.uploads.discard(confirmed),
      write: async (tx, confirmed) => {
        await enhancerInScope(tx, caller.scope, input.enhancerId, true);
        const dup = await duplicateDocument(tx, input.documentType, input.documentNumber, input.id);
        if (dup.duplicate) throw duplicateError(dup.enhancerKey);
        const [file] = await this.uploads.claim(
          tx,
          caller,
          'ENHANCER_DOCUMENTS',
          confirmed,
          input.enhancerId,
        );
        const before = input.id ? await this.find(tx, input.enhancerId, input.id, true) : undefined;
        const values = {
          enhancerId: input.enhancerId,
          documentType: input.documentType,
          documentNumber: input.documentNumber,
          ...(file ? { fileName: file.name, fileId: file.id } : {}),
          uploadedBy: caller.userId,
        };
        let row: DocumentRow | undefined;
        try {
          if (before) {
            [row] = await tx
              .update(creditEnhancerDocuments)
              .set({ ...values, ...(file ? { uploadedAt: new Date() } : {}) })
              .where(eq(creditEnhancerDocuments.id, before.id))
              .returning();
            if (file && before.fileId) {
              replaced = before.fileId;
              await tx.update(files).set({ deletedAt: new Date() }).where(eq(files.id, before.fileId));
            }
          } else {
            if (!file) throw badRequest([{ field: 'uploadKey', message: 'Upload the file first' }]);
            [row] = await tx
              .insert(creditEnhancerDocuments)
              .values({ ...values, fileName: file.name, fileId: file.id })
              .returning();
          }
        } catch (err) {
          const e = err as { code?: string; cause?: { code?: string } };
          if (e?.code === '23505' || e?.cause?.code === '23505') throw duplicateError(null);
          throw err;
        }
        await recordAudit(tx, {
          actorId: caller.actor.actorId,
          actingAsId: caller.actor.actingAsId,
          requestId: caller.actor.requestId,
          action: before ? 'credit-enhancer.document.update' : 'credit-enhancer.document.create',
          entityType: 'credit_enhancer',
          entityId: input.enhancerId,
          before: before
            ? {
                documentType: before.documentType,
                documentNumber: before.documentNumber,
                fileId: before.fileId,
                fileName: before.fileName,
              }
            : undefined,
          after: {
            documentId: row!.id,
            documentType: row!.documentType,
            documentNumber: row!.documentNumber,
            fileId: row!.fileId,
            fileName: row!.fileName,
            sizeBytes: file?.sizeBytes,
          },
        });
        return { row: row!, size: file?.sizeBytes ?? (await this.sizeOf(tx, row!.fileId)) };
      },
    });
    // The replaced file's bytes go once the change has committed.
    if (replaced) await this.discardBytes(replaced);
    return present(saved.row, saved.size);
  }

  /** A fresh signed link of the document's file, or 'File not available to download'. */
  async downloadUrl(scope: OwnerScope, documentId: string): Promise<{ url: string }> {
    const [row] = await this.db
      .select({ d: creditEnhancerDocuments, f: files })
      .from(creditEnhancerDocuments)
      .leftJoin(files, eq(files.id, creditEnhancerDocuments.fileId))
      .where(eq(creditEnhancerDocuments.id, documentId));
    if (!row) throw new AppError('NOT_FOUND', 'Enhancer document not found');
    // The enhancer's buyer must be the caller's (404 otherwise, as for every scoped read).
    await enhancerInScope(this.db, scope, row.d.enhancerId);
    const f: ClaimedFile | null = row.f;
    if (!f || f.deletedAt || !(await this.uploads.hasBytes(f)))
      throw new AppError('NOT_FOUND', FILE_NOT_AVAILABLE_MESSAGE);
    return { url: await this.uploads.downloadUrl(f.id) };
  }

  private async find(tx: DbOrTx, enhancerId: string, id: string, lock = false) {
    const q = tx
      .select()
      .from(creditEnhancerDocuments)
      .where(and(eq(creditEnhancerDocuments.id, id), eq(creditEnhancerDocuments.enhancerId, enhancerId)));
    const [row] = await (lock ? q.for('update') : q);
    if (!row) throw new AppError('NOT_FOUND', 'Enhancer document not found');
    return row;
  }

  private async sizeOf(tx: DbOrTx, fileId: string | null) {
    if (!fileId) return null;
    const [f] = await tx.select({ size: files.sizeBytes }).from(files).where(eq(files.id, fileId));
    return f?.size ?? null;
  }

  private async discardBytes(fileId: string) {
    const [f] = await this.db.select().from(files).where(eq(files.id, fileId));
    if (f) await this.uploads.discardBytesOf(f).catch(() => undefined);
  }
}
