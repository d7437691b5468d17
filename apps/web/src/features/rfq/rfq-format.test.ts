import { describe, expect, it } from 'vitest';
import { formatMargin, paiseToRupees, rupeesToPaise } from './rfq-format';

describe('RFQ formats', () => {
  it('shows a margin in percent', () => {
    expect(formatMargin(1125)).toBe('11.25%');
    expect(formatMargin(-87)).toBe('-0.87%');
  });
  it('turns paise into rupees and back', () => {
    expect(paiseToRupees('45000')).toBe('450.00');
    expect(rupeesToPaise('450')).toBe('45000');
    expect(rupeesToPaise('450.5')).toBe('45050');
    expect(rupeesToPaise('4.505')).toBeNull();
    expect(rupeesToPaise('abc')).toBeNull();
  });
});
