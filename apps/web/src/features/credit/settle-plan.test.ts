import { describe, expect, it } from 'vitest';
import { invoice } from '../../test/fixtures/party-fixtures';
import { planMatches, suggestedAmount } from './settle-plan';

describe('settle plan', () => {
  const a = invoice(1, '1000000');
  const b = invoice(2, '800000');

  it('fills a chosen invoice with what the payment has left, up to what it owes', () => {
    const lines = [{ invoice: a, selected: true, amount: '10000' }];
    expect(suggestedAmount(1500000n, lines, b)).toBe('5000.00');
    expect(suggestedAmount(1500000n, [], a)).toBe('10000.00');
  });

  it('matches in order and keeps the balances', () => {
    const plan = planMatches(1500000n, [
      { invoice: a, selected: true, amount: '10000' },
      { invoice: b, selected: true, amount: '5000' },
    ]);
    expect(plan.problems.size).toBe(0);
    expect(plan.matches.map((m) => [m.matchPaise, m.balanceAfterPaise])).toEqual([
      [1000000n, 0n],
      [500000n, 300000n],
    ]);
    expect(plan.paymentLeftPaise).toBe(0n);
  });

  it('refuses more than the payment has left, or than the invoice owes, or bad text', () => {
    const plan = planMatches(1500000n, [
      { invoice: a, selected: true, amount: '12000' },
      { invoice: b, selected: true, amount: '1.234' },
    ]);
    expect(plan.problems.get(a.id)).toEqual({ kind: 'refusal', code: 'EXCEEDS_INVOICE_BALANCE' });
    expect(plan.problems.get(b.id)?.kind).toBe('parse');
    const over = planMatches(500000n, [{ invoice: a, selected: true, amount: '6000' }]);
    expect(over.problems.get(a.id)).toEqual({ kind: 'refusal', code: 'EXCEEDS_PAYMENT_BALANCE' });
  });
});
