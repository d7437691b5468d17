import { z } from 'zod';
import { moneySchema } from '../common/money';
import { CommentSchema } from '../common/comment';
import { endpointsOf, type CommonErrorCode } from '../endpoint';
import { PAISE_WIRE_MESSAGE } from '@dom/domain';

/** Where a buyer's credit limit came from (the audit row names it). */
export const CREDIT_LIMIT_SOURCES = ['LIMIT_CHANGE', 'CREDIT_LEAD', 'ENHANCER', 'ADHOC_LIMIT'] as const;
export const CreditLimitSourceSchema = z.enum(CREDIT_LIMIT_SOURCES);
export type CreditLimitSource = z.infer<typeof CreditLimitSourceSchema>;

export const BuyerLimitParamSchema = z.object({ buyerId: z.string().uuid('Enter a buyer id') });

/** PUT credit/buyer/{buyerId}/limit: a manual limit change, with its reason. */
export const CreditLimitChangeSchema = z.object({
  limitPaise: moneySchema({ message: `${PAISE_WIRE_MESSAGE}, zero or more` }),
  reason: CommentSchema.trim().min(3, 'Enter a reason').max(500, 'At most 500 characters'),
});
export type CreditLimitChange = z.infer<typeof CreditLimitChangeSchema>;

export const BuyerCreditLimitSchema = z.object({
  buyerId: z.string(),
  limitPaise: z.string(),
  previousLimitPaise: z.string(),
  utilisedPaise: z.string(),
  source: CreditLimitSourceSchema,
  updatedAt: z.string(),
});
export type BuyerCreditLimit = z.infer<typeof BuyerCreditLimitSchema>;

const define = endpointsOf<CommonErrorCode | 'NOT_FOUND'>();

/** The credit limit's own call (the credit area registers it; leads and enhancers call the command). */
export const CREDIT_LIMIT_CHANGE_ENDPOINTS = {
  changeLimit: define({
    id: 'creditLimit.change',
    method: 'PUT',
    path: '/credit/buyer/:buyerId/limit',
    access: 'Allow_Credit_Memo_Edit',
    params: BuyerLimitParamSchema,
    body: CreditLimitChangeSchema,
    response: BuyerCreditLimitSchema,
    errors: ['NOT_FOUND'],
    summary: "Change a buyer's credit limit (audited)",
  }),
};
