import { z } from 'zod';
import { PaiseWireSchema } from './order-common';

/**
 * `/order/sellerPayment/{id}`: what the marketplace owes the seller for an order, consignment by
 * consignment, at the seller's prices. A consignment's amount becomes payable once it is delivered;
 * payment requests and batches against these amounts belong to seller payments.
 */
export const OrderSellerPaymentConsignmentSchema = z.object({
  consignmentKey: z.string(),
  status: z.string(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  sellerValuePaise: PaiseWireSchema,
  sellerTaxPaise: PaiseWireSchema,
  sellerTotalPaise: PaiseWireSchema,
  payable: z.boolean(),
});
export const OrderSellerPaymentSchema = z.object({
  orderKey: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  sellerPoNumber: z.string().nullable(),
  /** The order's seller value before tax, all lines at their ordered quantity. */
  orderSellerValuePaise: PaiseWireSchema,
  consignments: z.array(OrderSellerPaymentConsignmentSchema),
  /** Seller totals (with tax) of the consignments that are not cancelled or reversed. */
  shippedPaise: PaiseWireSchema,
  payablePaise: PaiseWireSchema,
  notYetPayablePaise: PaiseWireSchema,
});
export type OrderSellerPayment = z.infer<typeof OrderSellerPaymentSchema>;

/** `/sales-order/gstInfo/v1/getActiveGstInfos`: the marketplace's own GST registrations in force today. */
export const GstInfoSchema = z.object({
  gstin: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  legalName: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  pinCode: z.string(),
});
export const ActiveGstInfosSchema = z.object({ items: z.array(GstInfoSchema) });
export type ActiveGstInfos = z.infer<typeof ActiveGstInfosSchema>;
