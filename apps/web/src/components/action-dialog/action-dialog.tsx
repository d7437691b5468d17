import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';

export interface ActionDialogProps {
  /** Shown unless told otherwise: most dialogs are mounted only while open. */
  open?: boolean;
  title: ReactNode;
  question?: ReactNode;
  /** The submit button's words; without them the dialog only shows (Close, and `actions`). */
  submitLabel?: string;
  /** The close button's words: 'Close' unless told otherwise ('Cancel', 'Keep order'). */
  closeLabel?: string;
  /** The submit button in red, for what cannot be undone. */
  danger?: boolean;
  /** While the call runs: both buttons are off and the dialog cannot be dismissed. */
  busy?: boolean;
  /** The submit button is off (nothing to send yet) while Close still works, unlike `busy`. */
  submitDisabled?: boolean;
  /** The last failed call (or a failed read the form needs); its message shows above the buttons. */
  error?: unknown;
  /** Shown when the failure carries no message of its own ('Failed to …'). */
  errorFallback?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children?: ReactNode;
  /** `md` (or `wide`) for forms with tables or two columns, `lg` for documents. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  wide?: boolean;
  /** More buttons, placed before Close (e.g. Delete, Reset). */
  actions?: ReactNode;
}

/**
 * The frame every action dialog shares: title, question, fields, the server's refusal, and the
 * buttons at the bottom. A phone gets the whole screen, so long forms scroll and the buttons stay
 * in reach. Pair it with `useActionMutation` for the call.
 */
export function ActionDialog({
  open = true,
  title,
  question,
  submitLabel,
  closeLabel,
  danger = false,
  busy = false,
  submitDisabled = false,
  error = null,
  errorFallback,
  onSubmit,
  onClose,
  children,
  size,
  wide = false,
  actions,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (onSubmit) onSubmit(event);
    else event.preventDefault();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth={size ?? (wide ? 'md' : 'sm')}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* A flex column, so the fields scroll and the buttons stay in reach (bottom of a phone). */}
      <form
        noValidate
        onSubmit={submit}
        style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        {/* The fields scroll; the title and the buttons stay in view (1280×800 and 390 px alike). */}
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1, minHeight: 0 }}>
          {question && <DialogContentText component="div">{question}</DialogContentText>}
          {children}
          <ErrorAlert error={error} fallback={errorFallback} />
        </DialogContent>
        <DialogActions sx={{ flexShrink: 0, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', gap: 1 }}>
          {actions}
          {/* Close and submit stay side by side at the right when the row wraps (a phone, long labels). */}
          <Box sx={{ display: 'flex', gap: 2, ml: 'auto' }}>
            <Button onClick={onClose} disabled={busy}>
              {closeLabel ?? t('common.close')}
            </Button>
            {submitLabel !== undefined && (
              <Button
                type="submit"
                variant="contained"
                color={danger ? 'error' : 'primary'}
                disabled={busy || submitDisabled}
              >
                {submitLabel}
              </Button>
            )}
          </Box>
        </DialogActions>
      </form>
    </Dialog>
  );
}
