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
export const OperationalBalanceSchema = z.object({
  buyerId: z.uuid(),
  creditLimitPaise: PaiseWireSchema,
  /** The ledger balance: what the buyer owes now. */
  outstandingPaise: PaiseWireSchema,
  openInvoicesPaise: PaiseWireSchema,
  delayedPaise: PaiseWireSchema,
  overduePaise: PaiseWireSchema,
  unallocatedPaymentsPaise: PaiseWireSchema,
  /** Credit limit less what is outstanding (never below zero). */
  availablePaise: PaiseWireSchema,
  asOf: z.string(),
});
export type OperationalBalance = z.infer<typeof OperationalBalanceSchema>;
