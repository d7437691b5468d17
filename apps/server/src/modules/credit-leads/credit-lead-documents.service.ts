import type { LeadDocument } from '@dom/contract';
import { LEAD_DOCUMENT_MAX_FILES, LEAD_DOCUMENT_MAX_MB, LEAD_DOCUMENT_TYPES } from '@dom/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';
import { Attachments, type AttachmentActor, type FileRow } from '../../platform/files/attachments';
import type { FilesService } from '../../platform/files/files.service';
import { type OwnerScope, users } from '../identity';
import { type CreditLeadRow, findLead } from './credit-leads.repo';

export const LEAD_OWNER = 'credit-lead';

/** A decided or archived lead keeps the papers it was decided on. */
const CLOSED: readonly CreditLeadRow['status'][] = ['APPROVED', 'REJECTED', 'ARCHIVED'];
export const LEAD_DOCUMENTS_CLOSED_MESSAGE = 'The papers of a decided or archived lead cannot change';

const ofLead = (leadId: string) =>
  and(eq(files.ownerType, LEAD_OWNER), eq(files.ownerId, leadId), isNull(files.deletedAt));

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
    requireBytes: true,
    audit: {
      entityType: 'credit_lead',
      upload: 'credit-lead.document.upload',
      uploaded: (saved, documentType) =>
        saved.map((f) => ({ fileId: f.id, documentType, fileName: f.name, sizeBytes: f.sizeBytes })),
    },
    links: {
      insert: async (_tx, _lead, saved) => [...saved],
      find: async (d, lead, documentId, lock) => {
        const query = d
          .select()
          .from(files)
          .where(and(eq(files.id, documentId), ofLead(lead.id)));
        const [f] = lock ? await query.for('update') : await query;
        return f;
      },
      fileIdOf: (f) => f.id,
    },
    deletion: {
      action: 'credit-lead.document.delete',
      markDeleted: async (tx, f) => {
        await tx.update(files).set({ deletedAt: new Date() }).where(eq(files.id, f.id));
      },
      discard: (fileService, f) => fileService.discardBytes(f.storageKey),
      audit: (f) => ({ fileId: f.id, documentType: f.purpose, fileName: f.name }),
    },
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
