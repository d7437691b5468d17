/** Money is an integer number of paise (1 rupee = 100 paise); never a float. */
export type Paise = bigint;

export const PAISE_PER_RUPEE = 100n;

export function addPaise(...amounts: readonly Paise[]): Paise {
  return amounts.reduce((total, amount) => total + amount, 0n);
}

export function subtractPaise(from: Paise, amount: Paise): Paise {
  return from - amount;
}

export function sumPaise(amounts: Iterable<Paise>): Paise {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
}

/** -1, 0 or 1, usable as an Array.prototype.sort comparator. */
export function comparePaise(a: Paise, b: Paise): -1 | 0 | 1 {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function negatePaise(amount: Paise): Paise {
  return -amount;
}

export function absPaise(amount: Paise): Paise {
  return amount < 0n ? -amount : amount;
}

export function minPaise(first: Paise, ...rest: readonly Paise[]): Paise {
  return rest.reduce((low, amount) => (amount < low ? amount : low), first);
}

export function maxPaise(first: Paise, ...rest: readonly Paise[]): Paise {
  return rest.reduce((high, amount) => (amount > high ? amount : high), first);
}

export function rupeesToPaise(wholeRupees: bigint | number): Paise {
  if (typeof wholeRupees === 'number' && !Number.isSafeInteger(wholeRupees)) {
    throw new RangeError(`Whole rupees must be a safe integer, got ${wholeRupees}`);
  }
  return BigInt(wholeRupees) * PAISE_PER_RUPEE;
}
