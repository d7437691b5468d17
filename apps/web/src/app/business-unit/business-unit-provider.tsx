import type { BusinessUnit } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { readBusinessUnit, writeBusinessUnit } from '../../lib/storage';
import { useSession } from '../session/session-context';
import { BusinessUnitContext, type BusinessUnitState } from './business-unit-context';

/**
 * Holds the chosen business unit; every list depends on it, so a switch refetches them all, and
 * the session re-reads the permissions the server grants in the new unit (doc 1 §6).
 */
export function BusinessUnitProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const [businessUnit, setState] = useState<BusinessUnit | null>(readBusinessUnit);

  const setBusinessUnit = useCallback(
    (unit: BusinessUnit) => {
      writeBusinessUnit(unit);
      setState(unit);
      void refresh();
      void queryClient.invalidateQueries();
    },
    [queryClient, refresh],
  );

  const value = useMemo<BusinessUnitState>(
    () => ({ businessUnit, setBusinessUnit }),
    [businessUnit, setBusinessUnit],
  );
  return <BusinessUnitContext.Provider value={value}>{children}</BusinessUnitContext.Provider>;
}
