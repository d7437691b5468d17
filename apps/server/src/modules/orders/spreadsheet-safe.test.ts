import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './spreadsheet-safe';

describe('neutraliseCell', () => {
  it('quotes text that a spreadsheet would run as a formula', () => {
    for (const v of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\t=1'])
      expect(neutraliseCell(v)).toBe(`'${v}`);
  });
  it('leaves ordinary text alone', () => {
    for (const v of ['PO/2026/1', 'Priya Nair', '', 'a=b']) expect(neutraliseCell(v)).toBe(v);
  });
});
