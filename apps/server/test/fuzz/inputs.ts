import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document of the app uses (zod's output). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}

/** mulberry32: a tiny seeded generator, so every walk repeats exactly for a seed. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export function hashSeed(text: string, seed: number): number {
  let h = seed ^ 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Real values seen in the app's own answers, by property name (ids, keys, codes, names). */
export type Pools = Map<string, unknown[]>;

export function harvest(value: unknown, pools: Pools, skip: ReadonlySet<unknown>, depth = 0): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value.slice(0, 8)) harvest(v, pools, skip, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    if ((typeof v === 'string' && v.length > 0 && v.length <= 80) || typeof v === 'number') {
      if (skip.has(v)) continue;
      const pool = pools.get(k) ?? [];
      if (pool.length < 12 && !pool.includes(v)) pool.push(v);
      pools.set(k, pool);
    } else harvest(v, pools, skip, depth + 1);
  }
}

const typesOf = (s: JsonSchema): string[] =>
  s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];

const patternCache = new Map<string, string[]>();
function matching(pattern: string, rng: Rng): string {
  let samples = patternCache.get(pattern);
  if (!samples) {
    try {
      samples = fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: 7, numRuns: 8 });
    } catch {
      samples = ['x'];
    }
    patternCache.set(pattern, samples);
  }
  return rng.pick(samples);
}

/** Rules zod checks in refinements (which JSON Schema cannot say), by field name. */
const NAME_HINTS: [RegExp, string][] = [
  [/quantity|qty/i, '1'],
  [/paise$|amount/i, '100'],
  [/vehicle(number|no)$/i, 'MH12AB1234'],
  [/weight|distance/i, '10'],
  [/date$/i, new Date().toISOString().slice(0, 10)],
];

function plausibleString(s: JsonSchema, name: string, pools: Pools, rng: Rng): string {
  const fits = (v: unknown): v is string =>
    typeof v === 'string' &&
    (s.pattern === undefined || new RegExp(s.pattern).test(v)) &&
    v.length >= (s.minLength ?? 0) &&
    v.length <= (s.maxLength ?? Infinity);
  const pooled = (pools.get(name) ?? []).filter(fits);
  if (pooled.length > 0 && rng.chance(0.85)) return rng.pick(pooled);
  const hint = NAME_HINTS.find(([re]) => re.test(name))?.[1];
  if (hint !== undefined && !s.format && (!s.pattern || new RegExp(s.pattern).test(hint))) return hint;
  switch (s.format) {
    case 'uuid':
      return rng.pick(['00000000-0000-4000-8000-000000000000', 'f47ac10b-58cc-4372-a567-0e02b2c3d479']);
    case 'date':
      return rng.pick(['2026-01-15', '2025-04-01']);
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
    case 'email':
      return 'fuzz@example.com';
    case 'uri':
      return 'https://example.com/x';
    default:
  }
  if (s.pattern) return matching(s.pattern, rng);
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? 12;
  return 'fuzz'.padEnd(Math.min(Math.max(min, 4), max), 'z').slice(0, Math.max(min, Math.min(max, 12)));
}

/** A value the schema accepts, preferring real values from the pools. */
export function plausible(s: JsonSchema, name: string, pools: Pools, rng: Rng, depth = 0): unknown {
  if (s.const !== undefined) return s.const;
  // A default is what the route expects most (e.g. a page size of 20 where only 20, 50, 100 pass).
  if (s.default !== undefined && rng.chance(0.5)) return s.default;
  if (s.enum && s.enum.length > 0) return rng.pick(s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts && alts.length > 0) {
    const nonNull = alts.filter((a) => !typesOf(a).includes('null'));
    return plausible(rng.pick(nonNull.length > 0 ? nonNull : alts), name, pools, rng, depth);
  }
  const types = typesOf(s).filter((t) => t !== 'null');
  const type = types.length > 0 ? rng.pick(types) : s.properties ? 'object' : 'string';
  switch (type) {
    case 'string':
      return plausibleString(s, name, pools, rng);
    case 'integer':
    case 'number': {
      const pooled = (pools.get(name) ?? []).filter(
        (v): v is number =>
          typeof v === 'number' && v >= (s.minimum ?? -Infinity) && v <= (s.maximum ?? Infinity),
      );
      if (pooled.length > 0 && rng.chance(0.7)) return rng.pick(pooled);
      const lo = s.minimum ?? s.exclusiveMinimum ?? 0;
      const v = Math.max(lo + (s.exclusiveMinimum !== undefined ? 1 : 0), 1);
      return Math.min(v, s.maximum ?? v);
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      if (depth > 5 || !s.items) return [];
      const n = Math.max(s.minItems ?? 0, 1);
      return Array.from({ length: Math.min(n, s.maxItems ?? n) }, () =>
        plausible(s.items!, name, pools, rng, depth + 1),
      );
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 5) return out;
      const required = new Set(s.required ?? []);
      for (const [k, sub] of Object.entries(s.properties ?? {})) {
        if (required.has(k) || rng.chance(0.6)) out[k] = plausible(sub, k, pools, rng, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}

export const HUGE = 'x'.repeat(100_000);

/** Values of every kind that break careless code: the walk puts them where a value was. */
export const BAD_VALUES: readonly unknown[] = [
  HUGE,
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\n\t',
  '%_\\\'";--',
  '../../etc/passwd',
  '𝕏💥ñ',
  '2026-02-30',
  '9999-99-99',
  '0000-00-00T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '1e309',
  'NaN',
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  true,
  null,
  [],
  [null],
  {},
  { nested: { deeper: [1, 'two', { three: null }] } },
  Array.from({ length: 2000 }, (_, i) => i),
];

/** A nested structure deeper than any route expects. */
export function deepJunk(depth: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Paths of every property inside a value (objects and array items), for mutation. */
export function leafPaths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (value === null || typeof value !== 'object') return out;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value as Record<string, unknown>);
  for (const [k, v] of entries) {
    out.push([...prefix, k]);
    leafPaths(v, [...prefix, k], out);
  }
  return out;
}

export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root);
  let cur = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(cur)) cur.splice(Number(last), 1);
    else delete cur[last];
  } else cur[last] = value;
  return copy;
}

/** Adds a key that JSON.stringify keeps (`__proto__` as an own property, not the prototype). */
export function withOwnKey(root: unknown, path: (string | number)[], key: string, value: unknown): unknown {
  const copy = structuredClone(root);
  let cur = copy as Record<string | number, unknown>;
  for (const k of path) cur = cur[k] as Record<string | number, unknown>;
  if (cur && typeof cur === 'object' && !Array.isArray(cur)) {
    Object.defineProperty(cur, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return copy;
}
