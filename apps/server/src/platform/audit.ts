import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from './db/database';
import { auditLog } from './db/schema/index';

export interface AuditEntry {
  actorId: string | null;
  actingAsId?: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
}

/** Call with the transaction that makes the change, so the row and the change commit together. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    actingAsId: entry.actingAsId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId ?? null,
  });
}

export async function listAuditFor(db: DbOrTx, entityType: string, entityId: string, limit = 100) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
