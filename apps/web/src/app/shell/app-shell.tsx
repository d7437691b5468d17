// The signed-in app's English, registered as this chunk is evaluated (before the shell renders).
import '../../i18n/app-translations';
// Server messages in the reader's language from here on (not on /login: see use-error-toast.ts).
import '../../i18n/server-messages';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { BackButton, BackButtonScope } from '../../components/back-button/back-button';
import { DataProviders } from '../data-providers';
import { PageLoading } from '../require-session';
import { useSession } from '../session/session-context';
import { ActAsBanner } from './act-as-banner';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import { useBusinessUnitChoices, useShellMenu } from './use-shell-menu';
import { useViewport } from '../../lib/use-viewport';

const MENU_WIDTH = { tablet: 232, desktop: 264 } as const;
const MAIN_ID = 'main-content';

/** Header, side menu and the page. On mobile the menu is a drawer behind the header's button. */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <DataProviders>
      <BackButtonScope>
        <ShellFrame>{children}</ShellFrame>
      </BackButtonScope>
    </DataProviders>
  );
}

function ShellFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const viewport = useViewport();
  const menu = useShellMenu();
  const businessUnits = useBusinessUnitChoices();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuId = useId();
  if (!user) return null;

  const mobile = viewport === 'mobile';
  const width = mobile ? 280 : MENU_WIDTH[viewport];
  const sideMenu = (
    <SideMenu
      menu={menu}
      atHome={pathname === '/'}
      onNavigate={mobile ? () => setDrawerOpen(false) : undefined}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('common.skipToContent')}
      </Link>
      <AppHeader
        user={user}
        viewport={viewport}
        businessUnits={businessUnits}
        menuOpen={drawerOpen}
        onMenuToggle={() => setDrawerOpen((open) => !open)}
        menuId={menuId}
      />
      <Drawer
        id={menuId}
        variant={mobile ? 'temporary' : 'permanent'}
        open={mobile ? drawerOpen : true}
        onClose={() => setDrawerOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width, boxSizing: 'border-box', display: 'flex', flexDirection: 'column' },
        }}
      >
        <Toolbar />
        {sideMenu}
      </Drawer>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <Toolbar />
        <ActAsBanner />
        <BackButton />
        <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
      </Box>
    </Box>
  );
}
