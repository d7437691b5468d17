import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SearchButton } from '../../features/search/search-button';
import type { SessionUser } from '../session/session-context';
import { type BusinessUnitChoice, BusinessUnitSwitch } from './business-unit-switch';
import { DomLogo } from './dom-logo';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import type { Viewport } from '../../lib/use-viewport';

export interface AppHeaderProps {
  user: SessionUser;
  viewport: Viewport;
  businessUnits: readonly BusinessUnitChoice[];
  menuOpen: boolean;
  onMenuToggle: () => void;
  menuId: string;
}

export function AppHeader({ user, viewport, businessUnits, menuOpen, onMenuToggle, menuId }: AppHeaderProps) {
  const { t } = useTranslation();
  const mobile = viewport === 'mobile';
  return (
    <AppBar position="fixed" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        {mobile && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onMenuToggle}
            aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
            aria-controls={menuId}
            aria-expanded={menuOpen}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to="/"
          aria-label={t('shell.homeLink')}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            minWidth: 0,
          }}
        >
          <DomLogo size={30} light />
          <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
            {t('shell.productShortName')}
          </Typography>
        </Box>
        {viewport === 'desktop' && (
          <Typography
            component="span"
            variant="body2"
            sx={{
              opacity: 0.85,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              minWidth: 0,
            }}
          >
            {t('shell.productName')}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <SearchButton compact={viewport !== 'desktop'} />
        <BusinessUnitSwitch choices={businessUnits} compact={mobile} />
        <LanguageSwitch compact={mobile} />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
