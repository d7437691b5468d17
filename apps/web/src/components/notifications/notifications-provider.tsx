import { type ReactNode, Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownNotification } from './notification-snackbar';
import { type Notify, type NotificationSeverity, NotificationsContext } from './notifications-context';

// The snackbar loads with the first message: most page loads show none.
const NotificationSnackbar = lazy(() =>
  import('./notification-snackbar').then((m) => ({ default: m.NotificationSnackbar })),
);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<ShownNotification[]>([]);
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
  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <NotificationSnackbar
            key={current.id}
            notification={current}
            open={open}
            closeText={t('common.close')}
            onClose={() => setOpen(false)}
            onExited={() => {
              setQueue((q) => q.slice(1));
              setOpen(true);
            }}
          />
        </Suspense>
      )}
    </NotificationsContext.Provider>
  );
}
