import type { PageQuery, SellerDocument, SellerDocumentPage } from '@dom/contract';
import {
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_FILE_SIZE_MB,
  SELLER_DOCUMENT_TYPES,
  displayFileName,
} from '@dom/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import { users } from '../identity';
import type { FilesService } from '../../platform/files/files.service';
import { Attachments, type FileRow, fileRowDocuments, ownedFiles } from '../../platform/files/attachments';
import type { OwnerScope } from '../identity';
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

const present = (f: FileRow, uploader: string | null): SellerDocument => ({
  documentId: f.id,
  documentType: f.purpose ?? 'OTHERS',
  fileName: f.name,
  displayFileName: displayFileName(f.name),
  sizeBytes: f.sizeBytes,
  uploadedAt: f.createdAt.toISOString(),
  uploadedBy: uploader,
});

const ofSeller = (sellerId: string) => ownedFiles(SELLER_OWNER, sellerId);

type SellerRow = NonNullable<Awaited<ReturnType<typeof findSeller>>>;

/**
 * The seller's attachments: the platform `files` rows with owner type `seller` are the documents
 * themselves (the type in `purpose`), so a link is the file row; a delete marks it deleted and the
 * bytes go. A download needs the bytes to be there.
 */
function sellerAttachments(db: Db, fileService: FilesService) {
  return new Attachments<OwnerScope, SellerRow, FileRow>(db, fileService, {
    ownerType: SELLER_OWNER,
    ownerLabel: 'Seller',
    findOwner: findSeller,
    ownerId: (seller) => seller.id,
    documentTypes: SELLER_DOCUMENT_TYPES,
    typeField: 'documentType',
    maxFiles: SELLER_FILE_MAX_FILES,
    maxSizeMb: SELLER_FILE_MAX_MB,
    ...fileRowDocuments(SELLER_OWNER, (seller: { id: string }) => seller.id, {
      entityType: 'seller',
      action: 'seller.document',
    }),
  });
}

/**
 * Files stored against a seller (its KYC papers and agreement), through the shared attachments
 * capability. Every call finds the seller in the caller's scope first (404 outside it), as the
 * other seller tabs do.
 */
export class SellerDocuments {
  private readonly attachments: ReturnType<typeof sellerAttachments>;

  constructor(
    private readonly db: Db,
    fileService: FilesService,
  ) {
    this.attachments = sellerAttachments(db, fileService);
  }

  /** Newest first; the uploader by display name. */
  async list(scope: OwnerScope, sellerId: string, query: PageQuery): Promise<SellerDocumentPage> {
    await this.attachments.owner(scope, sellerId);
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
   * Stores 1 to 5 files of one type. The picker's rules are checked again (the browser is not a
   * wall): extension required, 5 MB each, 5 at most; the stored name has the base name's dots made
   * underscores and a timestamp appended. All or nothing: a failure removes what was stored.
   */
  async upload(
    scope: OwnerScope,
    sellerId: string,
    documentType: string | undefined,
    uploads: readonly SellerUploadFile[],
    actor: Actor,
  ): Promise<SellerDocument[]> {
    const { saved } = await this.attachments.upload(scope, sellerId, { documentType, files: uploads }, actor);
    const uploader = actor.actorId ? await this.displayNameOf(actor.actorId) : null;
    return saved.map((f) => present(f, uploader));
  }

  /** Soft delete with an audit row in one transaction; the bytes go once it has committed. */
  remove(scope: OwnerScope, sellerId: string, documentId: string, actor: Actor): Promise<{ deleted: true }> {
    return this.attachments.remove(scope, sellerId, documentId, actor);
  }

  /** A fresh signed link; a document that is gone or has no bytes is 'File not available to download'. */
  downloadUrl(scope: OwnerScope, sellerId: string, documentId: string): Promise<{ url: string }> {
    return this.attachments.downloadUrl(scope, sellerId, documentId);
  }

  private async displayNameOf(userId: string): Promise<string | null> {
    const [u] = await this.db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(sql`${users.id}::text`, userId));
    return u?.name ?? null;
  }
}
