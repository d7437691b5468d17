import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ledgerBalance, ledgerStatement } from './ledger';
import {
  EMPTY_RECEIVABLES,
  type Receivables,
  ReceivablesRefusal,
  matchPayment,
  outstandingOf,
  raiseDocument,
  receivePayment,
  reduceDocument,
  refundPayment,
  voidDocument,
} from './receivables';

const amount = fc.bigInt({ min: -1_000n, max: 5_000_000n });
const ref = fc.integer({ min: 0, max: 5 });
const day = fc.integer({ min: 1, max: 28 });

const operation = fc.oneof(
  fc.record({ op: fc.constant('invoice' as const), ref, amount, day }),
  fc.record({ op: fc.constant('debitNote' as const), ref, amount, day }),
  fc.record({ op: fc.constant('payment' as const), ref, amount, day }),
  fc.record({ op: fc.constant('match' as const), ref, other: ref, amount, day }),
  fc.record({
    op: fc.constantFrom('creditNote' as const, 'tds' as const, 'writeOff' as const),
    ref,
    amount,
    day,
  }),
  fc.record({ op: fc.constant('refund' as const), ref, amount, day }),
  fc.record({ op: fc.constant('void' as const), ref, amount, day }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const date = (d: number) => `2025-07-${String(d).padStart(2, '0')}`;

function apply(book: Receivables, o: Operation): Receivables {
  switch (o.op) {
    case 'invoice':
      return raiseDocument(book, 'INVOICE', `INV${o.ref}`, o.amount, date(o.day));
    case 'debitNote':
      return raiseDocument(book, 'DEBIT_NOTE', `DBN${o.ref}`, o.amount, date(o.day));
    case 'payment':
      return receivePayment(book, `P${o.ref}`, o.amount, date(o.day));
    case 'match':
      return matchPayment(book, `P${o.ref}`, o.other % 2 === 0 ? `INV${o.other}` : `DBN${o.other}`, o.amount);
    case 'creditNote':
      return reduceDocument(book, 'CREDIT_NOTE', `INV${o.ref}`, o.amount, date(o.day));
    case 'tds':
      return reduceDocument(book, 'TDS', `INV${o.ref}`, o.amount, date(o.day));
    case 'writeOff':
      return reduceDocument(book, 'WRITE_OFF', `INV${o.ref}`, o.amount, date(o.day));
    case 'refund':
      return refundPayment(book, `P${o.ref}`, o.amount, date(o.day));
    case 'void':
      return voidDocument(book, `INV${o.ref}`, 'INVOICE', date(o.day));
  }
}

describe('receivables (property)', () => {
  it('random invoices, payments, notes and settlements keep the ledger balanced and nothing negative', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (ops) => {
        let book = EMPTY_RECEIVABLES;
        for (const o of ops) {
          try {
            book = apply(book, o);
          } catch (err) {
            // A refused step is a refusal, never a crash, and changes nothing.
            expect(err).toBeInstanceOf(ReceivablesRefusal);
          }
          expect(ledgerBalance(book.entries)).toBe(outstandingOf(book));
          for (const doc of book.documents.values()) {
            expect(doc.openPaise >= 0n && doc.openPaise <= doc.amountPaise).toBe(true);
          }
          for (const p of book.payments.values()) {
            expect(p.unallocatedPaise >= 0n && p.unallocatedPaise <= p.amountPaise).toBe(true);
          }
        }
        expect(ledgerStatement(book.entries).closingPaise).toBe(outstandingOf(book));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses to over-allocate however the matches are ordered', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 50_000n }), { minLength: 1, maxLength: 30 }),
        (tries) => {
          let book = raiseDocument(EMPTY_RECEIVABLES, 'INVOICE', 'I', 100_000n, '2025-07-01');
          book = receivePayment(book, 'P', 120_000n, '2025-07-02');
          let matched = 0n;
          for (const t of tries) {
            try {
              book = matchPayment(book, 'P', 'I', t);
              matched += t;
            } catch {
              // refused: over the balance
            }
          }
          expect(matched <= 100_000n).toBe(true);
          expect(book.documents.get('I')?.openPaise).toBe(100_000n - matched);
          expect(book.payments.get('P')?.unallocatedPaise).toBe(120_000n - matched);
        },
      ),
    );
  });
});
