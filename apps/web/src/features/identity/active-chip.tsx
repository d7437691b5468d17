import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={active ? t('users.active') : t('users.inactive')}
    />
  );
}
