const UNITS = ['B', 'K', 'M', 'G', 'T'] as const;
const STEP = 1024;

/**
 * "512 B", "1.5 K", "12.25 M": binary multiples (1 K = 1024 bytes) in the spec's letters,
 * at most two decimals with trailing zeros dropped. Terabytes are the largest unit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  let value = bytes;
  let index = 0;
  while (index < UNITS.length - 1 && Math.round(value * 100) / 100 >= STEP) {
    value /= STEP;
    index += 1;
  }
  const shown = index === 0 ? String(Math.round(value)) : String(Math.round(value * 100) / 100);
  return `${shown} ${UNITS[index]}`;
}
