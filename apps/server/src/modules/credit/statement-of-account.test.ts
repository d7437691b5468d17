import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { pdfTexts } from '../../platform/pdf/pdf-read';
import { bucketOf, drCr } from './statement-of-account';

type Who = { headers: { authorization: string } };
interface Ageing {
  buckets: { bucket: string; amountPaise: string; invoices: number }[];
  openInvoicesPaise: string;
  unallocatedPaise: string;
  outstandingPaise: string;
}

// The ledger's ageing and the statement of account on the demo ledger: the buckets less the
// unallocated payments are the ledger's outstanding for every demo buyer with invoices; scoping.
describe('ledger ageing and statement of account', () => {
  let t: TestApp;
  let finance: Who;
  let rm: Who;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    finance = await as(t, 'finance');
    rm = await as(t, 'rm');
  });
  afterAll(() => t.close());
  const get = (url: string, who: Who) => t.app.inject({ method: 'GET', url: `/api${url}`, ...who });

  it('puts days into the four buckets and marks balances Dr/Cr', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual([
      '0-30',
      '0-30',
      '31-60',
      '31-60',
      '61-90',
      '61-90',
      '90+',
      '90+',
    ]);
    expect([drCr(5n), drCr(-5n), drCr(0n)]).toEqual(['Dr', 'Cr', '']);
  });

  it('ageing buckets less unallocated payments equal the ledger outstanding, for every demo buyer with invoices', async () => {
    const buyers = await t.database.executeSql<{ buyer_id: string }>(
      `SELECT DISTINCT buyer_id FROM credit_invoices ORDER BY buyer_id LIMIT 25`,
    );
    expect(buyers.rows.length).toBeGreaterThan(0);
    for (const { buyer_id } of buyers.rows) {
      const res = await get(`/credit/ledger/ageing?buyerId=${buyer_id}`, finance);
      expect(res.statusCode).toBe(200);
      const a = res.json<Ageing>();
      expect(a.buckets.map((b) => b.bucket)).toEqual(['0-30', '31-60', '61-90', '90+']);
      const buckets = a.buckets.reduce((s, b) => s + BigInt(b.amountPaise), 0n);
      expect(buckets).toBe(BigInt(a.openInvoicesPaise));
      expect(buckets - BigInt(a.unallocatedPaise), `buyer ${buyer_id}`).toBe(BigInt(a.outstandingPaise));
      const balance = await get(`/credit/balance/operational-noauth?buyerId=${buyer_id}`, finance);
      expect(balance.json<{ outstandingPaise: string }>().outstandingPaise).toBe(a.outstandingPaise);
    }
  });

  it('prints the statement as PDF and xlsx with Dr/Cr and the ageing', async () => {
    const [row] = (
      await t.database.executeSql<{ buyer_id: string; name: string }>(
        `SELECT i.buyer_id, b.name FROM credit_invoices i JOIN buyers b ON b.id = i.buyer_id LIMIT 1`,
      )
    ).rows;
    const buyerId = row?.buyer_id ?? '';
    const pdf = await get(`/credit/statement-of-account/pdf?buyerId=${buyerId}`, finance);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfTexts(new Uint8Array(pdf.rawPayload))).flat().join('\n');
    for (const field of [
      'STATEMENT OF ACCOUNT',
      'Opening Balance',
      'Closing Balance',
      '0-30 days',
      '90+ days',
      'Outstanding',
    ])
      expect(text).toContain(field);
    expect(text).toContain(row?.name ?? 'missing');
    expect(text).toMatch(/ (Dr|Cr)\n/);

    const xlsx = await get(`/credit/statement-of-account/xlsx?buyerId=${buyerId}`, finance);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Statement')?.getRow(4).getCell(8).value).toBe('Dr/Cr');
    expect(book.getWorksheet('Ageing')?.rowCount).toBeGreaterThanOrEqual(6);
  });

  it('answers 404 for another RM’s buyer and 403 for the xlsx without the export permission', async () => {
    const other = await t.database.executeSql<{ id: string }>(
      `SELECT id FROM buyers WHERE rm_email IS DISTINCT FROM 'rm@dom.example.in' LIMIT 1`,
    );
    const id = other.rows[0]?.id ?? '';
    expect((await get(`/credit/ledger/ageing?buyerId=${id}`, rm)).statusCode).toBe(404);
    expect((await get(`/credit/statement-of-account/pdf?buyerId=${id}`, rm)).statusCode).toBe(404);
    expect((await get(`/credit/ledger/ageing?buyerId=${id}`, finance)).statusCode).toBe(200);
    const seller = await as(t, 'seller');
    expect([403, 404]).toContain(
      (await get(`/credit/statement-of-account/xlsx?buyerId=${id}`, seller)).statusCode,
    );
  });
});
