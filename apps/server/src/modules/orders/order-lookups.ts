import {
  type BuyerBookAddress,
  type BuyerLookup,
  type LookupQuery,
  type ProductLookup,
  type WarehouseLookup,
  ORDER_ENDPOINTS,
} from '@dom/contract';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../platform/db/database';
import { buyers, sellers, warehouses } from '../parties';
import { searchActiveProducts } from '../catalogue';
import { route } from '../../platform/http/route';
import { type OwnerScope, foundInScope, scopeOf, scopeWhere } from '../identity';
import { listBookAddresses } from './order-addresses.repo';
import { likePattern } from '../identity';

/** Buyers an order may be created for: those the user's scope sees (rm, tm, unit, buyer user). */
export const buyerScopeWhere = (scope: OwnerScope) =>
  scopeWhere(scope, {
    rmEmail: buyers.rmEmail,
    tmEmail: buyers.tmEmail,
    buyerId: buyers.id,
    businessUnit: buyers.businessUnit,
  });

export async function lookupBuyers(db: DbOrTx, scope: OwnerScope, q: LookupQuery): Promise<BuyerLookup[]> {
  const text = q.q
    ? or(ilike(buyers.name, likePattern(q.q)), ilike(buyers.code, likePattern(q.q)))
    : undefined;
  const rows = await db
    .select()
    .from(buyers)
    .where(and(buyerScopeWhere(scope), text))
    .orderBy(asc(buyers.name), asc(buyers.id))
    .limit(q.pageSize);
  return rows.map((b) => ({
    id: b.id,
    code: b.code,
    name: b.name,
    gstin: b.gstin,
    businessUnit: b.businessUnit,
    billingAddress: [b.addressLine1, b.addressLine2, b.city, `${b.state} ${b.pinCode}`]
      .filter(Boolean)
      .join(', '),
  }));
}

/** The address book of a buyer in the user's scope (another's buyer answers 404). */
export async function lookupBuyerAddresses(
  db: DbOrTx,
  scope: OwnerScope,
  buyerId: string,
): Promise<BuyerBookAddress[]> {
  const [buyer] = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(and(eq(buyers.id, buyerId), buyerScopeWhere(scope)));
  const found = foundInScope(buyer, 'Buyer');
  return (await listBookAddresses(db, found.id)).map((a) => {
    const parts = [
      a.companyName,
      a.addressLine1,
      a.addressLine2,
      a.cityName,
      `${a.stateName} ${a.postalCode}`,
    ];
    const text = parts.filter((p) => p && p.trim() !== '').join(', ');
    return {
      id: a.id,
      addressType: a.addressType === 'BILLING' ? 'BILLING' : 'SHIPPING',
      label: a.gstNum ? `${text} · ${a.gstNum}` : text,
      stateCode: a.stateCode,
      gstNum: a.gstNum,
    };
  });
}

/** Active seller warehouses; a seller user sees only its own (rm and tm scopes do not apply to sources). */
export async function lookupWarehouses(
  db: DbOrTx,
  scope: OwnerScope,
  q: LookupQuery,
): Promise<WarehouseLookup[]> {
  const text = q.q
    ? or(ilike(warehouses.name, likePattern(q.q)), ilike(sellers.name, likePattern(q.q)))
    : undefined;
  const rows = await db
    .select({ w: warehouses, sellerName: sellers.name })
    .from(warehouses)
    .innerJoin(sellers, eq(sellers.id, warehouses.sellerId))
    .where(
      and(
        eq(warehouses.isActive, true),
        scopeWhere({ sellerId: scope.sellerId }, { sellerId: warehouses.sellerId }),
        text,
      ),
    )
    .orderBy(asc(warehouses.name), asc(warehouses.id))
    .limit(q.pageSize);
  return rows.map(({ w, sellerName }) => ({
    id: w.id,
    name: w.name,
    sellerName,
    city: w.city,
    state: w.state,
  }));
}

export async function lookupProducts(db: DbOrTx, q: LookupQuery): Promise<ProductLookup[]> {
  const rows = await searchActiveProducts(db, q.q ? likePattern(q.q) : undefined, q.pageSize);
  return rows.map((p) => ({
    id: p.id,
    sku: p.sku,
    name: p.name,
    unit: p.unit,
    listPricePaise: p.listPricePaise.toString(),
    gstRatePercent: p.gstRateBasisPoints / 100,
  }));
}

const tags = ['orders'];

/** Look-ups of the create-order form and the import wizard: only for users who may create orders. */
export function orderLookupRoutes(db: DbOrTx): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      ORDER_ENDPOINTS.lookupBuyers,
      async (request) => lookupBuyers(db, scopeOf(request), request.query),
      {
        tags,
      },
    );
    route(
      app,
      ORDER_ENDPOINTS.lookupBuyerAddresses,
      async (request) => lookupBuyerAddresses(db, scopeOf(request), request.params.buyerId),
      { tags },
    );
    route(
      app,
      ORDER_ENDPOINTS.lookupWarehouses,
      async (request) => lookupWarehouses(db, scopeOf(request), request.query),
      { tags },
    );
    route(app, ORDER_ENDPOINTS.lookupProducts, async (request) => lookupProducts(db, request.query), {
      tags,
    });
  };
}
