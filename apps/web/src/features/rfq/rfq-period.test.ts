import { describe, expect, it } from 'vitest';
import { periodLabel } from './rfq-documents';

const q = (n: number, fy: string) => `Q${n} FY ${fy}`;

describe('periodLabel', () => {
  it('names financial quarters from April', () => {
    expect(periodLabel('2026-04-01', 'quarter', q)).toBe('Q1 FY 2026-27');
    expect(periodLabel('2026-07-01', 'quarter', q)).toBe('Q2 FY 2026-27');
    expect(periodLabel('2026-10-01', 'quarter', q)).toBe('Q3 FY 2026-27');
    expect(periodLabel('2026-01-01', 'quarter', q)).toBe('Q4 FY 2025-26');
    expect(periodLabel('2099-01-01', 'quarter', q)).toBe('Q4 FY 2098-99');
  });
  it('names months', () => {
    expect(periodLabel('2026-04-01', 'month', q)).toMatch(/Apr.*2026/);
  });
});
