import {
  DATE_RANGE_PRESETS,
  type DateRangePresetValue,
  formatDisplayDate,
  istDateOf,
  validateDateRange,
} from '@dom/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import type { DateRangeValue } from './filter-types';
import { CUSTOM_RANGE } from './filter-url-state';

export const ALL_PRESETS: readonly DateRangePresetValue[] = DATE_RANGE_PRESETS.map((p) => p.value).filter(
  (value) => value !== CUSTOM_RANGE,
);

/** "Last 7 Days", or for a custom range "1 Mar, 2025 – 31 Mar, 2025". */
export function dateRangeText(t: TFunction, value: DateRangeValue): string {
  if (value.preset !== CUSTOM_RANGE) return t(`datePresets.${value.preset}`);
  return `${formatDisplayDate(value.start)} – ${formatDisplayDate(value.end)}`;
}

export interface DateRangeFilterProps {
  label: string;
  value: DateRangeValue | undefined;
  presets?: readonly DateRangePresetValue[];
  onChange: (value: DateRangeValue | undefined) => void;
  /** Resolves a preset to its days; the filter state does this with the domain's `presetRange`. */
  resolvePreset: (preset: DateRangePresetValue) => DateRangeValue | undefined;
}

export function DateRangeFilter({
  label,
  value,
  presets = ALL_PRESETS,
  onChange,
  resolvePreset,
}: DateRangeFilterProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const today = istDateOf(new Date());
  const [start, setStart] = useState(value?.start ?? today);
  const [end, setEnd] = useState(value?.end ?? today);
  const rangeError = validateDateRange(start, end);
  const incomplete = start === '' || end === '';

  const openCustom = () => {
    setStart(value?.start ?? today);
    setEnd(value?.end ?? today);
    setEditing(true);
  };

  return (
    <>
      <TextField
        select
        label={label}
        value={value?.preset ?? ''}
        onChange={(event) => {
          const picked = event.target.value as DateRangePresetValue | '';
          if (picked === '') onChange(undefined);
          else if (picked !== CUSTOM_RANGE) onChange(resolvePreset(picked));
        }}
        slotProps={{
          select: {
            renderValue: (selected) =>
              selected === '' || !value ? t('filters.anyTime') : dateRangeText(t, value),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
      >
        <MenuItem value="">
          <em>{t('filters.anyTime')}</em>
        </MenuItem>
        {presets.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`datePresets.${preset}`)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM_RANGE} onClick={openCustom}>
          {t(`datePresets.${CUSTOM_RANGE}`)}
        </MenuItem>
      </TextField>
      <Dialog open={editing} onClose={() => setEditing(false)} aria-labelledby={titleId} maxWidth="xs">
        <DialogTitle id={titleId}>{label}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, pt: 1 }}>
            <TextField
              type="date"
              label={t('filters.from')}
              value={start}
              onChange={(event) => setStart(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={t('filters.to')}
              value={end}
              onChange={(event) => setEnd(event.target.value)}
              error={rangeError !== null}
              helperText={rangeError ? messageText(rangeError) : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            disabled={incomplete || rangeError !== null}
            onClick={() => {
              onChange({ preset: CUSTOM_RANGE, start, end });
              setEditing(false);
            }}
          >
            {t('common.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
