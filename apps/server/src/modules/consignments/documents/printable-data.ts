import { gstStateName } from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database';
import { type StoredAddress, orders } from '../../orders';
import { buyers, warehouses } from '../../parties';
import { lineValuePaise, taxPaise } from '../consignment-money';
import type { ConsignmentLineRow, ConsignmentRow } from '../consignments.repo';

// What the printed documents say, read once from the consignment, its order (addresses) and the
// warehouse it leaves from. Taxes are worked out line by line as the IRN request sent them.

export interface PartyBlock {
  name: string;
  gstin: string;
  address: string[];
  stateCode: string;
  stateName: string;
}

export interface PrintLine {
  lineNumber: number;
  itemId: string;
  description: string;
  hsnCode: string;
  quantity: string;
  unit: string;
  unitPricePaise: bigint;
  taxableValuePaise: bigint;
  gstRateBp: number;
  taxPaise: bigint;
  cgstPaise: bigint;
  sgstPaise: bigint;
  igstPaise: bigint;
}

export interface PrintData {
  row: ConsignmentRow;
  supplier: PartyBlock;
  recipient: PartyBlock;
  shipTo: PartyBlock;
  /** The state where the goods are delivered (section 10 IGST Act: movement ends there). */
  placeOfSupply: { stateCode: string; stateName: string };
  interState: boolean;
  lines: PrintLine[];
  totals: { taxable: bigint; cgst: bigint; sgst: bigint; igst: bigint; tax: bigint; total: bigint };
}

const stateOfGstin = (gstin: string | null | undefined): string => (gstin ?? '').slice(0, 2);
const stateLabel = (code: string): string => gstStateName(code) ?? code;

function addressLines(a: StoredAddress | null | undefined): string[] {
  if (!a) return [];
  return [a.addressLine1, a.addressLine2 ?? '', `${a.cityName}, ${a.stateName} - ${a.postalCode}`].filter(
    Boolean,
  );
}

export async function printDataOf(
  db: DbOrTx,
  row: ConsignmentRow,
  lineRows: readonly ConsignmentLineRow[],
): Promise<PrintData> {
  const [order] = await db
    .select({ billing: orders.billingAddress, shipping: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  const [warehouse] = await db.select().from(warehouses).where(eq(warehouses.id, row.warehouseId));
  const [buyer] = await db
    .select({
      addressLine1: buyers.addressLine1,
      addressLine2: buyers.addressLine2,
      city: buyers.city,
      state: buyers.state,
      pinCode: buyers.pinCode,
      stateCode: buyers.stateCode,
    })
    .from(buyers)
    .where(eq(buyers.id, row.buyerId));

  const supplierState = stateOfGstin(row.sellerGstin) || warehouse?.stateCode || '';
  const supplier: PartyBlock = {
    name: row.sellerName,
    gstin: row.sellerGstin ?? '',
    address: warehouse
      ? [
          warehouse.name,
          warehouse.addressLine1,
          `${warehouse.city}, ${warehouse.state} - ${warehouse.pinCode}`,
        ]
      : [row.sourceName, row.sourcePinCode ?? ''],
    stateCode: supplierState,
    stateName: stateLabel(supplierState),
  };
  const billing = order?.billing;
  const recipientState = billing?.stateCode || stateOfGstin(row.buyerGstin) || buyer?.stateCode || '';
  const recipient: PartyBlock = {
    name: row.buyerName,
    gstin: row.buyerGstin ?? 'URP',
    address: billing
      ? addressLines(billing)
      : buyer
        ? [
            buyer.addressLine1,
            buyer.addressLine2 ?? '',
            `${buyer.city}, ${buyer.state} - ${buyer.pinCode}`,
          ].filter(Boolean)
        : [],
    stateCode: recipientState,
    stateName: stateLabel(recipientState),
  };
  const shipping = order?.shipping;
  const shipState = shipping?.stateCode || recipientState;
  const shipTo: PartyBlock = {
    ...recipient,
    address: shipping ? addressLines(shipping) : recipient.address,
    stateCode: shipState,
    stateName: stateLabel(shipState),
  };
  const interState = supplierState !== shipState;
  const lines = lineRows.map((l): PrintLine => {
    const quantity = l.acknowledgedQty ?? l.requestedQty;
    const taxable = lineValuePaise(quantity, l.unitPricePaise);
    const tax = taxPaise(taxable, l.gstRateBp);
    const cgst = interState ? 0n : tax / 2n;
    return {
      lineNumber: l.lineNumber,
      itemId: l.itemId,
      description: l.productName,
      hsnCode: l.hsnCode,
      quantity,
      unit: l.unit,
      unitPricePaise: l.unitPricePaise,
      taxableValuePaise: taxable,
      gstRateBp: l.gstRateBp,
      taxPaise: tax,
      cgstPaise: cgst,
      sgstPaise: interState ? 0n : tax - cgst,
      igstPaise: interState ? tax : 0n,
    };
  });
  const sum = (pick: (l: PrintLine) => bigint) => lines.reduce((a, l) => a + pick(l), 0n);
  const totals = {
    taxable: sum((l) => l.taxableValuePaise),
    cgst: sum((l) => l.cgstPaise),
    sgst: sum((l) => l.sgstPaise),
    igst: sum((l) => l.igstPaise),
    tax: sum((l) => l.taxPaise),
    total: 0n,
  };
  totals.total = totals.taxable + totals.tax;
  return {
    row,
    supplier,
    recipient,
    shipTo,
    placeOfSupply: { stateCode: shipState, stateName: stateLabel(shipState) },
    interState,
    lines,
    totals,
  };
}

export const rateText = (bp: number): string => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;
