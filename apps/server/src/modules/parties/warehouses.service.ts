import type { WarehouseDetail, WarehousePage, WarehouseSearchQuery } from '@dom/contract';
import { type SQL, and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { sellers, warehouses } from './parties.schema';
import { type OwnerScope, foundInScope } from '../identity';
import { warehouseContacts } from './parties.schema';
import { cappedCount, contains, pageFrom } from './party-paging';
import { sellerScope } from './sellers.repo';

type WarehouseRow = typeof warehouses.$inferSelect;

// A warehouse is seen with its seller: the seller's scope decides (a seller user sees its own only).
const inScope = (db: Db, scope: OwnerScope): SQL | undefined => {
  const s = sellerScope(scope);
  return s ? inArray(warehouses.sellerId, db.select({ id: sellers.id }).from(sellers).where(s)) : undefined;
};

const present = (w: WarehouseRow, sellerName: string) => ({
  warehouseId: w.id,
  warehouseName: w.name,
  sourceCode: w.sourceCode,
  warehouseType: w.warehouseType,
  region: w.region,
  city: w.city,
  state: w.state,
  stateCode: w.stateCode,
  country: w.country,
  pinCode: w.pinCode,
  gstin: w.gstin,
  sellerId: w.sellerId,
  sellerName,
  isActive: w.isActive,
});

/** Warehouses (sources): ops-supply/source/search and the seller profile's warehouses tab. */
export async function searchWarehouses(
  db: Db,
  scope: OwnerScope,
  q: WarehouseSearchQuery,
): Promise<WarehousePage> {
  const parts: (SQL | undefined)[] = [inScope(db, scope)];
  if (q.sellerId) parts.push(eq(warehouses.sellerId, q.sellerId));
  if (q.warehouseName) parts.push(ilike(warehouses.name, contains(q.warehouseName)));
  if (q.sourceCode) parts.push(eq(warehouses.sourceCode, q.sourceCode));
  if (q.warehouseType) parts.push(eq(warehouses.warehouseType, q.warehouseType));
  if (q.region) parts.push(eq(warehouses.region, q.region));
  if (q.city) parts.push(ilike(warehouses.city, contains(q.city)));
  const conds = parts.filter((p): p is SQL => p !== undefined);
  const where = conds.length > 0 ? and(...conds) : undefined;
  const rows = await db
    .select({ w: warehouses, sellerName: sellers.name })
    .from(warehouses)
    .innerJoin(sellers, eq(sellers.id, warehouses.sellerId))
    .where(where)
    .orderBy(asc(warehouses.name), asc(warehouses.id))
    .limit(q.pageSize)
    .offset(q.pageNumber * q.pageSize);
  const counted = await cappedCount(db, warehouses, where);
  return pageFrom(
    rows.map((r) => present(r.w, r.sellerName)),
    q,
    counted,
  );
}

export async function warehouseDetail(db: Db, scope: OwnerScope, id: string): Promise<WarehouseDetail> {
  const [row] = await db
    .select({ w: warehouses, sellerName: sellers.name })
    .from(warehouses)
    .innerJoin(sellers, eq(sellers.id, warehouses.sellerId))
    .where(and(eq(warehouses.id, id), sellerScope(scope)));
  const found = foundInScope(row, 'Warehouse');
  const contacts = await db
    .select()
    .from(warehouseContacts)
    .where(eq(warehouseContacts.warehouseId, id))
    .orderBy(asc(warehouseContacts.name), asc(warehouseContacts.id));
  return {
    ...present(found.w, found.sellerName),
    addressLine1: found.w.addressLine1,
    contacts: contacts.map((c) => ({
      contactId: c.id,
      name: c.name,
      email: c.email,
      phoneNumber: c.phoneNumber,
      designation: c.designation,
    })),
  };
}
