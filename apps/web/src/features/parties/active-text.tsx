import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import '../../i18n/parts/parties';

export function ActiveText({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={active ? t('parties.active') : t('parties.inactive')}
    />
  );
}
