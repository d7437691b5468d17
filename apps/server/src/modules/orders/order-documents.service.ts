import { DOCUMENT_TYPES } from '@dom/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files.service';
import { Attachments } from '../../platform/files/attachments';
import type { OwnerScope } from '../identity';
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

type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;
type DocumentRow = typeof orderDocuments.$inferSelect;

/** The order's attachments: one file of a listed type at a time, linked in `order_documents`; no delete. */
function orderAttachments(db: Db, files: FilesService) {
  return new Attachments<OwnerScope, OrderRow, DocumentRow>(db, files, {
    ownerType: 'order',
    ownerLabel: 'Order',
    findOwner: findOrder,
    ownerId: (order) => order.orderKey,
    documentTypes: DOCUMENT_TYPES,
    typeField: 'fileType',
    maxFiles: 1,
    maxSizeMb: ORDER_FILE_MAX_MB,
    audit: {
      entityType: 'order',
      upload: 'order.upload-file',
      uploaded: ([file], fileType) => ({ fileId: file?.id, fileType, fileName: file?.name }),
    },
    links: {
      insert: (tx, order, saved, upload, actor) =>
        tx
          .insert(orderDocuments)
          .values(
            saved.map((file) => ({
              orderId: order.id,
              documentType: upload.documentType ?? '',
              fileId: file.id,
              fileName: file.name,
              uploadedBy: actor.actorId,
            })),
          )
          .returning(),
      find: async (d, order, documentId) => {
        const [row] = await d
          .select()
          .from(orderDocuments)
          .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, order.id)));
        return row;
      },
      fileIdOf: (row) => row.fileId,
    },
  });
}

/** Order documents: stored through the shared attachments capability, listed as signed download links. */
export class OrderDocuments {
  private readonly attachments: ReturnType<typeof orderAttachments>;

  constructor(
    private readonly db: Db,
    files: FilesService,
  ) {
    this.attachments = orderAttachments(db, files);
  }

  async upload(scope: OwnerScope, input: OrderUpload, actor: Actor) {
    const { saved, rows } = await this.attachments.upload(
      scope,
      input.orderKey,
      { documentType: input.fileType, files: [{ fileName: input.fileName, bytes: input.bytes }] },
      actor,
    );
    const [file] = saved;
    const [document] = rows;
    // `upload` answers one link per stored file; one file was sent.
    if (!file || !document) throw new AppError('INTERNAL', 'Failed to upload file.');
    return { documentId: document.id, fileId: file.id, path: await this.attachments.signedUrl(document) };
  }

  async paths(scope: OwnerScope, orderKey: string) {
    const order = await this.attachments.owner(scope, orderKey);
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
        path: await this.attachments.signedUrl(d),
      })),
    );
  }
}
