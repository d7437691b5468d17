import { describe, expect, it } from 'vitest';
import { DEFAULT_MDD_GRACE_DAYS, agedInvoiceStatus, maxDueDateOf } from './invoice-aging';

describe('invoice ageing', () => {
  it('takes the order MDD when later than the due date, else the due date plus the grace', () => {
    expect(maxDueDateOf('2025-05-01', '2025-06-01')).toBe('2025-06-01');
    expect(maxDueDateOf('2025-05-01', '2025-04-01')).toBe('2025-05-16');
    expect(maxDueDateOf('2025-05-01', null)).toBe('2025-05-16');
    expect(DEFAULT_MDD_GRACE_DAYS).toBe(15);
  });

  it('ages open invoices by the calendar and leaves the others alone', () => {
    const at = (today: string) => agedInvoiceStatus('OPEN', '2025-05-01', '2025-05-16', today);
    expect(at('2025-05-01')).toBe('OPEN');
    expect(at('2025-05-02')).toBe('DELAYED');
    expect(at('2025-05-16')).toBe('DELAYED');
    expect(at('2025-05-17')).toBe('OVERDUE');
    expect(agedInvoiceStatus('PAID', '2025-05-01', '2025-05-16', '2026-01-01')).toBe('PAID');
    expect(agedInvoiceStatus('DRAFT', '2025-05-01', '2025-05-16', '2026-01-01')).toBe('DRAFT');
  });
});
