import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DomLogo } from './dom-logo';
import { LanguageButtons } from './language-buttons';

/** The frame of pages seen without a session: sign-in and the not-found page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {/* The bar of AppBar + Toolbar, drawn with a Box: those two were 1 KB of the sign-in page's
          JavaScript (docs/decisions.md, "The sign-in page's bar is a Box"). */}
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          minHeight: { xs: 56, sm: 64 },
          px: { xs: 2, sm: 3 },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component={RouterLink}
          to="/"
          aria-label={t('shell.homeLink')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
        >
          <DomLogo />
          <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
            {t('shell.productShortName')}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageButtons />
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
    </Box>
  );
}
