import { createContext, useContext } from 'react';

export interface BusinessUnitState {
  /** The stored unit, or null when none is stored or storage fails (doc 1 §3). */
  businessUnit: string | null;
  setBusinessUnit: (unit: string) => void;
}

export const BusinessUnitContext = createContext<BusinessUnitState | null>(null);

export function useBusinessUnit(): BusinessUnitState {
  const state = useContext(BusinessUnitContext);
  if (!state) throw new Error('useBusinessUnit must be used inside <BusinessUnitProvider>');
  return state;
}
