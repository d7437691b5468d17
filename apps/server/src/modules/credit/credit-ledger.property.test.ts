import type { LedgerStatement } from '@dom/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { PORTAL_READY_PARTIES, type Who, one, unbalancedBuyers } from './credit-test-kit';

// The ledger's invariants, driven through the real routes and services on a real database (the
// domain's pure model has its own property test in packages/domain/src/ledger). Random sequences of
// invoices, payments, settlements (single and batch), credit and debit notes (through revisions and
// the e-invoice portal), TDS, write-offs and refunds; refusals are allowed, broken books are not.

type Op =
  | { kind: 'invoice'; amount: number }
  | { kind: 'payment'; amount: number }
  | { kind: 'match'; payment: number; invoice: number; amount: number }
  | { kind: 'batch'; payment: number; lines: { invoice: number; amount: number }[] }
  | { kind: 'note'; type: 'CRN' | 'DBN'; invoice: number; amount: number }
  | { kind: 'adjust'; type: 'TDS' | 'WRITE_OFF'; invoice: number; amount: number }
  | { kind: 'refund'; payment: number; amount: number };

const amount = fc.integer({ min: 1, max: 40_000 });
// Parts of a document: mostly small enough to fit, sometimes too big (a refusal).
const part = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 6_000 }) },
  { weight: 1, arbitrary: amount },
);
const pick = fc.nat({ max: 20 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('invoice' as const), amount }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('payment' as const), amount }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('match' as const), payment: pick, invoice: pick, amount: part }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('batch' as const),
      payment: pick,
      lines: fc.array(fc.record({ invoice: pick, amount: part }), { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('note' as const),
      type: fc.constantFrom('CRN' as const, 'DBN' as const),
      invoice: pick,
      amount: part,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      type: fc.constantFrom('TDS' as const, 'WRITE_OFF' as const),
      invoice: pick,
      amount: part,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), payment: pick, amount: part }) },
);

describe('the buyer ledger under random operations through the real services (property)', () => {
  let t: TestApp;
  let finance: Who;
  let admin: Who;
  let buyer: { id: string; code: string; orderKey: string };
  let serial = 0;
  /** Operations that went through, by kind: the property must not pass by refusing everything. */
  const applied = new Map<Op['kind'], number>();
  const count = (kind: Op['kind']) => applied.set(kind, (applied.get(kind) ?? 0) + 1);
  const day = '2026-11-21';
  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock: () => new Date(`${day}T10:00:00+05:30`) } });
    [finance, admin] = await Promise.all([as(t, 'finance'), as(t, 'admin')]);
    // An order still in fulfilment: its invoices can be revised again and again without moving it.
    const row = await one(
      t.database,
      `SELECT b.id, b.code, o.order_key FROM orders o JOIN buyers b ON b.id = o.buyer_id JOIN sellers s ON s.id = o.seller_id
       WHERE o.status = 'IN_PROGRESS' AND ${PORTAL_READY_PARTIES} ORDER BY o.order_key LIMIT 1`,
    );
    buyer = { id: row.id!, code: row.code!, orderKey: row.order_key! };
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, who: Who = finance) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, ...who });
  const ledger = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/credit/ledger?buyerId=${buyer.id}`, ...finance })
    ).json<LedgerStatement>();

  /** Runs one operation; answers how the ledger balance moved (0 for a refusal or a match). */
  async function run(o: Op, invoices: string[], payments: string[]): Promise<bigint> {
    serial += 1;
    const inv = (k: number) => invoices[k % Math.max(1, invoices.length)];
    const pay = (k: number) => payments[k % Math.max(1, payments.length)];
    const ok = (status: number, allowed: number[]) => {
      // Refusals are the caller's mistakes (400) or the state's (409); anything else is a bug.
      expect([...allowed, 400, 409]).toContain(status);
      return allowed.includes(status);
    };
    switch (o.kind) {
      case 'invoice': {
        const id = `BI-PROP-${serial}`;
        const res = await post(
          '/credit/invoice-noauth',
          {
            orderKey: buyer.orderKey,
            invoiceNumber: `PROP/${serial}`,
            booksInvoiceId: id,
            invoiceDate: day,
            dueDate: '2026-12-21',
            amountPaise: String(o.amount),
          },
          admin,
        );
        expect(res.statusCode, res.body).toBe(201);
        invoices.push(id);
        return BigInt(o.amount);
      }
      case 'payment': {
        const id = `BP-PROP-${serial}`;
        const res = await post('/credit/payment-noauth', {
          booksPaymentId: id,
          booksBuyerId: buyer.code,
          utr: `UTRPROP${serial}`.padEnd(8, '0'),
          paymentType: 'NEFT',
          paymentDate: day,
          amountPaise: String(o.amount),
        });
        expect(res.statusCode, res.body).toBe(201);
        payments.push(id);
        return -BigInt(o.amount);
      }
      case 'match': {
        if (!inv(o.invoice) || !pay(o.payment)) return 0n;
        const res = await post('/credit/match-noauth', {
          booksPaymentId: pay(o.payment),
          booksInvoiceId: inv(o.invoice),
          booksBuyerId: buyer.code,
          matchingAmount: String(o.amount),
        });
        if (ok(res.statusCode, [200])) count('match');
        return 0n;
      }
      case 'batch': {
        if (invoices.length === 0 || !pay(o.payment)) return 0n;
        const lines = [...new Map(o.lines.map((l) => [inv(l.invoice), l.amount])).entries()];
        const res = await post('/credit/match-noauth/batch', {
          booksPaymentId: pay(o.payment),
          booksBuyerId: buyer.code,
          batchId: `PROPBATCH${serial}`,
          matches: lines.map(([booksInvoiceId, a]) => ({ booksInvoiceId, matchingAmount: String(a) })),
        });
        if (ok(res.statusCode, [200])) count('batch');
        return 0n;
      }
      case 'note': {
        const target = inv(o.invoice);
        if (!target) return 0n;
        const [order] = (
          await t.database.executeSql<{ order_key: string; consignment_key: string | null }>(
            `SELECT order_key, consignment_key FROM credit_invoices WHERE books_invoice_id = '${target}'`,
          )
        ).rows;
        const requestId = `REQ-PROP-${serial}`;
        const created = await post('/invoice-revision/create', {
          requestId,
          booksInvoiceId: target,
          consignmentKey: order?.consignment_key ?? 'NONE',
          invoiceCorrectedOrderKey: order?.order_key,
          reason: 'OTHERS',
          reasonCode: 'PRICE_CORRECTION',
          bypassIRNCheck: true,
          comments: 'Property run',
        });
        if (!ok(created.statusCode, [201])) return 0n;
        expect((await post('/invoice-revision/approve', { requestId })).statusCode).toBe(200);
        const res = await post('/invoice-revision/create-cn-dn-requested', {
          requestId,
          noteType: o.type,
          amountPaise: String(o.amount),
          confirmIrreversible: true,
        });
        // A refused note leaves the revision approved: withdraw it so the invoice can be revised again.
        if (!ok(res.statusCode, [200])) {
          expect((await post('/invoice-revision/request-cancelled', { requestId })).statusCode).toBe(200);
          return 0n;
        }
        const noteNumber = res.json<{ note: { noteNumber: string } }>().note.noteNumber;
        if (o.type === 'DBN') invoices.push(`${target}/${noteNumber}`);
        return o.type === 'DBN' ? BigInt(o.amount) : -BigInt(o.amount);
      }
      case 'adjust': {
        if (!inv(o.invoice)) return 0n;
        const res = await post('/credit/ledger/adjustment', {
          type: o.type,
          booksBuyerId: buyer.code,
          booksInvoiceId: inv(o.invoice),
          amountPaise: String(o.amount),
          entryDate: day,
        });
        return ok(res.statusCode, [201]) ? -BigInt(o.amount) : 0n;
      }
      case 'refund': {
        if (!pay(o.payment)) return 0n;
        const res = await post('/credit/ledger/adjustment', {
          type: 'REFUND',
          booksBuyerId: buyer.code,
          booksPaymentId: pay(o.payment),
          amountPaise: String(o.amount),
          entryDate: day,
        });
        return ok(res.statusCode, [201]) ? BigInt(o.amount) : 0n;
      }
    }
  }

  it('keeps the balance equal to the sum of its entries and every open amount at zero or more', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 12 }), async (ops) => {
        const invoices: string[] = [];
        const payments: string[] = [];
        let expected = BigInt((await ledger()).closingBalancePaise);
        for (const o of ops) {
          const moved = await run(o, invoices, payments);
          expected += moved;
          if (moved !== 0n) count(o.kind);
        }

        const statement = await ledger();
        const sum = statement.rows.reduce((s, r) => s + BigInt(r.debitPaise) - BigInt(r.creditPaise), 0n);
        expect(BigInt(statement.closingBalancePaise)).toBe(sum);
        expect(BigInt(statement.closingBalancePaise)).toBe(expected);
        // Each running balance is the previous one plus the row.
        let running = 0n;
        for (const r of statement.rows) {
          running += BigInt(r.debitPaise) - BigInt(r.creditPaise);
          expect(BigInt(r.balancePaise)).toBe(running);
        }
        const floors = await one(
          t.database,
          `SELECT (SELECT coalesce(min(open_paise), 0) FROM credit_invoices WHERE buyer_id = '${buyer.id}')::text AS open,
                  (SELECT coalesce(min(unallocated_paise), 0) FROM credit_payments WHERE buyer_id = '${buyer.id}')::text AS unmatched`,
        );
        expect(BigInt(floors.open!) >= 0n && BigInt(floors.unmatched!) >= 0n).toBe(true);
        // Σ open receivables − Σ unmatched payments = ledger balance, for every buyer.
        expect(await unbalancedBuyers(t.database)).toEqual([]);
      }),
      { numRuns: 25 },
    );
    for (const kind of ['invoice', 'payment', 'match', 'note', 'adjust'] as const)
      expect(applied.get(kind) ?? 0, kind).toBeGreaterThan(0);
  }, 60_000);
});
