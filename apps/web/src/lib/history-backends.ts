/**
 * Where the address lives: the browser's history, or a list in memory (tests). Both keep a state
 * object per entry and tell about back/forward moves; the app history builds on either.
 */
export interface HistoryBackend {
  /** The current address (path, query and hash) and the state stored with it. */
  read(): { path: string; state: unknown };
  push(state: unknown, path: string): void;
  replace(state: unknown, path: string): void;
  go(delta: number): void;
  /** Called after a back/forward move changed the current entry. */
  onPop(listener: () => void): () => void;
}

export function browserBackend(win: Window = window): HistoryBackend {
  return {
    read: () => ({
      path: `${win.location.pathname}${win.location.search}${win.location.hash}`,
      state: win.history.state,
    }),
    push: (state, path) => win.history.pushState(state, '', path),
    replace: (state, path) => win.history.replaceState(state, '', path),
    go: (delta) => win.history.go(delta),
    onPop: (listener) => {
      win.addEventListener('popstate', listener);
      return () => win.removeEventListener('popstate', listener);
    },
  };
}

/** A history in memory whose back/forward moves happen at once, like a browser's but synchronous. */
export function memoryBackend(initialPath = '/'): HistoryBackend {
  const entries: { path: string; state: unknown }[] = [{ path: initialPath, state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  return {
    read: () => entries[index] ?? { path: '/', state: null },
    push: (state, path) => {
      entries.splice(index + 1, entries.length, { path, state });
      index += 1;
    },
    replace: (state, path) => {
      entries[index] = { path, state };
    },
    go: (delta) => {
      const next = Math.max(0, Math.min(entries.length - 1, index + delta));
      if (next === index) return;
      index = next;
      listeners.forEach((listener) => listener());
    },
    onPop: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
