import type { RfqAttachment } from '@dom/contract';
import {
  DEFAULT_MAX_FILES,
  DEFAULT_MAX_FILE_SIZE_MB,
  RFQ_ATTACHMENT_TYPES,
  displayFileName,
} from '@dom/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import {
  Attachments,
  type AttachmentActor,
  type AttachmentFile,
  type FileRow,
  fileRowDocuments,
  ownedFiles,
} from '../../platform/files/attachments';
import type { FilesService } from '../../platform/files/files.service';
import { users } from '../identity';
import { type RfqRow, findRfq } from './rfq.repo';

/** The spec's default file rules (doc 1 §5): up to 5 files of 5 MB each per upload. */
export const RFQ_FILE_MAX_MB = DEFAULT_MAX_FILE_SIZE_MB;
export const RFQ_FILE_MAX_FILES = DEFAULT_MAX_FILES;
const RFQ_OWNER = 'rfq';

const ofRfq = (rfqId: string) => ownedFiles(RFQ_OWNER, rfqId);

const present = (f: FileRow, uploader: string | null): RfqAttachment => ({
  documentId: f.id,
  documentType: f.purpose ?? 'OTHERS',
  fileName: f.name,
  displayFileName: displayFileName(f.name),
  sizeBytes: f.sizeBytes,
  uploadedAt: f.createdAt.toISOString(),
  uploadedBy: uploader,
});

/**
 * An RFQ's attachments on the platform's one attachments capability, as the seller's documents:
 * the `files` row (owner type `rfq`, the type in `purpose`) is the document. The RFQ is found in
 * the caller's scope first (404 outside it); a delete marks the row deleted (audited) and the bytes
 * go; a download needs the bytes.
 */
export class RfqAttachments {
  private readonly attachments: Attachments<Caller, RfqRow, FileRow>;

  constructor(
    private readonly db: Db,
    fileService: FilesService,
  ) {
    this.attachments = new Attachments<Caller, RfqRow, FileRow>(db, fileService, {
      ownerType: RFQ_OWNER,
      ownerLabel: 'RFQ',
      findOwner: (d, caller, key) => findRfq(d, caller.scope, key),
      ownerId: (rfq) => rfq.id,
      documentTypes: RFQ_ATTACHMENT_TYPES,
      typeField: 'documentType',
      maxFiles: RFQ_FILE_MAX_FILES,
      maxSizeMb: RFQ_FILE_MAX_MB,
      ...fileRowDocuments(RFQ_OWNER, (rfq: { id: string }) => rfq.id, {
        entityType: 'rfq',
        action: 'rfq.attachment',
      }),
    });
  }

  /** Newest first, the uploader by display name. */
  async list(caller: Caller, rfqKey: string): Promise<RfqAttachment[]> {
    const rfq = await this.attachments.owner(caller, rfqKey);
    const rows = await this.db
      .select({ f: files, uploader: users.displayName })
      .from(files)
      .leftJoin(users, eq(sql`${users.id}::text`, files.uploadedBy))
      .where(ofRfq(rfq.id))
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(200);
    return rows.map((r) => present(r.f, r.uploader));
  }

  async upload(
    caller: Caller,
    rfqKey: string,
    documentType: string | undefined,
    uploads: readonly AttachmentFile[],
    actor: AttachmentActor,
  ): Promise<RfqAttachment[]> {
    const { saved } = await this.attachments.upload(caller, rfqKey, { documentType, files: uploads }, actor);
    const [u] = actor.actorId
      ? await this.db
          .select({ name: users.displayName })
          .from(users)
          .where(eq(sql`${users.id}::text`, actor.actorId))
      : [];
    return saved.map((f) => present(f, u?.name ?? null));
  }

  remove(caller: Caller, rfqKey: string, documentId: string, actor: AttachmentActor) {
    return this.attachments.remove(caller, rfqKey, documentId, actor);
  }

  downloadUrl(caller: Caller, rfqKey: string, documentId: string) {
    return this.attachments.downloadUrl(caller, rfqKey, documentId);
  }
}
