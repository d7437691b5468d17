import { createContext, useContext } from 'react';

export type NotificationSeverity = 'error' | 'success' | 'info' | 'warning';

export interface Notify {
  error: (message: string) => void;
  success: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
}

export const NotificationsContext = createContext<Notify | null>(null);

/** The four alert variants of doc 1 §8; messages arrive already translated. */
export function useNotify(): Notify {
  const notify = useContext(NotificationsContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}
