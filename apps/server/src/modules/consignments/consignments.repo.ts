import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { type OwnerScope, scopePlaceholders, scopeWhere } from '../identity';
import { runReusable } from '../../platform/db/reusable-query';
import {
  consignmentDocuments,
  consignmentEwayBills,
  consignmentLines,
  consignmentPods,
  consignments,
} from './consignments.schema';
import { rawRows } from '../orders';
import { creditInvoices, creditNotes, invoiceRevisions } from '../credit';

export type ConsignmentRow = typeof consignments.$inferSelect;
export type ConsignmentLineRow = typeof consignmentLines.$inferSelect;
export type ConsignmentChange = Partial<
  Omit<ConsignmentRow, 'id' | 'consignmentKey' | 'version' | 'createdAt'>
>;

/** States whose quantities no longer hold the order's acknowledged quantity. */
export const RELEASED_STATUSES = ['CANCELLED', 'REVOKED'] as const;

const SCOPE_COLUMNS = {
  rmEmail: consignments.rmEmail,
  tmEmail: consignments.tmEmail,
  sellerId: consignments.sellerId,
  buyerId: consignments.buyerId,
  businessUnit: consignments.businessUnit,
};

export const consignmentScope = (scope: OwnerScope) => scopeWhere(scope, SCOPE_COLUMNS);

/** The consignment by key within the user's scope; `forUpdate` takes the row lock a change needs. */
export async function findConsignment(
  db: DbOrTx,
  scope: OwnerScope | null,
  key: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ConsignmentRow | undefined> {
  // The most frequent read of the area (every action finds its row): built once per scope shape.
  const scoped = scopePlaceholders(scope, SCOPE_COLUMNS);
  const [row] = await runReusable<ConsignmentRow>(
    db,
    `consignments.find|${opts.forUpdate ? 'lock' : 'read'}|${scoped.shape}`,
    (d) => {
      const q = d
        .select()
        .from(consignments)
        .where(and(eq(consignments.consignmentKey, sql.placeholder('key')), scoped.where));
      return opts.forUpdate ? q.for('update') : q;
    },
    { key, ...scoped.values },
  );
  return row;
}

/**
 * The consignment by key within the scope, locked (unless `forUpdate` is false), with its lines —
 * one statement (the lines as JSON, numbers as text so no quantity or paise goes through a float).
 */
export async function findConsignmentWithLines(
  db: DbOrTx,
  scope: OwnerScope | null,
  key: string,
  opts: { forUpdate?: boolean } = {},
): Promise<{ row: ConsignmentRow; lines: ConsignmentLineRow[] } | undefined> {
  const scoped = scopePlaceholders(scope, SCOPE_COLUMNS);
  const build = (d: DbOrTx) => {
    const q = d
      .select({
        row: consignments,
        lines: sql<LineJson[] | null>`(SELECT json_agg(json_build_object(
          'id', l.id, 'consignmentId', l.consignment_id, 'consignmentLineItemKey', l.consignment_line_item_key,
          'orderLineId', l.order_line_id, 'lineNumber', l.line_number, 'itemId', l.item_id,
          'productName', l.product_name, 'hsnCode', l.hsn_code, 'unit', l.unit,
          'requestedQty', l.requested_qty::text, 'acknowledgedQty', l.acknowledged_qty::text,
          'unitPricePaise', l.unit_price_paise::text, 'gstRateBp', l.gst_rate_bp)
        ORDER BY l.line_number, l.consignment_line_item_key)
        FROM consignment_lines l WHERE l.consignment_id = "consignments"."id")`,
      })
      .from(consignments)
      .where(and(eq(consignments.consignmentKey, sql.placeholder('key')), scoped.where));
    return opts.forUpdate === false ? q : q.for('update', { of: consignments });
  };
  const [found] = await runReusable<{ row: ConsignmentRow; lines: LineJson[] | null }>(
    db,
    `consignments.find-with-lines|${opts.forUpdate === false ? 'read' : 'lock'}|${scoped.shape}`,
    build,
    { key, ...scoped.values },
  );
  if (!found) return undefined;
  return {
    row: found.row,
    lines: (found.lines ?? []).map((l) => ({ ...l, unitPricePaise: BigInt(l.unitPricePaise) })),
  };
}

type LineJson = Omit<ConsignmentLineRow, 'unitPricePaise'> & { unitPricePaise: string };

export async function listConsignmentLines(db: DbOrTx, consignmentId: string): Promise<ConsignmentLineRow[]> {
  return db
    .select()
    .from(consignmentLines)
    .where(eq(consignmentLines.consignmentId, consignmentId))
    .orderBy(asc(consignmentLines.lineNumber), asc(consignmentLines.consignmentLineItemKey));
}

/**
 * The version-guarded write of every change: it lands only when the row is still at the version
 * that was read, so two writers that both read version n cannot both win.
 */
export async function updateConsignment(
  tx: DbOrTx,
  row: Pick<ConsignmentRow, 'id' | 'version'>,
  change: ConsignmentChange,
): Promise<ConsignmentRow | undefined> {
  const [updated] = await tx
    .update(consignments)
    .set({ ...change, version: row.version + 1, updatedAt: new Date() })
    .where(and(eq(consignments.id, row.id), eq(consignments.version, row.version)))
    .returning();
  return updated;
}

/** Quantity of each order line held by live consignments (all but cancelled and reversed). */
export async function heldQuantities(
  db: DbOrTx,
  orderLineIds: readonly string[],
  exceptConsignmentId?: string,
) {
  if (orderLineIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      orderLineId: consignmentLines.orderLineId,
      held: sql<string>`sum(coalesce(${consignmentLines.acknowledgedQty}, ${consignmentLines.requestedQty}))::text`,
    })
    .from(consignmentLines)
    .innerJoin(consignments, eq(consignments.id, consignmentLines.consignmentId))
    .where(
      and(
        inArray(consignmentLines.orderLineId, [...orderLineIds]),
        notInArray(consignments.status, [...RELEASED_STATUSES]),
        exceptConsignmentId ? sql`${consignments.id} <> ${exceptConsignmentId}` : undefined,
      ),
    )
    .groupBy(consignmentLines.orderLineId);
  return new Map(rows.map((r) => [r.orderLineId, r.held]));
}

/** Fresh keys from the sequence: CN + 8 digits. */
export async function nextConsignmentKeys(db: DbOrTx, n: number): Promise<string[]> {
  const rows = await rawRows<{ k: string }>(
    db,
    sql`SELECT nextval('consignment_key_seq')::text AS k FROM generate_series(1, ${n})`,
  );
  return rows.map((r) => `CN${r.k.padStart(8, '0')}`);
}

export async function listDocuments(db: DbOrTx, consignmentId: string) {
  return db
    .select()
    .from(consignmentDocuments)
    .where(
      and(
        eq(consignmentDocuments.consignmentId, consignmentId),
        sql`${consignmentDocuments.deletedAt} IS NULL`,
      ),
    )
    .orderBy(asc(consignmentDocuments.uploadedAt));
}

export async function listEwayBills(db: DbOrTx, consignmentId: string) {
  return db
    .select()
    .from(consignmentEwayBills)
    .where(eq(consignmentEwayBills.consignmentId, consignmentId))
    .orderBy(asc(consignmentEwayBills.generatedAt));
}

export async function findPod(db: DbOrTx, consignmentId: string) {
  const [row] = await db
    .select()
    .from(consignmentPods)
    .where(eq(consignmentPods.consignmentId, consignmentId));
  return row;
}

/**
 * The invoice-correction (revision) requests of a consignment, newest first, from the credit
 * area's tables: the request, the invoice it corrects, and the note it raised if any. Looked up by
 * order key (indexed) and consignment key.
 */
export async function listInvoiceCorrections(db: DbOrTx, orderKey: string, consignmentKey: string) {
  return db
    .select({
      requestId: invoiceRevisions.requestId,
      status: invoiceRevisions.status,
      reason: invoiceRevisions.reason,
      reasonCode: invoiceRevisions.reasonCode,
      comments: invoiceRevisions.comments,
      decisionComments: invoiceRevisions.decisionComments,
      correction: invoiceRevisions.correction,
      invoiceNumber: creditInvoices.invoiceNumber,
      noteNumber: creditNotes.noteNumber,
      noteAmountPaise: creditNotes.amountPaise,
      createdAt: invoiceRevisions.createdAt,
      updatedAt: invoiceRevisions.updatedAt,
    })
    .from(invoiceRevisions)
    .innerJoin(creditInvoices, eq(creditInvoices.id, invoiceRevisions.invoiceId))
    .leftJoin(creditNotes, eq(creditNotes.id, invoiceRevisions.noteId))
    .where(and(eq(invoiceRevisions.orderKey, orderKey), eq(invoiceRevisions.consignmentKey, consignmentKey)))
    .orderBy(desc(invoiceRevisions.createdAt), desc(invoiceRevisions.serial));
}
