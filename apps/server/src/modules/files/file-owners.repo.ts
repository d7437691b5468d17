import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import type { OwnerScope } from '../identity';
import { consignmentScope } from '../consignments';
import { consignmentDocuments, consignmentPods, consignments } from '../consignments';
import { orderDocuments } from '../orders';

/** A document row with its live file (deleted files are left out), newest first. */
export interface OwnedDocument {
  documentId: string;
  documentType: string;
  fileId: string;
  fileName: string;
  uploadedAt: Date;
  generated: boolean;
}

export async function listOrderFiles(db: DbOrTx, orderId: string): Promise<OwnedDocument[]> {
  return db
    .select({
      documentId: orderDocuments.id,
      documentType: orderDocuments.documentType,
      fileId: orderDocuments.fileId,
      fileName: orderDocuments.fileName,
      uploadedAt: orderDocuments.uploadedAt,
    })
    .from(orderDocuments)
    .innerJoin(files, and(eq(files.id, orderDocuments.fileId), isNull(files.deletedAt)))
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(desc(orderDocuments.uploadedAt), desc(orderDocuments.id))
    .then((rows) => rows.map((r) => ({ ...r, generated: false })));
}

export async function listConsignmentFiles(db: DbOrTx, consignmentId: string): Promise<OwnedDocument[]> {
  const rows = await db
    .select({
      documentId: consignmentDocuments.id,
      documentType: consignmentDocuments.documentType,
      fileId: consignmentDocuments.fileId,
      fileName: consignmentDocuments.fileName,
      uploadedAt: consignmentDocuments.uploadedAt,
      processedFileId: consignmentDocuments.processedFileId,
    })
    .from(consignmentDocuments)
    .innerJoin(files, and(eq(files.id, consignmentDocuments.fileId), isNull(files.deletedAt)))
    .where(and(eq(consignmentDocuments.consignmentId, consignmentId), isNull(consignmentDocuments.deletedAt)))
    .orderBy(desc(consignmentDocuments.uploadedAt), desc(consignmentDocuments.id));
  return rows.map(({ processedFileId, ...r }) => ({ ...r, generated: processedFileId !== null }));
}

/** The consignment that carries a buyer invoice number, within the user's scope; the newest if several. */
export async function findConsignmentByInvoice(db: DbOrTx, scope: OwnerScope, invoiceNumber: string) {
  const [row] = await db
    .select()
    .from(consignments)
    .where(and(eq(consignments.buyerInvoiceNumber, invoiceNumber), consignmentScope(scope)))
    .orderBy(desc(consignments.createdAt))
    .limit(1);
  return row;
}

/** The two documents chosen at proof of delivery to sync with the books, or none before it. */
export async function podPrimaryDocumentIds(db: DbOrTx, consignmentId: string): Promise<string[]> {
  const [pod] = await db
    .select({ ids: consignmentPods.primaryDocumentIds })
    .from(consignmentPods)
    .where(eq(consignmentPods.consignmentId, consignmentId))
    .orderBy(desc(consignmentPods.submittedAt))
    .limit(1);
  return pod?.ids ?? [];
}
