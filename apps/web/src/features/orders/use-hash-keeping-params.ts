import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The address's query, changed without losing its hash. The shared list hooks write the query with
 * react-router's setSearchParams, which drops the hash, and the hash holds this screen's channel tab.
 */
export function useHashKeepingParams() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(search)).toString();
      void navigate({ pathname, search: next ? `?${next}` : '', hash });
    },
    [navigate, pathname, search, hash],
  );
  return { params, update };
}
