export const INVALID_FILE_TYPE_MESSAGE = 'Invalid file type selected';
export const DISPLAY_FILE_NAME_LENGTH = 25;
const ELLIPSIS = '…';

/**
 * The text after the last dot, lower-cased; null when there is none to speak of: no dot, a dot
 * at the end ("report.") or only a leading dot (".env", which is a hidden name, not a type).
 */
export function fileExtension(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

export type StorageFileNameResult = { ok: true; name: string } | { ok: false; error: string };

/**
 * The name a file is stored under: dots inside the base name become underscores (so only the
 * real extension has a dot) and the upload timestamp is appended to keep repeated uploads apart:
 * "po.v2.final.pdf" at 1741152000000 → "po_v2_final_1741152000000.pdf". The extension keeps its
 * original case.
 */
export function toStorageFileName(name: string, timestamp: number): StorageFileNameResult {
  if (fileExtension(name) === null) return { ok: false, error: INVALID_FILE_TYPE_MESSAGE };
  const dot = name.lastIndexOf('.');
  const base = name.slice(0, dot).replace(/\./g, '_');
  return { ok: true, name: `${base}_${timestamp}${name.slice(dot)}` };
}

/**
 * Shortens a name to `max` characters (25 by default) with an ellipsis inside the base name, so
 * the extension stays visible: "purchase-order-march-2025-final.pdf" → "purchase-order-march….pdf".
 * When the extension itself is too long to keep, the name is cut at the end instead.
 */
export function displayFileName(name: string, max: number = DISPLAY_FILE_NAME_LENGTH): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const extension = fileExtension(name);
  const suffix = extension === null ? [] : Array.from(name.slice(name.lastIndexOf('.')));
  const room = max - ELLIPSIS.length - suffix.length;
  if (room < 1) return `${characters.slice(0, Math.max(0, max - ELLIPSIS.length)).join('')}${ELLIPSIS}`;
  return `${characters.slice(0, room).join('')}${ELLIPSIS}${suffix.join('')}`;
}
