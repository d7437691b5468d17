import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LedgerEntry, ledgerBalance, ledgerSides, ledgerStatement, withRunningBalance } from './ledger';

const entry = (
  entryDate: string,
  sequence: number,
  type: LedgerEntry['type'],
  amount: bigint,
  reversal = false,
): LedgerEntry => ({ entryDate, sequence, type, ...ledgerSides(type, amount, reversal) });

describe('ledger arithmetic', () => {
  const entries = [
    entry('2025-04-01', 1, 'INVOICE', 100_000n),
    entry('2025-04-05', 2, 'PAYMENT', 60_000n),
    entry('2025-04-05', 3, 'TDS', 1_000n),
    entry('2025-04-10', 4, 'DEBIT_NOTE', 5_000n),
    entry('2025-04-12', 5, 'CREDIT_NOTE', 4_000n),
    entry('2025-04-20', 6, 'REFUND', 2_000n),
    entry('2025-04-25', 7, 'WRITE_OFF', 500n),
  ];

  it('puts each type on its side: invoices, debit notes and refunds raise the balance', () => {
    expect(ledgerSides('INVOICE', 10n)).toEqual({ debitPaise: 10n, creditPaise: 0n });
    expect(ledgerSides('PAYMENT', 10n)).toEqual({ debitPaise: 0n, creditPaise: 10n });
    expect(ledgerSides('INVOICE', 10n, true)).toEqual({ debitPaise: 0n, creditPaise: 10n });
    expect(() => ledgerSides('TDS', 0n)).toThrow(RangeError);
  });

  it('gives opening, running and closing balances for a range', () => {
    const s = ledgerStatement(entries, { from: '2025-04-05', to: '2025-04-12' });
    expect(s.openingPaise).toBe(100_000n);
    expect(s.rows.map((r) => r.balancePaise)).toEqual([40_000n, 39_000n, 44_000n, 40_000n]);
    expect(s.closingPaise).toBe(40_000n);
    expect(s.totalDebitPaise).toBe(5_000n);
    expect(s.totalCreditPaise).toBe(65_000n);
    const all = ledgerStatement(entries);
    expect(all.openingPaise).toBe(0n);
    expect(all.closingPaise).toBe(100_000n - 60_000n - 1_000n + 5_000n - 4_000n + 2_000n - 500n);
  });

  it('keeps posting order within a day and shows an empty range at the opening balance', () => {
    const shuffled = [entries[2]!, entries[0]!, entries[1]!];
    expect(ledgerStatement(shuffled).rows.map((r) => r.sequence)).toEqual([1, 2, 3]);
    const empty = ledgerStatement(entries, { from: '2025-05-01', to: '2025-05-31' });
    expect(empty.rows).toEqual([]);
    expect(empty.openingPaise).toBe(empty.closingPaise);
    expect(empty.closingPaise).toBe(ledgerBalance(entries));
  });

  it('closing balance is the opening plus the range, for any split of any entries', () => {
    const arbEntry = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      type: fc.constantFrom('INVOICE', 'PAYMENT', 'DEBIT_NOTE', 'CREDIT_NOTE', 'TDS', 'REFUND', 'WRITE_OFF'),
      amount: fc.bigInt({ min: 1n, max: 10n ** 12n }),
      reversal: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(arbEntry, { maxLength: 40 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 28 }),
        (raw, a, b) => {
          const list = raw.map((r, i) =>
            entry(`2025-06-${String(r.day).padStart(2, '0')}`, i + 1, r.type, r.amount, r.reversal),
          );
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const from = `2025-06-${String(lo).padStart(2, '0')}`;
          const to = `2025-06-${String(hi).padStart(2, '0')}`;
          const s = ledgerStatement(list, { from, to });
          const after = ledgerStatement(list, { from: `2025-06-${String(hi + 1).padStart(2, '0')}` });
          expect(s.closingPaise).toBe(s.openingPaise + s.totalDebitPaise - s.totalCreditPaise);
          expect(s.rows.at(-1)?.balancePaise ?? s.openingPaise).toBe(s.closingPaise);
          // The whole ledger is the statement up to `to` plus what follows it.
          if (hi < 28) expect(after.openingPaise).toBe(s.closingPaise);
          expect(withRunningBalance(0n, ledgerStatement(list).rows).closingPaise).toBe(ledgerBalance(list));
        },
      ),
    );
  });
});
