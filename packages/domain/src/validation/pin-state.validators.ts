import { normalizePinCode, PIN_CODE_PATTERN } from './pin-code.validators';

/** GST state and union-territory codes with their names (the codes of a GSTIN's first two digits). */
export const GST_STATES: readonly { readonly code: string; readonly name: string }[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

const STATE_NAME = new Map(GST_STATES.map((s) => [s.code, s.name]));

/** The state's name for a GST state code, else null. */
export function gstStateName(code: string | null | undefined): string | null {
  return STATE_NAME.get(code ?? '') ?? null;
}

/**
 * First three PIN digits (inclusive ranges) → the GST state codes a PIN there may belong to.
 * Postal circles follow state lines only roughly (Mohali 160 is Punjab, Panchkula 134 Haryana, Yanam
 * 533 Puducherry), so where a prefix straddles a border it answers every state it serves; later rows
 * override earlier ones for the same prefix.
 */
const PIN_PREFIX_RANGES: readonly (readonly [number, number, readonly string[]])[] = [
  [110, 110, ['07']],
  [120, 136, ['06']],
  [134, 134, ['06', '04']],
  [140, 159, ['03']],
  [160, 160, ['04', '03', '06']],
  [171, 177, ['02']],
  [180, 193, ['01']],
  [194, 194, ['01', '38']],
  [201, 285, ['09']],
  [244, 249, ['09', '05']],
  [262, 263, ['09', '05']],
  [301, 345, ['08']],
  [360, 396, ['24']],
  [396, 396, ['24', '25', '26']],
  [400, 445, ['27']],
  [403, 403, ['30']],
  [450, 488, ['23']],
  [490, 497, ['22']],
  [500, 509, ['36']],
  [510, 535, ['37']],
  [533, 533, ['37', '34']],
  [560, 591, ['29']],
  [600, 643, ['33']],
  [605, 605, ['33', '34']],
  [607, 607, ['33', '34']],
  [609, 609, ['33', '34']],
  [670, 695, ['32']],
  [673, 673, ['32', '34']],
  [682, 682, ['32', '31']],
  [700, 743, ['19']],
  [737, 737, ['11']],
  [744, 744, ['35']],
  [751, 770, ['21']],
  [781, 788, ['18']],
  [790, 792, ['12']],
  [793, 794, ['17']],
  [795, 795, ['14']],
  [796, 796, ['15']],
  [797, 798, ['13']],
  [799, 799, ['16']],
  [800, 855, ['10']],
  [813, 835, ['10', '20']],
];

const BY_PREFIX: ReadonlyMap<number, readonly string[]> = (() => {
  const map = new Map<number, readonly string[]>();
  for (const [from, to, codes] of PIN_PREFIX_RANGES) for (let p = from; p <= to; p += 1) map.set(p, codes);
  return map;
})();

/**
 * The GST state codes a PIN code may belong to; empty for a malformed PIN or a prefix no state
 * uses (9xx is the Army Postal Service).
 */
export function pinCodeStates(pin: string | null | undefined): readonly string[] {
  const value = pin ?? '';
  if (!PIN_CODE_PATTERN.test(value)) return [];
  return BY_PREFIX.get(Number(normalizePinCode(value).slice(0, 3))) ?? [];
}

export const PIN_STATE_MESSAGE = 'Pin code does not belong to the selected state';

/** True when the PIN lies in (or on the border of) the state with this GST state code. */
export function isPinInState(pin: string | null | undefined, stateCode: string | null | undefined): boolean {
  return pinCodeStates(pin).includes(stateCode ?? '');
}

export function validatePinInState(
  pin: string | null | undefined,
  stateCode: string | null | undefined,
): string | null {
  return isPinInState(pin, stateCode) ? null : PIN_STATE_MESSAGE;
}
