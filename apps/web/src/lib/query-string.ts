import { isEmptyValue } from '@dom/domain';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;

/** Parameters whose comma-separated text means "one parameter per value" on the wire (doc 1 §7). */
const REPEATED_ON_COMMAS = new Set(['businessUnit']);

/** The domain's idea of empty, extended to lists whose every item is empty. */
export function isEmptyFilter(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isEmptyFilter);
  return isEmptyValue(value);
}

/** Drops empty filters, so `{ name: '' }` means "no filter" rather than "name is blank". */
export function dropEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(values) as [keyof T, T[keyof T]][]) {
    if (isEmptyFilter(value)) continue;
    kept[key] = (Array.isArray(value) ? value.filter((v) => !isEmptyFilter(v)) : value) as T[keyof T];
  }
  return kept;
}

export function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (isEmptyFilter(value)) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (isEmptyFilter(item)) continue;
      const text = String(item);
      const parts = REPEATED_ON_COMMAS.has(key) ? text.split(',') : [text];
      parts
        .map((p) => p.trim())
        .filter((p) => p !== '')
        .forEach((p) => search.append(key, p));
    }
  }
  return search;
}

export function withQuery(path: string, params: QueryParams | undefined): string {
  if (!params) return path;
  const query = toSearchParams(params).toString();
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
