import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { useNotify } from '../components/notifications/notifications-context';
import { isStorageSupported } from '../lib/storage';
import { BusinessUnitProvider } from './business-unit/business-unit-provider';
import { type LoadSessionUser, SessionProvider } from './session/session-provider';
import { theme } from './theme';

/** Says once, at start, when the browser refuses storage: language and sign-in cannot be kept. */
function StorageNotice() {
  const notify = useNotify();
  const { t } = useTranslation();
  useEffect(() => {
    if (!isStorageSupported()) notify.error(t('errors.storageUnsupported'));
  }, [notify, t]);
  return null;
}

interface AppProvidersProps {
  children: ReactNode;
  i18n: I18n;
  queryClient: QueryClient;
  loadUser?: LoadSessionUser;
}

export function AppProviders({ children, i18n, queryClient, loadUser }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SessionProvider loadUser={loadUser}>
            <BusinessUnitProvider>
              <NotificationsProvider>
                <StorageNotice />
                {children}
              </NotificationsProvider>
            </BusinessUnitProvider>
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
