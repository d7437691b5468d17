import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { WorkQueue } from '../../features/search/work-queue';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../session/session-context';
import { useShellMenu } from '../shell/use-shell-menu';

/**
 * The root, where every sign-in lands (issue 18): a greeting, the user's work queue (counts that
 * open their filtered lists) and the screens this user may open, grouped as in the menu.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { groups } = useShellMenu();
  usePageTitle(t('home.title'));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('home.welcome', { name: user?.displayName ?? '' })}</Typography>
      <WorkQueue />
      {groups.length === 0 ? (
        <Typography color="text.secondary">{t('home.noScreens')}</Typography>
      ) : (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
            {t('home.screens')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {groups.map((group) => (
              <Paper
                key={group.id}
                variant="outlined"
                component="section"
                aria-labelledby={`home-${group.id}`}
                sx={{ p: 2 }}
              >
                <Typography id={`home-${group.id}`} variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
                  {group.label}
                </Typography>
                <Box
                  component="ul"
                  sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
                >
                  {group.items.map((item) => (
                    <li key={item.route}>
                      <Link component={RouterLink} to={item.route} underline="hover">
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Paper>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
