import { type BusinessUnit, expandBusinessUnits, isBusinessUnit } from '@dom/domain';

// Quote actions exist once per unit; a screen scoped to one unit gets only that unit's ones.
const UNIT_SUFFIX: Record<string, BusinessUnit> = { _Direct: 'DIRECT', _UTCL: 'UTCL', _UBS: 'UBS' };

/** The unit a unit-specific permission belongs to, or null for the (many) others. */
export function unitOfPermission(permission: string): BusinessUnit | null {
  if (!/^(Approve|Send)_Quote_/.test(permission)) return null;
  for (const [suffix, unit] of Object.entries(UNIT_SUFFIX)) if (permission.endsWith(suffix)) return unit;
  return null;
}

/** The units a user may make active: their own (DIRECT bringing UTCL), or every unit when none is set. */
export function offeredUnits(userUnits: readonly string[]): BusinessUnit[] {
  const units = userUnits.filter(isBusinessUnit);
  return units.length > 0 ? units : ['DIRECT', 'UBS', 'UTCL'];
}

/**
 * The permissions that hold in the active unit: unit-specific ones only of that unit (DIRECT
 * including UTCL). A unit the user does not work in, or no valid unit, keeps none of them.
 */
export function permissionsInUnit(
  permissions: ReadonlySet<string>,
  unit: string,
  userUnits: readonly string[],
): Set<string> {
  const worksIn = isBusinessUnit(unit) && expandBusinessUnits(offeredUnits(userUnits)).includes(unit);
  const inUnit = worksIn ? expandBusinessUnits([unit]) : [];
  return new Set(
    [...permissions].filter((p) => {
      const u = unitOfPermission(p);
      return u === null || inUnit.includes(u);
    }),
  );
}
