import {
  CHARGE_TYPES,
  DOCUMENT_TYPES,
  ENHANCER_TYPES,
  ORDER_STATUSES,
  PAISE_WIRE_MESSAGE,
  PAISE_WIRE_PATTERN,
  validateNumberInput,
} from '@dom/domain';
import { z } from 'zod';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const OrderStatusSchema = z.enum(values(ORDER_STATUSES));
export const OrderBusinessUnitSchema = z.enum(['DIRECT', 'UBS', 'UTCL']);
/** EXW or FOR (doc 2 §3): the order-category filter sends these when no enhancer type is set. */
export const OrderCategorySchema = z.enum(['EXW', 'FOR']);
export const EnhancerTypeSchema = z.enum(values(ENHANCER_TYPES));
export const ChargeTypeSchema = z.enum(values(CHARGE_TYPES));
export const DocumentTypeSchema = z.enum(values(DOCUMENT_TYPES));

/** Paise as decimal digits: bigint does not survive JSON. */
export const PaiseWireSchema = z.string().regex(PAISE_WIRE_PATTERN, PAISE_WIRE_MESSAGE);

/** A quantity with at most 3 decimals, as text so 0.1 + 0.2 never happens on the wire. */
export const QuantityWireSchema = z.string().superRefine((v, ctx) => {
  const problem = validateNumberInput(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Free-text comments follow the shared comment rule (no <, > or &; at most 5000 characters). */
export { CommentSchema } from '../common/comment';

export const OrderAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  cityName: z.string(),
  stateName: z.string(),
  stateCode: z.string(),
  postalCode: z.string(),
  gstNum: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderKeyParamSchema = z.object({ key: z.string().min(1).max(64) });
