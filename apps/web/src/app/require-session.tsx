import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { writeReturnAddress } from '../lib/storage';
import { useSession } from './session/session-context';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** An address that carries a token is a sign-in hand-over, not a place to come back to (doc 1 §2). */
export function isReturnableAddress(address: string): boolean {
  return !/[?&#](access_token|id_token|code)=/.test(address);
}

/** Screens behind sign-in: without a session the address is remembered and the user goes to /login. */
export function RequireSession() {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoading />;
  if (!user) {
    const address = `${location.pathname}${location.search}${location.hash}`;
    if (location.pathname !== '/' && isReturnableAddress(address)) writeReturnAddress(address);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
