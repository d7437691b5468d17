import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { NotificationSeverity } from './notifications-context';

export interface ShownNotification {
  id: number;
  severity: NotificationSeverity;
  message: string;
}

/** Errors stay longer: they usually ask the reader to do something. */
const AUTO_HIDE_MS: Record<NotificationSeverity, number> = {
  error: 8000,
  warning: 6000,
  success: 4000,
  info: 4000,
};

export interface NotificationSnackbarProps {
  notification: ShownNotification;
  open: boolean;
  closeText: string;
  onClose: () => void;
  onExited: () => void;
}

export function NotificationSnackbar({
  notification,
  open,
  closeText,
  onClose,
  onExited,
}: NotificationSnackbarProps) {
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={AUTO_HIDE_MS[notification.severity]}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={notification.severity}
        variant="filled"
        onClose={close}
        closeText={closeText}
        sx={{ width: '100%', maxWidth: 560 }}
      >
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
