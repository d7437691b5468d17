import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * A screen the user's permissions do not open (issue 18): said plainly, with the way home,
 * instead of an empty list and a refusal toast. The server refuses the data all the same.
 */
export function NoAccessPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('noAccess.title'));
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
      <LockOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary' }} />
      <Typography variant="h1">{t('noAccess.title')}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, overflowWrap: 'anywhere' }}>
        {t('noAccess.body', { address: pathname })}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('noAccess.home')}
      </Button>
    </Box>
  );
}
