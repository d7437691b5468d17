import {
  INVOICE_REVISION_STATUSES,
  INVOICE_STATUSES,
  LEDGER_TRANSACTION_TYPES,
  PAISE_WIRE_MESSAGE,
  PAYMENT_MISMATCH_TAGS,
} from '@dom/domain';
import { z } from 'zod';
import { moneySchema } from '../common/money';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const InvoiceStatusSchema = z.enum(values(INVOICE_STATUSES));
export const InvoiceRevisionStatusSchema = z.enum(values(INVOICE_REVISION_STATUSES));
export const LedgerTransactionTypeSchema = z.enum(values(LEDGER_TRANSACTION_TYPES));
export const PaymentMismatchTagSchema = z.enum(values(PAYMENT_MISMATCH_TAGS));

/** How money reached us (the books' payment modes). */
export const PAYMENT_TYPES = ['NEFT', 'RTGS', 'IMPS', 'UPI', 'CHEQUE'] as const;
export const PaymentTypeSchema = z.enum(PAYMENT_TYPES);

/** A strictly positive amount of paise, as digits (bigint does not survive JSON). */
export const PositivePaiseWireSchema = moneySchema({
  positive: true,
  message: `${PAISE_WIRE_MESSAGE}, more than zero`,
});

/** An identifier from the books system (invoice, payment, buyer). */
export const BooksIdSchema = z
  .string()
  .trim()
  .min(1, 'Enter an id')
  .max(64, 'At most 64 characters')
  .regex(/^[A-Za-z0-9/_.:-]+$/, 'Use letters, digits and / _ . : - only');

export const LimitOffsetSchema = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    limit: z.coerce.number().int().min(1, 'limit must be 1 or more').max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0, 'offset must be 0 or more').max(1_000_000).default(0),
  });

export const ListOfSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });

/** An optional id filter; an empty query value means "no filter" (doc 1 §7). */
export const optionalUuid = () => z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional());
