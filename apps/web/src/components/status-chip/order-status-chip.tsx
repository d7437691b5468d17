import { ORDER_STATUSES, orderStatusTone } from '@dom/domain';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TONE_COLOURS } from './status-chip';
import type { FilterOption } from '../filter-bar/filter-types';

/** Order states in the interface language; their words live under orders.states (wire value keys). */
export function orderStatusText(t: TFunction, value: string): string {
  const status = ORDER_STATUSES.find((s) => s.value === value);
  return status ? t(`orders.states.${status.value}`, { defaultValue: status.label }) : value;
}

export function orderStatusOptions(t: TFunction): FilterOption[] {
  return ORDER_STATUSES.map((s) => ({ value: s.value, label: orderStatusText(t, s.value) }));
}

export function OrderStatusChip({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      label={orderStatusText(t, value)}
      color={TONE_COLOURS[orderStatusTone(value)]}
      // The theme's warning orange is just above 4.5:1 on white and below it on the grey page.
      sx={orderStatusTone(value) === 'warning' ? { color: 'warning.dark' } : undefined}
      size="small"
      variant="outlined"
      data-status={value}
    />
  );
}
