import type { ConsignmentActionResult, EwayBillVehicles } from '@dom/contract';
import { formatDisplayDateTime, CONSIGNMENT_OPERATIONS } from '@dom/domain';
import { and, eq } from 'drizzle-orm';
import type { EWayBillResult } from '../../integrations/gst/gst-gateway';
import type { DbOrTx, Tx } from '../../platform/db/database';
import { outsideCall } from '../../platform/db/steps';
import { AppError, badRequest } from '../../platform/errors';
import { foundInScope } from '../identity';
import { NO_EINVOICE_FOR_EWAY_BILL } from './consignment-allowed-actions';
import { portalError, portalRefusal } from './consignment-gst.service';
import { consignmentQuantityError, formatMilli, sumQuantities, toMilli } from './consignment-money';
import type { PackingDeps } from './consignment-packing.service';
import {
  type Caller,
  assertNotBeingVoided,
  assertOperation,
  presentResult,
  updateInPlace,
} from './consignment-transition';
import { type ConsignmentRow, findConsignment, listConsignmentLines } from './consignments.repo';
import { consignmentEwayBills } from './consignments.schema';

// The e-way bill in the flow after packing: Part-B (vehicle) updates when logistics are added,
// the vehicles of a split with their quantities, over-dimensional cargo, and the expiry check of
// dispatch. Portal calls run outside transactions (PGlite has one connection).

export type EwayBillRow = typeof consignmentEwayBills.$inferSelect;

export async function activeEwayBills(db: DbOrTx, consignmentId: string): Promise<EwayBillRow[]> {
  return db
    .select()
    .from(consignmentEwayBills)
    .where(
      and(eq(consignmentEwayBills.consignmentId, consignmentId), eq(consignmentEwayBills.status, 'ACTIVE')),
    );
}

/**
 * Logistics name the vehicle: the e-way bill's Part B must carry it. With one active bill whose
 * vehicle differs, the portal updates it (refused on an expired bill: extend it first); a split
 * (several bills) keeps a vehicle per part, set in the vehicles dialog. Answers the bill updated.
 */
export async function partBToUpdate(
  tx: DbOrTx,
  row: ConsignmentRow,
  vehicleNumber: string,
): Promise<EwayBillRow | null> {
  const bills = await activeEwayBills(tx, row.id);
  const [bill] = bills;
  return bills.length !== 1 || !bill || bill.vehicleNumber === vehicleNumber ? null : bill;
}

/** The portal call of `partBToUpdate`'s bill (outside any transaction). */
export async function updatePartB(
  deps: Pick<PackingDeps, 'ewayBill'>,
  bill: EwayBillRow,
  vehicleNumber: string,
): Promise<{ id: string; result: EWayBillResult }> {
  const result = await deps.ewayBill
    .updateVehicle(bill.ewayBillNumber, {
      vehicleNumber,
      // The portal's reason codes: the first vehicle, or a change of vehicle.
      reason: bill.vehicleNumber ? 'Others: vehicle changed when logistics were updated' : 'First Time',
    })
    .catch(portalRefusal);
  return { id: bill.id, result };
}

export const ewayBillExpiredMessage = (number: string, validUntil: Date): string =>
  `E-way bill ${number} expired on ${formatDisplayDateTime(validUntil.toISOString())} IST. ` +
  'Extend it (from 8 hours before to 8 hours after its expiry) or generate it again before dispatch.';

export const ewayBillPartBMissingMessage = (number: string): string =>
  `E-way bill ${number} has no vehicle (Part-B): the goods may not move without one. ` +
  'Update the vehicle (Add Logistics or E-way Bill Vehicles) before dispatch.';

/**
 * Dispatch needs every active e-way bill of the consignment valid at the moment of dispatch, and
 * each with its Part-B (the vehicle): goods may not move on a Part-A-only bill (rule 138(3)).
 */
export async function assertEwayBillsValid(tx: DbOrTx, row: ConsignmentRow, now: Date): Promise<void> {
  const bills = await activeEwayBills(tx, row.id);
  const withoutVehicle = bills.find((b) => !b.vehicleNumber);
  if (withoutVehicle)
    throw new AppError(
      'EWAY_BILL_PART_B_MISSING',
      ewayBillPartBMissingMessage(withoutVehicle.ewayBillNumber),
      { ewayBillNumber: withoutVehicle.ewayBillNumber },
      409,
    );
  const expired = bills.find((b) => b.validUntil.getTime() < now.getTime());
  if (expired)
    throw new AppError(
      'EWAY_BILL_EXPIRED',
      ewayBillExpiredMessage(expired.ewayBillNumber, expired.validUntil),
      { ewayBillNumber: expired.ewayBillNumber, validUntil: expired.validUntil.toISOString() },
      409,
    );
}

/**
 * POST /consignment/update-eway-bill-vehicles: the vehicles carrying the consignment (one e-way
 * bill each, with its quantity; the quantities add up to the consignment's) and over-dimensional
 * cargo (one day of validity per 20 km). The active bills are cancelled at the portal — within
 * their 24-hour cancel window — and issued again for the new split.
 */
export async function ewayBillVehicles(
  deps: PackingDeps,
  caller: Caller,
  body: EwayBillVehicles,
): Promise<ConsignmentActionResult> {
  const guard = CONSIGNMENT_OPERATIONS.ewayBillVehicles;
  const [first] = body.vehicles;
  const split = body.vehicles.length > 1;
  return outsideCall(deps.db, {
    prepare: (tx) => vehiclesAsked(tx, caller, body),
    call: async ({ row, irn, distanceKm, active }) => {
      for (const bill of active) {
        await deps.ewayBill
          .cancel(bill.ewayBillNumber, 'Vehicles of the consignment changed')
          .catch(portalRefusal);
        // Remembered at once: if the new bills are refused, a retry must not cancel this one again.
        await deps.db
          .update(consignmentEwayBills)
          .set({ status: 'CANCELLED' })
          .where(eq(consignmentEwayBills.id, bill.id));
      }
      try {
        return await deps.ewayBill.generate({
          reference: row.consignmentKey,
          irn,
          fromGstin: row.sellerGstin ?? '',
          toGstin: row.buyerGstin ?? '',
          fromPinCode: row.sourcePinCode ?? '',
          toPinCode: row.destinationPinCode ?? '',
          distanceKm,
          overDimensionalCargo: body.overDimensionalCargo,
          valuePaise: row.totalPaise,
          documentNumber: row.buyerInvoiceNumber ?? '',
          documentDate: row.invoiceDate ?? '',
          ...(split
            ? { parts: body.vehicles.map((v) => ({ vehicleNumber: v.vehicleNumber, quantity: v.quantity })) }
            : { vehicleNumber: first?.vehicleNumber ?? '' }),
        });
      } catch (err) {
        throw new NoNewBills(err);
      }
    },
    // The old bills are cancelled and no new one came: say so on the consignment, then answer why.
    undo: async (tx, { row }, failure) => {
      if (!(failure instanceof NoNewBills)) return failure;
      await updateInPlace(tx, caller, row.consignmentKey, 'ewayBillVehicles', guard, () => ({
        ewayBillNumber: null,
        ewayBillValidUntil: null,
      }));
      return portalError(failure.portalFailure);
    },
    record: async (tx, { row, distanceKm }, bills) => {
      await tx.insert(consignmentEwayBills).values(
        bills.map((b, i) => ({
          consignmentId: row.id,
          ewayBillNumber: b.ewayBillNumber,
          vehicleNumber: b.vehicleNumber,
          quantity: split ? (body.vehicles[i]?.quantity ?? null) : null,
          distanceKm: b.distanceKm,
          generatedAt: b.generatedAt,
          validUntil: b.validUntil,
          status: b.status,
        })),
      );
      const soonest = bills.reduce((a, b) => (b.validUntil < a.validUntil ? b : a));
      return presentResult(
        await updateInPlace(
          tx,
          caller,
          row.consignmentKey,
          'ewayBillVehicles',
          guard,
          () => ({
            ewayBillNumber: bills[0]?.ewayBillNumber ?? null,
            // The list's expiry filters read the first bill to expire.
            ewayBillValidUntil: soonest.validUntil,
            distanceKm,
            overDimensionalCargo: body.overDimensionalCargo,
            vehicleNo: first?.vehicleNumber ?? row.vehicleNo,
          }),
          {
            vehicles: body.vehicles,
            overDimensionalCargo: body.overDimensionalCargo,
            ewayBillNumbers: bills.map((b) => b.ewayBillNumber),
          },
        ),
      );
    },
  });
}

/** The new bills were not issued (the old ones are cancelled by then). */
class NoNewBills extends Error {
  constructor(readonly portalFailure: unknown) {
    super('The portal issued no new e-way bills');
  }
}

/** The checks of a change of vehicles, in the flow's first transaction: the row and its bills, read once. */
async function vehiclesAsked(tx: Tx, caller: Caller, body: EwayBillVehicles) {
  const guard = CONSIGNMENT_OPERATIONS.ewayBillVehicles;
  const row = foundInScope(await findConsignment(tx, caller.scope, body.consignmentKey), 'Consignment');
  assertOperation(row, 'ewayBillVehicles', guard, caller.permissions);
  assertNotBeingVoided(row, 'ewayBillVehicles');
  if (!row.irn) throw new AppError('NO_EINVOICE', NO_EINVOICE_FOR_EWAY_BILL, undefined, 409);
  const lines = await listConsignmentLines(tx, row.id);
  const total = sumQuantities(lines.map((l) => l.acknowledgedQty ?? l.requestedQty));
  const given = body.vehicles.reduce((a, v) => a + toMilli(v.quantity), 0n);
  const fields = [];
  if (given !== toMilli(total))
    fields.push({
      field: 'vehicles',
      message: `The vehicles' quantities must add up to the consignment's ${total} (now ${formatMilli(given)})`,
    });
  const units = lines.map((l) => l.unit);
  const seen = new Set<string>();
  body.vehicles.forEach((v, i) => {
    // A consignment counted in pieces is loaded in whole pieces.
    const whole = consignmentQuantityError(units, v.quantity);
    if (whole) fields.push({ field: `vehicles[${i}].quantity`, message: whole });
    if (seen.has(v.vehicleNumber))
      fields.push({ field: `vehicles[${i}].vehicleNumber`, message: 'This vehicle is listed already' });
    seen.add(v.vehicleNumber);
  });
  const distanceKm = body.distanceKm ?? row.distanceKm;
  if (!distanceKm) fields.push({ field: 'distanceKm', message: 'Enter the distance in km' });
  if (fields.length > 0 || !distanceKm) throw badRequest(fields);

  return { row, irn: row.irn, distanceKm, active: await activeEwayBills(tx, row.id) };
}
