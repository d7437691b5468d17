import type { Page, PageQuery } from '@dom/contract';
import { toCount } from '../../platform/db/database';

/** Offset and limit of a zero-based page. */
export function pageWindow(query: PageQuery): { offset: number; limit: number } {
  return { offset: query.pageNumber * query.pageSize, limit: query.pageSize };
}

/** The contract's page shape from one page of rows and the total. */
export function pageOf<T>(content: T[], total: unknown, query: PageQuery): Page<T> {
  const totalElements = toCount(total);
  return {
    content,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalElements,
    totalPages: Math.ceil(totalElements / query.pageSize),
    totalIsCapped: false,
  };
}

/** A page of an in-memory list (small catalogues: permissions, roles). */
export function pageOfList<T>(items: readonly T[], query: PageQuery): Page<T> {
  const { offset, limit } = pageWindow(query);
  return pageOf(items.slice(offset, offset + limit), items.length, query);
}

/** `%text%` for ILIKE, with the user's % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** PostgreSQL's unique_violation, from either driver (pg puts it on the error, drizzle on its cause). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
