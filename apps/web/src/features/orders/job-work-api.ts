import type { CreateJobWork, JobWork, JobWorkAction, JobWorkList } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/session-context';
import { apiGet, apiPost, apiRequest } from '../../lib/api-client';
import { ORDERS_KEY } from './orders-api';

/** The tab and its count share one query, so the list is fetched once per order. */
export const jobWorksKey = (orderKey: string) => [ORDERS_KEY, 'job-works', orderKey] as const;

const path = (orderKey: string) => `/order/${encodeURIComponent(orderKey)}/job-works`;

export function useJobWorks(orderKey: string | undefined) {
  const { hasPermission } = useSession();
  return useQuery({
    queryKey: jobWorksKey(orderKey ?? ''),
    queryFn: () => apiGet<JobWorkList>(path(orderKey ?? '')),
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
  return apiPost<JobWork>(path(orderKey), body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function moveJobWork(id: string, action: JobWorkAction, idempotencyKey?: string): Promise<JobWork> {
  return apiPost<JobWork>(`/order/job-works/${encodeURIComponent(id)}/${action}`, undefined, {
    idempotencyKey,
  });
}

export function deleteJobWork(id: string, idempotencyKey?: string): Promise<unknown> {
  return apiRequest<unknown>(`/order/job-works/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    idempotencyKey,
  });
}
