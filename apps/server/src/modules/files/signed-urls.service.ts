import { holdsPermission } from '@dom/domain';
import {
  FILE_BUCKETS,
  FILE_BUCKET_NAMES,
  FILE_NOT_AVAILABLE_MESSAGE,
  type DownloadSignedUrlQuery,
  type FileBucket,
  type RefNoUrls,
  type RefNoUrlsRequest,
  type SignedUrl,
  type SignedUrlRequest,
} from '@dom/contract';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import { parseFilePath } from '../../platform/files/file-path';
import type { FilesService } from '../../platform/files/files.service';
import type { UrlSigner } from '../../platform/files/url-signer';
import { findConsignment } from '../consignments';
import type { Caller } from '../../platform/caller';
import { findOrder } from '../orders';
import { assertCanSeeOwner, assertOwnerPermission, fileNotAvailable } from './file-access';
import {
  type OwnedDocument,
  findConsignmentByInvoice,
  listConsignmentFiles,
  listOrderFiles,
} from './file-owners.repo';

/** Signed links live 15 minutes: long enough to open, short enough not to be shared around. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/** A missing identifying argument (doc 2 §7): 400 with the spec's message, naming the field. */
export const missingArgument = (field: string): AppError =>
  new AppError('VALIDATION_FAILED', FILE_NOT_AVAILABLE_MESSAGE, {
    fields: [{ field, message: FILE_NOT_AVAILABLE_MESSAGE }],
  });

type FileRow = NonNullable<Awaited<ReturnType<FilesService['find']>>>;

/** The /s3 calls' signed links: every one checks the file's owner against the caller's scope. */
export class SignedUrls {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly signer: UrlSigner,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async sign(file: { id: string; name: string }): Promise<SignedUrl> {
    const expiresAt = new Date(this.clock().getTime() + SIGNED_URL_TTL_SECONDS * 1000);
    return {
      url: await this.files.downloadUrl(file.id, SIGNED_URL_TTL_SECONDS),
      expiresAt: expiresAt.toISOString(),
      fileName: file.name,
    };
  }

  /** A path a client sends back (our signed address or a storage key) → the live file, or 404. */
  private async fileByPath(path: string, field: string): Promise<FileRow> {
    const ref = parseFilePath(path, this.signer, (u) => this.files.storageKeyOfUrl(u));
    if ('problem' in ref) throw badRequest([{ field, message: ref.problem }]);
    const file =
      'fileId' in ref ? await this.files.find(ref.fileId) : await this.files.findByStorageKey(ref.storageKey);
    if (!file) throw fileNotAvailable();
    return file;
  }

  /** POST /s3/getSignedUrl: by file id, or by file path. */
  async byFile(caller: Caller, body: SignedUrlRequest): Promise<SignedUrl> {
    if (!body.fileId && !body.filePath) throw missingArgument('fileId');
    const file = body.fileId
      ? await this.files.find(body.fileId)
      : await this.fileByPath(body.filePath ?? '', 'filePath');
    if (!file) throw fileNotAvailable();
    await assertCanSeeOwner(this.db, caller, file);
    return this.sign(file);
  }

  /**
   * GET /s3/generate/download-signed-url: a path inside one of our storage areas. The area must be
   * the one of the file's owner type; a file of another area is not in this one (404).
   */
  async byBucketPath(caller: Caller, query: DownloadSignedUrlQuery): Promise<SignedUrl> {
    if (!query.filePath) throw missingArgument('filePath');
    if (!query.bucketName) throw missingArgument('bucketName');
    if (!(FILE_BUCKET_NAMES as string[]).includes(query.bucketName))
      throw badRequest([
        { field: 'bucketName', message: `Unknown storage area; use one of ${FILE_BUCKET_NAMES.join(', ')}` },
      ]);
    const ownerType = FILE_BUCKETS[query.bucketName as FileBucket];
    assertOwnerPermission(caller, ownerType);
    const file = await this.fileByPath(query.filePath, 'filePath');
    if (file.ownerType !== ownerType) throw fileNotAvailable();
    await assertCanSeeOwner(this.db, caller, file);
    return this.sign(file);
  }

  /**
   * POST /s3/generate/presignedurl-using-refno: an order key, else a consignment key, else a buyer
   * invoice number → that order's or consignment's documents (optionally one type), newest first.
   * Only the owners the caller's permissions and scope reach are searched.
   */
  async byRefNo(caller: Caller, body: RefNoUrlsRequest): Promise<RefNoUrls> {
    const canOrders = holdsPermission(caller.permissions, 'Adm_Order_View');
    const canConsignments = holdsPermission(caller.permissions, 'Ful_Consignment_View');
    if (!canOrders && !canConsignments) assertOwnerPermission(caller, 'order');
    const found = await this.findRef(caller, body.refNo, canOrders, canConsignments);
    if (!found) throw new AppError('NOT_FOUND', `No order, consignment or invoice ${body.refNo}`);
    const wanted = found.documents.filter((d) => !body.documentType || d.documentType === body.documentType);
    return {
      refNo: body.refNo,
      refType: found.refType,
      orderKey: found.orderKey,
      consignmentKey: found.consignmentKey,
      documents: await Promise.all(
        wanted.map(async (d) => ({
          ...(await this.sign({ id: d.fileId, name: d.fileName })),
          documentId: d.documentId,
          documentType: d.documentType,
          uploadedAt: d.uploadedAt.toISOString(),
        })),
      ),
    };
  }

  private async findRef(
    caller: Caller,
    refNo: string,
    canOrders: boolean,
    canConsignments: boolean,
  ): Promise<
    | {
        refType: RefNoUrls['refType'];
        orderKey: string;
        consignmentKey: string | null;
        documents: OwnedDocument[];
      }
    | undefined
  > {
    if (canOrders) {
      const order = await findOrder(this.db, caller.scope, refNo);
      if (order)
        return {
          refType: 'ORDER',
          orderKey: order.orderKey,
          consignmentKey: null,
          documents: await listOrderFiles(this.db, order.id),
        };
    }
    if (!canConsignments) return undefined;
    const byKey = await findConsignment(this.db, caller.scope, refNo);
    const consignment = byKey ?? (await findConsignmentByInvoice(this.db, caller.scope, refNo));
    if (!consignment) return undefined;
    return {
      refType: byKey ? 'CONSIGNMENT' : 'INVOICE',
      orderKey: consignment.orderKey,
      consignmentKey: consignment.consignmentKey,
      documents: await listConsignmentFiles(this.db, consignment.id),
    };
  }
}
