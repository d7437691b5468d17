import { type DateRangePresetValue, presetRange } from '@dom/domain';
import Box from '@mui/material/Box';
import { useCallback, useState } from 'react';
import { SearchSelect } from '../search-select/search-select';
import { DateRangeFilter } from './date-range-filter';
import { FilterChips } from './filter-chips';
import type { DateRangeValue, FilterDefinition, FilterValue, FilterValues } from './filter-types';
import { MultiSelectFilter } from './multi-select-filter';
import { SelectFilter } from './select-filter';
import { TextFilter } from './text-filter';

export interface FilterBarProps {
  filters: readonly FilterDefinition[];
  /** From `useFilterState(filters)`: the values live in the address. */
  values: FilterValues;
  onChange: (key: string, value: FilterValue | undefined) => void;
  onClearAll: () => void;
}

function resolvePreset(preset: DateRangePresetValue): DateRangeValue | undefined {
  const range = presetRange(preset, new Date());
  return range ? { preset, ...range } : undefined;
}

/** The controls of a list screen's filters and a chip for each active one. */
export function FilterBar({ filters, values, onChange, onClearAll }: FilterBarProps) {
  // Labels of values picked in searchable dropdowns, so their chips read well.
  const [searchLabels, setSearchLabels] = useState<Record<string, string | undefined>>({});
  const commitText = useCallback((key: string) => (text: string) => onChange(key, text || undefined), [onChange]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {filters.map((filter) => {
          const value = values[filter.key];
          switch (filter.kind) {
            case 'text':
              return (
                <TextFilter
                  key={filter.key}
                  label={filter.label}
                  placeholder={filter.placeholder}
                  debounceMs={filter.debounceMs}
                  value={typeof value === 'string' ? value : ''}
                  onCommit={commitText(filter.key)}
                />
              );
            case 'select':
              return (
                <SelectFilter
                  key={filter.key}
                  label={filter.label}
                  options={filter.options}
                  value={typeof value === 'string' ? value : undefined}
                  onChange={(next) => onChange(filter.key, next)}
                />
              );
            case 'multiSelect':
              return (
                <MultiSelectFilter
                  key={filter.key}
                  label={filter.label}
                  options={filter.options}
                  value={Array.isArray(value) ? value : []}
                  onChange={(next) => onChange(filter.key, next.length > 0 ? next : undefined)}
                />
              );
            case 'search': {
              const selected = typeof value === 'string' ? value : undefined;
              const label = selected
                ? (searchLabels[`${filter.key}:${selected}`] ?? filter.labelOf?.(selected) ?? selected)
                : undefined;
              return (
                <SearchSelect
                  key={filter.key}
                  label={filter.label}
                  loadOptions={filter.loadOptions}
                  value={selected && label ? { value: selected, label } : null}
                  onChange={(option) => {
                    if (option) setSearchLabels((known) => ({ ...known, [`${filter.key}:${option.value}`]: option.label }));
                    onChange(filter.key, option?.value);
                  }}
                />
              );
            }
            case 'dateRange':
              return (
                <DateRangeFilter
                  key={filter.key}
                  label={filter.label}
                  presets={filter.presets}
                  value={value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : undefined}
                  onChange={(next) => onChange(filter.key, next)}
                  resolvePreset={resolvePreset}
                />
              );
          }
        })}
      </Box>
      <FilterChips
        filters={filters}
        values={values}
        searchLabels={searchLabels}
        onRemove={(key) => onChange(key, undefined)}
        onClearAll={onClearAll}
      />
    </Box>
  );
}
