import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  STORAGE_PREFIX,
  clearSession,
  clearStored,
  isStorageSupported,
  readBusinessUnit,
  readRoles,
  readReturnAddress,
  readStored,
  readTokens,
  writeBusinessUnit,
  writeReturnAddress,
  writeRoles,
  writeStored,
  writeTokens,
} from './storage';

const tokens = { accessToken: 'a', idToken: 'i', refreshToken: 'r' };

describe('storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the three tokens and the language under the one product prefix', () => {
    writeTokens(tokens);
    writeStored('language', 'mr');
    const keys = Object.keys(window.localStorage).sort();
    expect(keys).toEqual(['dom.accessToken', 'dom.idToken', 'dom.language', 'dom.refreshToken']);
    expect(keys.every((key) => key.startsWith(STORAGE_PREFIX))).toBe(true);
    expect(readTokens()).toEqual(tokens);
  });

  it('treats a half-written session as none', () => {
    writeStored('accessToken', 'a');
    writeStored('idToken', 'i');
    expect(readTokens()).toBeNull();
  });

  it('stores roles as one entry and reads them back as a list', () => {
    writeRoles(['Admin', 'Sales OPS']);
    expect(readStored('role')).toBe('Admin,Sales OPS');
    expect(readRoles()).toEqual(['Admin', 'Sales OPS']);
    writeRoles([]);
    expect(readStored('role')).toBeNull();
  });

  it('reads the business unit, and null when storage fails', () => {
    expect(readBusinessUnit()).toBeNull();
    writeBusinessUnit('UBS');
    expect(readBusinessUnit()).toBe('UBS');
    window.localStorage.setItem('dom.businessUnit', 'NOT_A_UNIT');
    expect(readBusinessUnit()).toBeNull();
    writeBusinessUnit('UBS');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readBusinessUnit()).toBeNull();
  });

  it('reports unsupported storage when the browser refuses writes', () => {
    expect(isStorageSupported()).toBe(true);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(isStorageSupported()).toBe(false);
    expect(writeStored('language', 'hi')).toBe(false);
  });

  it('clears only its own entries', () => {
    window.localStorage.setItem('other.app', 'keep');
    writeTokens(tokens);
    writeStored('language', 'hi');
    clearStored({ keepLanguage: true });
    expect(window.localStorage.getItem('other.app')).toBe('keep');
    expect(readStored('language')).toBe('hi');
    expect(readTokens()).toBeNull();
    clearStored();
    expect(readStored('language')).toBeNull();
  });

  it('sign-out forgets tokens and roles but keeps language and business unit', () => {
    writeTokens(tokens);
    writeRoles(['Seller']);
    writeStored('language', 'mr');
    writeBusinessUnit('DIRECT');
    clearSession();
    expect(readTokens()).toBeNull();
    expect(readRoles()).toEqual([]);
    expect(readStored('language')).toBe('mr');
    expect(readBusinessUnit()).toBe('DIRECT');
  });

  it('keeps the return address for the tab session', () => {
    writeReturnAddress('/sales-order?status=OPEN#lines');
    expect(readReturnAddress()).toBe('/sales-order?status=OPEN#lines');
    writeReturnAddress(null);
    expect(readReturnAddress()).toBeNull();
  });
});
