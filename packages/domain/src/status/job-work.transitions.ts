import type { Permission } from '../access/permissions';
import type { JobStatus } from './file-job.states';
import type { OrderStatus } from './order.states';
import { defineTransitions } from './transitions';

/** Job work (doc 1 "Job: DRAFT, RUNNING, COMPLETED"): the job status set without its failure state. */
export type JobWorkStatus = Exclude<JobStatus, 'FAILED_MAX_LIMIT'>;
export type JobWorkAction = 'start' | 'complete';

export const JOB_WORK_TRANSITIONS = defineTransitions<JobWorkStatus, JobWorkAction, Permission>([
  { from: 'DRAFT', to: 'RUNNING', action: 'start', permission: 'Allow_Order_Edit' },
  { from: 'RUNNING', to: 'COMPLETED', action: 'complete', permission: 'Allow_Order_Edit' },
]);

/** Only a draft is deleted: once the material is with the job worker the record must stay. */
export const JOB_WORK_DELETABLE_STATUSES = ['DRAFT'] as const satisfies readonly JobWorkStatus[];

/**
 * Orders that may take new job work: approved and not yet closed. Work already recorded can still be
 * started and completed after the order moves on, since the material is out with the job worker.
 */
export const JOB_WORK_ORDER_STATUSES = [
  'ORDER_APPROVED',
  'PLANNED',
  'IN_PROGRESS',
] as const satisfies readonly OrderStatus[];

export function isJobWorkDeletable(status: string): boolean {
  return (JOB_WORK_DELETABLE_STATUSES as readonly string[]).includes(status);
}

export function acceptsJobWork(orderStatus: string): boolean {
  return (JOB_WORK_ORDER_STATUSES as readonly string[]).includes(orderStatus);
}
