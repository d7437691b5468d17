import { randomUUID } from 'node:crypto';
import type { EnrichResult, NewEntity, NewEntityResult } from '@dom/contract';
import { gstStateName, gstinPan, gstinStateCode, pinCodeStates } from '@dom/domain';
import { and, eq } from 'drizzle-orm';
import type { GstinRegistry } from '../../integrations/gst/gst-gateway';
import { gstinStandingOn } from '../../integrations/gst/gstin-registry';
import { recordAudit } from '../../platform/audit';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { callThenWrite } from '../../platform/db/steps';
import { buyers } from './parties.schema';
import { AppError, badRequest } from '../../platform/errors';
import type { OwnerScope } from '../identity';
import type { Actor } from './buyer-contacts.service';
import { buyerScope, tenDigitPhone } from './buyers.repo';
import { buyerAddresses, buyerContacts } from './parties.schema';

const STATUS_LABEL = { ACTIVE: 'Active', CANCELLED: 'Cancelled', SUSPENDED: 'Suspended' } as const;

// The sales regions of the demo data by GST state code; a new buyer is filed under its state's.
const REGION_OF_STATE: Record<string, string> = {
  ...Object.fromEntries(
    ['01', '02', '03', '04', '05', '06', '07', '08', '09', '38'].map((c) => [c, 'North']),
  ),
  ...Object.fromEntries(['24', '25', '26', '27', '30'].map((c) => [c, 'West'])),
  ...Object.fromEntries(['29', '31', '32', '33', '34', '36', '37'].map((c) => [c, 'South'])),
  ...Object.fromEntries(['22', '23'].map((c) => [c, 'Central'])),
};
const regionOf = (stateCode: string) => REGION_OF_STATE[stateCode] ?? 'East';

async function buyerWithGstin(db: DbOrTx, gstin: string) {
  const [row] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.gstin, gstin)).limit(1);
  return row ?? null;
}

/** credit/buyer/enrich: what the register knows of a GSTIN, to prefill the new-entity form. */
export async function enrichEntity(
  db: Db,
  registry: GstinRegistry,
  scope: OwnerScope,
  gstin: string,
): Promise<EnrichResult> {
  const registration = await registry.lookup(gstin);
  const stateCode = gstinStateCode(gstin) ?? '';
  const [mine] = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(and(eq(buyers.gstin, gstin), buyerScope(scope)))
    .limit(1);
  return {
    gstNumber: gstin,
    nameOfEntity: registration?.legalName || null,
    pan: gstinPan(gstin) ?? '',
    stateCode,
    stateName: gstStateName(stateCode),
    registration: registration ? { ...registration, statusLabel: STATUS_LABEL[registration.status] } : null,
    existingBuyerId: mine?.id ?? null,
  };
}

/**
 * credit/buyer/save: on-boards a new buyer entity from the form (UNVERIFIED until KYC), with its
 * contact as the primary contact and its address as the billing address. The register is an
 * outside call, read before the rows' one transaction (`callThenWrite`; PGlite has one connection);
 * a cancelled or suspended GSTIN is refused.
 */
export async function saveEntity(
  db: Db,
  registry: GstinRegistry,
  scope: OwnerScope,
  body: NewEntity,
  actor: Actor,
  now: Date,
): Promise<NewEntityResult> {
  const gstin = body.gstNumber ?? null;
  return callThenWrite(db, {
    call: async () => {
      if (!gstin) return;
      const problem = gstinStandingOn(await registry.lookup(gstin), now);
      if (problem) {
        const message =
          problem === 'GSTIN_SUSPENDED' ? 'The GSTIN registration is suspended' : 'The GSTIN is not active';
        throw badRequest([{ field: 'gstNumber', message }]);
      }
    },
    write: (tx) => writeEntity(tx, scope, body, actor, gstin),
    // A register lookup changes nothing: nothing to take back.
    undo: async () => {},
  });
}

async function writeEntity(
  tx: Tx,
  scope: OwnerScope,
  body: NewEntity,
  actor: Actor,
  gstin: string | null,
): Promise<NewEntityResult> {
  // A relationship or territory manager on-boards the buyer as its owner.
  const owner = { rmEmail: scope.rmEmail ?? null, tmEmail: scope.tmEmail ?? null };
  if (scope.businessUnits && !scope.businessUnits.includes(body.businessUnit))
    throw badRequest([{ field: 'businessUnit', message: 'Not one of your business units' }]);
  const stateCode = gstin ? (gstinStateCode(gstin) ?? '') : (pinCodeStates(body.pinCode)[0] ?? '');
  const stateName = gstStateName(stateCode) ?? '';
  try {
    return await insertEntity(tx, scope, body, actor, { gstin, stateCode, stateName, owner });
  } catch (err) {
    // Two on-boardings of one GSTIN at once: the unique index lets one through.
    if (isGstinClash(err)) throw alreadyOnBoard();
    throw err;
  }
}

const alreadyOnBoard = () =>
  new AppError('CONFLICT', 'gstNumber: a buyer with this GSTIN is already on board', {
    fields: [{ field: 'gstNumber', message: 'A buyer with this GSTIN is already on board' }],
  });

function isGstinClash(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23505' && (pg.constraint ?? pg.message ?? '').includes('buyers_gstin_unique_idx'))
      return true;
  }
  return false;
}

async function insertEntity(
  tx: Tx,
  scope: OwnerScope,
  body: NewEntity,
  actor: Actor,
  v: {
    gstin: string | null;
    stateCode: string;
    stateName: string;
    owner: { rmEmail: string | null; tmEmail: string | null };
  },
): Promise<NewEntityResult> {
  const { gstin, stateCode, stateName, owner } = v;
  if (gstin && (await buyerWithGstin(tx, gstin))) throw alreadyOnBoard();
  const [buyer] = await tx
    .insert(buyers)
    .values({
      code: `BUY-${randomUUID().slice(0, 8).toUpperCase()}`,
      name: body.nameOfEntity,
      gstin: gstin ?? '',
      pan: gstin ? (gstinPan(gstin) ?? '') : '',
      stateCode,
      addressLine1: body.address,
      addressLine2: body.addressLine2 ?? null,
      city: body.cityName ?? '',
      state: stateName,
      pinCode: body.pinCode,
      region: regionOf(stateCode),
      businessUnit: body.businessUnit,
      rmEmail: owner.rmEmail,
      tmEmail: owner.tmEmail,
      contactName: body.contactName,
      phone: tenDigitPhone(body.phoneNumber),
      email: body.email ?? null,
      isMsme: body.isMsme === 'Yes',
      msmeNumber: body.isMsme === 'Yes' ? (body.msmeNumber ?? null) : null,
      gstTreatment: body.gstTreatment,
      onboardingStatus: 'UNVERIFIED',
    })
    .returning();
  if (!buyer) throw new AppError('INTERNAL', 'The buyer was not saved');
  await tx.insert(buyerContacts).values({
    buyerId: buyer.id,
    name: body.contactName,
    email: body.email ?? null,
    phoneNumber: buyer.phone ?? '',
    roles: ['OWNER_PROMOTER'],
    channels: body.email ? ['SMS', 'EMAIL'] : ['SMS'],
    communicationPreferences: body.email ? ['sms', 'email'] : ['sms'],
    isPrimary: true,
  });
  await tx.insert(buyerAddresses).values({
    buyerId: buyer.id,
    addressType: 'BILLING',
    companyName: body.nameOfEntity,
    addressLine1: body.address,
    addressLine2: body.addressLine2 ?? null,
    cityName: body.cityName ?? '',
    stateCode,
    stateName,
    postalCode: body.pinCode,
    regionName: buyer.region,
    gstNum: gstin,
    phoneNumber: buyer.phone,
    emailId: body.email ?? null,
  });
  await recordAudit(tx, {
    ...actor,
    action: 'buyer.create',
    entityType: 'buyer',
    entityId: buyer.id,
    after: body,
  });
  return { buyerId: buyer.id, partnerBuyerAccountId: buyer.code, status: buyer.onboardingStatus };
}
