import { type ReactNode, createContext, useContext, useLayoutEffect, useState } from 'react';
import { NavigationType, Router } from 'react-router';
import type { AppHistory, NavigationAction } from '../lib/app-history';

const NAVIGATION_TYPES: Record<NavigationAction, NavigationType> = {
  POP: NavigationType.Pop,
  PUSH: NavigationType.Push,
  REPLACE: NavigationType.Replace,
};

const HistoryContext = createContext<AppHistory | null>(null);

/** The app's history: its position (for the back button) and its navigation guard. */
export function useAppHistory(): AppHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useAppHistory must be used inside <AppRouter>');
  return history;
}

/**
 * React Router in its declarative form over the app's own history. The data router would add
 * some 16 KB gzipped to every page for a blocking feature that `AppHistory.block` covers.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((action, location) => setState({ action, location })), [history]);
  return (
    <HistoryContext.Provider value={history}>
      <Router location={state.location} navigationType={NAVIGATION_TYPES[state.action]} navigator={history}>
        {children}
      </Router>
    </HistoryContext.Provider>
  );
}
