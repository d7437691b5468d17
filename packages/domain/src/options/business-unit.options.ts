import type { Option } from './option';

export const BUSINESS_UNITS = [
  { value: 'DIRECT', label: 'DIRECT' },
  { value: 'UBS', label: 'UBS' },
  { value: 'UTCL', label: 'UTCL' },
] as const satisfies readonly Option[];

export type BusinessUnit = (typeof BUSINESS_UNITS)[number]['value'];

// The order channel list shows the UTCL unit under its market name.
export const ORDER_CHANNELS = [
  { value: 'DIRECT', label: 'DIRECT' },
  { value: 'UBS', label: 'UBS' },
  { value: 'UTCL', label: 'Retail' },
] as const satisfies readonly Option[];

export type OrderChannel = (typeof ORDER_CHANNELS)[number]['value'];

// DIRECT is a grouping that includes UTCL; UBS stands alone (doc 1 §3, doc 3 §9).
const GROUPED_UNITS: Readonly<Record<BusinessUnit, readonly BusinessUnit[]>> = {
  DIRECT: ['DIRECT', 'UTCL'],
  UBS: ['UBS'],
  UTCL: ['UTCL'],
};

export function isBusinessUnit(value: unknown): value is BusinessUnit {
  return typeof value === 'string' && BUSINESS_UNITS.some((unit) => unit.value === value);
}

export function unitsGroupedBy(unit: BusinessUnit): readonly BusinessUnit[] {
  return GROUPED_UNITS[unit];
}

/** Expands each unit to the units it groups, without duplicates, in the order first met. */
export function expandBusinessUnits(units: readonly BusinessUnit[]): BusinessUnit[] {
  const expanded = new Set<BusinessUnit>();
  for (const unit of units) for (const grouped of GROUPED_UNITS[unit]) expanded.add(grouped);
  return [...expanded];
}
