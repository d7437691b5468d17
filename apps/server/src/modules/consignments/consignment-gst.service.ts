import type {
  ConsignmentActionResult,
  ConsignmentBuyerGstCheck,
  ExtendEwayBill,
  VoidInvoice,
} from '@dom/contract';
import {
  GSTIN_STATE_CODES,
  gstinStateCode,
  normalizeGstin,
  validateGstin,
  CONSIGNMENT_OPERATIONS,
} from '@dom/domain';
import { and, eq } from 'drizzle-orm';
import { GstPortalError, type GstinRegistry } from '../../integrations/gst/gst-gateway';
import type { Tx } from '../../platform/db/database';
import { outsideCall } from '../../platform/db/steps';
import { AppError, badRequest } from '../../platform/errors';
import { assertConsignmentInvoiceVoidable, voidConsignmentInvoice } from '../credit';
import { assertMove } from '../../platform/moves';
import { foundInScope } from '../identity';
import { NO_EWAY_BILL_TO_EXTEND, NO_EWAY_BILL_TO_REGENERATE } from './consignment-allowed-actions';
import { CONSIGNMENT_MACHINE } from './consignment-machine';
import type { PackingDeps } from './consignment-packing.service';
import {
  type Caller,
  assertNotBeingVoided,
  assertOperation,
  presentResult,
  transition,
  updateInPlace,
} from './consignment-transition';
import { type ConsignmentRow, findConsignment, updateConsignment } from './consignments.repo';
import { consignmentEwayBills, consignments } from './consignments.schema';

/** The IRP accepts an IRN cancellation for 24 hours after its acknowledgement. */
export const IRN_CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

export const irnWindowClosedMessage = (invoiceNumber: string | null): string =>
  'The e-invoice (IRN) can be cancelled only within 24 hours of its acknowledgement. ' +
  (invoiceNumber
    ? `Raise a credit note against invoice ${invoiceNumber} instead.`
    : 'Raise a credit note instead.');

/** The answer to a portal failure: 503 for an outage, 409 for a refusal; anything else as it is. */
export function portalError(err: unknown): unknown {
  if (err instanceof GstPortalError)
    return new AppError(
      err.retryable ? 'GST_PORTAL_UNAVAILABLE' : 'GST_PORTAL_REFUSED',
      err.message,
      { portalCode: err.code },
      err.retryable ? 503 : 409,
    );
  return err;
}

export function portalRefusal(err: unknown): never {
  throw portalError(err);
}

/**
 * Claims the void: under the row lock, in a short transaction, checks what the move needs (state
 * and permission, the IRN's 24-hour window, an untouched ledger invoice, no other void running)
 * and marks the row `void_claimed_at`. Until the move clears it, every other change of the row is
 * refused (409), so a dispatch cannot slip in while the portal cancels the IRN and e-way bill.
 */
async function claimVoid(tx: Tx, deps: PackingDeps, caller: Caller, key: string): Promise<ConsignmentRow> {
  const row = foundInScope(await findConsignment(tx, caller.scope, key, { forUpdate: true }), 'Consignment');
  assertMove(CONSIGNMENT_MACHINE, row.status, 'voidInvoice', caller);
  assertNotBeingVoided(row, 'voidInvoice');
  if (row.irn) {
    const ackAt = row.irnAckAt?.getTime() ?? 0;
    if (deps.clock().getTime() - ackAt > IRN_CANCEL_WINDOW_MS)
      throw new AppError(
        'IRN_CANCEL_WINDOW_CLOSED',
        irnWindowClosedMessage(row.buyerInvoiceNumber),
        { irnAckAt: row.irnAckAt?.toISOString() ?? null },
        409,
      );
  }
  // Only an untouched invoice can be voided in the ledger: refuse before the portal cancels anything.
  await assertConsignmentInvoiceVoidable(tx, key);
  const claimed = await updateConsignment(tx, row, { voidClaimedAt: new Date() });
  if (!claimed)
    throw new AppError('CONFLICT', 'The consignment was changed by someone else. Reload and try again.');
  return claimed;
}

async function releaseVoidClaim(tx: Tx, key: string): Promise<void> {
  await tx.update(consignments).set({ voidClaimedAt: null }).where(eq(consignments.consignmentKey, key));
}

/** A repeat after a lost answer finds the document cancelled already: that is what was asked. */
const alreadyCancelled = (err: unknown, code: string) => err instanceof GstPortalError && err.code === code;

/**
 * Void invoice (make-invoice-void): claims the row (see `claimVoid`), cancels the e-way bills and
 * then the IRN at the portal — only within 24 hours of its acknowledgement, after that the answer
 * points to a credit note — then moves the consignment back to READY_TO_PROCESS without invoice,
 * clearing the claim. A portal refusal releases the claim and changes nothing else.
 */
export async function voidInvoice(
  deps: PackingDeps,
  caller: Caller,
  key: string,
  body: VoidInvoice,
): Promise<ConsignmentActionResult> {
  return outsideCall(deps.db, {
    prepare: async (tx) => {
      const row = await claimVoid(tx, deps, caller, key);
      const bills = await tx
        .select()
        .from(consignmentEwayBills)
        .where(
          and(eq(consignmentEwayBills.consignmentId, row.id), eq(consignmentEwayBills.status, 'ACTIVE')),
        );
      return { row, bills };
    },
    // The portal, in no transaction: the claim (committed) keeps every other change of the row out.
    call: async ({ row, bills }) => {
      for (const bill of bills) {
        try {
          await deps.ewayBill.cancel(bill.ewayBillNumber, 'Invoice voided');
        } catch (err) {
          if (!alreadyCancelled(err, 'EWAY_BILL_ALREADY_CANCELLED')) portalRefusal(err);
        }
        // Remembered at once: if the IRN cancel below fails, a retry must not cancel this bill again.
        await deps.db
          .update(consignmentEwayBills)
          .set({ status: 'CANCELLED' })
          .where(eq(consignmentEwayBills.id, bill.id));
      }
      // The IRP refuses to cancel an IRN while its e-way bill is active: the e-way bill goes first.
      if (!row.irn) return null;
      try {
        const cancelled = await deps.einvoice.cancelIrn(
          row.irn,
          body.reasonCode,
          body.remark.slice(0, 100) || 'Invoice voided',
        );
        return cancelled.cancelledAt;
      } catch (err) {
        if (!alreadyCancelled(err, 'IRN_ALREADY_CANCELLED')) portalRefusal(err);
        return deps.clock();
      }
    },
    record: async (tx, { row }, irnCancelledAt) => {
      await tx
        .update(consignmentEwayBills)
        .set({ status: 'CANCELLED' })
        .where(
          and(eq(consignmentEwayBills.consignmentId, row.id), eq(consignmentEwayBills.status, 'ACTIVE')),
        );
      const result = presentResult(
        await transition(tx, caller, key, 'voidInvoice', {
          holdsVoidClaim: true,
          change: () => ({
            irn: null,
            irnAckNumber: null,
            irnAckAt: null,
            signedQrCode: null,
            buyerInvoiceNumber: null,
            sellerBillId: null,
            invoiceDate: null,
            invoiceAmountPaise: null,
            ewayBillNumber: null,
            ewayBillValidUntil: null,
            failureReason: null,
            trackingStatus: null,
          }),
          detail: { voidedIrn: row.irn, voidedInvoice: row.buyerInvoiceNumber, reasonCode: body.reasonCode },
        }),
      );
      // The posted invoice goes VOID and its debit is reversed, with the consignment's move.
      await voidConsignmentInvoice(tx, key, caller.actor, deps.clock(), {
        narration: `Invoice voided with consignment ${key}`,
        irnCancelledAt,
      });
      return result;
    },
    // A refusal (or an outage) releases the claim and changes nothing else.
    undo: async (tx) => {
      await releaseVoidClaim(tx, key);
    },
  });
}

export async function extendEwayBill(
  deps: PackingDeps,
  caller: Caller,
  body: ExtendEwayBill,
): Promise<ConsignmentActionResult> {
  const guard = CONSIGNMENT_OPERATIONS.extendEwayBill;
  return outsideCall(deps.db, {
    prepare: async (tx) => {
      const row = foundInScope(await findConsignment(tx, caller.scope, body.consignmentKey), 'Consignment');
      assertOperation(row, 'extendEwayBill', guard, caller.permissions);
      assertNotBeingVoided(row, 'extendEwayBill');
      // A split consignment has a bill per vehicle: the one named, else the consignment's first.
      const active = await tx
        .select()
        .from(consignmentEwayBills)
        .where(
          and(eq(consignmentEwayBills.consignmentId, row.id), eq(consignmentEwayBills.status, 'ACTIVE')),
        );
      const number = body.ewayBillNumber ?? row.ewayBillNumber;
      if (!number || !active.some((b) => b.ewayBillNumber === number))
        throw body.ewayBillNumber
          ? badRequest([{ field: 'ewayBillNumber', message: 'Not an active e-way bill of this consignment' }])
          : new AppError('NO_EWAY_BILL', NO_EWAY_BILL_TO_EXTEND, undefined, 409);
      return { row, number };
    },
    call: ({ number }) =>
      deps.ewayBill
        .extend(number, {
          remainingDistanceKm: body.remainingDistanceKm,
          vehicleNumber: body.vehicleNumber,
          reason: body.reason,
        })
        .catch(portalRefusal),
    record: async (tx, { row, number }, bill) => {
      await tx
        .update(consignmentEwayBills)
        .set({ validUntil: bill.validUntil, vehicleNumber: bill.vehicleNumber })
        .where(
          and(
            eq(consignmentEwayBills.consignmentId, row.id),
            eq(consignmentEwayBills.ewayBillNumber, number),
          ),
        );
      const first = number === row.ewayBillNumber;
      return presentResult(
        await updateInPlace(
          tx,
          caller,
          body.consignmentKey,
          'extendEwayBill',
          guard,
          () => (first ? { ewayBillValidUntil: bill.validUntil, vehicleNo: body.vehicleNumber } : {}),
          { ewayBillNumber: number, validUntil: bill.validUntil.toISOString() },
        ),
      );
    },
  });
}

export async function retriggerEwayBill(
  deps: PackingDeps,
  caller: Caller,
  body: { consignmentKey: string; distanceKm: number },
): Promise<ConsignmentActionResult> {
  const guard = CONSIGNMENT_OPERATIONS.retriggerEwayBill;
  return outsideCall(deps.db, {
    prepare: async (tx) => {
      const row = foundInScope(await findConsignment(tx, caller.scope, body.consignmentKey), 'Consignment');
      assertOperation(row, 'retriggerEwayBill', guard, caller.permissions);
      if (!row.ewayBillNumber) throw new AppError('NO_EWAY_BILL', NO_EWAY_BILL_TO_REGENERATE, undefined, 409);
      return { row, number: row.ewayBillNumber };
    },
    call: ({ number }) => deps.ewayBill.retrigger(number, body.distanceKm).catch(portalRefusal),
    record: async (tx, { row, number }, bill) => {
      await tx
        .update(consignmentEwayBills)
        .set({ status: 'CANCELLED' })
        .where(
          and(
            eq(consignmentEwayBills.consignmentId, row.id),
            eq(consignmentEwayBills.ewayBillNumber, number),
          ),
        );
      await tx.insert(consignmentEwayBills).values({
        consignmentId: row.id,
        ewayBillNumber: bill.ewayBillNumber,
        vehicleNumber: bill.vehicleNumber,
        distanceKm: bill.distanceKm,
        generatedAt: bill.generatedAt,
        validUntil: bill.validUntil,
        status: bill.status,
      });
      return presentResult(
        await updateInPlace(
          tx,
          caller,
          body.consignmentKey,
          'retriggerEwayBill',
          guard,
          () => ({
            ewayBillNumber: bill.ewayBillNumber,
            ewayBillValidUntil: bill.validUntil,
            distanceKm: bill.distanceKm,
          }),
          { ewayBillNumber: bill.ewayBillNumber },
        ),
      );
    },
  });
}

/**
 * POST /consignment/validate-buyer-gst: format, check character and state, then the GSTIN register
 * (the GST simulator's taxpayer search): only an active registration is valid; a cancelled (with
 * its date), suspended or unknown one is not. A portal outage answers 503, not "invalid".
 */
export async function validateBuyerGst(
  registry: GstinRegistry,
  body: { gstin: string; stateCode?: string | undefined },
): Promise<ConsignmentBuyerGstCheck> {
  const gstin = normalizeGstin(body.gstin);
  const none = { registrationStatus: null, legalName: null, cancelledOn: null };
  const problem = validateGstin(gstin);
  if (problem) return { valid: false, message: problem, stateCode: null, ...none };
  const state = gstinStateCode(gstin);
  if (!state || !GSTIN_STATE_CODES.includes(state))
    return { valid: false, message: 'Enter a valid GSTIN', stateCode: null, ...none };
  if (body.stateCode && body.stateCode !== state)
    return {
      valid: false,
      message: `The GSTIN belongs to state code ${state}, not ${body.stateCode}`,
      stateCode: state,
      ...none,
    };
  const registration = await registry.lookup(gstin).catch(portalRefusal);
  if (!registration)
    return { valid: false, message: `GSTIN ${gstin} is not registered`, stateCode: state, ...none };
  const found = {
    stateCode: state,
    registrationStatus: registration.status,
    legalName: registration.legalName,
    cancelledOn: registration.cancelledOn,
  };
  if (registration.status === 'CANCELLED')
    return {
      valid: false,
      message: `GSTIN ${gstin} is cancelled${registration.cancelledOn ? ` (on ${registration.cancelledOn})` : ''}`,
      ...found,
    };
  if (registration.status === 'SUSPENDED')
    return { valid: false, message: `GSTIN ${gstin} is suspended`, ...found };
  return { valid: true, message: null, ...found };
}
