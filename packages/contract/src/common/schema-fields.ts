import type { z } from 'zod';

/** One named field of a request schema: where it sits and the schema its value is parsed by. */
export interface SchemaField {
  /** `body.prices[].exWorksPaise` */
  path: string;
  name: string;
  schema: z.ZodType;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/**
 * Every named field of a schema, however deep (objects, arrays, intersections, unions, wrappers):
 * the contract's tests walk the catalogue's request schemas with it to find fields by name (money,
 * comments) and prove each refuses what the house rules refuse.
 */
export function fieldsOf(schema: z.ZodType, at: string): SchemaField[] {
  const found: SchemaField[] = [];
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType, path: string) => {
    if (seen.has(s)) return;
    seen.add(s);
    const def = defOf(s);
    if (def.type === 'object' && def.shape) {
      for (const [name, value] of Object.entries(def.shape)) {
        found.push({ path: `${path}.${name}`, name, schema: value });
        walk(value, `${path}.${name}`);
      }
    } else if (WRAPPERS.has(def.type) && def.innerType) walk(def.innerType, path);
    else if (def.type === 'pipe') {
      if (def.in) walk(def.in, path);
      if (def.out) walk(def.out, path);
    } else if (def.type === 'intersection') {
      if (def.left) walk(def.left, path);
      if (def.right) walk(def.right, path);
    } else if (def.type === 'array' && def.element) walk(def.element, `${path}[]`);
    else if (def.type === 'union' && def.options) for (const o of def.options) walk(o, path);
    else if (def.type === 'lazy' && def.getter) walk(def.getter(), path);
  };
  walk(schema, at);
  return found;
}

/** Whether a field's value is text (a string, however wrapped), not an object, list or number. */
export function isTextField(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return true;
  if (WRAPPERS.has(def.type) && def.innerType) return isTextField(def.innerType);
  if (def.type === 'pipe')
    return (def.out ? isTextField(def.out) : false) || (def.in ? isTextField(def.in) : false);
  return false;
}
