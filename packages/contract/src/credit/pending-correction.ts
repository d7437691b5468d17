import { z } from 'zod';

/**
 * An IN_PROGRESS revision's correction that the e-invoice portal has not answered yet (an outage):
 * sending the same call again finishes it.
 */
export const PendingCorrectionSchema = z.object({
  kind: z.enum(['IRN_VOID', 'CREDIT_NOTE', 'DEBIT_NOTE']),
  amountPaise: z.string().nullable(),
  cancelReasonCode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable(),
  remark: z.string().nullable(),
});
export type PendingCorrection = z.infer<typeof PendingCorrectionSchema>;
