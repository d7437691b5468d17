import { expect, test } from '../support/fixtures';
import { ApprovalCenterPO } from '../pages/approvals.page';
import { RfqDetailPO, authOf, draftRfqOfRm } from '../pages/rfq.page';
import { istDay } from '../support/dates';

interface Detail {
  lines: { id: string; buyerPricePaise: string }[];
  sellerRfqs: { sellerRfqKey: string; sellerId: string; sellerName: string; status: string }[];
  quotations: { quotationKey: string; approvalKey: string | null; status: string }[];
  orderKeys: string[];
}

/** A seller's price at 98% of the buyer's: the margin stays under the 5% that needs an approval. */
const near = (paise: string, pct: number) => ((BigInt(paise) * BigInt(pct)) / 100n).toString();

test.describe('RFQ journey: enquiry → sellers → comparison → quotation → orders', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(() => test.setTimeout(180_000));
  let rfqKey = '';

  test('support submits the enquiry to the RM, the RM sends it to sourcing', async ({
    page,
    loginPage,
    request,
  }) => {
    rfqKey = await draftRfqOfRm(request);
    await loginPage.signInAs('support');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.expectStatus('Draft Request');
    await rfq.step('Submit to RM');
    await rfq.expectStatus('Pending Response');
    // The RM, in the API (the same call the RM's button makes), then the CM's screen.
    const headers = await authOf(request, 'rm');
    const res = await request.put('/api/enquiry/sourcingRequired', {
      data: { rfqKey },
      headers: { ...headers, 'Idempotency-Key': `e2e-${rfqKey}-sourcing` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  });

  test('the CM shares it with three sellers', async ({ page, loginPage, request }) => {
    // The demo seller (the seller login's own company) and two others, as the share dialog lists them.
    const sellerHeaders = await authOf(request, 'seller');
    const mine = (await (
      await request.get('/api/seller-enquiries/list', { headers: sellerHeaders })
    ).json()) as {
      content: { sellerRfqKey: string }[];
    };
    const one = (await (
      await request.get(`/api/seller-enquiries/${mine.content[0]!.sellerRfqKey}`, { headers: sellerHeaders })
    ).json()) as { sellerName: string; answer: { sellerId: string } };
    const cmHeaders = await authOf(request, 'cm');
    const optionsFor = async (search: string) =>
      (await (
        await request.get(`/api/buyerRFQ/seller-options?search=${encodeURIComponent(search)}`, {
          headers: cmHeaders,
        })
      ).json()) as { value: string; label: string }[];
    const demo = (await optionsFor(one.sellerName)).find((o) => o.value === one.answer.sellerId);
    expect(demo, 'the demo seller is offered').toBeDefined();
    const picked = [demo!, ...(await optionsFor('')).filter((o) => o.value !== demo!.value).slice(0, 2)];
    await loginPage.signInAs('cm');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.expectStatus('Awaiting Response');
    await rfq.button('Share with sellers').click();
    const dialog = page.getByRole('dialog');
    for (const o of picked) {
      // Search by the seller code: names repeat.
      await dialog.getByRole('combobox', { name: 'Add a seller' }).fill(/\(([^)]+)\)$/.exec(o.label)![1]!);
      await page.getByRole('option', { name: o.label, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(dialog).toBeHidden();
    await rfq.tab("Sellers' answers").click();
    await expect(page.getByRole('table', { name: "Sellers' answers" }).getByRole('row')).toHaveCount(4);
  });

  test('the seller answers in its portal', async ({ page, loginPage, request }, testInfo) => {
    const detail = (await (
      await request.get(`/api/buyerRFQ/${rfqKey}`, { headers: await authOf(request, 'rm') })
    ).json()) as Detail;
    const found = (await (
      await request.get(`/api/seller-enquiries/list?search=${rfqKey}`, {
        headers: await authOf(request, 'seller'),
      })
    ).json()) as { content: { sellerRfqKey: string }[] };
    const sellerRfqKey = found.content[0]!.sellerRfqKey;
    await loginPage.signInAs('seller');
    await page.goto(`/seller-enquiries?search=${rfqKey}`);
    await page.getByRole('row').filter({ hasText: sellerRfqKey }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(rfqKey) })).toBeVisible();
    await page.getByRole('button', { name: 'Answer', exact: true }).click();
    const dialog = page.getByRole('dialog');
    for (const line of detail.lines) {
      await dialog
        .locator(`input[data-line="${line.id}"][data-field="exWorks"]`)
        .fill((Number(near(line.buyerPricePaise, 96)) / 100).toFixed(2));
      await dialog.locator(`input[data-line="${line.id}"][data-field="freight"]`).fill('1');
    }
    await dialog.getByRole('textbox', { name: 'Capacity' }).fill('400 MT a month');
    await dialog.getByLabel('Valid until').fill(istDay(30));
    await dialog.getByRole('textbox', { name: 'Seller credit days' }).fill('15');
    await dialog.getByRole('textbox', { name: 'Preferred payment days' }).fill('20');
    await expect(
      dialog.getByText('Seller preferred payment days cannot exceed seller credit days'),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Preferred payment days' }).fill('10');
    await page.screenshot({ path: testInfo.outputPath('seller-answer-1280.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Submit answer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.MuiChip-label', { hasText: 'Responded' })).toBeVisible();
  });

  test('the RM registers the other two answers offline; the CM submits back', async ({ request }) => {
    const rm = await authOf(request, 'rm');
    const detail = (await (await request.get(`/api/buyerRFQ/${rfqKey}`, { headers: rm })).json()) as Detail;
    const waiting = detail.sellerRfqs.filter((s) => s.status === 'SHARED');
    expect(waiting).toHaveLength(2);
    for (const [i, s] of waiting.entries()) {
      const res = await request.post('/api/buyerRFQ/registerResponse', {
        data: {
          rfqKey,
          sellerId: s.sellerId,
          prices: detail.lines.map((l) => ({
            lineId: l.id,
            exWorksPaise: near(l.buyerPricePaise, i === 0 ? 97 : 99),
            freightPaise: '0',
          })),
          capacity: '250 MT a month',
          validUntil: istDay(30),
          sellerCreditDays: 15,
          preferredPaymentDays: 7,
        },
        headers: { ...rm, 'Idempotency-Key': `e2e-${rfqKey}-offline-${i}` },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    const cm = await authOf(request, 'cm');
    const back = await request.put('/api/enquiry/sourcingCompleted', {
      data: { rfqKey },
      headers: { ...cm, 'Idempotency-Key': `e2e-${rfqKey}-completed` },
    });
    expect(back.ok(), await back.text()).toBe(true);
  });

  test('the comparison ranks L1/L2/L3; RM accepts, CM picks per line and draws the quotation', async ({
    page,
    loginPage,
  }, testInfo) => {
    await loginPage.signInAs('rm');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.expectStatus('CM Responded');
    await rfq.tab('Comparison').click();
    for (const rank of ['L1', 'L2', 'L3'])
      await expect(page.getByRole('cell', { name: rank, exact: true }).first()).toBeVisible();
    await rfq.step('Accept response');
    await rfq.expectStatus('RM Approved');
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await loginPage.signInAs('cm');
    await rfq.goto(rfqKey);
    await rfq.step('Sourcer accept');
    await rfq.expectStatus('Response In Progress');
    await rfq.tab('Comparison').click();
    await page.getByRole('button', { name: 'Pick L1 for every line' }).click();
    await expect(page.getByTestId('pick-totals')).toContainText('%');
    await page.screenshot({ path: testInfo.outputPath('rfq-comparison-1280.png'), fullPage: true });
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/buyerRFQ/finalizeSeller') && r.ok()),
      page.getByRole('button', { name: 'Save picks' }).click(),
    ]);
    await rfq.tab('Lines').click();
    await expect(page.getByRole('cell', { name: /^SRFQ-/ }).first()).toBeVisible();
    await rfq.step('Create quotation');
    await rfq.tab('Quotations').click();
    await expect(page.locator('.MuiChip-label', { hasText: 'Created' }).first()).toBeVisible();
  });

  test('the RM sends it for approval; a second person approves in the Approval Center', async ({
    page,
    loginPage,
    request,
  }) => {
    await loginPage.signInAs('rm');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.tab('Quotations').click();
    await page.getByRole('button', { name: 'Send for approval', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send for approval', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('.MuiChip-label', { hasText: 'Approval Pending' }).first()).toBeVisible();
    const detail = (await (
      await request.get(`/api/buyerRFQ/${rfqKey}`, { headers: await authOf(request, 'rm') })
    ).json()) as Detail;
    const approvalKey = detail.quotations[0]!.approvalKey!;
    expect(approvalKey).toMatch(/^AP/);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await loginPage.signInAs('admin');
    const center = new ApprovalCenterPO(page);
    await center.goto('?view=all');
    await center.open(approvalKey);
    await center.action('Approve').click();
    const dialog = page.getByRole('dialog', { name: `Approve ${approvalKey}` });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Project pricing agreed with the buyer');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('the RM sends the quotation and places the order; the orders appear in /sales-order', async ({
    page,
    loginPage,
  }, testInfo) => {
    await loginPage.signInAs('rm');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.expectStatus('Response Approved');
    await rfq.tab('Quotations').click();
    await page.getByRole('button', { name: 'Send quotation', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send quotation', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await rfq.expectStatus('Converted To Order');
    await rfq.tab('Orders').click();
    const orderLink = page.getByRole('link', { name: /^SO-/ }).first();
    await expect(orderLink).toBeVisible();
    const orderKey = (await orderLink.textContent())!.trim();
    await page.screenshot({ path: testInfo.outputPath('rfq-converted-1280.png'), fullPage: true });
    await page.goto(`/sales-order?buyerPONumber=${encodeURIComponent(rfqKey)}#DIRECT`);
    await expect(page.getByRole('row').filter({ hasText: orderKey })).toBeVisible();
  });
});
