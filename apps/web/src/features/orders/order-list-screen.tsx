import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { OrderPage } from '@dom/contract';
import { ORDER_CHANNELS } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import { TabbedPage } from '../../components/tabbed-page/tabbed-page';
import type { QueryParams } from '../../lib/query-string';
import { usePageTitle } from '../../lib/use-page-title';
import { ORDER_FILTERS_IN_VIEW, matching, orderFilters, regionOptions } from './order-filters';
import { l1Categories, regionHierarchy } from './orders-api';
import { OrderTable } from './order-table';
import { useListState } from '../../components/list-state/use-list-state';

export interface OrderListScreenProps {
  view: 'sales' | 'purchase';
  title: string;
  search: (query: QueryParams) => Promise<OrderPage>;
}

/** Filters in the address, channel tabs (DIRECT, UBS, Retail) in the hash, one table per channel. */
export function OrderListScreen({ view, title, search }: OrderListScreenProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const queryClient = useQueryClient();
  const filters = useMemo(
    () =>
      orderFilters(t, {
        loadCategories: async (q) => {
          const all = await queryClient.fetchQuery({
            queryKey: ['reference', 'l1-categories'],
            queryFn: l1Categories,
            staleTime: Infinity,
          });
          return matching(all, q).map((c) => ({ value: c, label: c }));
        },
        loadRegions: async (q) => {
          const all = await queryClient.fetchQuery({
            queryKey: ['reference', 'regions'],
            queryFn: regionHierarchy,
            staleTime: Infinity,
          });
          return regionOptions(all, q);
        },
      }),
    [t, queryClient],
  );
  const state = useListState(filters);
  const { hasPermission } = useSession();
  const canCreate = view === 'sales' && hasPermission('Allow_Order_Create');
  const tabs = useMemo(
    () =>
      ORDER_CHANNELS.map((channel) => ({
        id: channel.value,
        label: channel.value === 'UTCL' ? t('orders.channels.retail') : channel.label,
        render: () => <OrderTable view={view} channel={channel.value} state={state} search={search} />,
      })),
    [t, view, state, search],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        {canCreate && (
          <>
            <Button component={RouterLink} to="/sales-order/import" startIcon={<UploadFileIcon />}>
              {t('orders.import.open')}
            </Button>
            <Button
              component={RouterLink}
              to="/sales-order/create"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('orders.create.open')}
            </Button>
          </>
        )}
      </Box>
      <FilterBar
        filters={filters}
        values={state.values}
        onChange={state.setFilter}
        onClearAll={state.clearAll}
        inView={ORDER_FILTERS_IN_VIEW}
      />
      <TabbedPage ariaLabel={t('orders.channelTabs')} tabs={tabs} />
    </Box>
  );
}
