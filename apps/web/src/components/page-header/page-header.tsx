import AddIcon from '@mui/icons-material/Add';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import { useCrumbsShown } from '../back-button/back-button';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** One step of the trail above a title: a list, a parent record. */
export interface Crumb {
  label: string;
  /** The step's address; the page itself (the title) is not a crumb. */
  to: string;
}

/**
 * The title of a screen, with its create button when the user may create and any other buttons
 * (`actions`, e.g. a link to a related screen) after it. A page below a list names the way back
 * (`breadcrumbs`: List › Parent), each step a link; `status` sits beside the title (a chip).
 */
export function PageHeader({
  title,
  createLabel,
  onCreate,
  actions,
  breadcrumbs,
  status,
}: {
  title: string;
  createLabel?: string;
  /** Omitted when the user lacks the permission: no button then. */
  onCreate?: () => void;
  actions?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  useCrumbsShown(Boolean(breadcrumbs && breadcrumbs.length > 0));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs
          aria-label={t('shell.breadcrumbs')}
          separator={<NavigateNextIcon fontSize="small" />}
          sx={{ typography: 'body2' }}
        >
          {breadcrumbs.map((crumb) => (
            <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
              {crumb.label}
            </Link>
          ))}
          <Typography
            variant="body2"
            color="text.primary"
            aria-current="page"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
        </Breadcrumbs>
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {status}
        </Box>
        {(actions || (onCreate && createLabel)) && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {actions}
            {onCreate && createLabel && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
                {createLabel}
              </Button>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
