import { type APIRequestContext, type Browser, type Locator, type Page, expect } from '@playwright/test';
import { apiSignIn } from '../support/api';
import { ApprovalCenterPO } from './approvals.page';
import { LoginPage } from './login.page';

/** A credit lead's page (`/credit-memo/:leadKey`): its header buttons, facts, tabs and dialogs. */
export class CreditLeadPO {
  constructor(readonly page: Page) {}

  async goto(leadKey: string): Promise<void> {
    await this.page.goto(`/credit-memo/${leadKey}`);
    await expect(this.page.getByRole('heading', { level: 1, name: `Credit lead ${leadKey}` })).toBeVisible();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Opens the action's dialog and confirms it. */
  async act(name: string, leadKey: string): Promise<void> {
    await this.button(name).click();
    const dialog = this.page.getByRole('dialog', { name: `${name} ${leadKey}` });
    await dialog.getByRole('button', { name, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  status(): Locator {
    return this.page.locator('[data-status]').first();
  }

  /** Edits the lead's credit period: a value out of range is refused under its field first. */
  async editPeriod(leadKey: string, bad: string, good: string): Promise<void> {
    await this.button('Edit lead').click();
    const dialog = this.page.getByRole('dialog', { name: `Edit lead ${leadKey}` });
    const period = dialog.getByRole('textbox', { name: 'Credit period (days)' });
    await period.fill(bad);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('Enter 1 to 180 days')).toBeVisible();
    await period.fill(good);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Uploads one PDF under a document type on the Documents tab; answers its row. */
  async uploadDocument(type: string, name: string, bytes: Buffer): Promise<Locator> {
    await this.page.getByRole('tab', { name: /^Documents/ }).click();
    const upload = this.page.getByRole('region', { name: 'Upload documents' });
    await upload.getByLabel('Document Type').click();
    await this.page.getByRole('option', { name: type }).click();
    await upload
      .getByTestId('file-input')
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
    await upload.getByRole('button', { name: 'Upload' }).click();
    return this.page.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: type });
  }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A credit lead raised through the API by the credit desk on the first entity it sees. */
export async function raiseLead(request: APIRequestContext, limitPaise: string) {
  const token = (await apiSignIn(request, 'credit')).access_token;
  const list = await request.get('/api/credit/buyer-entity', { headers: bearer(token) });
  expect(list.ok(), await list.text()).toBe(true);
  const entityKey = ((await list.json()) as { content: { entityKey: string }[] }).content[0]!.entityKey;
  const entity = (await (
    await request.get(`/api/credit/buyer-entity/${entityKey}`, { headers: bearer(token) })
  ).json()) as {
    pan: string;
    name: string;
    buyers: { buyerId: string; gstin: string }[];
  };
  const buyer = entity.buyers[0]!;
  const created = await request.post('/api/credit/lead', {
    headers: bearer(token),
    data: {
      buyerEntityKey: entityKey,
      buyerId: buyer.buyerId,
      companyName: entity.name,
      registrationType: 'CIN',
      registrationNumber: 'U45200MH2015PTC123450',
      pan: entity.pan,
      gstins: [buyer.gstin],
      financials: [
        { year: 2024, revenuePaise: '4000000000', profitPaise: '200000000', netWorthPaise: '1200000000' },
        { year: 2025, revenuePaise: '5000000000', profitPaise: '300000000', netWorthPaise: '1500000000' },
      ],
      requestedLimitPaise: limitPaise,
      requestedPeriodDays: 45,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lead = (await created.json()) as { leadKey: string };
  return { leadKey: lead.leadKey, entityKey, buyerId: buyer.buyerId };
}

/** The first buyer entity the credit desk sees. */
export async function firstEntityKey(request: APIRequestContext): Promise<string> {
  const token = (await apiSignIn(request, 'credit')).access_token;
  const list = await request.get('/api/credit/buyer-entity', { headers: bearer(token) });
  expect(list.ok(), await list.text()).toBe(true);
  return ((await list.json()) as { content: { entityKey: string }[] }).content[0]!.entityKey;
}

/** Raises a lead from the buyer entity page's dialog; answers the new lead's key. */
export async function raiseLeadOnScreen(page: Page, entityKey: string, limitRupees: string): Promise<string> {
  await page.goto(`/buyer-entity/${entityKey}`);
  await page.getByRole('button', { name: 'Raise credit lead', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Raise credit lead ${entityKey}` });
  await dialog.getByRole('textbox', { name: 'Registration number' }).fill('U45200MH2015PTC123450');
  await dialog.getByRole('textbox', { name: 'Requested limit (₹)' }).fill(limitRupees);
  await dialog.getByRole('button', { name: 'Raise credit lead', exact: true }).click();
  await expect(page).toHaveURL(/\/credit-memo\/CL\d+$/);
  return page.url().split('/').pop()!;
}

/**
 * One approval step decided on the screen by a demo login of the chain (`saleslead`, `financelead`,
 * `creditlead`, `ceo`, `cooption`): signed in in a browser of their own, the request opened in the
 * Approval Center's "Waiting for me" view and approved with a comment.
 */
export async function approveOnScreen(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
  approvalKey: string,
): Promise<void> {
  const own = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  try {
    const page = await own.newPage();
    await new LoginPage(page).signInAs(username);
    const center = new ApprovalCenterPO(page);
    await center.goto();
    await center.open(approvalKey);
    await center.action('Approve').click();
    const approve = page.getByRole('dialog', { name: `Approve ${approvalKey}` });
    await approve.getByRole('textbox', { name: 'Comment' }).fill('Credit memo read');
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(approve).toBeHidden();
  } finally {
    await own.close();
  }
}

const IST_TODAY = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** Settles a buyer's overdue invoices: one payment (finance) matched to each of them. */
async function settleOverdue(request: APIRequestContext, buyerId: string): Promise<void> {
  const finance = bearer((await apiSignIn(request, 'finance')).access_token);
  const list = await request.get('/api/credit/invoice-noauth/open', {
    headers: finance,
    params: { buyerId, pageSize: 100 },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const overdue = (
    (await list.json()) as {
      content: { booksInvoiceId: string; booksBuyerId: string; balancePaise: string; status: string }[];
    }
  ).content.filter((i) => i.status === 'OVERDUE' && BigInt(i.balancePaise) > 0n);
  if (overdue.length === 0) return;
  const paymentId = `BP-E2E-${Date.now()}`;
  const total = overdue.reduce((t, i) => t + BigInt(i.balancePaise), 0n);
  const headers = (n: number) => ({ ...finance, 'Idempotency-Key': `${paymentId}-${n}` });
  const paid = await request.post('/api/credit/payment-noauth', {
    headers: headers(0),
    data: {
      booksPaymentId: paymentId,
      booksBuyerId: overdue[0]!.booksBuyerId,
      utr: `UTR${Date.now()}`,
      paymentType: 'NEFT',
      paymentDate: IST_TODAY(),
      amountPaise: total.toString(),
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  for (const [n, invoice] of overdue.entries()) {
    const matched = await request.post('/api/credit/match-noauth', {
      headers: headers(n + 1),
      data: {
        booksPaymentId: paymentId,
        booksInvoiceId: invoice.booksInvoiceId,
        matchingAmount: invoice.balancePaise,
        booksBuyerId: invoice.booksBuyerId,
      },
    });
    expect(matched.ok(), await matched.text()).toBe(true);
  }
}

/**
 * The setup of the journey's last step: a buyer entity of one buyer (its overdue invoices settled
 * first), a credit order of a seller that has packed before (its e-invoices register) of that buyer consigned, acknowledged and packed while the buyer's limit
 * is lowered to nothing (`PUT /credit/buyer/:id/limit`) — so the credit check blocks it for
 * insufficient balance alone — and whose outstanding plus the consignment fits in `limitRupees`.
 */
export async function blockedConsignmentForLead(
  request: APIRequestContext,
  limitRupees: number,
): Promise<{ entityKey: string; buyerId: string; consignmentKey: string }> {
  const credit = bearer((await apiSignIn(request, 'credit')).access_token);
  const om = bearer((await apiSignIn(request, 'om')).access_token);
  const getJson = async <T>(
    url: string,
    headers: Record<string, string>,
    params?: Record<string, string | number>,
  ) => {
    const answer = await request.get(`/api${url}`, { headers, ...(params ? { params } : {}) });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as T;
  };
  let key = 0;
  const send = async (
    method: 'post' | 'put',
    url: string,
    headers: Record<string, string>,
    data: unknown,
  ) => {
    const answer = await request[method](`/api${url}`, {
      headers: { ...headers, 'Idempotency-Key': `e2e-blocked-${Date.now()}-${++key}` },
      data,
    });
    return { status: answer.status(), body: (await answer.json()) as Record<string, unknown> };
  };
  const entities: { entityKey: string }[] = [];
  for (let pageNumber = 0; pageNumber < 10; pageNumber += 1) {
    const page = await getJson<{ content: { entityKey: string }[] }>('/credit/buyer-entity', credit, {
      pageSize: 100,
      pageNumber,
    });
    entities.push(...page.content);
    if (page.content.length < 100) break;
  }
  // Sellers that have packed a consignment (their GSTIN registers e-invoices): packing can finish.
  const packedBy = await request.post('/api/consignment-v2/search/advanced', {
    data: {
      pageSize: 100,
      consignmentStatus: ['PACKED', 'READY_FOR_SHIPMENT', 'INTRANSIT', 'DELIVERED', 'COMPLETED'],
    },
    headers: om,
  });
  expect(packedBy.ok(), await packedBy.text()).toBe(true);
  const healthySellers = new Set(
    ((await packedBy.json()) as { content: { sellerName: string }[] }).content.map((c) => c.sellerName),
  );
  const tried: string[] = [];
  for (const { entityKey } of entities) {
    const insights = await getJson<{
      total: { overdueInvoices: number };
      buyers: { buyerId: string; buyerName: string }[];
    }>(`/credit/lead/buyerEntity/insights/${entityKey}`, credit);
    if (insights.buyers.length !== 1) continue;
    const buyer = insights.buyers[0]!;
    const orders = await getJson<{
      content: {
        orderKey: string;
        buyerName: string;
        sellerName: string;
        creditDays: number;
        enhancerType: string | null;
      }[];
    }>('/orders-v2/search', om, { pageSize: 100, orderStates: 'PLANNED', buyerAccount: buyer.buyerName });
    const credits = orders.content.filter(
      (o) =>
        o.buyerName === buyer.buyerName &&
        o.creditDays > 0 &&
        o.enhancerType === null &&
        healthySellers.has(o.sellerName),
    );
    if (credits.length === 0) continue;
    // Its overdue invoices settled (a payment matched to each), so only the balance can block.
    if (insights.total.overdueInvoices > 0) await settleOverdue(request, buyer.buyerId);
    const position = await getJson<{ utilisedPaise: string; enhancersPaise: string; adhocPaise: string }>(
      `/credit/limits/${buyer.buyerId}/position`,
      credit,
    );
    for (const order of credits) {
      const detail = await getJson<{
        lineItems: { lineItemId: string; acknowledgedQuantity: string; buyerPricePerUnitPaise: string }[];
      }>(`/order/orderDetails/${order.orderKey}`, om);
      const line = detail.lineItems.find((l) => Number(l.acknowledgedQuantity) >= 2);
      if (!line) {
        tried.push(`${order.orderKey}: no line`);
        continue;
      }
      const quantity = String(Math.floor(Number(line.acknowledgedQuantity) / 2));
      // Nothing free: the limit at nothing (enhancers and ad-hoc limits may still count).
      const lowered = await send('put', `/credit/buyer/${buyer.buyerId}/limit`, credit, {
        limitPaise: '0',
        reason: 'Limit under review before the credit lead',
      });
      expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
      const created = await send('post', '/consignment/create-consignment', om, {
        orderKey: order.orderKey,
        lines: [{ lineItemId: line.lineItemId, quantity }],
      });
      if (created.status !== 201) {
        tried.push(
          `${order.orderKey}: create ${created.status} ${JSON.stringify(created.body).slice(0, 200)}`,
        );
        continue;
      }
      const consignmentKey = String(created.body.consignmentKey);
      const { totalPaise } = await getJson<{ totalPaise: string }>(
        `/shipment/consignment/${consignmentKey}`,
        om,
      );
      const needed =
        BigInt(position.utilisedPaise) +
        BigInt(totalPaise) -
        BigInt(position.enhancersPaise) -
        BigInt(position.adhocPaise);
      if (needed > BigInt(limitRupees) * 100n) {
        tried.push(`${consignmentKey}: needs ${needed}`);
        continue;
      }
      await send('post', '/consignment/acknowledgement', om, { consignmentKey });
      const packed = await send('post', '/consignment/pack-consignment-byId-v2', om, {
        consignmentKey,
        distanceKm: 100,
        invoice: {
          invoiceNumber: `INV/CL/${consignmentKey.slice(-6)}`,
          invoiceDate: IST_TODAY(),
          invoiceAmountPaise: totalPaise,
        },
      });
      const reasons = (packed.body.blockedReasons ?? []) as string[];
      if (packed.body.status === 'PAYMENT_BLOCKED' && reasons.join() === 'INSUFFICIENT_BALANCE')
        return { entityKey, buyerId: buyer.buyerId, consignmentKey };
      tried.push(`${consignmentKey}: ${packed.status} ${JSON.stringify(packed.body).slice(0, 300)}`);
    }
  }
  throw new Error(
    `No buyer entity gives a consignment blocked for insufficient balance alone (${entities.length} entities; ${tried.join('; ')})`,
  );
}
