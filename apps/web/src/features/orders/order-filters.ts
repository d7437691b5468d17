import { ENHANCER_TYPES, ORDER_CHANNELS, type OrderChannel } from '@dom/domain';
import { ORDER_SORT_FIELDS } from '@dom/contract';
import type { TFunction } from 'i18next';
import type { SortState } from '../../components/data-table/sort-state';
import type { FilterDefinition, FilterValues } from '../../components/filter-bar/filter-types';
import { filterQuery } from '../../components/filter-bar/filter-url-state';
import type { QueryParams } from '../../lib/query-string';
import { orderStatusOptions } from './order-status-chip';

const ORDER_CATEGORIES = ['EXW', 'FOR'] as const;
/** The order date range; the call names its ends startDate and endDate. */
const ORDER_DATE_KEY = 'orderDate';

export const CHANNEL_VALUES: readonly OrderChannel[] = ORDER_CHANNELS.map((c) => c.value);

/** Free-text filters beyond PO number and order id: a phone shows text filters unfolded, so it skips these. */
const DESKTOP_ONLY = new Set(['sellerPoNumber', 'rmEmail', 'rmName', 'orderManager', 'prNumber']);

/** The list's filters (doc 2 §3), all kept in the address by the FilterBar. */
export function orderFilters(t: TFunction, { phone = false } = {}): FilterDefinition[] {
  return allOrderFilters(t).filter((f) => !phone || !DESKTOP_ONLY.has(f.key));
}

function allOrderFilters(t: TFunction): FilterDefinition[] {
  return [
    { kind: 'text', key: 'buyerPONumber', label: t('orders.poNumber') },
    { kind: 'text', key: 'sourceSystemOrderId', label: t('orders.sourceOrderId') },
    {
      kind: 'multiSelect',
      key: 'orderStates',
      label: t('orders.orderStatus'),
      options: orderStatusOptions(t),
    },
    { kind: 'dateRange', key: ORDER_DATE_KEY, label: t('orders.orderDate') },
    {
      kind: 'select',
      key: 'isDelayed',
      label: t('orders.isDelayed'),
      options: [
        { value: 'true', label: t('orders.yes') },
        { value: 'false', label: t('orders.no') },
      ],
    },
    {
      kind: 'multiSelect',
      key: 'orderCategory',
      label: t('orders.orderCategory'),
      options: ORDER_CATEGORIES.map((value) => ({ value, label: value })),
    },
    {
      kind: 'multiSelect',
      key: 'paymentEnhancerTypes',
      label: t('orders.enhancerType'),
      options: ENHANCER_TYPES.map((e) => ({ value: e.value, label: t(`orders.enhancers.${e.value}`) })),
    },
    { kind: 'text', key: 'sellerPoNumber', label: t('orders.sellerPoNumber') },
    { kind: 'text', key: 'rmEmail', label: t('orders.rmEmail') },
    { kind: 'text', key: 'rmName', label: t('orders.rmName') },
    { kind: 'text', key: 'orderManager', label: t('orders.orderManager') },
    { kind: 'text', key: 'prNumber', label: t('orders.prNumber') },
  ];
}

type SortField = (typeof ORDER_SORT_FIELDS)[number];
const isSortField = (id: string): id is SortField => (ORDER_SORT_FIELDS as readonly string[]).includes(id);

/**
 * The search call's parameters: the filters, the channel tab as the business unit, and the table's
 * sort when the server can sort by that column (newest orders first otherwise).
 */
export function orderSearchQuery(
  values: FilterValues,
  channel: OrderChannel,
  sort: SortState | null,
): QueryParams {
  const {
    [`${ORDER_DATE_KEY}From`]: startDate,
    [`${ORDER_DATE_KEY}To`]: endDate,
    ...rest
  } = filterQuery(values);
  const sorted = sort && isSortField(sort.id) ? sort : null;
  return {
    ...rest,
    startDate,
    endDate,
    businessUnits: [channel],
    sortBy: sorted?.id ?? 'orderDate',
    sortOrder: sorted && !sorted.desc ? 'asc' : 'desc',
  };
}
