import { randomUUID } from 'node:crypto';
import type {
  AddShippingAddress,
  DraftBuyer,
  DraftBuyerForm,
  DraftBuyerResult,
  DraftBuyerRmOptionsQuery,
  ShippingAddress,
  ShippingAddressInput,
} from '@dom/contract';
import {
  BUSINESS_UNITS,
  type BusinessUnit,
  gstStateName,
  gstinPan,
  gstinStateCode,
  pinCodeStates,
} from '@dom/domain';
import { and, asc, eq, or } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import {
  type BuyerAddressRow,
  type NewBuyerAddress,
  buyerAddresses,
  buyers,
  insertBuyerAddress,
  insertDraftBuyer,
} from '../parties';
import { usersServingUnit } from '../identity';
import { findBuyerInScope } from './rfq-buyer-options';
import { RM_TYPE, businessUserOptions, requireBusinessUser } from './rfq-business-users';

type AddressRow = BuyerAddressRow;

// The sales regions by GST state code, as the buyer on-boarding files a new buyer (doc 3 §3: Indian regions).
const REGION_OF_STATE: Record<string, string> = {
  ...Object.fromEntries(
    ['01', '02', '03', '04', '05', '06', '07', '08', '09', '38'].map((c) => [c, 'North']),
  ),
  ...Object.fromEntries(['24', '25', '26', '27', '30'].map((c) => [c, 'West'])),
  ...Object.fromEntries(['29', '31', '32', '33', '34', '36', '37'].map((c) => [c, 'South'])),
  ...Object.fromEntries(['22', '23'].map((c) => [c, 'Central'])),
};
const regionOf = (stateCode: string) => REGION_OF_STATE[stateCode] ?? 'East';

/** One line: "Company, line 1, line 2, City, State 400001 · GSTIN". */
export function addressLabel(a: AddressRow): string {
  const parts = [a.companyName, a.addressLine1, a.addressLine2, a.cityName, `${a.stateName} ${a.postalCode}`];
  const text = parts.filter((p) => p && p.trim() !== '').join(', ');
  return a.gstNum ? `${text} · ${a.gstNum}` : text;
}

export function presentAddress(a: AddressRow): ShippingAddress {
  return {
    id: a.id,
    companyName: a.companyName,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    cityName: a.cityName,
    stateName: a.stateName,
    postalCode: a.postalCode,
    gstNum: a.gstNum,
    label: addressLabel(a),
  };
}

const tenDigits = (phone: string) => phone.replace(/[\s-]/g, '').replace(/^\+91/, '');

/** The state of an address: its GSTIN's, else its pin code's; 400 on `field` when neither is known. */
function stateOf(a: ShippingAddressInput, field: string): { stateCode: string; stateName: string } {
  const stateCode = a.gstNumber ? (gstinStateCode(a.gstNumber) ?? '') : (pinCodeStates(a.pinCode)[0] ?? '');
  const stateName = gstStateName(stateCode);
  if (!stateName) throw badRequest([{ field, message: 'Pin code does not belong to any state' }]);
  return { stateCode, stateName };
}

/** The parties' address input: the state resolved, the phone as ten digits. */
function newAddress(
  a: ShippingAddressInput,
  state: { stateCode: string; stateName: string },
): NewBuyerAddress {
  return {
    companyName: a.companyName ?? null,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? null,
    cityName: a.cityName,
    pinCode: a.pinCode,
    gstNumber: a.gstNumber ?? null,
    phoneNumber: a.phoneNumber ? tenDigits(a.phoneNumber) : null,
    ...state,
  };
}

/**
 * `buyerRFQ/draftBuyer/form`: whether this caller chooses the new buyer's RM — exactly when they
 * have no RM scope of their own (the rule `draftBuyerRm` applies), so the dialog and the server agree.
 */
export function draftBuyerForm(caller: Caller): DraftBuyerForm {
  return { chooseRm: caller.scope.rmEmail === undefined, businessUnits: draftBuyerUnits(caller) };
}

/**
 * The units a caller may raise a buyer in: their scope's (DIRECT grouping UTCL), or every unit for
 * a caller not narrowed to any, in the units' order — a UBS territory manager has UBS alone.
 */
function draftBuyerUnits(caller: Caller): BusinessUnit[] {
  const own = caller.scope.businessUnits;
  return BUSINESS_UNITS.map((u) => u.value).filter((u) => own === undefined || own.includes(u));
}

/**
 * The unit of a new draft buyer: the one chosen, if it is one of the caller's; left out, the
 * caller's only unit. 400 on `businessUnit` otherwise (another unit, or a choice left to make).
 */
function draftBuyerUnit(caller: Caller, chosen: BusinessUnit | undefined): BusinessUnit {
  const units = draftBuyerUnits(caller);
  if (chosen !== undefined) {
    if (!units.includes(chosen))
      throw badRequest([{ field: 'businessUnit', message: 'Not one of your business units' }]);
    return chosen;
  }
  const [only, ...more] = units;
  if (only === undefined || more.length > 0)
    throw badRequest([{ field: 'businessUnit', message: 'Choose the business unit' }]);
  return only;
}

/**
 * The RM a draft buyer is given to: the one chosen (an active RELATIONSHIP_MANAGER who serves the
 * buyer's unit — their scope reaches it, DIRECT grouping UTCL; 400 on `rmEmail` otherwise), or the
 * caller when the caller is an RM — who raises buyers for themselves only, in a unit of theirs.
 * Support and other callers without an RM scope must choose one.
 */
async function draftBuyerRm(
  db: DbOrTx,
  caller: Caller,
  chosen: string | undefined,
  unit: BusinessUnit,
): Promise<string> {
  const own = caller.scope.rmEmail;
  if (!draftBuyerForm(caller).chooseRm && own !== undefined) {
    if (chosen && chosen !== own.toLowerCase())
      throw badRequest([{ field: 'rmEmail', message: 'You raise buyers for yourself only' }]);
    return own;
  }
  if (!chosen) throw badRequest([{ field: 'rmEmail', message: 'Choose the relationship manager' }]);
  return requireBusinessUser(db, RM_TYPE, chosen, 'rmEmail', unit);
}

/**
 * `buyerRFQ/draftBuyer/rm-options`: the active RMs the New-buyer dialog may give the buyer to — those
 * who serve its unit (the rule `draftBuyerRm` applies): the unit the dialog passes, one of the
 * caller's (400 on `businessUnit` otherwise); left out, the caller's only unit, or for a caller with
 * several the RMs serving any of them.
 */
export async function draftBuyerRmOptions(db: DbOrTx, caller: Caller, query: DraftBuyerRmOptionsQuery) {
  const units = draftBuyerUnits(caller);
  const serving =
    query.businessUnit !== undefined || units.length === 1
      ? [draftBuyerUnit(caller, query.businessUnit)]
      : units;
  if (serving.length === 0) return [];
  return businessUserOptions(db, RM_TYPE, query.search, null, or(...serving.map(usersServingUnit)));
}

/**
 * `buyerRFQ/draftBuyer`: a buyer not yet on board, raised in place for an enquiry. It is UNVERIFIED
 * (KYC later, in the buyer screens), owned by the RM who raises it or the RM support chooses (and
 * the TM who raises it), its contact the primary
 * contact and its address both the billing and the shipping address. A GSTIN already on board is
 * 409 on `gstNumber`. Audited `rfq.draftBuyer`.
 */
export async function createDraftBuyer(
  tx: DbOrTx,
  caller: Caller,
  body: DraftBuyer,
): Promise<DraftBuyerResult> {
  const s = caller.scope;
  if (s.sellerId !== undefined || s.buyerId !== undefined)
    throw new AppError('FORBIDDEN', 'You may not raise a buyer', undefined, 403);
  const businessUnit = draftBuyerUnit(caller, body.businessUnit);
  const gstin = body.address.gstNumber ?? null;
  const state = stateOf(body.address, 'address.pinCode');
  const rmEmail = await draftBuyerRm(tx, caller, body.rmEmail, businessUnit);
  if (gstin) {
    const [clash] = await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.gstin, gstin)).limit(1);
    if (clash)
      throw new AppError('CONFLICT', 'address.gstNumber: a buyer with this GSTIN is already on board', {
        fields: [{ field: 'address.gstNumber', message: 'A buyer with this GSTIN is already on board' }],
      });
  }
  const code = `BUY-${randomUUID().slice(0, 8).toUpperCase()}`;
  // The parties area writes its tables (its command); this area checks, audits and presents.
  const { buyer, shipping } = await insertDraftBuyer(
    tx,
    {
      code,
      name: body.nameOfEntity,
      gstin: gstin ?? '',
      pan: gstin ? (gstinPan(gstin) ?? '') : '',
      stateCode: state.stateCode,
      addressLine1: body.address.addressLine1,
      addressLine2: body.address.addressLine2 ?? null,
      city: body.address.cityName,
      state: state.stateName,
      pinCode: body.address.pinCode,
      region: regionOf(state.stateCode),
      businessUnit,
      rmEmail,
      tmEmail: s.tmEmail ?? null,
      contactName: body.contactName,
      phone: tenDigits(body.phoneNumber),
      email: body.email ?? null,
      gstTreatment: gstin ? 'business_gst' : 'business_none',
    },
    { name: body.contactName, email: body.email ?? null, phoneNumber: tenDigits(body.phoneNumber) },
    newAddress(body.address, state),
  );
  await recordAudit(tx, {
    ...caller.actor,
    action: 'rfq.draftBuyer',
    entityType: 'buyer',
    entityId: buyer.id,
    after: {
      code,
      name: buyer.name,
      onboardingStatus: 'UNVERIFIED',
      businessUnit,
      rmEmail,
      tmEmail: s.tmEmail ?? null,
      shippingAddressId: shipping.id,
    },
  });
  return {
    buyerId: buyer.id,
    code,
    label: `${buyer.name} (${code}) · ${buyer.businessUnit}`,
    onboardingStatus: 'UNVERIFIED',
    shippingAddress: presentAddress(shipping),
  };
}

async function requireBuyer(db: DbOrTx, caller: Caller, buyerId: string): Promise<void> {
  if (!(await findBuyerInScope(db, caller, buyerId))) throw new AppError('NOT_FOUND', 'Buyer not found');
}

/** `GET buyerRFQ/address/shipping`: the shipping addresses of a buyer in scope (404 otherwise). */
export async function shippingAddresses(
  db: DbOrTx,
  caller: Caller,
  buyerId: string,
): Promise<ShippingAddress[]> {
  await requireBuyer(db, caller, buyerId);
  const rows = await db
    .select()
    .from(buyerAddresses)
    .where(and(eq(buyerAddresses.buyerId, buyerId), eq(buyerAddresses.addressType, 'SHIPPING')))
    .orderBy(asc(buyerAddresses.createdAt), asc(buyerAddresses.id));
  return rows.map(presentAddress);
}

/** `POST buyerRFQ/address/shipping`: a shipping address typed in the wizard, for a buyer in scope. Audited. */
export async function addShippingAddress(
  tx: DbOrTx,
  caller: Caller,
  body: AddShippingAddress,
): Promise<ShippingAddress> {
  await requireBuyer(tx, caller, body.buyerId);
  const state = stateOf(body, 'pinCode');
  const row = await insertBuyerAddress(tx, body.buyerId, newAddress(body, state), 'SHIPPING');
  await recordAudit(tx, {
    ...caller.actor,
    action: 'rfq.shippingAddress.add',
    entityType: 'buyer',
    entityId: body.buyerId,
    after: { shippingAddressId: row.id, label: addressLabel(row) },
  });
  return presentAddress(row);
}

/** The shipping address an enquiry names: one of its buyer's shipping addresses (else 400 on the field). */
export async function shippingAddressOf(db: DbOrTx, buyerId: string, id: string): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(buyerAddresses)
    .where(
      and(
        eq(buyerAddresses.id, id),
        eq(buyerAddresses.buyerId, buyerId),
        eq(buyerAddresses.addressType, 'SHIPPING'),
      ),
    );
  if (!row)
    throw badRequest([{ field: 'shippingAddressId', message: 'Not a shipping address of this buyer' }]);
  return row;
}

/** The one-line shipping address of an enquiry, or null. */
export async function shippingAddressLabel(db: DbOrTx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select().from(buyerAddresses).where(eq(buyerAddresses.id, id));
  return row ? addressLabel(row) : null;
}
