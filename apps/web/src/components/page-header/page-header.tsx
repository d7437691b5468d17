import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The title of a screen, with its create button when the user may create and any other buttons
 * (`actions`, e.g. a link to a related screen) after it.
 */
export function PageHeader({
  title,
  createLabel,
  onCreate,
  actions,
}: {
  title: string;
  createLabel?: string;
  /** Omitted when the user lacks the permission: no button then. */
  onCreate?: () => void;
  actions?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Typography variant="h1">{title}</Typography>
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
  );
}
