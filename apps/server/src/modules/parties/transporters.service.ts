import type {
  AddTransporter,
  SellerTransporterList,
  Transporter,
  TransporterPage,
  TransporterSearch,
} from '@dom/contract';
import { type SQL, and, asc, eq, ilike } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { transporters } from './parties.schema';
import { AppError, badRequest } from '../../platform/errors';
import { type OwnerScope, foundInScope } from '../identity';
import type { Actor } from './buyer-contacts.service';
import { sellerTransporters } from './parties.schema';
import { cappedCount, contains, pageFrom } from './party-paging';
import { findSeller } from './sellers.repo';

type TransporterRow = typeof transporters.$inferSelect;

const present = (t: TransporterRow): Transporter => ({
  transporterId: t.id,
  transporterName: t.name,
  transporterGstin: t.gstin,
  idKind: t.idKind as Transporter['idKind'],
  transportMode: t.transportMode,
  contactName: t.contactName,
  phone: t.phone,
  isActive: t.isActive,
});

/** The transporter master (zoho/getTransporterDetails). */
export async function searchTransporters(db: Db, q: TransporterSearch): Promise<TransporterPage> {
  const parts: SQL[] = [];
  if (q.transporterName) parts.push(ilike(transporters.name, contains(q.transporterName)));
  if (q.transporterGstin)
    parts.push(eq(transporters.gstin, q.transporterGstin.replace(/\s/g, '').toUpperCase()));
  const where = parts.length > 0 ? and(...parts) : undefined;
  const rows = await db
    .select()
    .from(transporters)
    .where(where)
    .orderBy(asc(transporters.name), asc(transporters.id))
    .limit(q.pageSize)
    .offset(q.pageNumber * q.pageSize);
  return pageFrom(rows.map(present), q, await cappedCount(db, transporters, where));
}

/** zoho/addTransporter: one transporter per GSTIN or transporter id. */
export async function addTransporter(tx: Tx, body: AddTransporter, actor: Actor): Promise<Transporter> {
  const id = body.transporterGstin ?? body.transporterId;
  if (!id) throw badRequest([{ field: 'transporterGstin', message: 'Enter a GSTIN or a transporter id' }]);
  const [clash] = await tx
    .select({ id: transporters.id })
    .from(transporters)
    .where(eq(transporters.gstin, id));
  if (clash) {
    const field = body.transporterGstin ? 'transporterGstin' : 'transporterId';
    throw new AppError('CONFLICT', `${field}: a transporter with this id already exists`, {
      fields: [{ field, message: 'A transporter with this id already exists' }],
      transporterId: clash.id,
    });
  }
  const [row] = await tx
    .insert(transporters)
    .values({
      name: body.transporterName,
      gstin: id,
      idKind: body.transporterGstin ? 'GSTIN' : 'TRANSPORTER_ID',
      transportMode: body.transportMode,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The transporter was not saved');
  await recordAudit(tx, {
    ...actor,
    action: 'transporter.create',
    entityType: 'transporter',
    entityId: row.id,
    after: present(row),
  });
  return present(row);
}

/**
 * The seller's own transporters (ops-supply/seller/transporter). A seller user reads its own seller
 * whatever it asks; staff name the seller.
 */
export async function sellerTransportersOf(
  db: DbOrTx,
  scope: OwnerScope,
  sellerId: string | undefined,
): Promise<SellerTransporterList> {
  const id = sellerId ?? scope.sellerId;
  if (!id) throw badRequest([{ field: 'sellerId', message: 'Required' }]);
  foundInScope(await findSeller(db, scope, id), 'Seller');
  const rows = await db
    .select({ t: transporters })
    .from(sellerTransporters)
    .innerJoin(transporters, eq(transporters.id, sellerTransporters.transporterId))
    .where(eq(sellerTransporters.sellerId, id))
    .orderBy(asc(transporters.name), asc(transporters.id));
  return { sellerId: id, transporters: rows.map((r) => present(r.t)) };
}

export async function linkSellerTransporter(
  tx: Tx,
  scope: OwnerScope,
  body: { sellerId: string; transporterId: string },
  actor: Actor,
): Promise<SellerTransporterList> {
  foundInScope(await findSeller(tx, scope, body.sellerId), 'Seller');
  const [t] = await tx
    .select({ id: transporters.id })
    .from(transporters)
    .where(eq(transporters.id, body.transporterId));
  if (!t) throw badRequest([{ field: 'transporterId', message: 'No such transporter' }]);
  const inserted = await tx.insert(sellerTransporters).values(body).onConflictDoNothing().returning();
  if (inserted.length > 0)
    await recordAudit(tx, {
      ...actor,
      action: 'seller.transporter.link',
      entityType: 'seller',
      entityId: body.sellerId,
      after: body,
    });
  return sellerTransportersOf(tx, scope, body.sellerId);
}
