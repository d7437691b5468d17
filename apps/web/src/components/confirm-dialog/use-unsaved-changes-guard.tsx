import { type ReactElement, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { UnsavedChangesDialog } from './confirm-dialog';

/**
 * Asks before leaving a page with unsaved changes, both for moves inside the app (the spec's dialog)
 * and for reloads or closing the tab (the browser's own prompt; its text cannot be set).
 * Render the returned element somewhere in the page.
 */
export function useUnsavedChangesGuard(isDirty: boolean): ReactElement {
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    isDirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onGoBack={() => blocker.reset?.()}
      onProceed={() => blocker.proceed?.()}
    />
  );
}
