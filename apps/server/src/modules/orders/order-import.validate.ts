import {
  type CreateOrder,
  CreateOrderSchema,
  type ImportRowError,
  ORDER_IMPORT_COLUMNS,
  type OrderImportColumn,
} from '@dom/contract';
import { tryParseRupees, validateBuyerCreditDays, unitQuantityError, validateNumberInput } from '@dom/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { buyers, warehouses } from '../parties';
import { activeProductsBySku } from '../catalogue';
import { type OwnerScope, scopeWhere } from '../identity';
import { buyerScopeWhere } from './order-lookups';
import type { ImportRow } from './order-import.parse';
import { parseIstDateTime } from './order-import.parse';
import { IMPORT_CHOICES } from './order-import.template';
import { toMilli } from './quantity';

export interface ImportGroup {
  ref: string;
  rows: number[];
  body: CreateOrder;
}

export interface ImportValidation {
  errors: ImportRowError[];
  groups: ImportGroup[];
}

const REQUIRED: readonly OrderImportColumn[] = ORDER_IMPORT_COLUMNS.filter(
  (c) => c !== 'Order Category' && c !== 'Charge Type' && c !== 'Charge Amount',
);
/** The order-level columns: every row of one Order Ref must agree on them. */
const ORDER_COLUMNS: readonly OrderImportColumn[] = [
  'Buyer Code',
  'Seller Warehouse',
  'Shipping Mode',
  'Logistics Provider',
  'Payment Terms',
  'Buyer Credit Days',
  'PO Received Date and Time',
  'Buyer PO Number',
  'Order Category',
];
/** Where a create-order field comes from, to name the column of a schema complaint. */
const COLUMN_OF: Record<string, OrderImportColumn> = {
  buyerId: 'Buyer Code',
  warehouseId: 'Seller Warehouse',
  shippingMode: 'Shipping Mode',
  logisticsProvider: 'Logistics Provider',
  paymentTerms: 'Payment Terms',
  buyerCreditDays: 'Buyer Credit Days',
  poReceivedAt: 'PO Received Date and Time',
  buyerPONumber: 'Buyer PO Number',
  orderCategory: 'Order Category',
  productId: 'SKU',
  orderedQuantity: 'Quantity',
  buyerPricePerUnitPaise: 'Buyer Price per Unit',
  sellerPricePerUnitPaise: 'Seller Price per Unit',
  chargeType: 'Charge Type',
  amountPaise: 'Charge Amount',
};
const MAX_REF = 40;

function choice(column: OrderImportColumn, text: string): string | null {
  const wanted = text.trim().toLowerCase();
  const found = IMPORT_CHOICES[column]?.find(
    (c) => c.code.toLowerCase() === wanted || c.label.toLowerCase() === wanted,
  );
  return found?.code ?? null;
}

/**
 * Checks every row with the create-order rules (the same schema, the same existence checks) and
 * groups the rows by Order Ref. Errors name the spreadsheet row and column; nothing is written.
 */
export async function validateImportRows(
  db: DbOrTx,
  scope: OwnerScope,
  rows: readonly ImportRow[],
): Promise<ImportValidation> {
  const distinct = (c: OrderImportColumn) => [...new Set(rows.map((r) => r.cells[c]).filter(Boolean))];
  const codes = distinct('Buyer Code');
  const names = distinct('Seller Warehouse');
  const skus = distinct('SKU');
  const foundBuyers = codes.length
    ? await db
        .select({ id: buyers.id, code: buyers.code })
        .from(buyers)
        .where(and(inArray(buyers.code, codes), buyerScopeWhere(scope)))
    : [];
  const foundWarehouses = names.length
    ? await db
        .select({ id: warehouses.id, name: warehouses.name })
        .from(warehouses)
        .where(
          and(
            inArray(warehouses.name, names),
            eq(warehouses.isActive, true),
            scopeWhere({ sellerId: scope.sellerId }, { sellerId: warehouses.sellerId }),
          ),
        )
    : [];
  const foundProducts = await activeProductsBySku(db, skus);

  const errors: ImportRowError[] = [];
  const fail = (row: number, column: OrderImportColumn, message: string) =>
    errors.push({ row, column, message });
  const byRef = new Map<string, ImportRow[]>();
  for (const r of rows) {
    const c = r.cells;
    for (const column of REQUIRED) if (!c[column]) fail(r.row, column, 'Required');
    if (c['Order Ref'].length > MAX_REF) fail(r.row, 'Order Ref', `At most ${MAX_REF} characters`);
    if (c['Buyer Code'] && !foundBuyers.some((b) => b.code === c['Buyer Code']))
      fail(r.row, 'Buyer Code', 'No such buyer');
    const houses = foundWarehouses.filter((w) => w.name === c['Seller Warehouse']);
    if (c['Seller Warehouse'] && houses.length === 0)
      fail(r.row, 'Seller Warehouse', 'No such seller warehouse');
    if (houses.length > 1) fail(r.row, 'Seller Warehouse', 'Several warehouses have this name');
    if (c.SKU && !foundProducts.some((p) => p.sku === c.SKU)) fail(r.row, 'SKU', 'No such product');
    for (const column of Object.keys(IMPORT_CHOICES) as OrderImportColumn[]) {
      if (c[column] && !choice(column, c[column]))
        fail(
          r.row,
          column,
          `Choose one of: ${(IMPORT_CHOICES[column] ?? []).map((o) => o.label).join(', ')}`,
        );
    }
    if (c['Buyer Credit Days']) {
      // The create rule itself, so the cap shows even on a row with other problems.
      const days = /^\d+$/.test(c['Buyer Credit Days']) ? Number(c['Buyer Credit Days']) : null;
      const problem = validateBuyerCreditDays(days);
      if (problem) fail(r.row, 'Buyer Credit Days', problem);
    }
    if (c['PO Received Date and Time'] && !parseIstDateTime(c['PO Received Date and Time']))
      fail(r.row, 'PO Received Date and Time', 'Enter the date and time as YYYY-MM-DD HH:MM');
    if (c.Quantity) {
      const problem = validateNumberInput(c.Quantity);
      if (problem) fail(r.row, 'Quantity', problem);
      else if (toMilli(c.Quantity) <= 0n) fail(r.row, 'Quantity', 'Enter a quantity above 0');
      else {
        const unit = foundProducts.find((p) => p.sku === c.SKU)?.unit;
        const whole = unit ? unitQuantityError(unit, c.Quantity) : null;
        if (whole) fail(r.row, 'Quantity', whole);
      }
    }
    for (const column of ['Buyer Price per Unit', 'Seller Price per Unit', 'Charge Amount'] as const) {
      if (!c[column]) continue;
      const parsed = tryParseRupees(c[column]);
      if (!parsed.ok) fail(r.row, column, parsed.error);
    }
    if (c['Charge Type'] && !c['Charge Amount']) fail(r.row, 'Charge Amount', 'Required with a charge type');
    if (c['Charge Amount'] && !c['Charge Type']) fail(r.row, 'Charge Type', 'Required with a charge amount');
    if (c['Order Ref']) byRef.set(c['Order Ref'], [...(byRef.get(c['Order Ref']) ?? []), r]);
  }

  const groups: ImportGroup[] = [];
  for (const [ref, members] of byRef) {
    const first = members[0];
    if (!first) continue;
    for (const r of members.slice(1))
      for (const column of ORDER_COLUMNS)
        if (r.cells[column] !== first.cells[column])
          fail(r.row, column, `Differs from row ${first.row} of order ${ref}`);
    const rowNumbers = members.map((r) => r.row);
    if (errors.some((e) => rowNumbers.includes(e.row))) continue;
    const c = first.cells;
    const paise = (text: string) => {
      const parsed = tryParseRupees(text);
      return parsed.ok ? parsed.paise.toString() : '';
    };
    const chargeRows = members.filter((r) => r.cells['Charge Type']);
    const candidate = {
      buyerId: foundBuyers.find((b) => b.code === c['Buyer Code'])?.id,
      billingAddressSame: true,
      warehouseId: foundWarehouses.find((w) => w.name === c['Seller Warehouse'])?.id,
      shippingMode: choice('Shipping Mode', c['Shipping Mode']),
      logisticsProvider: choice('Logistics Provider', c['Logistics Provider']),
      paymentTerms: choice('Payment Terms', c['Payment Terms']),
      buyerCreditDays: Number(c['Buyer Credit Days']),
      poReceivedAt: parseIstDateTime(c['PO Received Date and Time']),
      buyerPONumber: c['Buyer PO Number'],
      orderCategory: c['Order Category'] ? choice('Order Category', c['Order Category']) : 'FOR',
      lines: members.map((r) => ({
        productId: foundProducts.find((p) => p.sku === r.cells.SKU)?.id,
        orderedQuantity: r.cells.Quantity,
        buyerPricePerUnitPaise: paise(r.cells['Buyer Price per Unit']),
        sellerPricePerUnitPaise: paise(r.cells['Seller Price per Unit']),
      })),
      charges: chargeRows.map((r) => ({
        chargeType: choice('Charge Type', r.cells['Charge Type']),
        amountPaise: paise(r.cells['Charge Amount']),
      })),
    };
    // The create call's own schema: the import can never accept what the form would refuse.
    const parsed = CreateOrderSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, index, leaf] = issue.path;
        const from = head === 'charges' ? chargeRows : members;
        const lineRow = typeof index === 'number' ? from[index]?.row : undefined;
        const field = typeof leaf === 'string' ? leaf : String(head);
        fail(lineRow ?? first.row, COLUMN_OF[field] ?? 'Order Ref', issue.message);
      }
      continue;
    }
    groups.push({ ref, rows: rowNumbers, body: parsed.data });
  }
  errors.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
  return { errors, groups };
}
