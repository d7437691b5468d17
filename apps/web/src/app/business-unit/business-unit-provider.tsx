import type { BusinessUnit } from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { readBusinessUnit, writeBusinessUnit } from '../../lib/storage';
import { BusinessUnitContext, type BusinessUnitState } from './business-unit-context';

/** Holds the chosen business unit; every list depends on it, so a switch refetches them all. */
export function BusinessUnitProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [businessUnit, setState] = useState<BusinessUnit | null>(readBusinessUnit);

  const setBusinessUnit = useCallback(
    (unit: BusinessUnit) => {
      writeBusinessUnit(unit);
      setState(unit);
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const value = useMemo<BusinessUnitState>(
    () => ({ businessUnit, setBusinessUnit }),
    [businessUnit, setBusinessUnit],
  );
  return <BusinessUnitContext.Provider value={value}>{children}</BusinessUnitContext.Provider>;
}
