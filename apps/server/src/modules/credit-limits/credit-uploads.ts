import {
  CREDIT_UPLOAD_MAX_FILES,
  CREDIT_UPLOAD_MAX_MB,
  type CreditSignedUrl,
  type CreditUploadPurpose,
} from '@dom/contract';
import { BYTES_PER_MB, fileTooLargeMessage, toStorageFileName, validateFileSelection } from '@dom/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import { AppError, badRequest } from '../../platform/errors';
import { SNIFFED_TYPES, UPLOAD_ACCEPTS } from '../../platform/files/content-sniff';
import type { FilesService } from '../../platform/files/files.service';
import type { UrlSigner } from '../../platform/files/url-signer';
import { FORBIDDEN_MESSAGE } from '../../platform/http/access';

/** Who uploads: the signed-in user and their permissions. */
type Caller = { readonly userId: string; readonly permissions: ReadonlySet<string> };

/** Who may ask for an address of each purpose, and the owner type its files are kept under. */
const PURPOSES: Record<
  CreditUploadPurpose,
  { permission: string; ownerType: 'adhoc-limit' | 'credit-enhancer' }
> = {
  ADHOC_DOC_UPLOAD: { permission: 'Allow_Adhoc_Limit_Create', ownerType: 'adhoc-limit' },
  ENHANCER_DOCUMENTS: { permission: 'Allow_Enhancer_Upload', ownerType: 'credit-enhancer' },
};

const TTL_SECONDS = 15 * 60;
/** The names a document upload may have (the bytes are sniffed again when the upload is claimed). */
const DOCUMENT_EXTENSIONS = UPLOAD_ACCEPTS.document.flatMap((k) =>
  k === 'jpeg' ? ['.jpg', '.jpeg'] : [`.${k}`],
);
const INVALID = 'This upload is not valid. Upload the file again.';
const EXPIRED = 'This upload has expired. Upload the file again.';

/** The content type a browser sends for a name (S3 signs it); the bytes are sniffed on claim anyway. */
function contentTypeOf(name: string): string {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  const kind = ext === 'jpg' ? 'jpeg' : ext;
  return (SNIFFED_TYPES as Record<string, string>)[kind] ?? 'application/octet-stream';
}

interface Grant {
  k: string; // storage key
  p: CreditUploadPurpose;
  u: string; // the user it was issued to
  n: string; // the file's stored name
}

/** A claimed upload: the file row, now owned. */
export type ClaimedFile = typeof files.$inferSelect;

/**
 * Credit uploads (`/credit/generate/signedUrl`): one signed PUT address per file name on the files
 * module's store, and an `uploadKey` that binds the upload to the caller and the purpose (signed,
 * expiring). Saving a document names the key: `confirm` reads the bytes back (type sniffed, size
 * checked: 400 naming the field), and `claim` gives the file its owner in the saving transaction
 * (a file already owned, or uploaded by someone else, is refused).
 */
export class CreditUploads {
  constructor(
    private readonly files: FilesService,
    private readonly signer: UrlSigner,
  ) {}

  async issue(
    caller: Caller,
    purpose: CreditUploadPurpose,
    fileNames: readonly string[],
  ): Promise<CreditSignedUrl> {
    if (!caller.permissions.has(PURPOSES[purpose].permission))
      throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    const selection = validateFileSelection(
      fileNames.map((name) => ({ name, size: 0 })),
      { maxFiles: CREDIT_UPLOAD_MAX_FILES, maxSizeMb: CREDIT_UPLOAD_MAX_MB, accept: DOCUMENT_EXTENSIONS },
    );
    if (!selection.ok) throw badRequest(selection.errors.map((message) => ({ field: 'fileNames', message })));
    const now = Date.now();
    const uploads = [];
    for (const fileName of fileNames) {
      const stored = toStorageFileName(fileName, now);
      if (!stored.ok) throw badRequest([{ field: 'fileNames', message: stored.error }]);
      const target = await this.files.signedUpload({
        name: stored.name,
        contentType: contentTypeOf(fileName),
        ttlSeconds: TTL_SECONDS,
        purpose,
        issuedTo: caller.userId,
        maxBytes: CREDIT_UPLOAD_MAX_MB * BYTES_PER_MB,
      });
      const grant: Grant = { k: target.storageKey, p: purpose, u: caller.userId, n: fileName };
      const token = Buffer.from(JSON.stringify(grant), 'utf8').toString('base64url');
      const { expires, signature } = this.signer.sign(`credit-upload:${token}`, TTL_SECONDS);
      uploads.push({
        fileName,
        url: target.url,
        method: target.method,
        headers: target.headers,
        uploadKey: `${token}.${expires}.${signature}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      });
    }
    return { uploads };
  }

  private grantOf(caller: Caller, purpose: CreditUploadPurpose, uploadKey: string, field: string): Grant {
    const [token, expires, signature] = uploadKey.split('.');
    if (!token || !expires || !signature) throw badRequest([{ field, message: INVALID }]);
    const verdict = this.signer.verify(`credit-upload:${token}`, Number(expires), signature);
    if (!verdict.ok) throw badRequest([{ field, message: verdict.reason === 'expired' ? EXPIRED : INVALID }]);
    let grant: Grant;
    try {
      grant = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Grant;
    } catch {
      throw badRequest([{ field, message: INVALID }]);
    }
    // Another user's upload, or one asked for another purpose, is not this caller's to name.
    if (grant.u !== caller.userId || grant.p !== purpose) throw badRequest([{ field, message: INVALID }]);
    return grant;
  }

  /**
   * Reads back the bytes of each named upload and records them as files without an owner yet (the
   * type sniffed, at most 5 MB each); all or nothing. `field` names the body field ('uploadKey' or
   * 'uploadKeys'): entries are reported as `uploadKeys.0`, … when there are several.
   */
  async confirm(
    caller: Caller,
    purpose: CreditUploadPurpose,
    uploadKeys: readonly string[],
    field: string,
    many: boolean,
  ): Promise<ClaimedFile[]> {
    const fieldOf = (i: number) => (many ? `${field}.${i}` : field);
    if (uploadKeys.length > CREDIT_UPLOAD_MAX_FILES)
      throw badRequest([{ field, message: `You can only select up to ${CREDIT_UPLOAD_MAX_FILES} files.` }]);
    const grants = uploadKeys.map((key, i) => this.grantOf(caller, purpose, key, fieldOf(i)));
    if (new Set(grants.map((g) => g.k)).size !== grants.length)
      throw badRequest([{ field, message: 'The same file is named twice' }]);
    const confirmed: ClaimedFile[] = [];
    try {
      for (const [i, g] of grants.entries()) {
        let row: ClaimedFile;
        try {
          row = await this.files.confirmUpload({
            storageKey: g.k,
            name: g.n,
            accepts: 'document',
            field: fieldOf(i),
            purpose,
            uploadedBy: caller.userId,
          });
        } catch (err) {
          if (err instanceof AppError && err.code === 'NOT_FOUND')
            throw badRequest([{ field: fieldOf(i), message: `${g.n} has not been uploaded yet` }]);
          throw err;
        }
        if (row.ownerId !== null || row.deletedAt !== null)
          throw badRequest([{ field: fieldOf(i), message: 'This file is already on file; upload it again' }]);
        confirmed.push(row);
        if (row.sizeBytes > CREDIT_UPLOAD_MAX_MB * BYTES_PER_MB)
          throw badRequest([{ field: fieldOf(i), message: fileTooLargeMessage(g.n, CREDIT_UPLOAD_MAX_MB) }]);
      }
      return confirmed;
    } catch (err) {
      await this.discard(confirmed);
      throw err;
    }
  }

  /**
   * Gives confirmed files their owner in the saving transaction: only files of this caller that no
   * one owns yet (a concurrent claim of the same upload loses: 409).
   */
  async claim(
    tx: Tx,
    caller: Caller,
    purpose: CreditUploadPurpose,
    confirmed: readonly ClaimedFile[],
    ownerId: string,
  ): Promise<ClaimedFile[]> {
    if (confirmed.length === 0) return [];
    const rows = await tx
      .update(files)
      .set({ ownerType: PURPOSES[purpose].ownerType, ownerId })
      .where(
        and(
          inArray(
            files.id,
            confirmed.map((f) => f.id),
          ),
          isNull(files.ownerId),
          isNull(files.deletedAt),
          eq(files.uploadedBy, caller.userId),
        ),
      )
      .returning();
    if (rows.length !== confirmed.length)
      throw new AppError('CONFLICT', 'This file has just been saved elsewhere; upload it again');
    const order = new Map(confirmed.map((f, i) => [f.id, i]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }

  /** Confirmed files that were not kept (the save failed): their records and bytes go. */
  async discard(confirmed: readonly ClaimedFile[]): Promise<void> {
    await Promise.all(confirmed.map((f) => this.files.remove(f.id).catch(() => undefined)));
  }

  /** The bytes of a file whose record the caller marked deleted in its own transaction. */
  discardBytesOf(file: ClaimedFile): Promise<void> {
    return this.files.discardBytes(file.storageKey);
  }

  downloadUrl(fileId: string): Promise<string> {
    return this.files.downloadUrl(fileId);
  }

  hasBytes(file: ClaimedFile): Promise<boolean> {
    return this.files.hasBytes(file.storageKey);
  }
}
