import { z } from 'zod';
import { queryDate } from '../common/query';
import { PaiseWireSchema } from '../orders/order-common';
import { LedgerTransactionTypeSchema } from './credit-common';

export const LedgerQuerySchema = z.object({
  buyerId: z.uuid(),
  fromDate: queryDate(),
  toDate: queryDate(),
});
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>;

export const LedgerRowSchema = z.object({
  entryId: z.string(),
  entryDate: z.string(),
  type: LedgerTransactionTypeSchema,
  typeLabel: z.string(),
  reference: z.string(),
  narration: z.string().nullable(),
  debitPaise: PaiseWireSchema,
  creditPaise: PaiseWireSchema,
  balancePaise: PaiseWireSchema,
});
export type LedgerRow = z.infer<typeof LedgerRowSchema>;

export const LedgerStatementSchema = z.object({
  buyerId: z.uuid(),
  buyerName: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  openingBalancePaise: PaiseWireSchema,
  closingBalancePaise: PaiseWireSchema,
  totalDebitPaise: PaiseWireSchema,
  totalCreditPaise: PaiseWireSchema,
  rows: z.array(LedgerRowSchema),
});
export type LedgerStatement = z.infer<typeof LedgerStatementSchema>;

export const OperationalBalanceQuerySchema = z.object({ buyerId: z.uuid() });
/**
 * The buyer's operational balance: limit, outstanding and available are the credit position's and the
 * Limits tab's figures (one computation).
 */
export const OperationalBalanceSchema = z.object({
  buyerId: z.uuid(),
  /** The credit limit with the enhancers and ad-hoc limits in force. */
  creditLimitPaise: PaiseWireSchema,
  /** The ledger balance: what the buyer owes now. */
  outstandingPaise: PaiseWireSchema,
  openInvoicesPaise: PaiseWireSchema,
  delayedPaise: PaiseWireSchema,
  overduePaise: PaiseWireSchema,
  unallocatedPaymentsPaise: PaiseWireSchema,
  /** Credit limit less what is outstanding; below zero when the buyer is over its limit. */
  availablePaise: PaiseWireSchema,
  asOf: z.string(),
});
export type OperationalBalance = z.infer<typeof OperationalBalanceSchema>;
