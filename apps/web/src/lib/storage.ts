import { type BusinessUnit, isBusinessUnit } from '@dom/domain';

/**
 * The one door to browser storage. Every key carries the product prefix so that DOM never reads or
 * clears another application's entries on the same origin (doc 1 §3).
 */
export const STORAGE_PREFIX = 'dom.';

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  idToken: 'idToken',
  refreshToken: 'refreshToken',
  role: 'role',
  language: 'language',
  businessUnit: 'businessUnit',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Shown when the browser refuses storage (private modes, disabled cookies, quota of zero). */
export const STORAGE_UNSUPPORTED_MESSAGE = 'Storage is not supported by browser!';

function openStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    const probe = `${STORAGE_PREFIX}probe`;
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

export function isStorageSupported(): boolean {
  return openStorage() !== null;
}

export function readStored(key: StorageKey): string | null {
  try {
    return openStorage()?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused the write, so callers can tell the user. */
export function writeStored(key: StorageKey, value: string | null): boolean {
  const storage = openStorage();
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(STORAGE_PREFIX + key);
    else storage.setItem(STORAGE_PREFIX + key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes only DOM's own entries; the language survives a sign-out unless asked otherwise. */
export function clearStored(options: { keepLanguage?: boolean } = {}): void {
  const storage = openStorage();
  if (!storage) return;
  const keep = options.keepLanguage ? STORAGE_PREFIX + STORAGE_KEYS.language : null;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    // A user's list settings (density, columns) are theirs across sessions, keyed by their id.
    if (key?.startsWith(STORAGE_PREFIX + LIST_PREFERENCE_PREFIX)) continue;
    if (key?.startsWith(STORAGE_PREFIX) && key !== keep) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

export interface StoredTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** All three tokens, or null when any is missing: a half-written session is no session. */
export function readTokens(): StoredTokens | null {
  const accessToken = readStored(STORAGE_KEYS.accessToken);
  const idToken = readStored(STORAGE_KEYS.idToken);
  const refreshToken = readStored(STORAGE_KEYS.refreshToken);
  if (!accessToken || !idToken || !refreshToken) return null;
  return { accessToken, idToken, refreshToken };
}

export function writeTokens(tokens: StoredTokens): boolean {
  return (
    writeStored(STORAGE_KEYS.accessToken, tokens.accessToken) &&
    writeStored(STORAGE_KEYS.idToken, tokens.idToken) &&
    writeStored(STORAGE_KEYS.refreshToken, tokens.refreshToken)
  );
}

/** The identity-service groups of the signed-in user, stored as one comma-separated entry. */
export function readRoles(): string[] {
  const raw = readStored(STORAGE_KEYS.role);
  if (!raw) return [];
  return raw
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r !== '');
}

export function writeRoles(roles: readonly string[]): boolean {
  return writeStored(STORAGE_KEYS.role, roles.length > 0 ? roles.join(',') : null);
}

/** The current business unit; null when none (or an unknown one) is stored, or storage fails (doc 1 §3). */
export function readBusinessUnit(): BusinessUnit | null {
  const stored = readStored(STORAGE_KEYS.businessUnit);
  return isBusinessUnit(stored) ? stored : null;
}

export function writeBusinessUnit(unit: BusinessUnit): boolean {
  return writeStored(STORAGE_KEYS.businessUnit, unit);
}

/** Sign-out forgets who the user is, not how they like the product (language, business unit). */
export function clearSession(): void {
  [STORAGE_KEYS.accessToken, STORAGE_KEYS.idToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.role].forEach(
    (key) => writeStored(key, null),
  );
}

const RETURN_ADDRESS_KEY = `${STORAGE_PREFIX}returnTo`;

/** The address first asked for, kept for this browser tab's session (doc 1 §2). */
export function readReturnAddress(): string | null {
  try {
    return window.sessionStorage.getItem(RETURN_ADDRESS_KEY);
  } catch {
    return null;
  }
}

export function writeReturnAddress(address: string | null): void {
  try {
    if (address === null) window.sessionStorage.removeItem(RETURN_ADDRESS_KEY);
    else window.sessionStorage.setItem(RETURN_ADDRESS_KEY, address);
  } catch {
    // Without session storage the user simply lands on the root after sign-in.
  }
}

/** List settings of one user (density, hidden columns): `dom.list.<user>.<list>`, kept at sign-out. */
const LIST_PREFERENCE_PREFIX = 'list.';

export function readListPreference(user: string, list: string): string | null {
  try {
    return openStorage()?.getItem(`${STORAGE_PREFIX}${LIST_PREFERENCE_PREFIX}${user}.${list}`) ?? null;
  } catch {
    return null;
  }
}

export function writeListPreference(user: string, list: string, value: string): boolean {
  const storage = openStorage();
  if (!storage) return false;
  try {
    storage.setItem(`${STORAGE_PREFIX}${LIST_PREFERENCE_PREFIX}${user}.${list}`, value);
    return true;
  } catch {
    return false;
  }
}
