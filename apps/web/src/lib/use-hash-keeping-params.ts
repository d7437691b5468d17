import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The address's query, changed without losing its hash. react-router's setSearchParams drops the
 * hash, and on a tabbed list screen the hash holds the selected tab: every filter or page change
 * would throw the user back to the first tab. All URL-state hooks write the query through this.
 */
export function useHashKeepingParams() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, opts: { replace?: boolean } = {}) => {
      const next = change(new URLSearchParams(search)).toString();
      void navigate({ pathname, search: next ? `?${next}` : '', hash }, { replace: opts.replace ?? false });
    },
    [navigate, pathname, search, hash],
  );
  return { params, update };
}
