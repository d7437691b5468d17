import type { LeadDocument } from '@dom/contract';
import { LEAD_DOCUMENT_MAX_FILES, LEAD_DOCUMENT_MAX_MB, LEAD_DOCUMENT_TYPES } from '@dom/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';
import {
  Attachments,
  type AttachmentActor,
  type FileRow,
  fileRowDocuments,
  ownedFiles,
} from '../../platform/files/attachments';
import type { FilesService } from '../../platform/files/files.service';
import { type OwnerScope, users } from '../identity';
import { type CreditLeadRow, findLead } from './credit-leads.repo';

export const LEAD_OWNER = 'credit-lead';

/** A decided or archived lead keeps the papers it was decided on. */
const CLOSED: readonly CreditLeadRow['status'][] = ['APPROVED', 'REJECTED', 'ARCHIVED'];
export const LEAD_DOCUMENTS_CLOSED_MESSAGE = 'The papers of a decided or archived lead cannot change';

const ofLead = (leadId: string) => ownedFiles(LEAD_OWNER, leadId);

const present = (f: FileRow, uploader: string | null): LeadDocument => ({
  documentId: f.id,
  documentType: f.purpose ?? 'OTHERS',
  fileName: f.name,
  sizeBytes: f.sizeBytes,
  uploadedAt: f.createdAt.toISOString(),
  uploadedBy: uploader,
});

/**
 * A credit lead's papers on the platform's attachments capability: the `files` rows with owner type
 * `credit-lead` are the documents (the type in `purpose`); the lead is found in the caller's scope
 * (404 outside it) and its papers change only while it is not decided or archived (409).
 */
function leadAttachments(db: Db, fileService: FilesService) {
  return new Attachments<OwnerScope, CreditLeadRow, FileRow>(db, fileService, {
    ownerType: LEAD_OWNER,
    ownerLabel: 'Credit lead',
    findOwner: (d, scope, leadKey) => findLead(d, scope, leadKey),
    ownerId: (lead) => lead.id,
    assertMay: (lead) => {
      if (CLOSED.includes(lead.status)) throw new AppError('CONFLICT', LEAD_DOCUMENTS_CLOSED_MESSAGE);
    },
    documentTypes: LEAD_DOCUMENT_TYPES,
    typeField: 'documentType',
    maxFiles: LEAD_DOCUMENT_MAX_FILES,
    maxSizeMb: LEAD_DOCUMENT_MAX_MB,
    ...fileRowDocuments(LEAD_OWNER, (lead: { id: string }) => lead.id, {
      entityType: 'credit_lead',
      action: 'credit-lead.document',
    }),
  });
}

/** The lead's Documents tab: list, upload, signed download link, delete. */
export class LeadDocuments {
  private readonly attachments: ReturnType<typeof leadAttachments>;

  constructor(
    private readonly db: Db,
    fileService: FilesService,
  ) {
    this.attachments = leadAttachments(db, fileService);
  }

  /** Newest first, the uploader by display name. */
  async list(scope: OwnerScope, leadKey: string): Promise<LeadDocument[]> {
    const lead = await this.attachments.owner(scope, leadKey);
    const rows = await this.db
      .select({ f: files, uploader: users.displayName })
      .from(files)
      .leftJoin(users, eq(sql`${users.id}::text`, files.uploadedBy))
      .where(ofLead(lead.id))
      .orderBy(desc(files.createdAt), desc(files.id));
    return rows.map((r) => present(r.f, r.uploader));
  }

  async upload(
    scope: OwnerScope,
    leadKey: string,
    documentType: string | undefined,
    uploads: readonly { fileName: string; bytes: Buffer }[],
    actor: AttachmentActor,
  ): Promise<LeadDocument[]> {
    const { saved } = await this.attachments.upload(scope, leadKey, { documentType, files: uploads }, actor);
    const [u] = actor.actorId
      ? await this.db
          .select({ name: users.displayName })
          .from(users)
          .where(eq(sql`${users.id}::text`, actor.actorId))
      : [];
    return saved.map((f) => present(f, u?.name ?? null));
  }

  downloadUrl(scope: OwnerScope, leadKey: string, documentId: string): Promise<{ url: string }> {
    return this.attachments.downloadUrl(scope, leadKey, documentId);
  }

  remove(scope: OwnerScope, leadKey: string, documentId: string, actor: AttachmentActor) {
    return this.attachments.remove(scope, leadKey, documentId, actor);
  }
}
