import { type CreateJobWork, type JobWork, ORDER_ENDPOINTS } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/session-context';
import { callAllowedAction } from '../../lib/allowed-actions';
import { call } from '../../lib/api-client';
import { ORDERS_KEY } from './orders-api';

/** The tab and its count share one query, so the list is fetched once per order. */
export const jobWorksKey = (orderKey: string) => [ORDERS_KEY, 'job-works', orderKey] as const;

export function useJobWorks(orderKey: string | undefined) {
  const { hasPermission } = useSession();
  return useQuery({
    queryKey: jobWorksKey(orderKey ?? ''),
    queryFn: () => call(ORDER_ENDPOINTS.jobWorks, { params: { key: orderKey ?? '' } }),
    enabled:
      orderKey !== undefined &&
      hasPermission('Display_Order_Job_Work_Tab') &&
      hasPermission('Adm_Order_View'),
  });
}

export function createJobWork(
  orderKey: string,
  body: CreateJobWork,
  idempotencyKey: string,
): Promise<JobWork> {
  return call(ORDER_ENDPOINTS.createJobWork, { params: { key: orderKey }, body }, { idempotencyKey });
}

/** One of the row's allowed actions (start, complete, delete), through the call the server named. */
export function runJobWorkAction(
  action: JobWork['allowedActions'][number],
  idempotencyKey?: string,
): Promise<unknown> {
  return callAllowedAction(action, undefined, { idempotencyKey });
}
