import { BUSINESS_UNITS, unitsGroupedBy } from '@dom/domain';
import type { BusinessUnitChoice } from '../shell/business-unit-switch';

/**
 * The units one can switch to: those no other unit groups. DIRECT groups UTCL, so the switch
 * offers DIRECT (including UTCL) and UBS (doc 1 §3).
 */
export function businessUnitChoices(): BusinessUnitChoice[] {
  const units = BUSINESS_UNITS.map((unit) => unit.value);
  const grouped = new Set(units.flatMap((unit) => unitsGroupedBy(unit).filter((member) => member !== unit)));
  return BUSINESS_UNITS.filter((unit) => !grouped.has(unit.value)).map((unit) => ({
    value: unit.value,
    label: unit.label,
    includes: unitsGroupedBy(unit.value).filter((member) => member !== unit.value),
  }));
}
