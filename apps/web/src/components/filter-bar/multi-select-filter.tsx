import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from './filter-types';

const SELECT_ALL = '__all__';

/** A picture of a checkbox: the option itself carries the selected state, so no nested control. */
function Tick({ checked, partly = false }: { checked: boolean; partly?: boolean }) {
  const Icon = partly ? IndeterminateCheckBoxIcon : checked ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return (
    <ListItemIcon sx={{ minWidth: 36 }}>
      <Icon fontSize="small" color={checked || partly ? 'primary' : 'action'} />
    </ListItemIcon>
  );
}

/** Select-all toggles every option: all when some are missing, none when all are chosen (doc 1 §5). */
export function toggleAll(selected: readonly string[], all: readonly string[]): string[] {
  return all.every((value) => selected.includes(value)) ? [] : [...all];
}

export interface MultiSelectFilterProps {
  label: string;
  value: readonly string[];
  options: readonly FilterOption[];
  onChange: (value: string[]) => void;
}

export function MultiSelectFilter({ label, value, options, onChange }: MultiSelectFilterProps) {
  const { t } = useTranslation();
  const all = options.map((o) => o.value);
  const allChosen = all.length > 0 && all.every((v) => value.includes(v));
  const someChosen = value.length > 0 && !allChosen;
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;

  return (
    <TextField
      select
      label={label}
      value={[...value]}
      onChange={(event) => {
        const picked = event.target.value as unknown as string[];
        if (picked.includes(SELECT_ALL)) onChange(toggleAll(value, all));
        else onChange(picked);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (chosen) => {
            const list = chosen as string[];
            if (allChosen) return t('filters.allSelected');
            return list.length <= 1
              ? list.map(labelOf).join('')
              : t('filters.countSelected', { count: list.length });
          },
        },
      }}
    >
      <MenuItem value={SELECT_ALL} divider>
        <Tick checked={allChosen} partly={someChosen} />
        <ListItemText primary={t('filters.selectAll')} />
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <Tick checked={value.includes(option.value)} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}
