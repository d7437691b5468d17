import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../session/session-context';

/** The root: a greeting until the role-specific landing screens exist (doc 1 §6). */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('home.title'));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h1">{t('home.welcome', { name: user?.displayName ?? '' })}</Typography>
      <Typography color="text.secondary">{t('home.intro')}</Typography>
    </Box>
  );
}
