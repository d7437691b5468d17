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
import { DialogError } from '../orders/dialog-error';

export interface ActionDialogShellProps {
  title: string;
  question?: string;
  submitLabel: string;
  danger?: boolean;
  busy: boolean;
  /** The submit button is off (nothing to send yet) while Close still works, unlike `busy`. */
  submitDisabled?: boolean;
  error: unknown;
  errorFallback: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children?: ReactNode;
  wide?: boolean;
}

/** The frame every consignment action dialog shares: title, question, fields, the error, two buttons. */
export function ActionDialogShell({
  title,
  question,
  submitLabel,
  danger = false,
  busy,
  submitDisabled = false,
  error,
  errorFallback,
  onSubmit,
  onClose,
  children,
  wide = false,
}: ActionDialogShellProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // A phone gets the whole screen: the POD and modify forms are long.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth={wide ? 'md' : 'sm'}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* A flex column, so the fields scroll and the buttons stay in reach (bottom of a phone). */}
      <form
        noValidate
        onSubmit={onSubmit}
        style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {question && <DialogContentText>{question}</DialogContentText>}
          {children}
          <DialogError error={error} fallback={errorFallback} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('consignments.actions.close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            disabled={busy || submitDisabled}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
