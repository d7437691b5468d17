import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { istDay } from '../support/dates';
import { ApprovalCenterPO } from '../pages/approvals.page';
import { ConsignmentDetailPO } from '../pages/consignments.page';
import { DataTablePO } from '../pages/data-table.page';
import { OrderDetailPO } from '../pages/orders.page';
import { PartyProfilePO, apiGetAs, apiPostAs } from '../pages/parties.page';
import { PricingPO } from '../pages/pricing.page';
import { RfqDetailPO, authOf } from '../pages/rfq.page';

/**
 * The trade from a fresh enquiry to the settled invoice on the buyer's ledger (issue 29 §2), each
 * step through the screens as the role that takes it: support raises the enquiry, the RM sends it to
 * sourcing, the CM shares it with the demo seller, the seller answers in its portal, the CM and the
 * RM compare and accept, the CM draws the quotation, the sales lead approves it in the Approval
 * Center, the RM sends it and places the order, the order manager approves the order, the seller
 * acknowledges it on its purchase order in its portal, the order manager consigns it, the seller
 * acknowledges and packs it (credit check, invoice, IRN, e-way bill), logistics dispatches and
 * delivers it with the POD, finance settles the buyer's payment and sees the invoice settled on the
 * ledger. Master data (buyer, seller, products) comes from the seed; every order, consignment,
 * invoice and payment is made here.
 *
 * One step has no screen: the buyer's payment arrives from the books system (POST
 * /credit/payment-noauth, the books feed's own call), as in credit/settlement.spec.ts.
 */

/** Quantities and target prices (₹): above the e-way bill threshold, far below the buyer's room. */
const LINES = [
  { quantity: 200, target: 500 },
  { quantity: 100, target: 520 },
] as const;

interface Buyer {
  id: string;
  label: string;
  code: string;
}

const rupees = (paise: bigint) =>
  `₹${(Number(paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A DIRECT buyer of the RM whose GSTIN the register knows, with nothing overdue and ₹10 lakh of
 * credit free: a credit order of it passes the credit check at packing.
 */
async function buyerForTheTrade(request: APIRequestContext): Promise<Buyer> {
  const options = await apiGetAs<{ value: string; label: string }[]>(
    request,
    'rm',
    '/buyerRFQ/buyer-options',
  );
  const finance = await authOf(request, 'finance');
  const admin = await authOf(request, 'admin');
  for (const option of options.filter((o) => o.label.endsWith('· DIRECT'))) {
    const position = await request.get(`/api/credit/limits/${option.value}/position`, { headers: finance });
    if (!position.ok()) continue;
    const credit = (await position.json()) as { availablePaise: string; overdueInvoicesPaise: string };
    if (BigInt(credit.availablePaise) < 1_000_000_00n || credit.overdueInvoicesPaise !== '0') continue;
    const profile = await request.get(`/api/credit/buyer/profile/${option.value}`, { headers: finance });
    if (!profile.ok()) continue;
    const gstin = ((await profile.json()) as { buyerGstNum: string }).buyerGstNum;
    const check = await request.post('/api/credit/gstValidation', { data: { gstin }, headers: admin });
    if (!((await check.json()) as { isValid: boolean }).isValid) continue;
    const code = /\(([^)]+)\)/.exec(option.label)?.[1];
    if (code) return { id: option.value, label: option.label.replace(/ · DIRECT$/, ''), code };
  }
  throw new Error('No DIRECT buyer of the RM has a registered GSTIN, nothing overdue and ₹10 lakh free');
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('the trade on fresh data, enquiry to the settled invoice on the ledger', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(() => test.setTimeout(120_000));

  let buyer: Buyer;
  let rfqKey = '';
  let orderKey = '';
  let consignmentKey = '';
  let invoiceNumber = '';

  test('support raises the enquiry in the wizard and submits it to the RM', async ({
    page,
    loginPage,
    shell,
    request,
  }) => {
    buyer = await buyerForTheTrade(request);
    const products = await apiGetAs<{ id: string; sku: string }[]>(request, 'rm', '/share-price/products');
    const po = new PricingPO(page);
    await loginPage.signInAs('support');
    await shell.goto('/rfq-enquiries/new');
    await po.search('Buyer', buyer.code, new RegExp(buyer.code));
    const line = (n: number) => page.getByTestId(`wizard-line-0-${n}`);
    for (const [n, l] of LINES.entries()) {
      if (n > 0) await po.button('Add a line').click();
      await po.search('Product', products[n]!.sku, new RegExp(products[n]!.sku), line(n));
      await line(n).getByRole('textbox', { name: 'Quantity' }).fill(String(l.quantity));
      await line(n).getByRole('textbox', { name: 'Target price' }).fill(String(l.target));
    }
    await po.button('Next').click();
    await page.getByRole('textbox', { name: 'Buyer credit days' }).fill('15');
    await page.getByRole('textbox', { name: 'Payment terms' }).fill('Balance in 15 days');
    await po.button('Next').click();
    await expect(page.getByText(buyer.label).first()).toBeVisible();
    await po.button('Submit to RM').click();
    await expect(page).toHaveURL(/\/rfq\/RFQ-\d+$/);
    rfqKey = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await new RfqDetailPO(page).expectStatus('Pending Response');
  });

  test('the RM sends it to sourcing; the CM shares it with the demo seller', async ({
    page,
    loginPage,
    request,
  }) => {
    expect(rfqKey, 'the enquiry was raised').not.toBe('');
    await loginPage.signInAs('rm');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.step('Send to sourcing');
    await rfq.expectStatus('Awaiting Response');

    const { sellerId } = await apiGetAs<{ sellerId: string }>(request, 'seller', '/auth/user');
    const seller = await apiGetAs<{ sellerCode: string }>(
      request,
      'admin',
      `/ops-supply/seller/${sellerId}/profile`,
    );
    const options = await apiGetAs<{ value: string; label: string }[]>(
      request,
      'cm',
      '/buyerRFQ/seller-options',
      { search: seller.sellerCode },
    );
    const mine = options.find((o) => o.value === sellerId);
    expect(mine, 'the demo seller is offered').toBeDefined();

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await loginPage.signInAs('cm');
    await rfq.goto(rfqKey);
    await rfq.button('Share with sellers').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Add a seller' }).fill(/\(([^)]+)\)$/.exec(mine!.label)![1]!);
    await page.getByRole('option', { name: mine!.label, exact: true }).click();
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(dialog).toBeHidden();
    await rfq.tab("Sellers' answers").click();
    await expect(page.getByRole('table', { name: "Sellers' answers" }).getByRole('row')).toHaveCount(2);
  });

  test('the seller answers in its portal', async ({ page, loginPage, request }) => {
    const detail = await apiGetAs<{ lines: { id: string; buyerPricePaise: string }[] }>(
      request,
      'rm',
      `/buyerRFQ/${rfqKey}`,
    );
    await loginPage.signInAs('seller');
    await page.goto(`/seller-enquiries?search=${rfqKey}`);
    await page.getByRole('row').filter({ hasText: rfqKey }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(rfqKey) })).toBeVisible();
    await page.getByRole('button', { name: 'Answer', exact: true }).click();
    const dialog = page.getByRole('dialog');
    for (const line of detail.lines) {
      // 96 % of the target ex works and ₹1 freight: a margin under 5 %, which needs an approval.
      const exWorks = (Number(line.buyerPricePaise) * 0.96) / 100;
      await dialog.locator(`input[data-line="${line.id}"][data-field="exWorks"]`).fill(exWorks.toFixed(2));
      await dialog.locator(`input[data-line="${line.id}"][data-field="freight"]`).fill('1');
    }
    await dialog.getByRole('textbox', { name: 'Capacity' }).fill('500 bags a day');
    await dialog.getByLabel('Valid until').fill(istDay(30));
    await dialog.getByRole('textbox', { name: 'Seller credit days' }).fill('15');
    await dialog.getByRole('textbox', { name: 'Preferred payment days' }).fill('10');
    await dialog.getByRole('button', { name: 'Submit answer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.MuiChip-label', { hasText: 'Responded' })).toBeVisible();
  });

  test('the CM submits back, the RM accepts, the CM picks the seller and draws the quotation', async ({
    page,
    loginPage,
  }) => {
    await loginPage.signInAs('cm');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.step('Submit back to RM');
    await rfq.expectStatus('CM Responded');
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());

    await loginPage.signInAs('rm');
    await rfq.goto(rfqKey);
    await rfq.tab('Comparison').click();
    await expect(page.getByRole('cell', { name: 'L1', exact: true }).first()).toBeVisible();
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

  test('the RM sends it for approval; the sales lead approves it in the Approval Center', async ({
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
    const detail = await apiGetAs<{ quotations: { approvalKey: string | null }[] }>(
      request,
      'rm',
      `/buyerRFQ/${rfqKey}`,
    );
    const approvalKey = detail.quotations[0]!.approvalKey!;
    expect(approvalKey).toMatch(/^AP/);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());

    await loginPage.signInAs('saleslead');
    const center = new ApprovalCenterPO(page);
    await center.goto();
    await center.open(approvalKey);
    await center.action('Approve').click();
    const dialog = page.getByRole('dialog', { name: `Approve ${approvalKey}` });
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Margin accepted for this project');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('the RM sends the quotation and places the order; the order manager approves the order', async ({
    page,
    loginPage,
  }) => {
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
    orderKey = (await orderLink.textContent())!.trim();
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());

    await loginPage.signInAs('om');
    const order = new OrderDetailPO(page);
    await order.goto(orderKey);
    await expect(order.status('ORDERED')).toHaveText('Created');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Approve order/ });
    await dialog.getByLabel('seller, price and margin information is accurate').check();
    await dialog.getByLabel('threshold % is added wherever applicable').check();
    const reason = dialog.getByRole('textbox', { name: /^Reason/ });
    if (await reason.isVisible()) await reason.fill('Project pricing approved by the sales lead');
    await dialog.getByLabel(/^Comments/).fill('Seller, price and margin checked against the quotation.');
    const paymentComments = dialog.getByLabel(/payment terms/i).and(page.locator('textarea, input'));
    if ((await paymentComments.count()) > 0) await paymentComments.first().fill('15 days credit agreed');
    await dialog.getByRole('button', { name: 'Approve order' }).click();
    await expect(dialog).toBeHidden();
    await expect(order.status('ORDER_APPROVED')).toHaveText('Order Approved');
  });

  // The seller answers its own order: its home counts the approved orders it has not yet answered
  // and opens them among its purchase orders (Display_PO_Orders, scoped to its orders), where the
  // order detail's Acknowledge dialog takes all that is pending of each line.
  test('the seller acknowledges the order in its portal: home, its purchase orders, the order', async ({
    page,
    loginPage,
    shell,
  }, testInfo) => {
    expect(orderKey, 'the order was placed').not.toBe('');
    await loginPage.signInAs('seller');
    await shell.goto('/');
    await page.getByRole('link', { name: /^Orders to acknowledge: \d/ }).click();
    await expect(page).toHaveURL(/\/purchase-order\?.*orderStates=ORDER_APPROVED/);
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase Orders' })).toBeVisible();
    const list = new DataTablePO(page, 'Orders');
    await list.waitUntilLoaded();
    await list.bodyRows.filter({ hasText: orderKey }).click();
    await expect(page).toHaveURL(new RegExp(`/purchase-order/${orderKey}$`));
    const lines = new DataTablePO(page, 'Line items');
    await expect(lines.bodyRows).toHaveCount(LINES.length);
    expect(await lines.columnTexts('Pending Quantity')).toEqual(LINES.map((l) => String(l.quantity)));
    await shot(page, testInfo, 'purchase-order-pending-acknowledgement');
    await page.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Acknowledge order ${orderKey}` });
    await expect(dialog.getByLabel('Acknowledge quantity')).toHaveCount(LINES.length);
    await shot(page, testInfo, 'purchase-order-acknowledge-dialog');
    await dialog.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('h1 ~ [data-status="PLANNED"]')).toBeVisible();
    expect(await lines.columnTexts('Acknowledged Quantity')).toEqual(LINES.map((l) => String(l.quantity)));
    expect(await lines.columnTexts('Pending Quantity')).toEqual(LINES.map(() => '0'));
    // Nothing is left to answer: the server offers no answer any more.
    await expect(page.getByRole('button', { name: 'Acknowledge', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);
  });

  test('the order manager sees it acknowledged on the order detail', async ({ page, loginPage }) => {
    await loginPage.signInAs('om');
    const order = new OrderDetailPO(page);
    await order.goto(orderKey);
    await expect(order.status('PLANNED')).toBeVisible();
    await expect(order.tabs.tab(/^Pending Acknowledgement/)).toHaveText(/\(0\)|^Pending Acknowledgement$/);
  });

  test('the order manager consigns all of it', async ({ page, loginPage }) => {
    await loginPage.signInAs('om');
    const order = new OrderDetailPO(page);
    await order.goto(orderKey);
    await order.tabs.select(/^Consignments/);
    await page.getByRole('button', { name: 'Create Consignment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create consignment' });
    await dialog.getByRole('button', { name: 'Take All Available' }).click();
    await dialog.getByRole('button', { name: 'Create Consignment', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    const toast = page.getByText(/^Consignment CN\d+ created/);
    await expect(toast).toBeVisible();
    consignmentKey = /CN\d+/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    await expect(page.getByRole('link', { name: consignmentKey })).toBeVisible();
  });

  test('the seller acknowledges and packs it: credit check, invoice with IRN, e-way bill', async ({
    page,
    loginPage,
    request,
  }) => {
    expect(consignmentKey, 'the consignment was made').not.toBe('');
    await loginPage.signInAs('seller');
    const detail = new ConsignmentDetailPO(page);
    await detail.goto(consignmentKey);
    await expect(detail.status('REQUESTED')).toHaveText('Pending Acknowledgment');
    await detail.submit(await detail.openAction('Acknowledge', 'Acknowledge consignment'), 'Acknowledge');
    await expect(detail.status('READY_TO_PROCESS')).toHaveText('Preparing Shipment');
    const pack = await detail.openAction('Pack', 'Pack consignment');
    invoiceNumber = `INV/T/${consignmentKey.slice(-6)}`;
    await pack.getByLabel(/Invoice Number/).fill(invoiceNumber);
    await pack.getByLabel(/Distance/).fill('240');
    await detail.submit(pack, 'Pack');
    await expect(detail.status('PACKED')).toHaveText('Packed');
    const facts = await apiGetAs<{
      invoice: { irn: string | null };
      dispatch: { ewayBills: { ewayBillNumber: string; status: string }[] };
    }>(request, 'om', `/shipment/consignment/${consignmentKey}`);
    expect(facts.invoice.irn).toMatch(/^[0-9a-f]{64}$/);
    expect(facts.dispatch.ewayBills.map((b) => b.status)).toEqual(['ACTIVE']);
    expect(facts.dispatch.ewayBills[0]?.ewayBillNumber).toMatch(/^\d{12}$/);
  });

  test('logistics adds the transport, dispatches, marks it delivered and submits the POD', async ({
    page,
    loginPage,
  }) => {
    await loginPage.signInAs('logistics');
    const detail = new ConsignmentDetailPO(page);
    await detail.goto(consignmentKey);
    const transport = await detail.openAction('Add Logistics', 'Add logistics');
    await detail.choose(transport, /Logistics Provider/, '3PL');
    await transport.getByLabel(/Transporter Name/).fill('VRL Logistics');
    await transport.getByLabel(/Vehicle Number/).fill('MH 12 AB 1234');
    await transport.getByLabel(/LR Number/).fill(`LR-${consignmentKey.slice(-6)}`);
    await transport.getByLabel(/Tracking URL/).fill('https://track.example.in/LR');
    await detail.submit(transport, 'Add Logistics');
    await expect(detail.status('READY_FOR_SHIPMENT')).toHaveText('Ready for shipment');
    await detail.submit(await detail.openAction('Confirm Dispatch', 'Confirm dispatch'), 'Confirm Dispatch');
    await expect(detail.status('INTRANSIT')).toHaveText('In Transit');
    await detail.submit(await detail.openAction('Mark Delivered', 'Mark delivered'), 'Mark Delivered');
    await expect(detail.status('DELIVERED')).toHaveText('Delivered');

    const pod = await detail.openAction('Submit POD', 'Proof of delivery');
    const picker = pod.getByRole('group', { name: 'Primary documents' });
    for (const [type, name] of [
      ['Buyer POD', 'buyer-pod'],
      ['Lorry Receipt', 'lorry-receipt'],
    ] as const) {
      await detail.choose(pod, /Document Type/, type);
      await pod.getByTestId('file-input').setInputFiles({
        name: `${name}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4 ${name}`),
      });
      await pod.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(picker.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
    }
    await detail.submit(pod, 'Submit POD');
    await expect(detail.status('COMPLETED')).toHaveText('Completed');
  });

  test('finance settles the buyer’s payment; the invoice is settled on the buyer’s ledger', async ({
    page,
    loginPage,
    request,
  }, testInfo) => {
    const invoices = await apiGetAs<{
      content: { invoiceNumber: string; consignmentKey: string; amountPaise: string; booksBuyerId: string }[];
    }>(request, 'finance', '/credit/invoice-noauth', { buyerId: buyer.id, pageSize: 100 });
    const invoice = invoices.content.find((i) => i.consignmentKey === consignmentKey);
    expect(invoice, 'the consignment’s invoice is on the buyer’s books').toBeDefined();
    expect(invoice!.invoiceNumber).toBe(invoiceNumber);
    const amount = BigInt(invoice!.amountPaise);
    // The books system reports the buyer's payment (no screen records a bank receipt).
    const utr = `UTRT${consignmentKey.slice(-6)}${Date.now() % 100_000}`;
    await apiPostAs(request, 'finance', '/credit/payment-noauth', {
      booksPaymentId: `BP-${utr}`,
      booksBuyerId: invoice!.booksBuyerId,
      utr,
      paymentType: 'NEFT',
      paymentDate: istDay(0),
      amountPaise: amount.toString(),
    });

    await loginPage.signInAs('finance');
    await page.goto(`/buyer/${buyer.id}#payments`);
    const profile = new PartyProfilePO(page, 'Buyer tabs');
    const row = page.getByRole('table', { name: 'Pending Payments' }).locator('tr', { hasText: utr });
    await row.getByRole('button', { name: 'Settle' }).click();
    const dialog = page.getByRole('dialog', { name: `Settle payment ${utr}` });
    await dialog.getByRole('checkbox', { name: `Match invoice ${invoiceNumber}` }).check();
    await expect(dialog.getByTestId('payment-left')).toContainText('₹0.00');
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await expect(dialog.getByText('Matched 1 invoice(s)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await profile.tabs.select(/^Invoices/);
    // The tab lists open invoices first; the settled one is among all of them.
    await page
      .getByRole('switch', { name: 'Show all invoices' })
      .or(page.getByLabel('Show all invoices'))
      .first()
      .check();
    const invoiceRow = page
      .getByRole('table', { name: 'Invoices' })
      .getByRole('row', { name: new RegExp(invoiceNumber) });
    await expect(invoiceRow).toContainText('Settled');

    await page.goto(`/buyer/${buyer.id}#ledger`);
    const ledger = page.getByRole('table', { name: 'Ledger' });
    await expect(ledger.getByRole('row', { name: new RegExp(invoiceNumber) })).toContainText(rupees(amount));
    await expect(ledger.getByRole('row', { name: new RegExp(utr) })).toContainText(rupees(amount));
    await shot(page, testInfo, 'buyer-ledger-settled');
  });
});
