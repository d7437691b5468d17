import { type ReactElement, Suspense, lazy, useEffect, useState } from 'react';
import { useAppHistory } from '../../app/app-router';
import type { HeldNavigation } from '../../lib/app-history';

const UnsavedChangesDialog = lazy(() =>
  import('./confirm-dialog').then((m) => ({ default: m.UnsavedChangesDialog })),
);

/**
 * Asks before leaving a page with unsaved changes, both for moves inside the app (the spec's dialog,
 * back and forward included) and for reloads or closing the tab (the browser's own prompt; its text
 * cannot be set). Moves that stay on the page (another tab's hash) are not asked about.
 * Render the returned element somewhere in the page.
 */
export function useUnsavedChangesGuard(isDirty: boolean): ReactElement | null {
  const history = useAppHistory();
  const [held, setHeld] = useState<HeldNavigation | null>(null);

  useEffect(() => {
    if (!isDirty) return;
    return history.block(
      ({ currentLocation, nextLocation }) =>
        currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search,
      setHeld,
    );
  }, [history, isDirty]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  if (!held) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        open
        onGoBack={() => {
          held.reset();
          setHeld(null);
        }}
        onProceed={() => {
          setHeld(null);
          held.proceed();
        }}
      />
    </Suspense>
  );
}
