import { validateBuyerCreditDays } from '@dom/domain';
import { z } from 'zod';
import { MoneySchema } from '../common/money';
import { ChargeTypeSchema, QuantityWireSchema } from './order-common';

export const CreateOrderLineSchema = z.object({
  productId: z.string().uuid(),
  orderedQuantity: QuantityWireSchema,
  buyerPricePerUnitPaise: MoneySchema,
  sellerPricePerUnitPaise: MoneySchema,
});

/** The starred fields of doc 2 §5 are required; the buyer credit days are capped at 21. */
export const CreateOrderSchema = z
  .object({
    buyerId: z.string().uuid(),
    /** A BILLING entry of the buyer's address book; without it, the buyer's registered address. */
    billingAddressId: z.string().uuid().optional(),
    /** Ship to the billing address; otherwise `shippingAddressId` (a SHIPPING entry) is required. */
    billingAddressSame: z.boolean().default(true),
    shippingAddressId: z.string().uuid().optional(),
    warehouseId: z.string().uuid(),
    shippingMode: z.enum(['3PL', 'SELLER_SHIPPED', 'BP_SHIPPED']),
    logisticsProvider: z.enum(['UPS', 'DHL', '3PL', 'BP_SHIPPED']),
    paymentTerms: z.string().min(1).max(100),
    // The domain's rule and words ('Buyer credit days cannot exceed 21 days'), shared with the form.
    buyerCreditDays: z.number().superRefine((days, ctx) => {
      const problem = validateBuyerCreditDays(days);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    poReceivedAt: z.iso.datetime({ offset: true }),
    buyerPONumber: z.string().min(1).max(64),
    maxEta: z.iso.date().optional(),
    orderCategory: z.enum(['EXW', 'FOR']).default('FOR'),
    lines: z.array(CreateOrderLineSchema).min(1),
    charges: z.array(z.object({ chargeType: ChargeTypeSchema, amountPaise: MoneySchema })).default([]),
  })
  .refine((o) => o.billingAddressSame || o.shippingAddressId !== undefined, {
    message: 'Choose a shipping address',
    path: ['shippingAddressId'],
  });
export type CreateOrder = z.infer<typeof CreateOrderSchema>;

/** An entry of a buyer's address book as the create form offers it. */
export const BuyerBookAddressSchema = z.object({
  id: z.string(),
  addressType: z.enum(['BILLING', 'SHIPPING']),
  /** One line: company, street, city, state and PIN, GSTIN. */
  label: z.string(),
  stateCode: z.string(),
  gstNum: z.string().nullable(),
});
export type BuyerBookAddress = z.infer<typeof BuyerBookAddressSchema>;
