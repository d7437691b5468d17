import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { ChangePasswordForm } from './change-password-form';
import { roleLabel } from './users-support';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** `/my-profile`: who the user is to DOM, and the password change. */
export function MyProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('menu.myProfile'));
  if (!user) return null;
  const none = t('profile.none');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h1">{t('menu.myProfile')}</Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="profile-details"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="profile-details" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          {t('profile.details')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: 1,
            m: 0,
          }}
        >
          <Detail label={t('profile.name')}>{user.displayName}</Detail>
          <Detail label={t('profile.username')}>{user.username}</Detail>
          <Detail label={t('profile.email')}>{user.email ?? none}</Detail>
          <Detail label={t('profile.phone')}>{user.phone ?? none}</Detail>
          <Detail label={t('profile.roles')}>
            {user.roles.length === 0 ? (
              none
            ) : (
              <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
                {user.roles.map((role) => (
                  <Chip key={role} label={roleLabel(role)} size="small" />
                ))}
              </Box>
            )}
          </Detail>
          <Detail label={t('profile.businessUnits')}>
            {user.businessUnits && user.businessUnits.length > 0 ? user.businessUnits.join(', ') : none}
          </Detail>
        </Box>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="profile-password"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="profile-password" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          {t('profile.changePassword')}
        </Typography>
        <ChangePasswordForm />
      </Paper>
    </Box>
  );
}
