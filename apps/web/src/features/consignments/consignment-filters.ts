import {
  CONSIGNMENT_STATUSES,
  type ConsignmentStatus,
  DISPATCH_CLARITIES,
  EWAY_BILL_EXPIRY_FILTERS,
  LOGISTICS_PROVIDERS,
  POD_DELIVERY_STATUSES,
  dispatchClarityParam,
} from '@dom/domain';
import type { TFunction } from 'i18next';
import type { FilterDefinition, FilterOption, FilterValues } from '../../components/filter-bar/filter-types';
import { filterQuery } from '../../components/filter-bar/filter-url-state';
import type { QueryParams } from '../../lib/query-string';
import { searchConsignments } from './consignments-support';
import {
  blockedReasonOptions,
  consignmentStatusOptions,
  podDeliveryStatusText,
  trackingStatusOptions,
} from './consignment-status';
import '../../i18n/parts/consignments';

/** The list's tabs: every state but DRAFT (not yet a consignment), after "All". */
export const ALL_TAB = 'all';
export const TAB_STATUSES: readonly ConsignmentStatus[] = CONSIGNMENT_STATUSES.map((s) => s.value).filter(
  (s) => s !== 'DRAFT',
);
export const tabIdOf = (status: string) => status.toLowerCase().replace(/_/g, '-');
/** The status a tab shows; null for "All" (or an unknown id). */
export const statusOfTab = (tab: string | undefined): ConsignmentStatus | null =>
  TAB_STATUSES.find((s) => tabIdOf(s) === tab) ?? null;

// The searches people start from stay in view; the other nine fold behind "Filters (n)".
export const CONSIGNMENT_FILTERS_IN_VIEW = {
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
export async function searchWarehouses(query: string): Promise<FilterOption[]> {
  const page = await searchConsignments({ sourceName: query, pageNumber: 0, pageSize: 100 });
  const seen = new Map<string, string>();
  for (const row of page.content) seen.set(row.warehouseId, row.sourceName);
  for (const [id, name] of seen) warehouseNames.set(id, name);
  return [...seen].map(([value, label]) => ({ value, label }));
}

export const warehouseName = (id: string) => warehouseNames.get(id);

/** Free-text filters a phone leaves out: it shows text filters unfolded and has no room for all. */
const DESKTOP_ONLY = new Set([
  'buyerName',
  'sellerName',
  'buyerInvoiceNumber',
  'sellerBillId',
  'sourceName',
  'vehicleNo',
  'rmEmails',
]);

export interface ConsignmentFilterOptions {
  phone?: boolean;
  /** Warehouses matching typed text (the search sends their ids as sourceCodes). */
  searchWarehouses: (query: string) => Promise<FilterOption[]>;
  warehouseName?: (id: string) => string | undefined;
}

/** Every filter of the advanced search (doc 2 §3), each kept in the address by the FilterBar. */
export function consignmentFilters(t: TFunction, options: ConsignmentFilterOptions): FilterDefinition[] {
  const all: FilterDefinition[] = [
    { kind: 'text', key: 'consignmentId', label: t('consignments.filters.consignmentId') },
    { kind: 'text', key: 'purchaseOrderNo', label: t('consignments.filters.purchaseOrderNo') },
    { kind: 'text', key: 'buyerName', label: t('consignments.filters.buyerName') },
    { kind: 'text', key: 'sellerName', label: t('consignments.filters.sellerName') },
    { kind: 'text', key: 'buyerInvoiceNumber', label: t('consignments.filters.buyerInvoiceNumber') },
    { kind: 'text', key: 'sellerBillId', label: t('consignments.filters.sellerBillId') },
    { kind: 'text', key: 'sourceName', label: t('consignments.filters.sourceName') },
    { kind: 'text', key: 'vehicleNo', label: t('consignments.filters.vehicleNo') },
    {
      kind: 'select',
      key: 'logisticProvider',
      label: t('consignments.filters.logisticProvider'),
      options: LOGISTICS_PROVIDERS.map((p) => ({
        value: p.value,
        label: p.label,
      })),
    },
    {
      kind: 'multiSelect',
      key: 'consignmentStatus',
      label: t('consignments.filters.consignmentStatus'),
      options: consignmentStatusOptions(t),
    },
    {
      kind: 'multiSelect',
      key: 'consignmentSubStatus',
      label: t('consignments.filters.consignmentSubStatus'),
      options: trackingStatusOptions(t),
    },
    {
      kind: 'search',
      key: 'warehouses',
      label: t('consignments.filters.warehouses'),
      loadOptions: options.searchWarehouses,
      labelOf: options.warehouseName,
    },
    {
      kind: 'multiSelect',
      key: 'blockedReasons',
      label: t('consignments.filters.blockedReasons'),
      options: blockedReasonOptions(t),
    },
    {
      kind: 'multiSelect',
      key: 'currentPohStatus',
      label: t('consignments.filters.currentPohStatus'),
      options: POD_DELIVERY_STATUSES.map((s) => ({
        value: s.value,
        label: podDeliveryStatusText(t, s.value),
      })),
    },
    {
      kind: 'select',
      key: 'ewayBillExpiryDays',
      label: t('consignments.filters.ewayBillExpiryDays'),
      options: EWAY_BILL_EXPIRY_FILTERS.map((f) => ({
        value: String(f.value),
        label: t(`consignments.ewayBillExpiry.${f.value}`, { defaultValue: f.label }),
      })),
    },
    {
      kind: 'select',
      key: 'dispatchClarity',
      label: t('consignments.filters.dispatchClarity'),
      options: DISPATCH_CLARITIES.map((c) => ({
        value: c.value,
        label: t(`consignments.dispatchClarities.${c.value}`, { defaultValue: c.label }),
      })),
    },
    { kind: 'text', key: 'rmEmails', label: t('consignments.filters.rmEmails') },
  ];
  return all.filter((f) => !options.phone || !DESKTOP_ONLY.has(f.key));
}

/**
 * The search body: filters as the server names them (warehouses → sourceCodes, the dispatch
 * clarity as a boolean, the e-way bill window as a number), and the status tab over the status
 * filter when a tab other than All is chosen.
 */
/** The search call's filters on a status tab (its id; "All" or none takes the status filter). */
export function consignmentSearchQuery(values: FilterValues, tab: string | undefined): QueryParams {
  const status = statusOfTab(tab);
  const { warehouses, dispatchClarity, ewayBillExpiryDays, rmEmails, consignmentStatus, ...rest } =
    filterQuery(values);
  const clarity = DISPATCH_CLARITIES.find((c) => c.value === dispatchClarity);
  const expiry = EWAY_BILL_EXPIRY_FILTERS.find((f) => String(f.value) === ewayBillExpiryDays);
  return {
    ...rest,
    consignmentStatus: status ? [status] : consignmentStatus,
    sourceCodes: warehouses ? [String(warehouses)] : undefined,
    dispatchClarity: clarity ? dispatchClarityParam(clarity.value) : undefined,
    ewayBillExpiryDays: expiry?.value,
    rmEmails: typeof rmEmails === 'string' ? rmEmails.split(',').map((e) => e.trim()) : rmEmails,
  };
}
