/**
 * Parameter objects carried in an address as base64 text (doc 1 §2). The text is JSON in UTF-8, so
 * names in Devanagari survive, and base64url, so it needs no escaping inside a path or query.
 */
export function encodeParams(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Accepts base64url and classic base64; null for anything that is not an encoded JSON value. */
export function decodeParams<T = unknown>(
  text: string | null | undefined,
  guard?: (value: unknown) => value is T,
): T | null {
  if (!text) return null;
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    const value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
    if (guard && !guard(value)) return null;
    return value as T;
  } catch {
    return null;
  }
}
