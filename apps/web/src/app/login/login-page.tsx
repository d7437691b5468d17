import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { TabbedPage, type TabDefinition } from '../../components/tabbed-page/tabbed-page';
import { usePageTitle } from '../../lib/use-page-title';
import { PageLoading } from '../require-session';
import { writeReturnAddress } from '../../lib/storage';
import { useBuiltRoutes } from '../screen-routes';
import { type SessionUser, useSession } from '../session/session-context';
import { PublicLayout } from '../shell/public-layout';
import { DomLogo } from '../shell/dom-logo';
import { signInTarget } from './complete-sign-in';
import { PasswordLoginForm } from './password-login-form';
import { SsoLink } from './sso-link';
import { useSsoReturn } from './sso-return';

// The OTP form brings the country table and its dropdown: loaded when its tab is opened.
const OtpLoginForm = lazy(() => import('./otp-login-form').then((m) => ({ default: m.OtpLoginForm })));

/** Moves a fresh session on; the remembered address is used once and then forgotten. */
function SignedInRedirect({ user, built }: { user: SessionUser; built: ReadonlySet<string> }) {
  const [target] = useState(() => signInTarget(user, built));
  useEffect(() => writeReturnAddress(null), []);
  return <Navigate to={target} replace />;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const built = useBuiltRoutes();
  const exchanging = useSsoReturn();
  usePageTitle(t('login.title'));
  const tabs = useMemo<TabDefinition[]>(
    () => [
      { id: 'password', label: t('login.tabs.password'), render: () => <PasswordLoginForm /> },
      {
        id: 'otp',
        label: t('login.tabs.otp'),
        render: () => (
          <Suspense fallback={<PageLoading />}>
            <OtpLoginForm />
          </Suspense>
        ),
      },
    ],
    [t],
  );
  if (user) return <SignedInRedirect user={user} built={built} />;
  return (
    <PublicLayout>
      <Box
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          p: { xs: 2, sm: 4 },
        }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              mb: 3,
              textAlign: 'center',
            }}
          >
            <DomLogo size={48} />
            <Typography variant="h1">{t('login.heading')}</Typography>
            <Typography color="text.secondary">{t('login.subtitle')}</Typography>
          </Box>
          {exchanging ? (
            <PageLoading />
          ) : (
            <>
              <TabbedPage tabs={tabs} ariaLabel={t('login.tabs.label')} centered />
              <SsoLink />
            </>
          )}
        </Paper>
      </Box>
    </PublicLayout>
  );
}
