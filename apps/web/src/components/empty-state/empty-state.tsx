import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** An empty tray: the no-data picture the empty table shows. */
export function NoDataIcon({ size = 56 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      sx={{ color: 'text.disabled' }}
    >
      <path
        d="M8 36 L16 14 H48 L56 36 V50 a4 4 0 0 1 -4 4 H12 a4 4 0 0 1 -4 -4 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M8 36 H22 l4 6 h12 l4 -6 H56"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </Box>
  );
}

/** 'There are no items to display' unless a page has something more specific to say. */
export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        py: 6,
        px: 2,
        textAlign: 'center',
      }}
    >
      <NoDataIcon />
      <Typography color="text.secondary">{message ?? t('table.empty')}</Typography>
    </Box>
  );
}
