import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import type { ReactNode } from 'react';

export interface PaletteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  /** Above the results: the search field. */
  header: ReactNode;
  /** Under the results: key hints. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog that finds rather than changes (a command palette): placed near the top of the screen,
 * a fixed header, a scrolling body and a footer. Changes go through ActionDialog; this one only
 * opens things.
 */
export function PaletteDialog({ open, onClose, label, header, footer, children }: PaletteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{
        // The dialog is the paper (role="dialog"): its name goes there, not on the backdrop's root.
        paper: {
          'aria-label': label,
          sx: { mt: { xs: 1, sm: 8 }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)' } },
        },
      }}
    >
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>{header}</Box>
      <Box sx={{ maxHeight: { xs: '70vh', sm: '60vh' }, overflowY: 'auto' }}>{children}</Box>
      {footer && <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>{footer}</Box>}
    </Dialog>
  );
}
