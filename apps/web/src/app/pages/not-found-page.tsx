import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { Link as RouterLink, useLocation } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('notFound.title'));
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        px: 2,
        py: 8,
      }}
    >
      <SearchOffIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, overflowWrap: 'anywhere' }}>
        {t('notFound.body', { address: pathname })}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
