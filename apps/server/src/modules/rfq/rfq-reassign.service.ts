import type { ReassignBusinessUser, RfqDetail } from '@dom/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { quotations, rfqs } from './rfq.schema';
import { rfqDetail } from './rfq.service';
import { businessUserType, requireBusinessUser } from './rfq-business-users';
import { guardOperation, requireRfq } from './rfq-guards';

const COLUMN = { RM: 'rmEmail', CM: 'cmEmail', SOURCER: 'sourcerEmail' } as const;

/**
 * Reassign business-user type (`PUT /enquiry/reassignBusinessUserType`): the enquiry's RM, CM or
 * sourcer becomes another active user holding that team role. The RM decides who sees the enquiry
 * (scoping), so a new RM takes it, and its quotations, with them. Audited on the RFQ with the
 * owner before and after.
 */
export async function reassignBusinessUserType(
  tx: DbOrTx,
  caller: Caller,
  body: ReassignBusinessUser,
): Promise<RfqDetail> {
  const type = businessUserType(body.businessUserType);
  const row = await requireRfq(tx, caller, body.rfqKey, true);
  guardOperation(caller, 'reassignBusinessUserType', row);
  const email = await requireBusinessUser(tx, type, body.email, 'email');
  const column = COLUMN[type.value];
  const before = row[column];
  await tx
    .update(rfqs)
    .set({ [column]: email, version: row.version + 1, updatedAt: new Date() })
    .where(eq(rfqs.id, row.id));
  // The quotations carry the RM for their own scoping.
  if (type.value === 'RM')
    await tx.update(quotations).set({ rmEmail: email }).where(eq(quotations.rfqId, row.id));
  await recordAudit(tx, {
    ...caller.actor,
    action: 'rfq.reassignBusinessUserType',
    entityType: 'rfq',
    entityId: row.rfqKey,
    before: { businessUserType: type.value, email: before },
    after: { businessUserType: type.value, email, comment: body.comment ?? null },
  });
  return rfqDetail(tx, caller, body.rfqKey);
}
