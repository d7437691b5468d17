import { describe, expect, it } from 'vitest';
import { checkMov, movRuleFor } from './mov.rules';

const rules = [
  { sellerId: null, minOrderValuePaise: 5_000_000n },
  { sellerId: 's-big', minOrderValuePaise: 20_000_000n },
];

describe('minimum order value', () => {
  it("takes the seller's own rule over the default one", () => {
    expect(movRuleFor(rules, 's-big')?.minOrderValuePaise).toBe(20_000_000n);
    expect(movRuleFor(rules, 's-other')?.minOrderValuePaise).toBe(5_000_000n);
    expect(movRuleFor(rules.slice(1), 's-other')).toBeNull();
  });

  it('meets at exactly the minimum and above it', () => {
    expect(checkMov(rules, 's-other', 'A', 5_000_000n)).toEqual({
      movPaise: 5_000_000n,
      meets: true,
      shortfallPaise: 0n,
      message: null,
    });
    expect(checkMov(rules, 's-big', 'B', 30_000_000n).meets).toBe(true);
  });

  it('falls short one paisa below, naming the seller, value, minimum and shortfall', () => {
    const c = checkMov(rules, 's-big', 'Big Steel', 19_999_999n);
    expect(c.meets).toBe(false);
    expect(c.shortfallPaise).toBe(1n);
    expect(c.message).toBe(
      'Order value ₹1,99,999.99 for Big Steel is below the minimum order value of ₹2,00,000.00 (short by ₹0.01).',
    );
  });

  it('meets any value when no rule applies', () => {
    expect(checkMov([], 's', 'S', 0n)).toMatchObject({ movPaise: null, meets: true, message: null });
  });
});
