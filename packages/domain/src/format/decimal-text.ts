/**
 * Exact decimal rounding for values that are not money (quantities, percentages typed in).
 * Numbers are read through their shortest decimal spelling, so 1.0005 is rounded as the
 * person typed it rather than as the nearest binary double (1.000499999…).
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * The value times 10^scale as an integer, ties rounded away from zero; null when the text is
 * not a decimal number (or the number is not finite).
 */
export function toScaledInteger(value: number | string, scale: number): bigint | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  if (whole === '' && fraction === '') return null;
  const digits = `${whole}${fraction}`;
  // Position of the decimal point in `digits` once the number is multiplied by 10^scale.
  const point = whole.length + Number(exponent) + scale;
  let integer: bigint;
  let roundUp: boolean;
  if (point <= 0) {
    integer = 0n;
    roundUp = point === 0 && /^[5-9]/.test(digits);
  } else if (point >= digits.length) {
    integer = BigInt(digits.padEnd(point, '0'));
    roundUp = false;
  } else {
    integer = BigInt(digits.slice(0, point));
    roundUp = /^[5-9]/.test(digits.slice(point));
  }
  const magnitude = roundUp ? integer + 1n : integer;
  return sign === '-' ? -magnitude : magnitude;
}

/** Scaled integer back to text with `scale` decimals at most and trailing zeros dropped. */
export function scaledIntegerToText(
  scaled: bigint,
  scale: number,
  group: (digits: string) => string,
): string {
  const magnitude = scaled < 0n ? -scaled : scaled;
  const unit = 10n ** BigInt(scale);
  const whole = group((magnitude / unit).toString());
  const fraction = (magnitude % unit).toString().padStart(scale, '0').replace(/0+$/, '');
  const sign = scaled < 0n ? '-' : '';
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}
