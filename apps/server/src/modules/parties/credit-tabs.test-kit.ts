import type { Invoice } from '@dom/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';

export type Who = { headers: { authorization: string } };

/** Posts an invoice through the credit area's call (as packing or the books would) and answers it. */
export async function postInvoice(
  t: TestApp,
  who: Who,
  body: { orderKey: string; invoiceNumber: string; invoiceDate: string; dueDate: string } & Record<
    string,
    unknown
  >,
): Promise<Invoice> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/credit/invoice-noauth',
    payload: { booksInvoiceId: `BI-${body.invoiceNumber}`, amountPaise: '1000000', ...body },
    ...who,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Invoice>();
}

interface PageLike<T> {
  content: T[];
  pageNumber: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
  totalIsCapped: boolean;
}

/** Every page of a paged call, 20 at a time; checks each page's bookkeeping on the way. */
export async function allPages<T>(t: TestApp, who: Who, url: string): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 0; page < 100; page += 1) {
    const sep = url.includes('?') ? '&' : '?';
    const res = await t.app.inject({
      method: 'GET',
      url: `${url}${sep}pageNumber=${page}&pageSize=20`,
      ...who,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PageLike<T>>();
    expect(body.pageNumber).toBe(page);
    expect(body.pageSize).toBe(20);
    expect(body.totalIsCapped).toBe(false);
    expect(body.totalPages).toBe(Math.ceil(body.totalElements / 20));
    total = body.totalElements;
    rows.push(...body.content);
    if (body.content.length < 20) break;
  }
  expect(rows).toHaveLength(total);
  return { rows, total };
}
