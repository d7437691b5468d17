import { type CreateOrder, CreateOrderSchema } from '@dom/contract';
import { isValidNumberInput, tryParseRupees, validateBuyerCreditDays } from '@dom/domain';
import { z } from 'zod';
import {
  REQUIRED_MESSAGE,
  notFutureDateTime,
  numberText,
  requiredText,
  rupeesText,
} from '../../components/form/form-schemas';

export const QUANTITY_ABOVE_ZERO = 'orders.create.quantityAboveZero';
/** The billing choice that means the buyer's registered address (not an address-book entry). */
export const REGISTERED_ADDRESS = 'REGISTERED';

const option = z
  .object({ value: z.string(), label: z.string() })
  .nullable()
  .refine((v) => v !== null, REQUIRED_MESSAGE);

const choice = z.string().min(1, REQUIRED_MESSAGE);

/** Credit days as typed: required, whole, at most 21 (the domain's words, as the server says them). */
const creditDaysText = z.string().superRefine((value, ctx) => {
  if (value.trim() === '') return void ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
  const days = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  const problem = validateBuyerCreditDays(Number.isNaN(days) ? null : days);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const quantityText = numberText().refine((v) => !isValidNumberInput(v) || Number(v) > 0, QUANTITY_ABOVE_ZERO);

export const CreateOrderFormSchema = z
  .object({
    buyer: option,
    billingAddress: choice,
    billingAddressSame: z.boolean(),
    shippingAddress: z.string(),
    warehouse: option,
    shippingMode: choice,
    logisticsProvider: choice,
    paymentTerms: choice,
    buyerCreditDays: creditDaysText,
    poReceivedAt: notFutureDateTime(),
    buyerPONumber: requiredText(64),
    orderCategory: z.enum(['FOR', 'EXW']),
    lines: z
      .array(
        z.object({
          product: option,
          quantity: quantityText,
          buyerPrice: rupeesText(),
          sellerPrice: rupeesText(),
        }),
      )
      .min(1),
    charges: z.array(z.object({ chargeType: choice, amount: rupeesText() })),
  })
  .refine((v) => v.billingAddressSame || v.shippingAddress !== '', {
    message: REQUIRED_MESSAGE,
    path: ['shippingAddress'],
  });
export type CreateOrderForm = z.input<typeof CreateOrderFormSchema>;

export const EMPTY_LINE: CreateOrderForm['lines'][number] = {
  product: null,
  quantity: '',
  buyerPrice: '',
  sellerPrice: '',
};

export function emptyCreateOrderForm(now: Date = new Date()): CreateOrderForm {
  // The PO usually arrived just now; the minute keeps the future-time rule quiet.
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  return {
    buyer: null,
    billingAddress: '',
    billingAddressSame: true,
    shippingAddress: '',
    warehouse: null,
    shippingMode: '',
    logisticsProvider: '',
    paymentTerms: '',
    buyerCreditDays: '',
    poReceivedAt: minute.toISOString(),
    buyerPONumber: '',
    orderCategory: 'FOR',
    lines: [{ ...EMPTY_LINE }],
    charges: [],
  };
}

const paise = (rupees: string): string => {
  const parsed = tryParseRupees(rupees);
  return parsed.ok ? parsed.paise.toString() : '';
};

/**
 * The create call's body from a valid form, checked with the server's own schema so the form can
 * never send what the server would refuse for shape.
 */
export function toCreateOrder(values: CreateOrderForm): CreateOrder {
  return CreateOrderSchema.parse({
    buyerId: values.buyer?.value,
    billingAddressId: values.billingAddress === REGISTERED_ADDRESS ? undefined : values.billingAddress,
    billingAddressSame: values.billingAddressSame,
    shippingAddressId: values.billingAddressSame ? undefined : values.shippingAddress,
    warehouseId: values.warehouse?.value,
    shippingMode: values.shippingMode,
    logisticsProvider: values.logisticsProvider,
    paymentTerms: values.paymentTerms,
    buyerCreditDays: Number(values.buyerCreditDays),
    poReceivedAt: values.poReceivedAt,
    buyerPONumber: values.buyerPONumber.trim(),
    orderCategory: values.orderCategory,
    lines: values.lines.map((line) => ({
      productId: line.product?.value,
      orderedQuantity: line.quantity.trim(),
      buyerPricePerUnitPaise: paise(line.buyerPrice),
      sellerPricePerUnitPaise: paise(line.sellerPrice),
    })),
    charges: values.charges.map((c) => ({ chargeType: c.chargeType, amountPaise: paise(c.amount) })),
  });
}

/** Pre-tax value of the lines typed so far, in paise (quantity × buyer price), for the summary. */
export function linesValuePaise(lines: CreateOrderForm['lines']): bigint {
  let total = 0n;
  for (const line of lines) {
    const price = tryParseRupees(line.buyerPrice);
    if (!price.ok || !isValidNumberInput(line.quantity) || line.quantity.trim() === '') continue;
    const [whole = '0', fraction = ''] = line.quantity.trim().split('.');
    const milli = BigInt(whole) * 1000n + BigInt((fraction + '000').slice(0, 3));
    total += (milli * BigInt(price.paise)) / 1000n;
  }
  return total;
}
