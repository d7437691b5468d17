import type { Tone } from './tone';

export interface StatusDef {
  readonly value: string;
  readonly label: string;
  readonly rank?: number;
  readonly tone?: Tone;
}

export interface StatusLookup<S extends string> {
  readonly values: readonly S[];
  readonly has: (value: unknown) => value is S;
  /** The label, or the value itself for a status the server knows and we do not (yet). */
  readonly label: (value: string) => string;
  readonly tone: (value: string) => Tone;
  /** Undefined for an unknown or unranked status. */
  readonly rank: (value: string) => number | undefined;
  /**
   * Orders two statuses by rank; null when either is unranked, since "cancelled" is not before or
   * after "in progress" in any useful sense.
   */
  readonly compare: (a: S, b: S) => number | null;
  /** True when `current` is ranked at or beyond `target`; false when either is unranked. */
  readonly hasReached: (current: S, target: S) => boolean;
}

export function defineStatusSet<const L extends readonly StatusDef[]>(
  list: L,
): StatusLookup<L[number]['value']> {
  type S = L[number]['value'];
  const byValue = new Map<string, StatusDef>(list.map((status) => [status.value, status]));
  if (byValue.size !== list.length) throw new Error('Status set has a duplicate value');
  const rank = (value: string): number | undefined => byValue.get(value)?.rank;
  const compare = (a: S, b: S): number | null => {
    const rankA = rank(a);
    const rankB = rank(b);
    return rankA === undefined || rankB === undefined ? null : rankA - rankB;
  };
  return {
    values: list.map((status) => status.value as S),
    has: (value: unknown): value is S => typeof value === 'string' && byValue.has(value),
    label: (value) => byValue.get(value)?.label ?? value,
    tone: (value) => byValue.get(value)?.tone ?? 'default',
    rank,
    compare,
    hasReached: (current, target) => {
      const difference = compare(current, target);
      return difference !== null && difference >= 0;
    },
  };
}
