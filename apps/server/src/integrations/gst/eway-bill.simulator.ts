import { and, asc, eq } from 'drizzle-orm';
import { istDateOf } from '@dom/domain';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { EWayBillGateway, EWayBillRequest, EWayBillResult, VehicleUpdate } from './gst-gateway';
import { gstSimEwayBills, gstSimIrns } from './gst.schema';
import { registrationOf } from './gstin-registry.simulator';
import { assertRecipientRegistered, assertSupplierActive } from './gstin.rules';
import {
  EWAY_BILL_SAME_PIN_MAX_KM,
  type PlannedPart,
  canCancelEwayBill,
  canExtendEwayBill,
  canonicalVehicleNumber,
  ewayBillExtensionWindow,
  ewayBillValidUntil,
  ewayBillValidityLimit,
  isEwayBillExpired,
  validateDistance,
  validateEWayBillRequest,
} from './eway-bill.rules';
import { irpDateTime } from './irn-qr';
import { type PortalState, nextSequenceValue, refusal } from './portal';

export type EwayBillRow = typeof gstSimEwayBills.$inferSelect;

/** An e-way bill with its place in a split and its history, for the consignment views and tests. */
export interface EWayBillListItem extends EWayBillResult {
  partNo: number;
  partCount: number;
  /** The part's quantity (3 decimals); null when not split. */
  quantity: string | null;
  /** The bill that replaced this one on a distance retrigger. */
  replacedBy: string | null;
  extensionCount: number;
}

/** 12 digits: '1' and an 11-digit sequence number. */
export function formatEwayBillNumber(sequence: string): string {
  return `1${sequence.padStart(11, '0').slice(-11)}`;
}

/** The simulated e-way bill portal. */
export class EWayBillSimulator implements EWayBillGateway {
  constructor(
    private readonly db: Db,
    private readonly portal: PortalState,
  ) {}

  generate(request: EWayBillRequest): Promise<EWayBillResult[]> {
    return this.portal.call('generateEwayBill', () => this.generateParts(request));
  }

  extend(
    ewayBillNumber: string,
    change: { remainingDistanceKm: number; vehicleNumber: string; reason: string },
  ): Promise<EWayBillResult> {
    return this.portal.call('extendEwayBill', () => this.extendValidity(ewayBillNumber, change));
  }

  cancel(ewayBillNumber: string, reason: string): Promise<{ ewayBillNumber: string; cancelledAt: Date }> {
    return this.portal.call('cancelEwayBill', () => this.cancelBill(ewayBillNumber, reason));
  }

  retrigger(ewayBillNumber: string, distanceKm: number): Promise<EWayBillResult> {
    return this.portal.call('retriggerEwayBill', () => this.retriggerBill(ewayBillNumber, distanceKm));
  }

  updateVehicle(ewayBillNumber: string, change: VehicleUpdate): Promise<EWayBillResult> {
    return this.portal.call('updateEwayBillVehicle', () => this.updatePartB(ewayBillNumber, change));
  }

  /** One e-way bill as the portal shows it now (EXPIRED once past its validity), or null. */
  async get(ewayBillNumber: string): Promise<EWayBillResult | null> {
    const row = await this.find(this.db, ewayBillNumber);
    return row ? this.toResult(row) : null;
  }

  /** Every e-way bill issued for a reference, cancelled and replaced ones included, by part. */
  async listByReference(reference: string): Promise<EWayBillListItem[]> {
    const rows = await this.db
      .select()
      .from(gstSimEwayBills)
      .where(eq(gstSimEwayBills.reference, reference))
      .orderBy(
        asc(gstSimEwayBills.partNo),
        asc(gstSimEwayBills.generatedAt),
        asc(gstSimEwayBills.ewayBillNumber),
      );
    return rows.map((row) => ({
      ...this.toResult(row),
      partNo: row.partNo,
      partCount: row.partCount,
      quantity: row.quantity,
      replacedBy: row.replacedBy,
      extensionCount: row.extensionCount,
    }));
  }

  private toResult(row: EwayBillRow): EWayBillResult {
    const expired = row.status === 'ACTIVE' && isEwayBillExpired(row.validUntil, this.portal.clock());
    return {
      ewayBillNumber: row.ewayBillNumber,
      generatedAt: row.generatedAt,
      validUntil: row.validUntil,
      distanceKm: row.distanceKm,
      vehicleNumber: row.vehicleNumber,
      status: expired ? 'EXPIRED' : row.status,
    };
  }

  private async find(db: DbOrTx, ewayBillNumber: string): Promise<EwayBillRow | undefined> {
    const [row] = await db
      .select()
      .from(gstSimEwayBills)
      .where(eq(gstSimEwayBills.ewayBillNumber, ewayBillNumber));
    return row;
  }

  private async findActivePart(
    db: DbOrTx,
    reference: string,
    partNo: number,
  ): Promise<EwayBillRow | undefined> {
    const [row] = await db
      .select()
      .from(gstSimEwayBills)
      .where(
        and(
          eq(gstSimEwayBills.reference, reference),
          eq(gstSimEwayBills.partNo, partNo),
          eq(gstSimEwayBills.status, 'ACTIVE'),
        ),
      );
    return row;
  }

  /**
   * A repeated request (a retry after a lost answer) gets the active bill back; a different
   * document or quantity for the same reference and part is a conflict the caller must resolve.
   */
  private assertSameRequest(
    row: EwayBillRow,
    request: EWayBillRequest,
    part: PlannedPart,
    partCount: number,
  ): void {
    if (
      row.documentNumber !== request.documentNumber ||
      row.quantity !== part.quantity ||
      row.partCount !== partCount
    ) {
      throw refusal(
        'EWAY_BILL_ALREADY_ACTIVE',
        `E-way bill ${row.ewayBillNumber} is already active for ${request.reference} (part ${row.partNo} of ${row.partCount}); ` +
          'cancel it before generating a different one',
      );
    }
  }

  private async generateParts(request: EWayBillRequest): Promise<EWayBillResult[]> {
    const now = this.portal.clock();
    const checked = validateEWayBillRequest(request, istDateOf(now));
    if (request.irn !== undefined) {
      const [irn] = await this.db
        .select({ status: gstSimIrns.status })
        .from(gstSimIrns)
        .where(eq(gstSimIrns.irn, request.irn));
      if (!irn) throw refusal('IRN_NOT_FOUND', `IRN ${request.irn} is not registered`);
      if (irn.status !== 'ACTIVE') throw refusal('IRN_CANCELLED', `IRN ${request.irn} is cancelled`);
    }
    const from = await registrationOf(this.db, request.fromGstin);
    if (from) assertSupplierActive(from, 'From GSTIN', 'generate an e-way bill');
    const to = request.toGstin === 'URP' ? null : await registrationOf(this.db, request.toGstin);
    if (to) assertRecipientRegistered(to, 'To GSTIN', request.documentDate);
    const partCount = checked.parts.length;
    const validUntil = ewayBillValidUntil(now, request.distanceKm, request.overDimensionalCargo);
    const rows = await this.db.transaction(async (tx) => {
      const active = await tx
        .select()
        .from(gstSimEwayBills)
        .where(and(eq(gstSimEwayBills.reference, request.reference), eq(gstSimEwayBills.status, 'ACTIVE')));
      const beyond = active.find((row) => row.partNo > partCount);
      if (beyond) {
        throw refusal(
          'EWAY_BILL_ALREADY_ACTIVE',
          `E-way bill ${beyond.ewayBillNumber} is already active for ${request.reference} (part ${beyond.partNo} of ${beyond.partCount}); ` +
            'cancel it before generating a different split',
        );
      }
      const issued: EwayBillRow[] = [];
      for (const part of checked.parts) {
        let row = active.find((r) => r.partNo === part.partNo);
        if (!row) {
          const ewayBillNumber = formatEwayBillNumber(await nextSequenceValue(tx, 'gst_sim_ewb_seq'));
          [row] = await tx
            .insert(gstSimEwayBills)
            .values({
              ewayBillNumber,
              reference: request.reference,
              partNo: part.partNo,
              partCount,
              irn: request.irn ?? null,
              fromGstin: request.fromGstin,
              toGstin: request.toGstin,
              fromPinCode: checked.fromPinCode,
              toPinCode: checked.toPinCode,
              distanceKm: request.distanceKm,
              overDimensionalCargo: request.overDimensionalCargo,
              valuePaise: request.valuePaise,
              documentNumber: request.documentNumber,
              documentDate: request.documentDate,
              transporterId: request.transporterId ?? null,
              vehicleNumber: part.vehicleNumber,
              quantity: part.quantity,
              generatedAt: now,
              validUntil,
              status: 'ACTIVE',
            })
            // A concurrent request for the same reference and part won: answer with its bill.
            .onConflictDoNothing()
            .returning();
          row ??= await this.findActivePart(tx, request.reference, part.partNo);
          if (!row) throw new Error(`E-way bill for ${request.reference} part ${part.partNo} vanished`);
        }
        this.assertSameRequest(row, request, part, partCount);
        issued.push(row);
      }
      return issued;
    });
    return rows.map((row) => this.toResult(row));
  }

  private async requireActive(db: DbOrTx, ewayBillNumber: string): Promise<EwayBillRow> {
    const row = await this.find(db, ewayBillNumber);
    if (!row) throw refusal('EWAY_BILL_NOT_FOUND', `E-way bill ${ewayBillNumber} does not exist`);
    if (row.status === 'CANCELLED') {
      throw refusal('EWAY_BILL_CANCELLED', `E-way bill ${ewayBillNumber} is cancelled`);
    }
    return row;
  }

  private async extendValidity(
    ewayBillNumber: string,
    change: { remainingDistanceKm: number; vehicleNumber: string; reason: string },
  ): Promise<EWayBillResult> {
    validateDistance(change.remainingDistanceKm, 'Remaining distance');
    const vehicleNumber = canonicalVehicleNumber(change.vehicleNumber);
    const reason = change.reason.trim();
    if (reason.length === 0) throw refusal('INVALID_REASON', 'A reason for the extension is required');
    const now = this.portal.clock();
    const row = await this.requireActive(this.db, ewayBillNumber);
    if (change.remainingDistanceKm > row.distanceKm) {
      throw refusal(
        'INVALID_DISTANCE',
        `Remaining distance must not exceed the distance on the e-way bill (${row.distanceKm} km)`,
      );
    }
    if (!canExtendEwayBill(row.validUntil, now)) {
      const window = ewayBillExtensionWindow(row.validUntil);
      throw refusal(
        'EXTENSION_WINDOW_CLOSED',
        'An e-way bill can be extended only from 8 hours before to 8 hours after its expiry ' +
          `(from ${irpDateTime(window.opensAt)} to ${irpDateTime(window.closesAt)} IST)`,
      );
    }
    // The validity rule applies afresh from the time of extension, for the distance still to go.
    const validUntil = ewayBillValidUntil(now, change.remainingDistanceKm, row.overDimensionalCargo);
    if (validUntil.getTime() > ewayBillValidityLimit(row.generatedAt).getTime()) {
      throw refusal(
        'EXTENSION_LIMIT',
        'An e-way bill cannot be valid for more than 360 days after generation',
      );
    }
    const [updated] = await this.db
      .update(gstSimEwayBills)
      .set({
        validUntil,
        vehicleNumber,
        extensionCount: row.extensionCount + 1,
        lastExtendedAt: now,
        lastExtensionReason: reason,
      })
      .where(and(eq(gstSimEwayBills.ewayBillNumber, ewayBillNumber), eq(gstSimEwayBills.status, 'ACTIVE')))
      .returning();
    if (!updated) throw refusal('EWAY_BILL_CANCELLED', `E-way bill ${ewayBillNumber} is cancelled`);
    return this.toResult(updated);
  }

  /**
   * Part-B (vehicle) update: allowed on an active bill until it expires — an expired bill must be
   * extended first — by a valid vehicle number, with a reason. The validity stays as it is.
   */
  private async updatePartB(ewayBillNumber: string, change: VehicleUpdate): Promise<EWayBillResult> {
    const vehicleNumber = canonicalVehicleNumber(change.vehicleNumber);
    const reason = change.reason.trim();
    if (reason.length === 0) throw refusal('INVALID_REASON', 'A reason for the vehicle update is required');
    const now = this.portal.clock();
    const row = await this.requireActive(this.db, ewayBillNumber);
    if (isEwayBillExpired(row.validUntil, now)) {
      throw refusal(
        'EWAY_BILL_EXPIRED',
        `E-way bill ${ewayBillNumber} expired at ${irpDateTime(row.validUntil)} IST; extend it before updating the vehicle`,
      );
    }
    const [updated] = await this.db
      .update(gstSimEwayBills)
      .set({ vehicleNumber })
      .where(and(eq(gstSimEwayBills.ewayBillNumber, ewayBillNumber), eq(gstSimEwayBills.status, 'ACTIVE')))
      .returning();
    if (!updated) throw refusal('EWAY_BILL_CANCELLED', `E-way bill ${ewayBillNumber} is cancelled`);
    return this.toResult(updated);
  }

  private cancelWindowRefusal(row: EwayBillRow, action: string) {
    return refusal(
      'EWAY_BILL_CANCEL_WINDOW_CLOSED',
      `${action} only within 24 hours of generation (generated ${irpDateTime(row.generatedAt)} IST)`,
    );
  }

  private async cancelBill(
    ewayBillNumber: string,
    reason: string,
  ): Promise<{ ewayBillNumber: string; cancelledAt: Date }> {
    const trimmed = reason.trim();
    if (trimmed.length === 0) throw refusal('INVALID_REASON', 'A reason for the cancellation is required');
    const now = this.portal.clock();
    const row = await this.find(this.db, ewayBillNumber);
    if (!row) throw refusal('EWAY_BILL_NOT_FOUND', `E-way bill ${ewayBillNumber} does not exist`);
    if (row.status === 'CANCELLED') {
      throw refusal('EWAY_BILL_ALREADY_CANCELLED', `E-way bill ${ewayBillNumber} is already cancelled`);
    }
    if (!canCancelEwayBill(row.generatedAt, now)) {
      throw this.cancelWindowRefusal(row, 'An e-way bill can be cancelled');
    }
    const [updated] = await this.db
      .update(gstSimEwayBills)
      .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: trimmed })
      .where(and(eq(gstSimEwayBills.ewayBillNumber, ewayBillNumber), eq(gstSimEwayBills.status, 'ACTIVE')))
      .returning({ ewayBillNumber: gstSimEwayBills.ewayBillNumber });
    if (!updated) {
      throw refusal('EWAY_BILL_ALREADY_CANCELLED', `E-way bill ${ewayBillNumber} is already cancelled`);
    }
    return { ewayBillNumber, cancelledAt: now };
  }

  /**
   * The corrected distance needs a new bill: the old one is cancelled (so only within its 24-hour
   * cancel window) and a new one, with a new number, is valid from now for the new distance.
   */
  private async retriggerBill(ewayBillNumber: string, distanceKm: number): Promise<EWayBillResult> {
    validateDistance(distanceKm);
    const now = this.portal.clock();
    const row = await this.db.transaction(async (tx) => {
      const old = await this.requireActive(tx, ewayBillNumber);
      if (old.fromPinCode === old.toPinCode && distanceKm > EWAY_BILL_SAME_PIN_MAX_KM) {
        throw refusal(
          'INVALID_DISTANCE',
          `Distance must not exceed ${EWAY_BILL_SAME_PIN_MAX_KM} km when from and to PIN codes are the same`,
        );
      }
      if (!canCancelEwayBill(old.generatedAt, now)) {
        throw this.cancelWindowRefusal(old, 'An e-way bill can be retriggered (which cancels it)');
      }
      const newNumber = formatEwayBillNumber(await nextSequenceValue(tx, 'gst_sim_ewb_seq'));
      const [cancelled] = await tx
        .update(gstSimEwayBills)
        .set({
          status: 'CANCELLED',
          cancelledAt: now,
          cancelReason: `Retriggered with distance ${distanceKm} km`,
          replacedBy: newNumber,
        })
        .where(and(eq(gstSimEwayBills.ewayBillNumber, ewayBillNumber), eq(gstSimEwayBills.status, 'ACTIVE')))
        .returning({ ewayBillNumber: gstSimEwayBills.ewayBillNumber });
      if (!cancelled) throw refusal('EWAY_BILL_CANCELLED', `E-way bill ${ewayBillNumber} is cancelled`);
      const [created] = await tx
        .insert(gstSimEwayBills)
        .values({
          ...old,
          ewayBillNumber: newNumber,
          distanceKm,
          generatedAt: now,
          validUntil: ewayBillValidUntil(now, distanceKm, old.overDimensionalCargo),
          status: 'ACTIVE',
          cancelledAt: null,
          cancelReason: null,
          replacedBy: null,
          extensionCount: 0,
          lastExtendedAt: null,
          lastExtensionReason: null,
        })
        .returning();
      if (!created) throw new Error(`E-way bill ${newNumber} was not stored`);
      return created;
    });
    return this.toResult(row);
  }
}
