import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'error' for actions that cannot be undone (cancel an order, create a credit note). */
  confirmColor?: 'primary' | 'error' | 'warning';
  /** While the confirmed action runs: both buttons are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmColor = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={messageId}
      maxWidth="sm"
    >
      {title && <DialogTitle id={titleId}>{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={confirmColor} autoFocus>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The spec's prompt before leaving a form with changes: Go Back keeps the form, Proceed leaves it. */
export function UnsavedChangesDialog({
  open,
  onGoBack,
  onProceed,
}: {
  open: boolean;
  onGoBack: () => void;
  onProceed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      message={t('confirm.unsavedChanges')}
      cancelLabel={t('confirm.goBack')}
      confirmLabel={t('confirm.proceed')}
      confirmColor="warning"
      onCancel={onGoBack}
      onConfirm={onProceed}
    />
  );
}
