import { unitQuantityError } from '@dom/domain';
import { randomUUID } from 'node:crypto';
import type { CreateOrder, OrderActionResult } from '@dom/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { DbOrTx } from '../../platform/db/database';
import { buyers, sellers, warehouses } from '../parties';
import { productsByIds } from '../catalogue';
import { users } from '../identity';
import { AppError, type FieldError, badRequest } from '../../platform/errors';
import { enqueueOutbox } from '../../platform/outbox';
import type { OwnerScope } from '../identity';
import type { Actor } from './order-approval.service';
import { buyerScopeWhere } from './order-lookups';
import { bookAddress } from './order-addresses.repo';
import { type StoredAddress, orderCharges, orderLines, orders } from './orders.schema';
import { formatMilli, toMilli } from './quantity';

export const CREATE_FAILED_MESSAGE = 'Failed to create order.';
const ORDER_MANAGER_TEAM_ROLE = 'ORDER_MANAGER';

const newOrderKey = () => `SO-${randomUUID().slice(0, 8).toUpperCase()}`;

export interface CreateOrderOptions {
  /** Only buyers in this scope may be ordered for (another's buyer reads as missing). */
  scope?: OwnerScope;
  /** An imported order's source id: creating it again answers the order already made. */
  sourceSystemOrderId?: string;
}

/**
 * Creates an ORDERED sales order from the starred fields (doc 2 §5) and catalogue lines, in the
 * caller's transaction: it opens none, so a caller that makes several orders (a quotation's, one
 * per seller) commits all of them or none.
 */
export async function createOrder(
  tx: DbOrTx,
  body: CreateOrder,
  actor: Actor,
  opts: CreateOrderOptions = {},
): Promise<OrderActionResult> {
  const [buyer] = await tx
    .select()
    .from(buyers)
    .where(and(eq(buyers.id, body.buyerId), opts.scope ? buyerScopeWhere(opts.scope) : undefined));
  const [warehouse] = await tx
    .select({ w: warehouses, s: sellers })
    .from(warehouses)
    .innerJoin(sellers, eq(sellers.id, warehouses.sellerId))
    .where(eq(warehouses.id, body.warehouseId));
  const found = await productsByIds(
    tx,
    body.lines.map((l) => l.productId),
  );
  const fields: FieldError[] = [];
  if (!buyer) fields.push({ field: 'buyerId', message: 'No such buyer' });
  if (!warehouse) fields.push({ field: 'warehouseId', message: 'No such seller warehouse' });
  body.lines.forEach((l, i) => {
    const product = found.find((p) => p.id === l.productId);
    if (!product) fields.push({ field: `lines[${i}].productId`, message: 'No such product' });
    if (toMilli(l.orderedQuantity) <= 0n)
      fields.push({ field: `lines[${i}].orderedQuantity`, message: 'Enter a quantity above 0' });
    else {
      const whole = product && unitQuantityError(product.unit, l.orderedQuantity);
      if (whole) fields.push({ field: `lines[${i}].orderedQuantity`, message: whole });
    }
  });
  const registered: StoredAddress | null = buyer
    ? {
        addressLine1: buyer.addressLine1,
        addressLine2: buyer.addressLine2,
        cityName: buyer.city,
        stateName: buyer.state,
        stateCode: buyer.stateCode,
        postalCode: buyer.pinCode,
        gstNum: buyer.gstin,
      }
    : null;
  const billing =
    buyer && body.billingAddressId
      ? await bookAddress(tx, buyer.id, body.billingAddressId, 'BILLING', 'billingAddressId', fields)
      : registered;
  const shipping =
    buyer && !body.billingAddressSame && body.shippingAddressId
      ? await bookAddress(tx, buyer.id, body.shippingAddressId, 'SHIPPING', 'shippingAddressId', fields)
      : billing;
  if (fields.length > 0 || !buyer || !warehouse || !billing || !shipping) throw badRequest(fields);

  const lines = body.lines.map((l, i) => {
    const p = found.find((x) => x.id === l.productId);
    if (!p) throw new AppError('INTERNAL', CREATE_FAILED_MESSAGE);
    const milli = toMilli(l.orderedQuantity);
    const buyerPrice = BigInt(l.buyerPricePerUnitPaise);
    const sellerPrice = BigInt(l.sellerPricePerUnitPaise);
    const preTax = (milli * buyerPrice) / 1000n;
    return {
      row: {
        lineNumber: i + 1,
        productId: p.id,
        sku: p.sku,
        productName: p.name,
        brand: p.brand,
        category: p.category,
        subcategory: p.subcategory,
        level1Category: p.level1Category,
        hsn: p.hsn,
        unit: p.unit,
        orderedQty: formatMilli(milli),
        buyerPricePaise: buyerPrice,
        sellerPricePaise: sellerPrice,
        gstRateBp: p.gstRateBasisPoints,
        taxPaise: (preTax * BigInt(p.gstRateBasisPoints)) / 10_000n,
      },
      preTax,
      sellerValue: (milli * sellerPrice) / 1000n,
    };
  });
  const preTax = lines.reduce((s, l) => s + l.preTax, 0n);
  const tax = lines.reduce((s, l) => s + l.row.taxPaise, 0n);
  const sellerValue = lines.reduce((s, l) => s + l.sellerValue, 0n);
  // Each charge keeps its type (order_charges); the shipping cost is the SHIPPING ones, the total all.
  const charges = body.charges.reduce((s, c) => s + BigInt(c.amountPaise), 0n);
  const shippingCost = body.charges
    .filter((c) => c.chargeType === 'SHIPPING')
    .reduce((s, c) => s + BigInt(c.amountPaise), 0n);
  const marginBp = preTax > 0n ? Number(((preTax - sellerValue) * 10_000n) / preTax) : 0;
  const orderKey = newOrderKey();
  try {
    if (opts.sourceSystemOrderId) {
      const [made] = await tx
        .select({ orderKey: orders.orderKey, status: orders.status, version: orders.version })
        .from(orders)
        .where(eq(orders.sourceSystemOrderId, opts.sourceSystemOrderId));
      if (made)
        return {
          orderKey: made.orderKey,
          orderStatus: made.status,
          version: made.version,
        };
    }
    const [rm] = buyer.rmEmail
      ? await tx.select({ name: users.displayName }).from(users).where(eq(users.email, buyer.rmEmail))
      : [];
    // An order manager who books an order manages it (the orderManager filter finds it).
    const [creator] = actor.actorId
      ? await tx
          .select({ name: users.displayName, teamRole: users.teamRole })
          .from(users)
          .where(eq(users.id, actor.actorId))
      : [];
    const [order] = await tx
      .insert(orders)
      .values({
        orderKey,
        sourceSystemOrderId: opts.sourceSystemOrderId ?? `DOM-${orderKey}`,
        orderNumber: orderKey,
        buyerPoNumber: body.buyerPONumber,
        sellerPoNumber: `SPO/${orderKey}`,
        buyerId: buyer.id,
        buyerName: buyer.name,
        buyerCode: buyer.code,
        billingAddress: billing,
        shippingAddress: shipping,
        sellerId: warehouse.s.id,
        sellerName: warehouse.s.name,
        sellerBooksId: warehouse.s.booksId,
        warehouseId: warehouse.w.id,
        warehouseName: warehouse.w.name,
        businessUnit: buyer.businessUnit,
        channel: buyer.businessUnit,
        orderCategory: body.orderCategory,
        status: 'ORDERED',
        orderDate: new Date(),
        poReceivedAt: new Date(body.poReceivedAt),
        maxEta: body.maxEta ?? null,
        paymentTerms: body.paymentTerms,
        creditDays: body.buyerCreditDays,
        shippingMode: body.shippingMode,
        logisticsProvider: body.logisticsProvider,
        orderManager: creator?.teamRole === ORDER_MANAGER_TEAM_ROLE ? creator.name : null,
        rmName: rm?.name ?? null,
        rmEmail: buyer.rmEmail,
        tmEmail: buyer.tmEmail,
        rmRegion: buyer.region,
        lineCount: lines.length,
        preTaxPaise: preTax,
        taxPaise: tax,
        shippingPaise: shippingCost,
        totalPaise: preTax + tax + charges,
        sellerValuePaise: sellerValue,
        grossMarginBp: marginBp,
        itemCategoriesL1: [...new Set(lines.map((l) => l.row.level1Category))],
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert returned no row');
    await tx.insert(orderLines).values(lines.map((l) => ({ ...l.row, orderId: order.id })));
    if (body.charges.length > 0)
      await tx.insert(orderCharges).values(
        body.charges.map((c) => ({
          orderId: order.id,
          chargeType: c.chargeType,
          amountPaise: BigInt(c.amountPaise),
        })),
      );
    await recordAudit(tx, {
      ...actor,
      action: 'order.create',
      entityType: 'order',
      entityId: orderKey,
      after: body,
    });
    await enqueueOutbox(tx, 'order.created', { orderKey });
    return { orderKey, orderStatus: 'ORDERED' as const, version: 1 };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('ORDER_CREATE_FAILED', CREATE_FAILED_MESSAGE, undefined, 500);
  }
}
