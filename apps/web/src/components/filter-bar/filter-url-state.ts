import {
  type DateRangePresetValue,
  isDateRangePreset,
  isIsoDate,
  presetRange,
  validateDateRange,
} from '@dom/domain';
import type { DateRangeValue, FilterDefinition, FilterValue, FilterValues } from './filter-types';
import type { QueryParams } from '../../lib/query-string';

export const CUSTOM_RANGE: DateRangePresetValue = 'CUSTOM';
/** Parameters a filter key may not use. */
export const RESERVED_PARAMS = new Set(['page', 'size', 'sort', 'redirect']);

export const rangeStartParam = (key: string) => `${key}From`;
export const rangeEndParam = (key: string) => `${key}To`;

function readDateRange(params: URLSearchParams, key: string, now: Date): DateRangeValue | undefined {
  const preset = params.get(key);
  if (preset === null || !isDateRangePreset(preset)) return undefined;
  if (preset !== CUSTOM_RANGE) {
    const range = presetRange(preset, now);
    return range ? { preset, ...range } : undefined;
  }
  const start = params.get(rangeStartParam(key)) ?? '';
  const end = params.get(rangeEndParam(key)) ?? '';
  if (!isIsoDate(start) || !isIsoDate(end) || validateDateRange(start, end) !== null) return undefined;
  return { preset, start, end };
}

/** Everything the address says about the filters; unknown or broken values are ignored. */
export function readFilterValues(
  params: URLSearchParams,
  filters: readonly FilterDefinition[],
  now: Date,
): FilterValues {
  const values: FilterValues = {};
  for (const filter of filters) {
    if (filter.kind === 'dateRange') {
      values[filter.key] = readDateRange(params, filter.key, now);
    } else if (filter.kind === 'multiSelect') {
      const allowed = new Set(filter.options.map((o) => o.value));
      const chosen = params.getAll(filter.key).filter((v) => allowed.has(v));
      values[filter.key] = chosen.length > 0 ? chosen : undefined;
    } else {
      const value = params.get(filter.key)?.trim();
      const known = filter.kind !== 'select' || filter.options.some((o) => o.value === value);
      values[filter.key] = value && known ? value : undefined;
    }
  }
  return values;
}

/**
 * The address with one filter changed. Empty values are dropped (doc 1 §5) and the page goes
 * back to the first, since the old page number means nothing for a new result.
 */
export function writeFilterValue(
  current: URLSearchParams,
  filter: FilterDefinition,
  value: FilterValue | undefined,
): URLSearchParams {
  const params = new URLSearchParams(current);
  params.delete(filter.key);
  params.delete('page');
  if (filter.kind === 'dateRange') {
    params.delete(rangeStartParam(filter.key));
    params.delete(rangeEndParam(filter.key));
  }
  if (value === undefined) return params;
  if (Array.isArray(value)) {
    value.filter((v) => v !== '').forEach((v) => params.append(filter.key, v));
  } else if (typeof value === 'string') {
    if (value.trim() !== '') params.set(filter.key, value.trim());
  } else {
    params.set(filter.key, value.preset);
    if (value.preset === CUSTOM_RANGE) {
      params.set(rangeStartParam(filter.key), value.start);
      params.set(rangeEndParam(filter.key), value.end);
    }
  }
  return params;
}

export function isActive(value: FilterValue | undefined): value is FilterValue {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

/**
 * The filters as call parameters: lists stay lists (repeated on the wire), a date range becomes
 * `<key>From` and `<key>To` calendar days.
 */
export function filterQuery(values: FilterValues): QueryParams {
  const query: QueryParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (!isActive(value)) continue;
    if (typeof value === 'string' || Array.isArray(value)) query[key] = value;
    else {
      query[rangeStartParam(key)] = value.start;
      query[rangeEndParam(key)] = value.end;
    }
  }
  return query;
}

export function sameFilterValue(a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
