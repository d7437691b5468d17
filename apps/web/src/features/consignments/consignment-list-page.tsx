import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsignmentStatus } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import { TabbedPage } from '../../components/tabbed-page/tabbed-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useViewport } from '../../lib/use-viewport';
import { useErrorToastOn } from '../../lib/use-error-toast-on';
import { useListState } from '../../components/list-state/use-list-state';
import {
  ALL_TAB,
  TAB_STATUSES,
  consignmentFilters,
  consignmentSearchQuery,
  tabIdOf,
} from './consignment-filters';
import { consignmentStatusText } from './consignment-status';
import { ConsignmentTable } from './consignment-table';
import { CONSIGNMENTS_KEY, consignmentCounts, searchConsignments } from './consignments-api';

// The searches people start from stay in view; the other nine fold behind "Filters (n)".
const CONSIGNMENT_FILTERS_IN_VIEW = {
  mobile: ['consignmentId', 'purchaseOrderNo'],
  desktop: [
    'consignmentId',
    'purchaseOrderNo',
    'buyerName',
    'sellerName',
    'vehicleNo',
    'consignmentStatus',
    'blockedReasons',
    'ewayBillExpiryDays',
  ],
};

/** Names of the warehouses met so far, so a chip read from the address can show a name. */
const warehouseNames = new Map<string, string>();

/**
 * Warehouses named like the typed text, taken from the consignments the user may see (there is
 * no warehouse list call yet; a seller sees only their own warehouses this way).
 */
async function searchWarehouses(query: string): Promise<FilterOption[]> {
  const page = await searchConsignments({ sourceName: query, pageNumber: 0, pageSize: 100 });
  const seen = new Map<string, string>();
  for (const row of page.content) seen.set(row.warehouseId, row.sourceName);
  for (const [id, name] of seen) warehouseNames.set(id, name);
  return [...seen].map(([value, label]) => ({ value, label }));
}

const warehouseName = (id: string) => warehouseNames.get(id);

/**
 * `/consignments` (admin and seller portal; the server scopes the rows): every filter of the
 * advanced search in the address, one tab per status with its count in the hash.
 */
const formatCount = (n: number) => new Intl.NumberFormat('en-IN').format(n);

export function ConsignmentListPage() {
  const { t } = useTranslation();
  const title = t('menu.consignments');
  usePageTitle(title);
  const phone = useViewport() === 'mobile';
  const filters = useMemo(
    () => consignmentFilters(t, { phone, searchWarehouses, warehouseName }),
    [t, phone],
  );
  const state = useListState(filters);
  const countQuery = consignmentSearchQuery(state.values, null);
  const counts = useQuery({
    queryKey: [CONSIGNMENTS_KEY, 'counts', countQuery],
    queryFn: () => consignmentCounts({ ...countQuery, consignmentStatus: undefined }),
  });
  useErrorToastOn(counts.error, t('consignments.countsFailed'));
  // Counts are capped by the server: a capped one reads "1,000+" in the tab's label.
  const countOf = useCallback(
    (status: ConsignmentStatus | null): { count: number | undefined; capped: boolean } => {
      if (!counts.data) return { count: undefined, capped: false };
      if (status === null) return { count: counts.data.total, capped: counts.data.totalIsCapped };
      const found = counts.data.counts.find((c) => c.status === status);
      return { count: found?.count ?? 0, capped: found?.capped ?? false };
    },
    [counts.data],
  );
  const tabs = useMemo(
    () =>
      [null, ...TAB_STATUSES].map((status) => {
        const label = status ? consignmentStatusText(t, status) : t('consignments.allTab');
        const { count, capped } = countOf(status);
        return {
          id: status ? tabIdOf(status) : ALL_TAB,
          label: capped
            ? `${label} (${t('consignments.countOver', { count: formatCount(count ?? 0) })})`
            : label,
          count: capped ? null : (count ?? null),
          render: () => <ConsignmentTable status={status} state={state} />,
        };
      }),
    [t, state, countOf],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography variant="h1">{title}</Typography>
      <FilterBar
        filters={filters}
        values={state.values}
        onChange={state.setFilter}
        onClearAll={state.clearAll}
        inView={CONSIGNMENT_FILTERS_IN_VIEW}
      />
      <TabbedPage ariaLabel={t('consignments.statusTabs')} tabs={tabs} />
    </Box>
  );
}
