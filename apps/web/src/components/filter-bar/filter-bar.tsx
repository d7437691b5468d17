import { type DateRangePresetValue, presetRange } from '@dom/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewport } from '../../lib/use-viewport';
import { SearchSelect } from '../search-select/search-select';
import { DateRangeFilter } from './date-range-filter';
import { FilterChips } from './filter-chips';
import { isActive } from './filter-url-state';
import type { DateRangeValue, FilterDefinition, FilterValue, FilterValues } from './filter-types';
import { MultiSelectFilter } from './multi-select-filter';
import { SelectFilter } from './select-filter';
import { TextFilter } from './text-filter';

export interface FilterBarProps {
  filters: readonly FilterDefinition[];
  /** From `useListState(filters)`: the values live in the address. */
  values: FilterValues;
  onChange: (key: string, value: FilterValue | undefined) => void;
  onClearAll: () => void;
  /**
   * The filters that stay in view; the rest fold behind the Filters button. By default a phone
   * keeps the text searches in view and a wider screen shows every filter.
   */
  inView?: { mobile?: readonly string[]; desktop?: readonly string[] };
}

function resolvePreset(preset: DateRangePresetValue): DateRangeValue | undefined {
  const range = presetRange(preset, new Date());
  return range ? { preset, ...range } : undefined;
}

const GRID = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
} as const;

/**
 * The controls of a list screen's filters and a chip for each active one. On a phone only the
 * text search stays in view; the other filters fold behind a button that counts the active ones.
 */
export function FilterBar({ filters, values, onChange, onClearAll, inView }: FilterBarProps) {
  const { t } = useTranslation();
  const mobile = useViewport() === 'mobile';
  const [expanded, setExpanded] = useState(false);
  const foldId = useId();
  // Labels of values picked in searchable dropdowns, so their chips read well.
  const [searchLabels, setSearchLabels] = useState<Record<string, string | undefined>>({});
  const commitText = useCallback(
    (key: string) => (text: string) => onChange(key, text || undefined),
    [onChange],
  );

  const control = (filter: FilterDefinition): ReactNode => {
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
              if (option)
                setSearchLabels((known) => ({ ...known, [`${filter.key}:${option.value}`]: option.label }));
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
            value={
              value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : undefined
            }
            onChange={(next) => onChange(filter.key, next)}
            resolvePreset={resolvePreset}
          />
        );
    }
  };

  const keep = mobile ? inView?.mobile : inView?.desktop;
  const stays = (f: FilterDefinition) => (keep ? keep.includes(f.key) : !mobile || f.kind === 'text');
  const always = filters.filter(stays);
  const folded = filters.filter((f) => !stays(f));
  const activeFolded = folded.filter((f) => isActive(values[f.key])).length;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {always.length > 0 && <Box sx={GRID}>{always.map(control)}</Box>}
      {folded.length > 0 && (
        <>
          <Box>
            <Button
              startIcon={<FilterListIcon />}
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              aria-controls={foldId}
            >
              {activeFolded > 0 ? t('filters.moreCount', { count: activeFolded }) : t('filters.more')}
            </Button>
          </Box>
          {mobile ? (
            // A phone: the folded filters in a drawer from the bottom, with a button to close it.
            <Drawer
              anchor="bottom"
              open={expanded}
              onClose={() => setExpanded(false)}
              slotProps={{
                paper: { id: foldId, 'aria-label': t('filters.more'), sx: { maxHeight: '85vh' } },
              }}
            >
              <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem' }}>
                  {t('filters.more')}
                </Typography>
                <Box sx={GRID}>{folded.map(control)}</Box>
                <Button variant="contained" onClick={() => setExpanded(false)}>
                  {t('filters.done')}
                </Button>
              </Box>
            </Drawer>
          ) : (
            <Collapse in={expanded} id={foldId} unmountOnExit>
              <Box sx={GRID}>{folded.map(control)}</Box>
            </Collapse>
          )}
        </>
      )}
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
