import { ORDER_ENDPOINTS } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session/session-context';
import { call } from '../../lib/api-client';
import { ORDERS_KEY } from '../../lib/query-keys';

/** The tab and its count share one query, so the list is fetched once per order. */
export function useJobWorks(orderKey: string | undefined) {
  const { hasPermission } = useSession();
  return useQuery({
    queryKey: [ORDERS_KEY, 'job-works', orderKey ?? ''] as const,
    queryFn: () => call(ORDER_ENDPOINTS.jobWorks, { params: { key: orderKey ?? '' } }),
    enabled:
      orderKey !== undefined &&
      hasPermission('Display_Order_Job_Work_Tab') &&
      hasPermission('Adm_Order_View'),
  });
}
