import { type StatusDef, type Tone } from '@dom/domain';
import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The chip colour of each domain tone. */
export const TONE_COLOURS: Record<Tone, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  success: 'success',
  warning: 'warning',
  error: 'error',
  info: 'info',
  default: 'default',
};

/** A status's words in the interface language; the raw value for a status the set does not know. */
export function statusLabel(t: TFunction, statuses: readonly StatusDef[], value: string): string {
  const status = statuses.find((s) => s.value === value);
  return status ? t(`statusLabels.${status.label}`, { defaultValue: status.label }) : value;
}

/** A status set as filter options, labels translated. */
export function statusOptions(
  t: TFunction,
  statuses: readonly StatusDef[],
): { value: string; label: string }[] {
  return statuses.map((status) => ({ value: status.value, label: statusLabel(t, statuses, status.value) }));
}

export interface StatusChipProps {
  /** A status set from @dom/domain, e.g. APPROVAL_STATUSES. */
  statuses: readonly StatusDef[];
  value: string;
  size?: 'small' | 'medium';
}

/**
 * A status in its set's words and colour. Labels are translated under `statusLabels.<label>`;
 * a status the server knows and the interface does not yet shows its raw value in grey.
 */
export function StatusChip({ statuses, value, size = 'small' }: StatusChipProps) {
  const { t } = useTranslation();
  const status = statuses.find((s) => s.value === value);
  const label = statusLabel(t, statuses, value);
  return (
    <Chip
      label={label}
      color={TONE_COLOURS[status?.tone ?? 'default']}
      size={size}
      variant="outlined"
      data-status={value}
    />
  );
}
