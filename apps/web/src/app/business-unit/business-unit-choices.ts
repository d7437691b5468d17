import { BUSINESS_UNITS, expandBusinessUnits, isBusinessUnit, unitsGroupedBy } from '@dom/domain';
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

/**
 * The choices open to a user: the server answers only for units the user works in (a unit their
 * units group counts too), so the others are not offered. No units known: every choice.
 */
export function businessUnitChoicesFor(userUnits: readonly string[] | undefined): BusinessUnitChoice[] {
  const all = businessUnitChoices();
  const units = (userUnits ?? []).filter(isBusinessUnit);
  if (units.length === 0) return all;
  const allowed = expandBusinessUnits(units);
  return all.filter((choice) => allowed.includes(choice.value));
}
