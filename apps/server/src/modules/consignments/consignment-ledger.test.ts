import { istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { postConsignmentInvoice } from '../credit/consignment-invoices.service';
import { postInvoiceIn } from '../credit/invoices.service';
import { unbalancedBuyers } from '../credit/credit-test-kit';
import { SYSTEM_ACTOR } from './consignment-transition';
import { type Who, createConsignment, driveTo, nextInvoiceNumber, ok, post } from './consignment-test-kit';
import { findConsignment } from './consignments.repo';

interface LedgerInvoice {
  books_invoice_id: string;
  invoice_number: string;
  status: string;
  amount_paise: string;
  open_paise: string;
  irn: string | null;
  irn_cancelled_at: string | null;
  due_date: string;
}

describe('packing posts the invoice to the buyer ledger; a void reverses it', () => {
  let t: TestApp;
  let om: Who;
  const now = new Date();
  const today = istDateOf(now);
  beforeAll(async () => {
    t = await createTestApp({ seed: true, context: { clock: () => now } });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  const invoicesOf = async (key: string) =>
    (
      await t.database.executeSql<LedgerInvoice>(
        `SELECT books_invoice_id, invoice_number, status, amount_paise::text, open_paise::text, irn,
           irn_cancelled_at::text, due_date::text
         FROM credit_invoices WHERE consignment_key = '${key}' ORDER BY created_at`,
      )
    ).rows;
  const entriesOf = async (key: string) =>
    (
      await t.database.executeSql<{ entry_type: string; debit: string; credit: string }>(
        `SELECT e.entry_type, e.debit_paise::text AS debit, e.credit_paise::text AS credit
         FROM credit_ledger_entries e JOIN credit_invoices i ON i.id = e.invoice_id
         WHERE i.consignment_key = '${key}' ORDER BY e.id`,
      )
    ).rows;
  const totalOf = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })).json<{
      totalPaise: string;
    }>().totalPaise;
  const packWith = async (key: string, invoiceNumber: string, idempotencyKey?: string) =>
    post(
      t,
      om,
      '/consignment/pack-consignment-byId-v2',
      {
        consignmentKey: key,
        distanceKm: 120,
        invoice: { invoiceNumber, invoiceDate: today, invoiceAmountPaise: await totalOf(key) },
      },
      idempotencyKey,
    );
  const readyToPack = async (skip: number) => {
    const c = await createConsignment(t, om, '1', skip);
    await driveTo(t, om, c.consignmentKey, 'READY_TO_PROCESS', today);
    return c.consignmentKey;
  };

  it('posts one OPEN invoice, debited, when packing succeeds; a replay or a second posting adds none', async () => {
    const key = await readyToPack(0);
    const number = nextInvoiceNumber();
    const first = await ok(await packWith(key, number, `pack-${key}`));
    expect(first.status).toBe('PACKED');
    const replay = await ok(await packWith(key, number, `pack-${key}`));
    expect(replay).toEqual(first);
    const again = await packWith(key, number);
    expect(again.statusCode).toBe(409);

    const [invoice, ...more] = await invoicesOf(key);
    expect(more).toEqual([]);
    const row = await findConsignment(t.database.db, null, key);
    const creditDays = (
      await t.database.executeSql<{ d: number }>(
        `SELECT o.credit_days AS d FROM orders o JOIN consignments c ON c.order_id = o.id WHERE c.consignment_key = '${key}'`,
      )
    ).rows[0]?.d;
    expect(invoice).toMatchObject({
      books_invoice_id: `CSG:${key}:${number}`,
      invoice_number: number,
      status: 'OPEN',
      amount_paise: row?.totalPaise.toString(),
      open_paise: row?.totalPaise.toString(),
      irn: row?.irn,
    });
    expect(invoice?.due_date).toBe(
      istDateOf(new Date(Date.parse(`${today}T00:00:00Z`) + (creditDays ?? 0) * 86_400_000)),
    );
    expect(await entriesOf(key)).toEqual([
      { entry_type: 'INVOICE', debit: row?.totalPaise.toString(), credit: '0' },
    ]);

    // The posting itself is idempotent: the same consignment never posts twice.
    const repeat = await t.database.db.transaction(async (tx) =>
      postConsignmentInvoice(tx, row ?? (null as never), SYSTEM_ACTOR, now),
    );
    expect(repeat).toEqual({ booksInvoiceId: `CSG:${key}:${number}`, created: false });
    expect(await invoicesOf(key)).toHaveLength(1);
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('voids the invoice with the consignment: VOID, debit reversed; its number cannot be packed again', async () => {
    const key = await readyToPack(1);
    const number = nextInvoiceNumber();
    expect((await ok(await packWith(key, number))).status).toBe('PACKED');
    const voided = await ok(
      await post(t, om, `/consignment/make-invoice-void/consignment-key/${key}`, { remark: 'Wrong rate' }),
    );
    expect(voided.status).toBe('READY_TO_PROCESS');
    const [invoice] = await invoicesOf(key);
    expect(invoice).toMatchObject({ status: 'VOID', open_paise: '0' });
    expect(invoice?.irn_cancelled_at).not.toBeNull();
    const entries = await entriesOf(key);
    expect(entries.map((e) => e.entry_type)).toEqual(['INVOICE', 'INVOICE']);
    expect(entries[1]).toMatchObject({ debit: '0', credit: entries[0]?.debit });
    expect(await unbalancedBuyers(t.database)).toEqual([]);

    const reused = await packWith(key, number);
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ message: string }>().message).toContain('invoice.invoiceNumber');
    const renumbered = nextInvoiceNumber();
    expect((await ok(await packWith(key, renumbered))).status).toBe('PACKED');
    const all = await invoicesOf(key);
    expect(all.map((i) => [i.invoice_number, i.status])).toEqual([
      [number, 'VOID'],
      [renumbered, 'OPEN'],
    ]);
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('refuses to void a consignment whose invoice is partly paid, before the portal cancels anything', async () => {
    const key = await readyToPack(2);
    expect((await ok(await packWith(key, nextInvoiceNumber()))).status).toBe('PACKED');
    await t.database.executeSql(
      `UPDATE credit_invoices SET open_paise = open_paise - 1 WHERE consignment_key = '${key}'`,
    );
    try {
      const refused = await post(t, om, `/consignment/make-invoice-void/consignment-key/${key}`, {
        remark: 'Wrong rate',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toContain('credit note');
      const row = await findConsignment(t.database.db, null, key);
      expect(row?.status).toBe('PACKED');
      const irn = await t.ctx.gst.einvoice.getIrn(row?.irn ?? '');
      expect(irn?.status).toBe('ACTIVE');
    } finally {
      await t.database.executeSql(
        `UPDATE credit_invoices SET open_paise = amount_paise WHERE consignment_key = '${key}'`,
      );
    }
  });

  it('leaves INVOICE_SENT_FAILED, posting nothing, when the ledger refuses the invoice', async () => {
    const key = await readyToPack(3);
    const number = nextInvoiceNumber();
    const row = await findConsignment(t.database.db, null, key);
    expect(
      (
        await post(t, om, '/consignment/add-invoice-details', {
          consignmentKey: key,
          invoiceNumber: number,
          invoiceDate: today,
          invoiceAmountPaise: row?.totalPaise.toString(),
        })
      ).statusCode,
    ).toBe(200);
    // The books post a draft under the same seller and number first (not a debit: the invariant holds).
    await t.database.db.transaction((tx) =>
      postInvoiceIn(
        tx,
        today,
        {
          orderKey: row?.orderKey ?? '',
          invoiceNumber: number,
          booksInvoiceId: `BOOKS-${key}`,
          invoiceDate: today,
          dueDate: today,
          amountPaise: '100',
          status: 'DRAFT',
        },
        SYSTEM_ACTOR,
      ),
    );
    const res = await ok(await post(t, om, '/consignment/pack-consignment-byId-v2', { consignmentKey: key }));
    expect(res.status).toBe('INVOICE_SENT_FAILED');
    expect(res.failureReason).toContain('Buyer ledger:');
    expect(await invoicesOf(key)).toEqual([]);
    expect(await unbalancedBuyers(t.database)).toEqual([]);
  });

  it('reports invoice amount and date problems under their own fields, not invoiceNumber', async () => {
    const key = await readyToPack(4);
    const future = istDateOf(new Date(now.getTime() + 3 * 86_400_000));
    const res = await post(t, om, '/consignment/add-invoice-details', {
      consignmentKey: key,
      invoiceNumber: nextInvoiceNumber(),
      invoiceDate: future,
      invoiceAmountPaise: '1',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields;
    expect(fields.map((f) => f.field).sort()).toEqual(['invoiceAmountPaise', 'invoiceDate']);
    expect(fields.find((f) => f.field === 'invoiceDate')?.message).toBe(
      'Invoice date must not be in the future',
    );
    const drafted = await post(t, om, '/consignment/draft-pack-consignment', {
      consignmentKey: key,
      invoice: { invoiceNumber: nextInvoiceNumber(), invoiceDate: today, invoiceAmountPaise: '1' },
    });
    expect(drafted.statusCode).toBe(400);
    expect(
      drafted.json<{ details: { fields: { field: string }[] } }>().details.fields.map((f) => f.field),
    ).toEqual(['invoice.invoiceAmountPaise']);
  });
});
