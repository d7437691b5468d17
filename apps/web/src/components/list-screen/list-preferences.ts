import { useCallback, useState } from 'react';
import { useSession } from '../../app/session/session-context';
import { readListPreference, writeListPreference } from '../../lib/storage';

export type Density = 'compact' | 'comfortable';

export interface ListPreferences {
  density: Density;
  /** Column ids the user hid. */
  hidden: readonly string[];
}

const DEFAULTS: ListPreferences = { density: 'compact', hidden: [] };

function parse(text: string | null): ListPreferences {
  if (!text) return DEFAULTS;
  try {
    const value = JSON.parse(text) as Partial<ListPreferences>;
    return {
      density: value.density === 'comfortable' ? 'comfortable' : 'compact',
      hidden: Array.isArray(value.hidden) ? value.hidden.filter((id) => typeof id === 'string') : [],
    };
  } catch {
    return DEFAULTS;
  }
}

/**
 * How one user likes one list (row density, hidden columns), remembered in this browser per user
 * and list. Without a signed-in user it lives for the page only.
 */
export function useListPreferences(listId: string) {
  const user = useSession().user;
  const owner = user?.id ?? user?.username ?? null;
  const [prefs, setPrefs] = useState<ListPreferences>(() =>
    owner ? parse(readListPreference(owner, listId)) : DEFAULTS,
  );
  const save = useCallback(
    (next: ListPreferences) => {
      setPrefs(next);
      if (owner) writeListPreference(owner, listId, JSON.stringify(next));
    },
    [owner, listId],
  );
  const setDensity = useCallback((density: Density) => save({ ...prefs, density }), [prefs, save]);
  const toggleColumn = useCallback(
    (id: string) =>
      save({
        ...prefs,
        hidden: prefs.hidden.includes(id) ? prefs.hidden.filter((h) => h !== id) : [...prefs.hidden, id],
      }),
    [prefs, save],
  );
  return { ...prefs, setDensity, toggleColumn };
}
