import type { Option } from './option';

export interface TimeRangeOption extends Option {
  readonly months: number;
}

// Rolling ranges end at the end of last month (doc 1 §9); 4Q is four financial quarters.
export const TIME_RANGES = [
  { value: '12M', label: 'Last 12 Months', months: 12 },
  { value: '6M', label: 'Last 6 Months', months: 6 },
  { value: '3M', label: 'Last 3 Months', months: 3 },
  { value: '4Q', label: 'Last 4 Quarters', months: 12 },
] as const satisfies readonly TimeRangeOption[];
export type TimeRange = (typeof TIME_RANGES)[number]['value'];

export interface ExpiryFilterOption extends Option {
  readonly days: number;
}

export const EXPIRY_FILTERS = [
  { value: 'TODAY', label: 'Expiring today', days: 0 },
  { value: 'TOMORROW', label: 'Expiring tomorrow', days: 1 },
  { value: 'IN_7_DAYS', label: 'Expiring in 7 days', days: 7 },
] as const satisfies readonly ExpiryFilterOption[];
export type ExpiryFilter = (typeof EXPIRY_FILTERS)[number]['value'];
