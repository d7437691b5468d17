import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, fromWirePage, parseUiPage, toWirePage } from './pagination';

describe('pagination', () => {
  it('offers 20, 50 and 100 rows with 20 by default', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it('is one-based in the interface and zero-based on the wire', () => {
    expect(toWirePage({ page: 1, pageSize: 50 })).toEqual({ pageNumber: 0, pageSize: 50 });
    expect(toWirePage({ page: 4, pageSize: 20 })).toEqual({ pageNumber: 3, pageSize: 20 });
    expect(fromWirePage({ pageNumber: 3, pageSize: 20 })).toEqual({ page: 4, pageSize: 20 });
  });

  it('falls back to page 1 and the default size for anything odd in the address', () => {
    expect(parseUiPage(null, null)).toEqual({ page: 1, pageSize: 20 });
    expect(parseUiPage('0', '35')).toEqual({ page: 1, pageSize: 20 });
    expect(parseUiPage('x', '100')).toEqual({ page: 1, pageSize: 100 });
    expect(parseUiPage('3', '50')).toEqual({ page: 3, pageSize: 50 });
    expect(toWirePage({ page: 2, pageSize: 7 })).toEqual({ pageNumber: 1, pageSize: 20 });
  });
});
