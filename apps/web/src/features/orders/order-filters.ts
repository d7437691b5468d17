import {
  DOCUMENT_TYPES,
  ENHANCER_STATUSES,
  ENHANCER_TYPES,
  GROSS_MARGIN_BANDS,
  ORDER_CHANNELS,
  type OrderChannel,
} from '@dom/domain';
import { ORDER_SORT_FIELDS, REFERENCE_ENDPOINTS } from '@dom/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import type { SortState } from '../../components/data-table/sort-state';
import type { FilterDefinition, FilterOption, FilterValues } from '../../components/filter-bar/filter-types';
import { filterQuery } from '../../components/filter-bar/filter-url-state';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';
import type { RegionHierarchy } from '@dom/contract';
import { orderStatusOptions } from '../../components/status-chip/order-status-chip';

const ORDER_CATEGORIES = ['EXW', 'FOR'] as const;
/** The order date range; the call names its ends startDate and endDate. */
const ORDER_DATE_KEY = 'orderDate';
/** The gross margin band; the call takes its ends as grossMargin (from) and grossMarginBelow. */
const MARGIN_KEY = 'grossMargin';

export const CHANNEL_VALUES: readonly OrderChannel[] = ORDER_CHANNELS.map((c) => c.value);

/** The filters in view without unfolding: the ones people reach for first. The rest fold. */
export const ORDER_FILTERS_IN_VIEW = {
  mobile: ['orderNumber', 'buyerPONumber'],
  desktop: [
    'orderNumber',
    'buyerPONumber',
    'sourceSystemOrderId',
    'orderStates',
    ORDER_DATE_KEY,
    'buyerAccount',
    'orderManager',
    'isDelayed',
    'orderCategory',
  ],
} as const;

/** Options the server supplies: level-1 categories and the regions of the region hierarchy. */
export interface OrderFilterOptions {
  loadCategories: (query: string) => Promise<FilterOption[]>;
  loadRegions: (query: string) => Promise<FilterOption[]>;
}

const yesNo = (t: TFunction): FilterOption[] => [
  { value: 'true', label: t('orders.yes') },
  { value: 'false', label: t('orders.no') },
];

/**
 * Every filter of the order list (doc 2 §3) but businessUnits, which is the channel tab; all are
 * kept in the address by the FilterBar.
 */
export function orderFilters(t: TFunction, options: OrderFilterOptions): FilterDefinition[] {
  const text = (key: string, label: string): FilterDefinition => ({ kind: 'text', key, label });
  return [
    text('orderNumber', t('orders.filters.orderNumber')),
    text('buyerPONumber', t('orders.poNumber')),
    text('sourceSystemOrderId', t('orders.sourceOrderId')),
    {
      kind: 'multiSelect',
      key: 'orderStates',
      label: t('orders.orderStatus'),
      options: orderStatusOptions(t),
    },
    { kind: 'dateRange', key: ORDER_DATE_KEY, label: t('orders.orderDate') },
    text('buyerAccount', t('orders.filters.buyerAccount')),
    text('orderManager', t('orders.orderManager')),
    { kind: 'select', key: 'isDelayed', label: t('orders.isDelayed'), options: yesNo(t) },
    {
      kind: 'multiSelect',
      key: 'orderCategory',
      label: t('orders.orderCategory'),
      options: ORDER_CATEGORIES.map((value) => ({ value, label: value })),
    },
    text('partnerBuyerAccountId', t('orders.filters.partnerBuyerAccountId')),
    text('sellerPoNumber', t('orders.sellerPoNumber')),
    text('prNumber', t('orders.prNumber')),
    text('sellerBooksId', t('orders.filters.sellerBooksId')),
    {
      kind: 'multiSelect',
      key: 'missingDocumentTypes',
      label: t('orders.filters.missingDocumentTypes'),
      options: DOCUMENT_TYPES.map((d) => ({ value: d.value, label: t(`orders.documentTypes.${d.value}`) })),
    },
    {
      kind: 'search',
      key: 'itemCategoryLevel1',
      label: t('orders.filters.itemCategoryLevel1'),
      loadOptions: options.loadCategories,
      labelOf: (value) => value,
    },
    {
      kind: 'select',
      key: MARGIN_KEY,
      label: t('orders.grossMargin'),
      options: GROSS_MARGIN_BANDS.map((b) => ({
        value: b.value,
        label: t(`orders.filters.margin.${b.value}`),
      })),
    },
    {
      kind: 'multiSelect',
      key: 'paymentEnhancerTypes',
      label: t('orders.enhancerType'),
      options: ENHANCER_TYPES.map((e) => ({ value: e.value, label: t(`orders.enhancers.${e.value}`) })),
    },
    {
      kind: 'select',
      key: 'enhancerStatus',
      label: t('orders.filters.enhancerStatus'),
      options: ENHANCER_STATUSES.map((s) => ({
        value: s.value,
        label: t(`orders.filters.enhancerStatuses.${s.value}`),
      })),
    },
    text('rmName', t('orders.rmName')),
    text('rmEmail', t('orders.rmEmail')),
    {
      kind: 'search',
      key: 'rmRegion',
      label: t('orders.filters.rmRegion'),
      loadOptions: options.loadRegions,
      labelOf: (value) => value,
    },
    text('tmEmail', t('orders.filters.tmEmail')),
    text('cmName', t('orders.cmName')),
  ];
}

/** Options containing what was typed (at most 50). */
export const matching = (all: readonly string[], q: string) =>
  all.filter((c) => c.toLowerCase().includes(q.trim().toLowerCase())).slice(0, 50);

/** Regions whose name or one of whose states matches what was typed; a state match is shown. */
export function regionOptions(all: readonly RegionHierarchy[], q: string) {
  const typed = q.trim().toLowerCase();
  return all.flatMap(({ region, states }) => {
    if (region.toLowerCase().includes(typed)) return [{ value: region, label: region }];
    const state = states.find((s) => s.toLowerCase().includes(typed));
    return state ? [{ value: region, label: `${region} (${state})` }] : [];
  });
}

type SortField = (typeof ORDER_SORT_FIELDS)[number];
const isSortField = (id: string): id is SortField => (ORDER_SORT_FIELDS as readonly string[]).includes(id);

/** A margin band as the call's grossMargin (from) and grossMarginBelow. */
function marginRange(band: unknown): QueryParams {
  const found = GROSS_MARGIN_BANDS.find((b) => b.value === band);
  if (!found) return {};
  return {
    ...(found.min !== null ? { grossMargin: String(found.min) } : {}),
    ...(found.below !== null ? { grossMarginBelow: String(found.below) } : {}),
  };
}

/**
 * The search call's parameters: the filters, the channel tab as the business unit, and the table's
 * sort when the server can sort by that column (newest orders first otherwise).
 */
export function orderSearchQuery(
  values: FilterValues,
  /** The channel tab's id (a business unit); all channels when absent. */
  channel: string | undefined,
  sort: SortState | null,
): QueryParams {
  const {
    [`${ORDER_DATE_KEY}From`]: startDate,
    [`${ORDER_DATE_KEY}To`]: endDate,
    [MARGIN_KEY]: band,
    ...rest
  } = filterQuery(values);
  const sorted = sort && isSortField(sort.id) ? sort : null;
  return {
    ...rest,
    ...marginRange(band),
    startDate,
    endDate,
    businessUnits: channel ? [channel] : undefined,
    sortBy: sorted?.id ?? 'orderDate',
    sortOrder: sorted && !sorted.desc ? 'asc' : 'desc',
  };
}

/** The channel tabs (DIRECT, UBS, Retail): the tab's id is the business unit searched. */
export const orderChannelTabs = (t: TFunction) =>
  ORDER_CHANNELS.map((c) => ({
    id: c.value,
    label: c.value === 'UTCL' ? t('orders.channels.retail') : c.label,
  }));

/** The order filters, their options read once from the server's reference data. */
export function useOrderFilters(t: TFunction): FilterDefinition[] {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const once = <R>(name: string, queryFn: () => Promise<R>) =>
      queryClient.fetchQuery({ queryKey: ['reference', name], queryFn, staleTime: Infinity });
    return orderFilters(t, {
      loadCategories: async (q) =>
        matching(await once('l1-categories', () => call(REFERENCE_ENDPOINTS.l1Categories)), q).map((c) => ({
          value: c,
          label: c,
        })),
      loadRegions: async (q) =>
        regionOptions(await once('regions', () => call(REFERENCE_ENDPOINTS.regionHierarchy)), q),
    });
  }, [t, queryClient]);
}
