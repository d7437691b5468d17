import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { FilterValues } from '../../components/filter-bar/filter-types';
import type { ListTab } from '../../components/list-screen/list-screen';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { ALL_TAB, TAB_STATUSES, consignmentSearchQuery, tabIdOf } from './consignment-filters';
import { consignmentStatusText } from './consignment-status';
import { CONSIGNMENTS_KEY, consignmentCounts } from './consignments-support';
import '../../i18n/parts/consignments';

const formatCount = (n: number) => new Intl.NumberFormat('en-IN').format(n);

/**
 * "All" and one tab per status, each with its count for the filters in view (every filter but the
 * status, which is the tab). The server caps counts: a capped one reads "1,000+" in the label.
 */
export function useStatusTabs(t: TFunction, values: FilterValues): ListTab[] {
  const countQuery = { ...consignmentSearchQuery(values, ALL_TAB), consignmentStatus: undefined };
  const counts = useQuery({
    queryKey: [CONSIGNMENTS_KEY, 'counts', countQuery],
    queryFn: () => consignmentCounts(countQuery),
  });
  useErrorToastOn(counts.error, t('consignments.countsFailed'));
  return [null, ...TAB_STATUSES].map((status) => {
    const label = status ? consignmentStatusText(t, status) : t('consignments.allTab');
    const found = status ? counts.data?.counts.find((c) => c.status === status) : undefined;
    const count = status ? (found ? found.count : counts.data && 0) : counts.data?.total;
    const capped = status ? found?.capped === true : counts.data?.totalIsCapped === true;
    return {
      id: status ? tabIdOf(status) : ALL_TAB,
      label: capped ? `${label} (${t('consignments.countOver', { count: formatCount(count ?? 0) })})` : label,
      count: capped ? null : (count ?? null),
    };
  });
}
