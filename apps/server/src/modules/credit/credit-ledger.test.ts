import type { LedgerStatement, OperationalBalance } from '@dom/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { headersOf, one, unbalancedBuyers } from './credit-test-kit';

type Who = { headers: { authorization: string } };

describe('buyer ledger', () => {
  let t: TestApp;
  let finance: Who;
  let rm: Who;
  let seller: Who;
  let buyerId: string;
  let buyerCode: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock: () => new Date('2026-11-21T10:00:00+05:30') } });
    [finance, rm, seller] = await Promise.all([as(t, 'finance'), as(t, 'rm'), as(t, 'seller')]);
    const b = await one(
      t.database,
      `SELECT b.id, b.code FROM buyers b JOIN credit_ledger_entries l ON l.buyer_id = b.id
       WHERE b.rm_email = 'rm@dom.example.in'
         -- an invoice still open to adjust (half the demo buyers have paid what fell overdue)
         AND EXISTS (SELECT 1 FROM credit_invoices i
                     WHERE i.buyer_id = b.id AND i.status = 'OPEN' AND i.open_paise > 1000)
       GROUP BY b.id, b.code ORDER BY count(*) DESC, b.code LIMIT 1`,
    );
    buyerId = b.id!;
    buyerCode = b.code!;
  });
  afterAll(() => t.close());

  const ledger = (query: string, who: Who = finance) =>
    t.app.inject({ method: 'GET', url: `/api/credit/ledger?${query}`, ...who });

  it('seeds balanced receivables: every ledger equals open documents less unmatched payments', async () => {
    expect(await unbalancedBuyers(t.database)).toEqual([]);
    const n = await one(t.database, 'SELECT count(*)::text AS n FROM credit_invoices');
    expect(Number(n.n)).toBeGreaterThan(10);
  });

  it('gives opening, running and closing balances that add up', async () => {
    const all = (await ledger(`buyerId=${buyerId}`)).json<LedgerStatement>();
    expect(all.openingBalancePaise).toBe('0');
    expect(all.rows.length).toBeGreaterThan(1);
    let running = 0n;
    for (const r of all.rows) {
      running += BigInt(r.debitPaise) - BigInt(r.creditPaise);
      expect(r.balancePaise).toBe(running.toString());
    }
    expect(all.closingBalancePaise).toBe(running.toString());
    const sum = await one(
      t.database,
      `SELECT coalesce(sum(debit_paise - credit_paise),0)::text AS s FROM credit_ledger_entries WHERE buyer_id = '${buyerId}'`,
    );
    expect(all.closingBalancePaise).toBe(sum.s);

    // A range in the middle: its opening is everything before it, its closing carries on.
    const dates = [...new Set(all.rows.map((r) => r.entryDate))];
    const from = dates[Math.floor(dates.length / 2)]!;
    const part = (await ledger(`buyerId=${buyerId}&fromDate=${from}`)).json<LedgerStatement>();
    const before = all.rows.filter((r) => r.entryDate < from);
    expect(part.openingBalancePaise).toBe(before.at(-1)?.balancePaise ?? '0');
    expect(part.closingBalancePaise).toBe(all.closingBalancePaise);
    expect(part.rows.length).toBe(all.rows.length - before.length);
  });

  it('refuses a reversed range (400) and answers 404 for another RM’s buyer, 403 without the permission', async () => {
    const bad = await ledger(`buyerId=${buyerId}&fromDate=2026-02-01&toDate=2026-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'fromDate',
    );
    const other = await one(
      t.database,
      "SELECT id FROM buyers WHERE rm_email <> 'rm@dom.example.in' LIMIT 1",
    );
    expect((await ledger(`buyerId=${other.id}`, rm)).statusCode).toBe(404);
    expect((await ledger(`buyerId=${buyerId}`, rm)).statusCode).toBe(200);
    expect((await ledger(`buyerId=${buyerId}`, seller)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/credit/ledger?buyerId=${buyerId}` })).statusCode,
    ).toBe(401);
  });

  it('exports a real xlsx with the same balances and neutralised text', async () => {
    await t.database.executeSql(
      `UPDATE credit_ledger_entries SET narration = '=cmd|'' /c calc''!A1' WHERE id = (SELECT min(id) FROM credit_ledger_entries WHERE buyer_id = '${buyerId}')`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/credit/ledger/export?buyerId=${buyerId}`,
      ...finance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Ledger');
    if (!sheet) throw new Error('no Ledger sheet');
    const statement = (await ledger(`buyerId=${buyerId}`)).json<LedgerStatement>();
    expect(sheet.rowCount).toBe(statement.rows.length + 3);
    expect(sheet.getRow(1).getCell(7).value).toBe('Balance');
    expect(sheet.getRow(2).getCell(2).value).toBe('Opening Balance');
    expect(sheet.getRow(3).getCell(4).text).toMatch(/^'=cmd/);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(2).value).toBe('Closing Balance');
    expect(Math.round(Number(last.getCell(7).value) * 100)).toBe(Number(statement.closingBalancePaise));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/credit/ledger/export?buyerId=${buyerId}`, ...rm }))
        .statusCode,
    ).toBe(403);
  });

  it('posts TDS, write-off and refund adjustments without breaking the balance, and refuses overdrafts', async () => {
    const inv = await one(
      t.database,
      `SELECT books_invoice_id AS id, open_paise::text AS open FROM credit_invoices WHERE buyer_id = '${buyerId}' AND status = 'OPEN' AND open_paise > 1000 ORDER BY books_invoice_id LIMIT 1`,
    );
    const post = (body: Record<string, unknown>, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/credit/ledger/adjustment',
        payload: { booksBuyerId: buyerCode, entryDate: '2026-11-21', ...body },
        headers: headersOf(finance, key),
      });
    const tooMuch = await post({
      type: 'TDS',
      booksInvoiceId: inv.id,
      amountPaise: String(BigInt(inv.open!) + 1n),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'amountPaise',
    );
    const noInvoice = await post({ type: 'WRITE_OFF', amountPaise: '100' });
    expect(noInvoice.statusCode).toBe(400);
    expect(noInvoice.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'booksInvoiceId',
    );
    const ok = await post({ type: 'TDS', booksInvoiceId: inv.id, amountPaise: '1000' }, 'tds-key-00001');
    expect(ok.statusCode, ok.body).toBe(201);
    const again = await post({ type: 'TDS', booksInvoiceId: inv.id, amountPaise: '1000' }, 'tds-key-00001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    const after = await one(
      t.database,
      `SELECT open_paise::text AS open FROM credit_invoices WHERE books_invoice_id = '${inv.id}'`,
    );
    expect(BigInt(after.open!)).toBe(BigInt(inv.open!) - 1000n);
    expect(await unbalancedBuyers(t.database)).toEqual([]);
    expect(
      (await post({ type: 'TDS', booksInvoiceId: inv.id, amountPaise: '1' }, undefined)).statusCode,
    ).toBe(201);
    const rmTry = await t.app.inject({
      method: 'POST',
      url: '/api/credit/ledger/adjustment',
      payload: {
        type: 'TDS',
        booksBuyerId: buyerCode,
        booksInvoiceId: inv.id,
        amountPaise: '1',
        entryDate: '2026-11-21',
      },
      ...rm,
    });
    expect(rmTry.statusCode).toBe(403);
  });

  it('answers the operational balance from the ledger and the open items', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/credit/balance/operational-noauth?buyerId=${buyerId}`,
      ...finance,
    });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json<OperationalBalance>();
    expect(BigInt(b.outstandingPaise)).toBe(BigInt(b.openInvoicesPaise) - BigInt(b.unallocatedPaymentsPaise));
    expect(BigInt(b.delayedPaise) + BigInt(b.overduePaise) <= BigInt(b.openInvoicesPaise)).toBe(true);
    expect(b.asOf).toBe('2026-11-21');
  });
});
