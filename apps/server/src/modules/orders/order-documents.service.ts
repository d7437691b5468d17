import { DOCUMENT_TYPES, fileTooLargeMessage, toStorageFileName, validateFileSelection } from '@dom/domain';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files.service';
import { type OwnerScope, foundInScope } from '../identity/scope';
import type { Actor } from './order-approval.service';
import { findOrder } from './orders.repo';
import { orderDocuments } from './orders.schema';

export const ORDER_FILE_MAX_MB = 5;

export interface OrderUpload {
  orderKey: string;
  fileType: string;
  fileName: string;
  bytes: Buffer;
}

/** Order documents: stored through the platform files service, listed as signed download links. */
export class OrderDocuments {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
  ) {}

  async upload(scope: OwnerScope, input: OrderUpload, actor: Actor) {
    if (!DOCUMENT_TYPES.some((t) => t.value === input.fileType))
      throw badRequest([{ field: 'fileType', message: 'Select a document type from the list' }]);
    // The same rules the picker applies (doc 2 §5), enforced again here: the browser is not a wall.
    const selection = validateFileSelection([{ name: input.fileName, size: input.bytes.length }], {
      maxFiles: 1,
      maxSizeMb: ORDER_FILE_MAX_MB,
    });
    if (!selection.ok) throw badRequest(selection.errors.map((message) => ({ field: 'file', message })));
    const stored = toStorageFileName(input.fileName, Date.now());
    if (!stored.ok) throw badRequest([{ field: 'file', message: stored.error }]);
    const order = foundInScope(await findOrder(this.db, scope, input.orderKey), 'Order');
    const file = await this.files.saveUpload({
      bytes: input.bytes,
      accepts: 'document',
      uploadedName: input.fileName,
      name: stored.name,
      purpose: input.fileType,
      ownerType: 'order',
      ownerId: order.orderKey,
      uploadedBy: actor.actorId,
    });
    const document = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orderDocuments)
        .values({
          orderId: order.id,
          documentType: input.fileType,
          fileId: file.id,
          fileName: stored.name,
          uploadedBy: actor.actorId,
        })
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: 'order.upload-file',
        entityType: 'order',
        entityId: order.orderKey,
        after: { fileId: file.id, fileType: input.fileType, fileName: stored.name },
      });
      return row;
    });
    if (!document) throw new AppError('INTERNAL', 'Failed to upload file.');
    return { documentId: document.id, fileId: file.id, path: await this.files.downloadUrl(file.id) };
  }

  async paths(scope: OwnerScope, orderKey: string) {
    const order = foundInScope(await findOrder(this.db, scope, orderKey), 'Order');
    const rows = await this.db
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, order.id))
      .orderBy(asc(orderDocuments.uploadedAt));
    return Promise.all(
      rows.map(async (d) => ({
        documentId: d.id,
        documentType: d.documentType,
        fileName: d.fileName,
        path: await this.files.downloadUrl(d.fileId),
      })),
    );
  }
}

export const tooLarge = (name: string): AppError =>
  badRequest([{ field: 'file', message: fileTooLargeMessage(name, ORDER_FILE_MAX_MB) }]);
