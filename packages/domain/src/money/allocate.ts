import type { Paise } from './paise';

function toWeight(weight: bigint | number): bigint {
  if (typeof weight === 'number' && !Number.isSafeInteger(weight)) {
    throw new RangeError(`Weights must be whole numbers, got ${weight}`);
  }
  const value = BigInt(weight);
  if (value < 0n) throw new RangeError('Weights must not be negative');
  return value;
}

/**
 * Splits `total` paise in proportion to whole-number `weights` by the largest-remainder method:
 * each share starts at the floor of its exact share, and the paise left over go one each to the
 * shares with the largest remainders (the earlier share wins a tie). The shares always add up to
 * the total and each is within one paisa of its exact share. A negative total is split as its
 * magnitude and negated, so refunds mirror charges.
 */
export function allocate(total: Paise, weights: readonly (bigint | number)[]): Paise[] {
  const parts = weights.map(toWeight);
  const weightSum = parts.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw new RangeError('At least one weight must be above zero');
  const magnitude = total < 0n ? -total : total;
  const shares = parts.map((weight) => (magnitude * weight) / weightSum);
  const remainders = parts.map((weight, index) => ({ index, remainder: (magnitude * weight) % weightSum }));
  let leftover = magnitude - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return total < 0n ? shares.map((share) => -share) : shares;
}
