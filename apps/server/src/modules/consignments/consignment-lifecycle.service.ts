import type {
  AcknowledgeConsignment,
  AddInvoiceDetails,
  AddLogistics,
  ConsignmentActionResult,
  DraftPack,
  InvoiceVerification,
  ReasonedAction,
} from '@dom/contract';
import { creditExceptionRequestEnds } from './consignment-exception-requests';
import { formatInrWithSymbol, CONSIGNMENT_OPERATIONS, unitQuantityError } from '@dom/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { outsideCall } from '../../platform/db/steps';
import { type FieldError, badRequest } from '../../platform/errors';
import { ledgerInvoiceNumberClash } from '../credit';
import { assertMove } from '../../platform/moves';
import { foundInScope } from '../identity';
import { CONSIGNMENT_MACHINE } from './consignment-machine';
import { isConsignmentCancelReason } from '../reference-data';
import { transitionAtOnce } from './consignment-fast-transition';
import { acknowledgeAtOnce } from './consignment-acknowledge';
import { partBToUpdate, updatePartB } from './consignment-eway-bill.service';
import type { PackingDeps } from './consignment-packing.service';
import {
  type Caller,
  assertNotBeingVoided,
  assertOperation,
  presentResult,
  transition,
  updateInPlace,
} from './consignment-transition';
import { formatMilli, sellerBillIdOf, toMilli, totalsOf } from './consignment-money';
import { type ConsignmentLineRow, type ConsignmentRow, findConsignment } from './consignments.repo';
import { consignmentEwayBills, consignments } from './consignments.schema';

export const reasonFields = (body: ReasonedAction): void => {
  if (!isConsignmentCancelReason(body.reasonCode))
    throw badRequest([{ field: 'reasonCode', message: 'Select a reason from the cancel-reason list' }]);
};

/**
 * REQUESTED → ACKNOWLEDGED → READY_TO_PROCESS: the seller confirms quantities (at most those
 * requested). One statement and one round trip when it lands (`acknowledgeAtOnce`: the checks
 * below as guards in SQL); when it does not, the general way below makes the move or says
 * precisely why not (404, 403, 409, 400 naming the line).
 */
export async function acknowledge(
  db: Db,
  caller: Caller,
  body: AcknowledgeConsignment,
): Promise<ConsignmentActionResult> {
  return (await acknowledgeAtOnce(db, caller, body)) ?? acknowledgeChecked(db, caller, body);
}

/**
 * The acknowledgement the general way. Two statements and no transaction: the read of the row
 * with its lines, then ONE statement writing the lines' quantities, the consignment in its final
 * state (version-guarded) and both moves' audit rows and events — all or nothing; a concurrent
 * writer makes it match nothing, and the call answers 409.
 */
export async function acknowledgeChecked(
  db: Db,
  caller: Caller,
  body: AcknowledgeConsignment,
): Promise<ConsignmentActionResult> {
  let quantities: { line: ConsignmentLineRow; quantity: string }[] = [];
  const acked = await transition(db, caller, body.consignmentKey, 'acknowledge', {
    then: 'prepare',
    withLines: true,
    // No transaction here: a row lock would end with the read; the write's version guard decides.
    lock: false,
    check: (_row, _to, lines) => {
      const byKey = new Map(lines.map((l) => [l.consignmentLineItemKey, l]));
      const fields: FieldError[] = [];
      const given = new Map<string, string>();
      (body.lines ?? []).forEach((l, i) => {
        const line = byKey.get(l.consignmentLineItemKey);
        // Bags, boxes, pieces, sheets and numbers are acknowledged whole, as they are consigned.
        const whole = line ? unitQuantityError(line.unit, l.acknowledgedQuantity) : null;
        if (!line)
          fields.push({
            field: `lines[${i}].consignmentLineItemKey`,
            message: 'Not a line of this consignment',
          });
        else if (whole) fields.push({ field: `lines[${i}].acknowledgedQuantity`, message: whole });
        else if (toMilli(l.acknowledgedQuantity) > toMilli(line.requestedQty))
          fields.push({
            field: `lines[${i}].acknowledgedQuantity`,
            message: `Enter at most the requested quantity ${line.requestedQty}`,
          });
        else given.set(line.id, l.acknowledgedQuantity);
      });
      if (fields.length > 0) throw badRequest(fields);
      quantities = lines.map((l) => ({
        line: l,
        quantity: formatMilli(toMilli(given.get(l.id) ?? l.requestedQty)),
      }));
      if (quantities.every((q) => toMilli(q.quantity) === 0n))
        throw badRequest([
          { field: 'lines', message: 'Acknowledge at least one quantity, or reject the consignment' },
        ]);
    },
    change: () =>
      totalsOf(
        quantities.map((q) => ({
          quantity: q.quantity,
          unitPricePaise: q.line.unitPricePaise,
          gstRateBp: q.line.gstRateBp,
        })),
      ),
    // Every line's acknowledged quantity, only when the move lands (joined with `upd`).
    alsoWrite: () =>
      sql`UPDATE consignment_lines l SET acknowledged_qty = v.q
        FROM (VALUES ${sql.join(
          quantities.map((q) => sql`(${q.line.id}::uuid, ${q.quantity}::numeric)`),
          sql`, `,
        )}) AS v(id, q), upd
        WHERE l.id = v.id`,
  });
  return presentResult(acked);
}

export async function reject(db: Db, caller: Caller, body: ReasonedAction): Promise<ConsignmentActionResult> {
  reasonFields(body);
  return transitionAtOnce(
    db,
    caller,
    body.consignmentKey,
    'reject',
    { cancel_reason: body.reasonCode, cancel_comment: body.comment },
    { reasonCode: body.reasonCode, comment: body.comment },
  );
}

export async function cancel(tx: Tx, caller: Caller, body: ReasonedAction): Promise<ConsignmentActionResult> {
  reasonFields(body);
  const cancelled = await transitionAtOnce(
    tx,
    caller,
    body.consignmentKey,
    'cancel',
    { cancel_reason: body.reasonCode, cancel_comment: body.comment },
    { reasonCode: body.reasonCode, comment: body.comment },
  );
  // A credit exception waiting for approval ends with the consignment (a no-op for most cancels).
  await creditExceptionRequestEnds(tx, caller, body.consignmentKey);
  return cancelled;
}

export async function invoiceProblems(
  db: DbOrTx,
  row: ConsignmentRow,
  invoice: { invoiceNumber: string; invoiceDate: string; invoiceAmountPaise: string },
  today: string,
): Promise<FieldError[]> {
  // Each problem names the field it is about, so the form marks the right input.
  const problems: FieldError[] = [];
  const invoiceNumber = (message: string) => problems.push({ field: 'invoiceNumber', message });
  const [dup] = await db
    .select({ key: consignments.consignmentKey })
    .from(consignments)
    .where(
      and(
        eq(consignments.sellerId, row.sellerId),
        eq(consignments.buyerInvoiceNumber, invoice.invoiceNumber),
        ne(consignments.id, row.id),
        sql`${consignments.status} NOT IN ('CANCELLED', 'REVOKED')`,
      ),
    )
    .limit(1);
  if (dup) invoiceNumber(`Invoice number ${invoice.invoiceNumber} is already used on consignment ${dup.key}`);
  else {
    const clash = await ledgerInvoiceNumberClash(db, row.sellerId, invoice.invoiceNumber, row.consignmentKey);
    if (clash) invoiceNumber(clash);
  }
  if (invoice.invoiceDate > today)
    problems.push({ field: 'invoiceDate', message: 'Invoice date must not be in the future' });
  if (BigInt(invoice.invoiceAmountPaise) !== row.totalPaise)
    problems.push({
      field: 'invoiceAmountPaise',
      message: `Invoice amount ${formatInrWithSymbol(BigInt(invoice.invoiceAmountPaise))} does not match the consignment total ${formatInrWithSymbol(row.totalPaise)}`,
    });
  return problems;
}

export async function verifyInvoice(
  db: Db,
  caller: Caller,
  body: AddInvoiceDetails,
  today: string,
): Promise<InvoiceVerification> {
  const row = foundInScope(await findConsignment(db, caller.scope, body.consignmentKey), 'Consignment');
  const messages = (await invoiceProblems(db, row, body, today)).map((p) => p.message);
  return { valid: messages.length === 0, messages, consignmentTotalPaise: row.totalPaise.toString() };
}

export async function addInvoiceDetails(
  tx: Tx,
  caller: Caller,
  body: AddInvoiceDetails,
  today: string,
): Promise<ConsignmentActionResult> {
  return presentResult(
    await updateInPlace(
      tx,
      caller,
      body.consignmentKey,
      'addInvoiceDetails',
      CONSIGNMENT_OPERATIONS.addInvoiceDetails,
      async (row) => {
        const problems = await invoiceProblems(tx, row, body, today);
        if (problems.length > 0) throw badRequest(problems);
        return {
          buyerInvoiceNumber: body.invoiceNumber,
          sellerBillId: sellerBillIdOf(row.consignmentKey),
          invoiceDate: body.invoiceDate,
          invoiceAmountPaise: BigInt(body.invoiceAmountPaise),
        };
      },
      { invoiceNumber: body.invoiceNumber },
    ),
  );
}

/** READY_TO_PROCESS → IN_PROGRESS, or an update of the draft while IN_PROGRESS. */
export async function draftPack(
  tx: Tx,
  caller: Caller,
  body: DraftPack,
  today: string,
): Promise<ConsignmentActionResult> {
  const row = foundInScope(await findConsignment(tx, caller.scope, body.consignmentKey), 'Consignment');
  const change = async (r: ConsignmentRow) => {
    if (body.invoice) {
      const problems = await invoiceProblems(tx, r, body.invoice, today);
      if (problems.length > 0) throw badRequest(problems.map((p) => ({ ...p, field: `invoice.${p.field}` })));
    }
    return {
      ...(body.packages !== undefined ? { packages: body.packages } : {}),
      ...(body.grossWeightKg !== undefined ? { grossWeightKg: body.grossWeightKg } : {}),
      ...(body.invoice
        ? {
            buyerInvoiceNumber: body.invoice.invoiceNumber,
            sellerBillId: sellerBillIdOf(r.consignmentKey),
            invoiceDate: body.invoice.invoiceDate,
            invoiceAmountPaise: BigInt(body.invoice.invoiceAmountPaise),
          }
        : {}),
    };
  };
  if (row.status === 'IN_PROGRESS')
    return presentResult(
      await updateInPlace(
        tx,
        caller,
        body.consignmentKey,
        'draftPack',
        CONSIGNMENT_OPERATIONS.updateDraftPack,
        change,
      ),
    );
  return presentResult(await transition(tx, caller, body.consignmentKey, 'draftPack', { change }));
}

/**
 * PACKED → READY_FOR_SHIPMENT with transporter, vehicle, LR; later calls update them in place.
 * The e-way bill's Part B takes the vehicle first (portal call outside the transaction, after the
 * same state and permission checks the move makes, so a refused call never reaches the portal).
 */
export async function addLogistics(
  deps: Pick<PackingDeps, 'db' | 'ewayBill'>,
  caller: Caller,
  body: AddLogistics,
): Promise<ConsignmentActionResult> {
  const change = () => ({
    logisticProvider: body.logisticProvider,
    transporterName: body.transporterName,
    transporterGstin: body.transporterGstin ?? null,
    transportMode: body.transportMode,
    vehicleNo: body.vehicleNumber,
    lrNumber: body.lrNumber,
    lrDate: body.lrDate ?? null,
    ...(body.trackingUrl ? { trackingUrl: body.trackingUrl } : {}),
    trackingStatus: 'READY_TO_DISPATCH' as const,
  });
  return outsideCall(deps.db, {
    prepare: async (tx) => {
      const current = foundInScope(
        await findConsignment(tx, caller.scope, body.consignmentKey),
        'Consignment',
      );
      const updating = current.status === 'READY_FOR_SHIPMENT';
      if (updating)
        assertOperation(
          current,
          'updateLogistics',
          CONSIGNMENT_OPERATIONS.updateLogistics,
          caller.permissions,
        );
      else assertMove(CONSIGNMENT_MACHINE, current.status, 'addLogistics', caller);
      assertNotBeingVoided(current, updating ? 'updateLogistics' : 'addLogistics');
      return { updating, bill: await partBToUpdate(tx, current, body.vehicleNumber) };
    },
    call: ({ bill }) => (bill ? updatePartB(deps, bill, body.vehicleNumber) : Promise.resolve(null)),
    record: async (tx, { updating }, partB) => {
      if (partB)
        await tx
          .update(consignmentEwayBills)
          .set({ vehicleNumber: partB.result.vehicleNumber })
          .where(eq(consignmentEwayBills.id, partB.id));
      const detail = {
        vehicleNo: body.vehicleNumber,
        ...(partB ? { ewayBillVehicleUpdated: partB.result.ewayBillNumber } : {}),
      };
      if (updating)
        return presentResult(
          await updateInPlace(
            tx,
            caller,
            body.consignmentKey,
            'updateLogistics',
            CONSIGNMENT_OPERATIONS.updateLogistics,
            change,
            detail,
          ),
        );
      return presentResult(
        await transition(tx, caller, body.consignmentKey, 'addLogistics', {
          change,
          detail: { ...detail, lrNumber: body.lrNumber },
        }),
      );
    },
  });
}

export async function updateTrackingUrl(
  tx: Tx,
  caller: Caller,
  body: { consignmentKey: string; trackingUrl: string },
) {
  return presentResult(
    await updateInPlace(
      tx,
      caller,
      body.consignmentKey,
      'updateTrackingUrl',
      CONSIGNMENT_OPERATIONS.updateTrackingUrl,
      () => ({ trackingUrl: body.trackingUrl }),
    ),
  );
}

export async function undoPacking(
  tx: Tx,
  caller: Caller,
  body: { consignmentKey: string; comment?: string | undefined },
): Promise<ConsignmentActionResult> {
  return presentResult(
    await transition(tx, caller, body.consignmentKey, 'undoPacking', {
      change: () => ({ blockedReasons: [], failureReason: null, creditException: null }),
      detail: { comment: body.comment ?? null },
    }),
  );
}
