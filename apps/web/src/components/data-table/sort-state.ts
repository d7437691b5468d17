/** One sorted column: the column id and whether it runs high to low. */
export interface SortState {
  id: string;
  desc: boolean;
}

/** "createdAt:desc" in the address. */
export function formatSort(sort: SortState | null): string | null {
  return sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : null;
}

export function parseSort(text: string | null): SortState | null {
  if (!text) return null;
  const match = /^([\w.-]+):(asc|desc)$/.exec(text);
  if (!match?.[1]) return null;
  return { id: match[1], desc: match[2] === 'desc' };
}
