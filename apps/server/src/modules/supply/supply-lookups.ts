import { type SellerOnboardingStatus, sellerOnboardingStatusLabel } from '@dom/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { activeProductsBySku } from '../catalogue';
import { sellers, warehouses } from '../parties';
import type { RowProblem } from '../tasks';

/** An active seller: one whose onboarding is complete (doc 2: Seller On Boarded). */
const ACTIVE_SELLER: SellerOnboardingStatus = 'SELLER_ON_BOARDED';

export interface SellerFound {
  id: string;
  status: SellerOnboardingStatus;
}

/** Seller code → the seller's id and onboarding status, for the codes of a chunk. */
export async function sellersByCode(db: DbOrTx, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map<string, SellerFound>();
  const found = await db
    .select({ id: sellers.id, code: sellers.code, status: sellers.onboardingStatus })
    .from(sellers)
    .where(inArray(sellers.code, unique));
  return new Map(found.map((s) => [s.code, { id: s.id, status: s.status }]));
}

/** SKU → the active product (id, SKU, unit), for the SKUs of a chunk. */
export const productsBySku = async (db: DbOrTx, skus: readonly string[]) =>
  new Map((await activeProductsBySku(db, [...new Set(skus)])).map((p) => [p.sku, p]));

/** The problem with a row's seller code, or null when it names an active seller. */
export function sellerProblem(code: string, seller: SellerFound | undefined): RowProblem | null {
  if (!seller) return { column: 'Seller Code', message: `Seller ${code} is not on the platform` };
  if (seller.status !== ACTIVE_SELLER)
    return {
      column: 'Seller Code',
      message: `Seller ${code} is not active (${sellerOnboardingStatusLabel(seller.status)})`,
    };
  return null;
}

/** The problem with a row's SKU, or null when it is an active product. */
export const skuProblem = (sku: string, known: boolean): RowProblem | null =>
  known ? null : { column: 'SKU', message: `SKU ${sku} is not an active product in the catalogue` };

export interface WarehouseFound {
  id: string;
  sourceCode: string | null;
  pinCode: string;
  isActive: boolean;
}

/** The warehouses of these sellers (doc 2 "warehouse/source"), by seller id. */
export async function warehousesOfSellers(db: DbOrTx, sellerIds: readonly string[]) {
  const out = new Map<string, WarehouseFound[]>();
  const unique = [...new Set(sellerIds)];
  if (unique.length === 0) return out;
  const rows = await db
    .select({
      id: warehouses.id,
      sellerId: warehouses.sellerId,
      sourceCode: warehouses.sourceCode,
      pinCode: warehouses.pinCode,
      isActive: warehouses.isActive,
    })
    .from(warehouses)
    .where(inArray(warehouses.sellerId, unique));
  for (const { sellerId, ...w } of rows) out.set(sellerId, [...(out.get(sellerId) ?? []), w]);
  return out;
}

/**
 * The seller's warehouse a person named by what they would type: its source code (any case) or,
 * failing that, its 6-digit pincode when exactly one of the seller's active warehouses has it.
 * Answers the warehouse or the problem, in the Warehouse column.
 */
export function resolveWarehouse(
  sellerCode: string,
  typed: string,
  own: readonly WarehouseFound[],
): { warehouse: WarehouseFound } | { problem: RowProblem } {
  const v = typed.trim().toUpperCase();
  const byCode = own.find((w) => w.sourceCode !== null && w.sourceCode.toUpperCase() === v);
  const problem = (message: string) => ({ problem: { column: 'Warehouse', message } });
  if (byCode) return byCode.isActive ? { warehouse: byCode } : problem(`Warehouse ${typed} is not active`);
  if (/^\d{6}$/.test(v)) {
    const atPin = own.filter((w) => w.isActive && w.pinCode === v);
    if (atPin.length === 1) return { warehouse: atPin[0]! };
    if (atPin.length > 1)
      return problem(
        `Seller ${sellerCode} has ${atPin.length} warehouses at pincode ${v}: enter the warehouse's code`,
      );
  }
  return problem(`${typed} is not the code or pincode of one of seller ${sellerCode}'s active warehouses`);
}
