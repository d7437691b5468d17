import { formatDisplayDate } from '@dom/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dateRangeText } from './date-range-filter';
import type { FilterDefinition, FilterValue, FilterValues } from './filter-types';
import { isActive } from './filter-url-state';

/** What a chip says about one active filter, e.g. "Status: Open, Closed". */
export function chipText(
  t: TFunction,
  filter: FilterDefinition,
  value: FilterValue,
  searchLabels: Record<string, string | undefined> = {},
): string {
  let text: string;
  if (typeof value !== 'string' && !Array.isArray(value)) {
    text = dateRangeText(t, value);
    if (value.preset !== 'CUSTOM')
      text += ` (${formatDisplayDate(value.start)} – ${formatDisplayDate(value.end)})`;
  } else if (filter.kind === 'select' || filter.kind === 'multiSelect') {
    const values = Array.isArray(value) ? value : [value];
    text = values.map((v) => filter.options.find((o) => o.value === v)?.label ?? v).join(', ');
  } else if (filter.kind === 'search' && typeof value === 'string') {
    text = searchLabels[`${filter.key}:${value}`] ?? filter.labelOf?.(value) ?? value;
  } else {
    text = Array.isArray(value) ? value.join(', ') : value;
  }
  return `${filter.label}: ${text}`;
}

export interface FilterChipsProps {
  filters: readonly FilterDefinition[];
  values: FilterValues;
  onRemove: (key: string) => void;
  onClearAll: () => void;
  searchLabels?: Record<string, string | undefined>;
}

export function FilterChips({ filters, values, onRemove, onClearAll, searchLabels }: FilterChipsProps) {
  const { t } = useTranslation();
  const active = filters.filter((filter) => isActive(values[filter.key]));
  if (active.length === 0) return null;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      aria-label={t('filters.active')}
      role="group"
    >
      {active.map((filter) => {
        const text = chipText(t, filter, values[filter.key] as FilterValue, searchLabels);
        return (
          <Chip
            key={filter.key}
            label={text}
            onDelete={() => onRemove(filter.key)}
            size="small"
            sx={{ maxWidth: '100%' }}
          />
        );
      })}
      {active.length > 1 && (
        <Button size="small" onClick={onClearAll}>
          {t('filters.clearAll')}
        </Button>
      )}
    </Box>
  );
}
