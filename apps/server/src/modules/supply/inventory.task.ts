import { istDateOf, isIsoDate } from '@dom/domain';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { sellers, warehouses } from '../parties';
import { type RowProblem, registerTaskType } from '../tasks';
import {
  productsBySku,
  resolveWarehouse,
  sellerProblem,
  sellersByCode,
  skuProblem,
  warehousesOfSellers,
} from './supply-lookups';
import { sellerInventory } from './supply.schema';
import { quantityInUnit, quantityOut, quantityText } from './task-cells';

const RowSchema = z
  .object({
    'Seller Code': z.string().trim().min(1, 'Enter the seller code').max(40, 'At most 40 characters'),
    SKU: z.string().trim().min(1, 'Enter the SKU').max(60, 'At most 60 characters'),
    Warehouse: z
      .string()
      .trim()
      .min(1, "Enter the warehouse's code or 6-digit pincode")
      .max(40, 'At most 40 characters'),
    'Available Quantity': z.string().transform((text, ctx) => {
      const q = quantityText(text);
      if (q === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter a quantity of 0 or more, at most 3 decimals' });
        return z.NEVER;
      }
      return q;
    }),
    // A date typed as text, or a date cell (the reader gives its wall clock, "YYYY-MM-DD 00:00").
    'As Of': z.string().transform((text, ctx) => {
      const day = text.trim().replace(/^(\d{4}-\d{2}-\d{2}) 00:00$/, '$1');
      const message = !isIsoDate(day)
        ? 'Enter the day of the stock as a real date, YYYY-MM-DD'
        : day > istDateOf(new Date())
          ? 'The day of the stock cannot be after today'
          : null;
      if (message === null) return day;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
  })
  .transform((r) => ({
    sellerCode: r['Seller Code'],
    sku: r.SKU,
    warehouse: r.Warehouse,
    quantity: r['Available Quantity'],
    asOf: r['As Of'],
  }));
type InventoryRow = z.output<typeof RowSchema>;

/** The chunk's sellers, their warehouses and the SKUs: three look-ups per chunk. */
async function lookUp(db: DbOrTx, rows: readonly InventoryRow[]) {
  const [known, skus] = await Promise.all([
    sellersByCode(
      db,
      rows.map((r) => r.sellerCode),
    ),
    productsBySku(
      db,
      rows.map((r) => r.sku),
    ),
  ]);
  const own = await warehousesOfSellers(
    db,
    [...known.values()].map((s) => s.id),
  );
  return { known, skus, own };
}

/**
 * Per chunk: the seller active, the SKU an active product, the warehouse one of the seller's (by
 * code or pincode), the quantity whole for a unit counted in pieces, and no second row of the chunk
 * for the same seller, SKU and warehouse (one typed by code, one by pincode).
 */
async function validate(db: Db, rows: readonly { row: number; value: InventoryRow }[]) {
  const { known, skus, own } = await lookUp(
    db,
    rows.map((r) => r.value),
  );
  const problems = new Map<number, RowProblem[]>();
  const firstRow = new Map<string, number>();
  for (const { row, value } of rows) {
    const found: RowProblem[] = [];
    const seller = known.get(value.sellerCode);
    const product = skus.get(value.sku);
    const sellerIssue = sellerProblem(value.sellerCode, seller);
    if (sellerIssue) found.push(sellerIssue);
    const skuIssue = skuProblem(value.sku, product !== undefined);
    if (skuIssue) found.push(skuIssue);
    if (seller && !sellerIssue) {
      const where = resolveWarehouse(value.sellerCode, value.warehouse, own.get(seller.id) ?? []);
      if ('problem' in where) found.push(where.problem);
      else if (product) {
        const key = `${seller.id}|${product.id}|${where.warehouse.id}`;
        const first = firstRow.get(key);
        if (first !== undefined)
          found.push({ column: 'Warehouse', message: `Same seller, SKU and warehouse as row ${first}` });
        else firstRow.set(key, row);
      }
    }
    if (product) {
      const unitIssue = quantityInUnit(value.quantity, product.unit);
      if (unitIssue) found.push({ column: 'Available Quantity', message: unitIssue });
    }
    if (found.length > 0) problems.set(row, found);
  }
  return problems;
}

/**
 * Upserts by (seller, product, warehouse): the stock of the same place again replaces the quantity
 * and its day. The unit is the SKU's, kept with the row. One `unnest` statement per chunk.
 */
async function write(tx: DbOrTx, rows: readonly InventoryRow[], ctx: { actorId: string | null }) {
  const { known, skus, own } = await lookUp(tx, rows);
  // By the resolved key, the last row winning: one statement may not touch a row twice.
  const byKey = new Map<
    string,
    { sellerId: string; productId: string; warehouseId: string; sku: string; unit: string; row: InventoryRow }
  >();
  for (const r of rows) {
    const seller = known.get(r.sellerCode);
    const product = skus.get(r.sku);
    if (!seller || !product) continue;
    const where = resolveWarehouse(r.sellerCode, r.warehouse, own.get(seller.id) ?? []);
    if ('problem' in where) continue;
    byKey.set(`${seller.id}|${product.id}|${where.warehouse.id}`, {
      sellerId: seller.id,
      productId: product.id,
      warehouseId: where.warehouse.id,
      sku: product.sku,
      unit: product.unit,
      row: r,
    });
  }
  const values = [...byKey.values()];
  if (values.length === 0) return 0;
  await tx.execute(sql`
    INSERT INTO seller_inventory (seller_id, product_id, warehouse_id, sku, unit, available_quantity, as_of, updated_by, updated_at)
    SELECT r.seller_id, r.product_id, r.warehouse_id, r.sku, r.unit, r.available_quantity, r.as_of,
           ${ctx.actorId}::uuid, now()
    FROM unnest(${sql.param(values.map((v) => v.sellerId))}::uuid[],
                ${sql.param(values.map((v) => v.productId))}::uuid[],
                ${sql.param(values.map((v) => v.warehouseId))}::uuid[],
                ${sql.param(values.map((v) => v.sku))}::text[],
                ${sql.param(values.map((v) => v.unit))}::text[],
                ${sql.param(values.map((v) => v.row.quantity))}::numeric[],
                ${sql.param(values.map((v) => v.row.asOf))}::date[])
      AS r(seller_id, product_id, warehouse_id, sku, unit, available_quantity, as_of)
    ON CONFLICT (seller_id, product_id, warehouse_id) DO UPDATE SET
      available_quantity = excluded.available_quantity,
      as_of = excluded.as_of,
      sku = excluded.sku,
      unit = excluded.unit,
      updated_by = excluded.updated_by,
      updated_at = excluded.updated_at`);
  return values.length;
}

/**
 * Every stock row with the seller's code and the warehouse's code (its pincode when it has none),
 * keyset on id, 2,000 at a time, in the template's columns.
 */
async function* exportRows(db: Db) {
  let after: string | null = null;
  for (;;) {
    const batch: {
      id: string;
      code: string;
      sku: string;
      quantity: string;
      asOf: string;
      sourceCode: string | null;
      pinCode: string;
    }[] = await db
      .select({
        id: sellerInventory.id,
        code: sellers.code,
        sku: sellerInventory.sku,
        quantity: sellerInventory.availableQuantity,
        asOf: sellerInventory.asOf,
        sourceCode: warehouses.sourceCode,
        pinCode: warehouses.pinCode,
      })
      .from(sellerInventory)
      .innerJoin(sellers, eq(sellers.id, sellerInventory.sellerId))
      .innerJoin(warehouses, eq(warehouses.id, sellerInventory.warehouseId))
      .where(after ? gt(sellerInventory.id, after) : undefined)
      .orderBy(asc(sellerInventory.id))
      .limit(2_000);
    if (batch.length === 0) return;
    yield batch.map((r) => ({
      'Seller Code': r.code,
      SKU: r.sku,
      Warehouse: r.sourceCode ?? r.pinCode,
      'Available Quantity': quantityOut(r.quantity),
      'As Of': r.asOf,
    }));
    const last = batch[batch.length - 1];
    if (!last || batch.length < 2_000) return;
    after = last.id;
  }
}

/**
 * A seller's stock by upload (doc 3 §7, supply area "inventory"): seller, SKU, warehouse, the
 * quantity available and the day it was counted. Allow_Inventory_* in the spec's style (it names
 * none): the category desk's, as the sellers' MOV rules are.
 */
registerTaskType<InventoryRow>({
  taskType: 'INVENTORY',
  label: "Inventory (a seller's stock by SKU and warehouse)",
  area: 'ops-supply',
  uploadPermission: 'Allow_Inventory_Upload',
  downloadPermission: 'Allow_Inventory_Download',
  columns: [
    { name: 'Seller Code', help: "The seller's platform code (an on-boarded seller).", required: true },
    { name: 'SKU', help: 'An active product of the catalogue.', required: true },
    {
      name: 'Warehouse',
      help: "One of the seller's warehouses: its code (for example SRC00012) or its 6-digit pincode.",
      required: true,
    },
    {
      name: 'Available Quantity',
      help: "0 or more, in the SKU's unit: whole numbers for bags, boxes and pieces, up to 3 decimals for MT.",
      required: true,
    },
    { name: 'As Of', help: 'The day the stock was counted (YYYY-MM-DD), not after today.', required: true },
  ],
  sheetName: 'Inventory',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.sellerCode}\u0000${r.sku}\u0000${r.warehouse.toUpperCase()}`,
  validate,
  write,
  exportRows,
});
