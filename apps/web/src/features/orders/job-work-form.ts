import type { CreateJobWork } from '@dom/contract';
import { z } from 'zod';
import { REQUIRED_MESSAGE, isoDateText, numberText } from '../../components/form/form-schemas';

const text = (max: number, key: string) =>
  z.string().trim().min(1, REQUIRED_MESSAGE).min(2, key).max(max, key);

/** The dialog's fields as typed; the server checks the same rules (CreateJobWorkSchema) and the cap. */
export const JobWorkFormSchema = z.object({
  lineItemId: z.string().min(1, REQUIRED_MESSAGE),
  process: text(80, 'orders.jobWork.errors.processLength'),
  jobWorker: text(120, 'orders.jobWork.errors.jobWorkerLength'),
  quantity: numberText().refine(
    (v) => v.trim() === '' || /[1-9]/.test(v),
    'orders.jobWork.errors.quantityPositive',
  ),
  expectedCompletionDate: isoDateText({ required: false }),
});
export type JobWorkForm = z.infer<typeof JobWorkFormSchema>;

export const EMPTY_JOB_WORK_FORM: JobWorkForm = {
  lineItemId: '',
  process: '',
  jobWorker: '',
  quantity: '',
  expectedCompletionDate: '',
};

export function toCreateJobWork(form: JobWorkForm): CreateJobWork {
  return {
    lineItemId: form.lineItemId,
    process: form.process.trim(),
    jobWorker: form.jobWorker.trim(),
    quantity: form.quantity.trim(),
    ...(form.expectedCompletionDate ? { expectedCompletionDate: form.expectedCompletionDate } : {}),
  };
}
