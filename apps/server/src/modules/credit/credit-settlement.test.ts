import type { MatchResult, Payment, Settlement } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { headersOf, one, unbalancedBuyers } from './credit-test-kit';

type Who = { headers: { authorization: string } };

describe('payments and settlement', () => {
  let t: TestApp;
  let finance: Who;
  let rm: Who;
  let buyerCode: string;
  let buyerId: string;
  let booksInvoiceId: string;
  let invoiceAmount: bigint;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [finance, rm] = await Promise.all([as(t, 'finance'), as(t, 'rm')]);
    const inv = await one(
      t.database,
      `SELECT i.books_invoice_id, i.amount_paise::text AS amount, b.code, b.id FROM credit_invoices i JOIN buyers b ON b.id = i.buyer_id
       WHERE i.status = 'OPEN' AND i.open_paise = i.amount_paise AND i.document_type = 'INV' AND i.amount_paise > 100000
       ORDER BY i.books_invoice_id LIMIT 1`,
    );
    booksInvoiceId = inv.books_invoice_id!;
    invoiceAmount = BigInt(inv.amount!);
    buyerCode = inv.code!;
    buyerId = inv.id!;
  });
  afterAll(() => t.close());

  const pay = (booksPaymentId: string, amount: bigint, who: Who = finance, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/credit/payment-noauth',
      payload: {
        booksPaymentId,
        booksBuyerId: buyerCode,
        utr: `UTR${booksPaymentId.replace(/\W/g, '')}`,
        paymentType: 'NEFT',
        paymentDate: '2026-11-21',
        amountPaise: amount.toString(),
      },
      headers: headersOf(who, key),
    });
  const match = (body: Record<string, unknown>, who: Who = finance, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/credit/match-noauth',
      payload: { booksBuyerId: buyerCode, booksInvoiceId, ...body },
      headers: headersOf(who, key),
    });

  it('records a payment once per booksPaymentId and lists it as pending', async () => {
    const first = await pay('BP-TEST-1', invoiceAmount / 2n);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Payment>().status).toBe('PENDING');
    const repeat = await pay('BP-TEST-1', invoiceAmount / 2n);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json<Payment>().id).toBe(first.json<Payment>().id);
    const clash = await pay('BP-TEST-1', 5n);
    expect(clash.statusCode).toBe(409);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/credit/payment-noauth?buyerId=${buyerId}&status=PENDING`,
      ...finance,
    });
    const body = list.json<{ content: Payment[]; limit: number; offset: number }>();
    expect(body.limit).toBe(25);
    expect(body.offset).toBe(0);
    expect(body.content.some((p) => p.booksPaymentId === 'BP-TEST-1')).toBe(true);
    expect(body.content.every((p) => p.status === 'PENDING')).toBe(true);
    const bad = await pay('BP-TEST-X', 0n);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'amountPaise',
    );
  });

  it('matches part of a payment, tags the mismatch, and never over-allocates', async () => {
    const half = invoiceAmount / 2n;
    const over = await match({ booksPaymentId: 'BP-TEST-1', matchingAmount: (half + 1n).toString() });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'matchingAmount',
    );
    const ok = await match(
      { booksPaymentId: 'BP-TEST-1', matchingAmount: half.toString() },
      finance,
      'match-key-0001',
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const r = ok.json<MatchResult>();
    expect(r.balanceAmountPaise).toBe((invoiceAmount - half).toString());
    expect(r.paymentBalancePaise).toBe('0');
    expect(r.paymentStatus).toBe('SETTLED');
    expect(r.mismatchTag).toBe('SHORT_PAYMENT');
    // The same Idempotency-Key replays the answer and moves no money a second time.
    const replay = await match(
      { booksPaymentId: 'BP-TEST-1', matchingAmount: half.toString() },
      finance,
      'match-key-0001',
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(ok.json());
    const row = await one(
      t.database,
      `SELECT open_paise::text AS open FROM credit_invoices WHERE books_invoice_id = '${booksInvoiceId}'`,
    );
    expect(row.open).toBe((invoiceAmount - half).toString());
    const drained = await match({ booksPaymentId: 'BP-TEST-1', matchingAmount: '1' });
    expect(drained.statusCode).toBe(400);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/credit/match-noauth/${r.settlementId}`,
      ...finance,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<Settlement>()).toMatchObject({
      utr: 'UTRBPTEST1',
      paymentType: 'NEFT',
      matchAmountPaise: half.toString(),
    });
  });

  it('answers a repeated matchId with the first match and settles the invoice when cleared', async () => {
    const rest = invoiceAmount - invoiceAmount / 2n;
    expect((await pay('BP-TEST-2', rest + 500n)).statusCode).toBe(201);
    const body = { booksPaymentId: 'BP-TEST-2', matchingAmount: rest.toString(), matchId: 'M-TEST-2' };
    const first = await match(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<MatchResult>()).toMatchObject({
      invoiceStatus: 'SETTLED',
      balanceAmountPaise: '0',
      mismatchTag: null,
      repeated: false,
    });
    const again = await match(body);
    expect(again.json<MatchResult>()).toMatchObject({
      settlementId: first.json<MatchResult>().settlementId,
      repeated: true,
    });
    const n = await one(
      t.database,
      "SELECT count(*)::text AS n FROM credit_settlements WHERE match_id = 'M-TEST-2'",
    );
    expect(n.n).toBe('1');
    const otherUse = await match({ ...body, matchingAmount: '1' });
    expect(otherUse.statusCode).toBe(409);
    const closed = await match({ booksPaymentId: 'BP-TEST-2', matchingAmount: '1' });
    expect(closed.statusCode).toBe(409);
    const audit = await one(
      t.database,
      `SELECT count(*)::text AS n FROM audit_log WHERE action = 'invoice.match' AND entity_id = '${booksInvoiceId}'`,
    );
    expect(audit.n).toBe('2');
    const outbox = await one(
      t.database,
      "SELECT count(*)::text AS n FROM outbox WHERE topic = 'payment.matched'",
    );
    expect(Number(outbox.n)).toBeGreaterThanOrEqual(2);
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('refuses settling without the permission (403) and another buyer’s documents (404 / 400)', async () => {
    expect((await match({ booksPaymentId: 'BP-TEST-2', matchingAmount: '1' }, rm)).statusCode).toBe(403);
    expect((await pay('BP-TEST-3', 100n, rm)).statusCode).toBe(403);
    const stranger = await match({
      booksBuyerId: 'NO-SUCH-BUYER',
      booksPaymentId: 'BP-TEST-2',
      matchingAmount: '1',
    });
    expect(stranger.statusCode).toBe(404);
    const other = await one(
      t.database,
      `SELECT books_invoice_id FROM credit_invoices WHERE buyer_id <> '${buyerId}' AND status = 'OPEN' LIMIT 1`,
    );
    const wrong = await match({
      booksPaymentId: 'BP-TEST-2',
      booksInvoiceId: other.books_invoice_id,
      matchingAmount: '1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'booksInvoiceId',
    );
  });
});
