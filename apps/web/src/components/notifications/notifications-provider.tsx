import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type Notify, type NotificationSeverity, NotificationsContext } from './notifications-context';

interface Notification {
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

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Notification[]>([]);
  const [open, setOpen] = useState(true);
  const nextId = useRef(1);

  const push = useCallback((severity: NotificationSeverity, message: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setQueue((current) =>
      // The same message twice in a row (a burst of failing calls) is shown once.
      current.at(-1)?.message === message && current.at(-1)?.severity === severity
        ? current
        : [...current, { id, severity, message }],
    );
  }, []);

  const notify = useMemo<Notify>(
    () => ({
      error: (m) => push('error', m),
      success: (m) => push('success', m),
      info: (m) => push('info', m),
      warning: (m) => push('warning', m),
    }),
    [push],
  );

  const current = queue[0];
  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  const exited = () => {
    setQueue((q) => q.slice(1));
    setOpen(true);
  };

  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={AUTO_HIDE_MS[current.severity]}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited: exited } }}
        >
          <Alert severity={current.severity} variant="filled" onClose={close} sx={{ width: '100%', maxWidth: 560 }}>
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NotificationsContext.Provider>
  );
}
