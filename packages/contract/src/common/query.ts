import { z } from 'zod';

/** Empty query values are dropped (doc 1 §7): `?name=` means "no filter". */
const emptyToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);

/** An optional query string; empty text counts as absent. */
export const queryText = () => z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());

/**
 * A list filter: the web repeats the parameter once per value (`businessUnit=DIRECT&businessUnit=UBS`);
 * comma-separated text is accepted too. Empty items are dropped.
 */
export function queryList<T extends z.ZodType<string>>(item: T) {
  return z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const raw: unknown[] = Array.isArray(v) ? (v as unknown[]) : [v];
    const items = raw
      .flatMap((x): unknown[] => (typeof x === 'string' ? x.split(',') : [x]))
      .map((x) => (typeof x === 'string' ? x.trim() : x))
      .filter((x) => x !== '');
    return items.length > 0 ? items : undefined;
  }, z.array(item).optional());
}

export const queryBoolean = () =>
  z.preprocess((v) => {
    const e = emptyToUndefined(v);
    if (e === 'true' || e === true) return true;
    if (e === 'false' || e === false) return false;
    return e;
  }, z.boolean().optional());

export const queryDate = () =>
  z.preprocess(emptyToUndefined, z.iso.date({ message: 'Use a date like 2025-03-05' }).optional());
