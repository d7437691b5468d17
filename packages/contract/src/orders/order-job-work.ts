import { validateNumberInput } from '@dom/domain';
import { z } from 'zod';
import { allowedActionTo } from '../common/allowed-action';

const text = (min: number, max: number) =>
  z.string().trim().min(min, `Enter at least ${min} characters`).max(max, `Enter at most ${max} characters`);

export const JOB_WORK_POSITIVE_MESSAGE = 'Enter a quantity more than 0';

/** At most 3 decimals, as text, and more than zero: a job of nothing is not work. */
export const JobWorkQuantitySchema = z.string().superRefine((v, ctx) => {
  const problem = validateNumberInput(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
  else if (!/[1-9]/.test(v)) ctx.addIssue({ code: 'custom', message: JOB_WORK_POSITIVE_MESSAGE });
});

export const JobWorkStatusSchema = z.enum(['DRAFT', 'RUNNING', 'COMPLETED']);
export const JobWorkActionSchema = z.enum(['start', 'complete']);
export type JobWorkAction = z.infer<typeof JobWorkActionSchema>;

/** Work sent out on an order line: the process (e.g. "Cut and bend"), who does it, how much. */
export const CreateJobWorkSchema = z.object({
  lineItemId: z.string().uuid('Select a line of this order'),
  process: text(2, 80),
  jobWorker: text(2, 120),
  quantity: JobWorkQuantitySchema,
  expectedCompletionDate: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
});
export type CreateJobWork = z.infer<typeof CreateJobWorkSchema>;

export const JobWorkSchema = z.object({
  id: z.string(),
  orderKey: z.string(),
  lineItemId: z.string(),
  lineNumber: z.number().int(),
  skuId: z.string(),
  productName: z.string(),
  unit: z.string(),
  process: z.string(),
  jobWorker: z.string(),
  quantity: z.string(),
  expectedCompletionDate: z.string().nullable(),
  status: JobWorkStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What this user may do with the row now: the table's moves (`to` their state), and delete while a draft. */
  allowedActions: z.array(
    allowedActionTo(JobWorkStatusSchema).extend({ action: z.enum(['start', 'complete', 'delete']) }),
  ),
});
export type JobWork = z.infer<typeof JobWorkSchema>;

export const JobWorkListSchema = z.object({
  items: z.array(JobWorkSchema),
  /** The user may add job work and the order's state takes it. */
  canAdd: z.boolean(),
});
export type JobWorkList = z.infer<typeof JobWorkListSchema>;

export const JobWorkIdParamSchema = z.object({ id: z.string().uuid('Not a job work id') });
export const JobWorkActionParamSchema = JobWorkIdParamSchema.extend({ action: JobWorkActionSchema });
