import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from './filter-types';

export interface SelectFilterProps {
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
}

/** One value or "All" (no filter). */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <MenuItem value="">
        <em>{t('filters.all')}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
