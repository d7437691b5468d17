import { validateBuyerCreditDays } from '@dom/domain';
import { z } from 'zod';
import { ChargeTypeSchema, PaiseWireSchema, QuantityWireSchema } from './order-common';

export const CreateOrderLineSchema = z.object({
  productId: z.string().uuid(),
  orderedQuantity: QuantityWireSchema,
  buyerPricePerUnitPaise: PaiseWireSchema,
  sellerPricePerUnitPaise: PaiseWireSchema,
});

/** The starred fields of doc 2 §5 are required; the buyer credit days are capped at 21. */
export const CreateOrderSchema = z.object({
  buyerId: z.string().uuid(),
  billingAddressSame: z.boolean().default(true),
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
  charges: z.array(z.object({ chargeType: ChargeTypeSchema, amountPaise: PaiseWireSchema })).default([]),
});
export type CreateOrder = z.infer<typeof CreateOrderSchema>;
