/** The query parameter that pre-selects a tab when arriving at a page (doc 1 §2). */
export const REDIRECT_PARAM = 'redirect';

export function tabIdFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The tab in the hash, else the one the redirect parameter names, else the first (unknown ids included). */
export function resolveTabId(
  visibleIds: readonly string[],
  hash: string,
  redirect: string | null,
): string | null {
  const fromHash = tabIdFromHash(hash);
  if (visibleIds.includes(fromHash)) return fromHash;
  if (redirect !== null && visibleIds.includes(redirect)) return redirect;
  return visibleIds[0] ?? null;
}

/** "Orders (1,234)": counts in brackets, grouped the Indian way in every language. */
export function tabLabel(label: string, count: number | null | undefined): string {
  if (count === null || count === undefined) return label;
  return `${label} (${new Intl.NumberFormat('en-IN').format(count)})`;
}
