import { type BusinessUnit, expandBusinessUnits } from '@dom/domain';
import { createContext, useContext } from 'react';

export interface BusinessUnitState {
  /** The stored unit, or null when none is stored or storage fails (doc 1 §3). */
  businessUnit: BusinessUnit | null;
  setBusinessUnit: (unit: BusinessUnit) => void;
}

export const BusinessUnitContext = createContext<BusinessUnitState | null>(null);

export function useBusinessUnit(): BusinessUnitState {
  const state = useContext(BusinessUnitContext);
  if (!state) throw new Error('useBusinessUnit must be used inside <BusinessUnitProvider>');
  return state;
}

/**
 * The units a list call filters by, for its repeated `businessUnit` parameter: DIRECT brings UTCL
 * along (doc 1 §3); no unit means no filter.
 */
export function businessUnitFilter(unit: BusinessUnit | null): BusinessUnit[] {
  return unit === null ? [] : expandBusinessUnits([unit]);
}
