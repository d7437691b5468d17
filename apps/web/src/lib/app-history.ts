import { type Location, type Navigator, type Path, type To, createPath, parsePath } from 'react-router';
import type { HistoryBackend } from './history-backends';

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

/** What is stored with each entry: the caller's state, a key and the entry's position in the tab. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

export interface HeldNavigation {
  /** Carry out the move that was held. */
  proceed: () => void;
  /** Stay where we are. */
  reset: () => void;
}

export type ShouldBlock = (move: {
  action: NavigationAction;
  currentLocation: Location;
  nextLocation: Location;
}) => boolean;

/**
 * React Router's navigator plus what the app needs on top: the position in the tab's history (for
 * the back button) and a guard that can hold a move until the user confirms it (unsaved changes).
 * A small replacement for the data router, whose only feature used here was that guard.
 */
export interface AppHistory extends Navigator {
  readonly location: Location;
  readonly action: NavigationAction;
  /** 0 on the entry where the app was opened. */
  readonly index: number;
  listen: (listener: (action: NavigationAction, location: Location) => void) => () => void;
  /** One guard at a time; `onHeld` receives a move it stopped. Returns the release function. */
  block: (shouldBlock: ShouldBlock, onHeld: (held: HeldNavigation) => void) => () => void;
}

function isEntryState(value: unknown): value is EntryState {
  return typeof value === 'object' && value !== null && typeof (value as EntryState).idx === 'number';
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function toPath(to: To, current: Location): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: target.pathname ?? current.pathname,
    search: target.search ?? '',
    hash: target.hash ?? '',
  };
}

export function createAppHistory(backend: HistoryBackend): AppHistory {
  const first = backend.read();
  let entry: EntryState = isEntryState(first.state) ? first.state : { usr: null, key: 'default', idx: 0 };
  if (!isEntryState(first.state)) backend.replace(entry, first.path);

  const locationOf = (path: string, state: EntryState): Location => {
    const { pathname = '/', search = '', hash = '' } = parsePath(path);
    return { pathname, search, hash, state: state.usr, key: state.key };
  };

  let location = locationOf(first.path, entry);
  let action: NavigationAction = 'POP';
  const listeners = new Set<(action: NavigationAction, location: Location) => void>();
  let guard: { shouldBlock: ShouldBlock; onHeld: (held: HeldNavigation) => void } | null = null;
  // Set while undoing a blocked back/forward move, and while replaying one the user confirmed.
  let undoing = false;
  let letThrough = false;

  const settle = (nextAction: NavigationAction, path: string, state: EntryState) => {
    entry = state;
    action = nextAction;
    location = locationOf(path, state);
    listeners.forEach((listener) => listener(action, location));
  };

  const held = (nextAction: NavigationAction, next: Location): boolean =>
    guard !== null &&
    guard.shouldBlock({ action: nextAction, currentLocation: location, nextLocation: next });

  const move = (kind: 'PUSH' | 'REPLACE', to: To, usr: unknown) => {
    const path = createPath(toPath(to, location));
    const state: EntryState = {
      usr: usr ?? null,
      key: newKey(),
      idx: kind === 'PUSH' ? entry.idx + 1 : entry.idx,
    };
    const apply = () => {
      if (kind === 'PUSH') backend.push(state, path);
      else backend.replace(state, path);
      settle(kind, path, state);
    };
    if (guard && held(kind, locationOf(path, state))) {
      const { onHeld } = guard;
      onHeld({ proceed: apply, reset: () => undefined });
      return;
    }
    apply();
  };

  backend.onPop(() => {
    const { path, state } = backend.read();
    const next: EntryState = isEntryState(state) ? state : { usr: state, key: newKey(), idx: entry.idx };
    if (undoing) {
      undoing = false;
      return;
    }
    const delta = entry.idx - next.idx;
    if (!letThrough && guard && delta !== 0 && held('POP', locationOf(path, next))) {
      const { onHeld } = guard;
      undoing = true;
      backend.go(delta);
      onHeld({
        proceed: () => {
          letThrough = true;
          backend.go(-delta);
        },
        reset: () => undefined,
      });
      return;
    }
    letThrough = false;
    settle('POP', path, next);
  });

  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    get index() {
      return entry.idx;
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    encodeLocation: (to) => toPath(to, location),
    push: (to, state) => move('PUSH', to, state),
    replace: (to, state) => move('REPLACE', to, state),
    go: (delta) => backend.go(delta),
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block: (shouldBlock, onHeld) => {
      const own = { shouldBlock, onHeld };
      guard = own;
      return () => {
        if (guard === own) guard = null;
      };
    },
  };
}
