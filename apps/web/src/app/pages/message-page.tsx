import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * A whole-page message about the address the user is on (not found, no access): an icon, the
 * title (also the page title), a body naming the address, and the way home. `messages` is the
 * i18n prefix holding `title`, `body` (with {{address}}) and `home`.
 */
export function MessagePage({ icon, messages }: { icon: ReactNode; messages: 'notFound' | 'noAccess' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t(`${messages}.title`));
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
      {icon}
      <Typography variant="h1">{t(`${messages}.title`)}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, overflowWrap: 'anywhere' }}>
        {t(`${messages}.body`, { address: pathname })}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t(`${messages}.home`)}
      </Button>
    </Box>
  );
}
