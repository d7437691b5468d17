import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@dom/domain';

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS };

/** Page numbers in the interface start at 1 (doc 1 §9). */
export const FIRST_PAGE = 1;

export interface UiPage {
  page: number;
  pageSize: number;
}

export interface WirePage {
  pageNumber: number;
  pageSize: number;
}

export function isPageSize(value: number): boolean {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);
}

/** One-based page in the interface, zero-based `pageNumber` on the wire. */
export function toWirePage({ page, pageSize }: UiPage): WirePage {
  return {
    pageNumber: Math.max(FIRST_PAGE, Math.trunc(page)) - 1,
    pageSize: isPageSize(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

export function fromWirePage({ pageNumber, pageSize }: WirePage): UiPage {
  return { page: Math.max(0, Math.trunc(pageNumber)) + 1, pageSize };
}

/** Reads page and size from address text, falling back to the defaults on anything unexpected. */
export function parseUiPage(pageText: string | null, sizeText: string | null): UiPage {
  const page = Number(pageText);
  const pageSize = Number(sizeText);
  return {
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
    pageSize: isPageSize(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}
