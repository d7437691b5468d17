import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PageQuerySchema } from './pagination';
import { queryBoolean, queryDate, queryList, queryText } from './query';

const Filters = z.object({
  businessUnit: queryList(z.enum(['DIRECT', 'UBS', 'UTCL'])),
  buyerPONumber: queryText(),
  isDelayed: queryBoolean(),
  startDate: queryDate(),
});

describe('query conventions (doc 1 §7)', () => {
  it('reads a repeated parameter and comma-separated values as one list', () => {
    expect(Filters.parse({ businessUnit: ['DIRECT', 'UBS'] }).businessUnit).toEqual(['DIRECT', 'UBS']);
    expect(Filters.parse({ businessUnit: 'DIRECT,UTCL' }).businessUnit).toEqual(['DIRECT', 'UTCL']);
  });

  it('drops empty filters', () => {
    expect(Filters.parse({ businessUnit: '', buyerPONumber: '', isDelayed: '', startDate: '' })).toEqual({});
    expect(Filters.parse({ businessUnit: ['', 'UBS'] }).businessUnit).toEqual(['UBS']);
  });

  it('refuses values outside the list and malformed dates', () => {
    expect(Filters.safeParse({ businessUnit: 'RETAIL' }).success).toBe(false);
    expect(Filters.safeParse({ startDate: '05/03/2025' }).success).toBe(false);
    expect(Filters.parse({ startDate: '2025-03-05', isDelayed: 'true' })).toEqual({
      startDate: '2025-03-05',
      isDelayed: true,
    });
  });
});

describe('pagination', () => {
  it('defaults to page 0 of 20', () => {
    expect(PageQuerySchema.parse({})).toEqual({ pageNumber: 0, pageSize: 20 });
  });

  it('accepts only 20, 50 or 100 rows a page and a zero-based page number', () => {
    expect(PageQuerySchema.parse({ pageNumber: '3', pageSize: '50' })).toEqual({
      pageNumber: 3,
      pageSize: 50,
    });
    const bad = PageQuerySchema.safeParse({ pageNumber: '-1', pageSize: '30' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('pageSize must be 20, 50 or 100');
    expect(messages).toContain('pageNumber must be 0 or more');
  });
});
