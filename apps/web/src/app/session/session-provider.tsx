import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { clearSession } from '../../lib/storage';
import { type Session, SessionContext, type SessionUser } from './session-context';
import { readStoredSessionUser } from './stored-session-user';

export type LoadSessionUser = () => SessionUser | null | Promise<SessionUser | null>;

interface SessionState {
  status: Session['status'];
  user: SessionUser | null;
}

interface SessionProviderProps {
  children: ReactNode;
  /** How the user is resolved; the identity layer supplies a server-backed loader. */
  loadUser?: LoadSessionUser;
}

function settle(answer: Promise<SessionUser | null>, apply: (state: SessionState) => void): () => void {
  let cancelled = false;
  answer.then(
    (user) => !cancelled && apply({ status: 'ready', user }),
    () => !cancelled && apply({ status: 'ready', user: null }),
  );
  return () => {
    cancelled = true;
  };
}

export function SessionProvider({ children, loadUser = readStoredSessionUser }: SessionProviderProps) {
  const [initial] = useState(loadUser);
  const [state, setState] = useState<SessionState>(() =>
    initial instanceof Promise ? { status: 'loading', user: null } : { status: 'ready', user: initial },
  );

  useEffect(() => (initial instanceof Promise ? settle(initial, setState) : undefined), [initial]);

  const reload = useCallback(() => {
    const next = loadUser();
    if (next instanceof Promise) {
      setState((s) => ({ ...s, status: 'loading' }));
      settle(next, setState);
    } else {
      setState({ status: 'ready', user: next });
    }
  }, [loadUser]);

  const refresh = useCallback(async () => {
    try {
      const user = await loadUser();
      setState((s) => (s.user && user ? { status: 'ready', user } : s));
    } catch {
      // The next call's own error handling (refresh, expiry) deals with a lost session.
    }
  }, [loadUser]);

  const signOut = useCallback(() => {
    clearSession();
    setState({ status: 'ready', user: null });
  }, []);

  const session = useMemo<Session>(() => {
    const permissions = new Set(state.user?.permissions ?? []);
    return {
      status: state.status,
      user: state.user,
      hasPermission: (permission) => permissions.has(permission),
      reload,
      refresh,
      signOut,
    };
  }, [state, reload, refresh, signOut]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
