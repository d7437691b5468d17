import type { StatusDef, Tone } from '@dom/domain';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** The chip colour of each domain tone. */
export const TONE_COLOURS: Record<Tone, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  success: 'success',
  warning: 'warning',
  error: 'error',
  info: 'info',
  default: 'default',
};

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
  const label = status ? t(`statusLabels.${status.label}`, { defaultValue: status.label }) : value;
  return <Chip label={label} color={TONE_COLOURS[status?.tone ?? 'default']} size={size} variant="outlined" data-status={value} />;
}
