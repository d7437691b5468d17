import { useCallback, useMemo } from 'react';
import { useHashKeepingParams } from '../../lib/use-hash-keeping-params';
import type { FilterDefinition, FilterValue, FilterValues } from './filter-types';
import { readFilterValues, writeFilterValue } from './filter-url-state';

/**
 * The filters of a list screen, kept in the address: they survive reload, and Back undoes the
 * last change. Each change is its own history entry.
 */
export function useFilterState(filters: readonly FilterDefinition[]) {
  const { params, update: setParams } = useHashKeepingParams();
  const search = params.toString();
  // Presets are resolved against the clock when the address changes; a reload recomputes them.
  const values = useMemo<FilterValues>(
    () => readFilterValues(new URLSearchParams(search), filters, new Date()),
    [search, filters],
  );

  const setFilter = useCallback(
    (key: string, value: FilterValue | undefined) => {
      const filter = filters.find((f) => f.key === key);
      if (!filter) return;
      setParams((current) => writeFilterValue(current, filter, value));
    },
    [filters, setParams],
  );

  const clearAll = useCallback(() => {
    setParams((current) =>
      filters.reduce((params, filter) => writeFilterValue(params, filter, undefined), current),
    );
  }, [filters, setParams]);

  return { values, setFilter, clearAll };
}
