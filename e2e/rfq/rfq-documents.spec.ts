import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { RfqDetailPO, authOf, rfqOfRm } from '../pages/rfq.page';
import { expect, test } from '../support/fixtures';
import { SAMPLE_PDF } from '../support/sample-pdf';

interface Detail {
  status: string;
  quotations: { quotationKey: string; status: string }[];
  orderKeys: string[];
  cmEmail: string | null;
  sourcerEmail: string | null;
}

async function detailOf(request: APIRequestContext, rfqKey: string, as = 'rm'): Promise<Detail> {
  const res = await request.get(`/api/buyerRFQ/${rfqKey}`, { headers: await authOf(request, as) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Detail;
}

async function emailOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.get('/api/auth/user', { headers: await authOf(request, username) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { email: string }).email;
}

/** The open dialog at 1280 px and at 390 px (a phone gets it full screen), for a person to look at. */
async function shootDialog(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('dialog')).toBeVisible();
  // Transitions finished: the dialog's fade-in, a button's colour.
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** From the Orders tab the RFQ lands on after placing: open an order and find the RFQ as its PO number. */
async function openOrderFromRfq(page: Page, rfqKey: string, orderKeys: readonly string[]) {
  await expect(page).toHaveURL(new RegExp(`/rfq/${rfqKey}#orders$`));
  const links = page.getByRole('tabpanel').getByRole('link', { name: /^SO-/ });
  await expect(links).toHaveCount(orderKeys.length);
  for (const key of orderKeys) await expect(links.filter({ hasText: key })).toHaveCount(1);
  const orderKey = orderKeys[0]!;
  await links.filter({ hasText: orderKey }).click();
  await expect(page).toHaveURL(new RegExp(`/sales-order/${orderKey}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderKey}` })).toBeVisible();
  // The order carries the RFQ as its buyer PO number (order → RFQ).
  await expect(page.getByText(rfqKey, { exact: true }).first()).toBeVisible();
}

test.describe('RFQ documents, orders and owners', () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test('the Attachments tab uploads a file, lists it and downloads the same bytes', async ({
    page,
    loginPage,
    request,
  }) => {
    const rfqKey = await rfqOfRm(request, 'SOURCING_REQUIRED');
    await loginPage.signInAs('rm');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.tab('Attachments').click();
    const upload = page.getByRole('region', { name: 'Upload documents' });
    await upload.getByLabel('Document Type').click();
    await page.getByRole('option', { name: 'Buyer RFQ', exact: true }).click();
    await upload.getByTestId('file-input').setInputFiles({
      name: 'buyer.rfq.pdf',
      mimeType: 'application/pdf',
      buffer: SAMPLE_PDF,
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    // Dots of the base name become underscores and a timestamp is appended (doc 1 §5).
    const row = rfq.panel.getByRole('row').filter({ hasText: 'Buyer RFQ' });
    await expect(row.getByTitle(/^buyer_rfq_\d+\.pdf$/)).toBeVisible();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Download/ }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^buyer_rfq_\d+\.pdf$/);
    expect(readFileSync(await saved.path()).equals(SAMPLE_PDF)).toBe(true);
  });

  test('the proforma invoice downloads as a PDF that names the quotation', async ({
    page,
    loginPage,
    request,
  }) => {
    // A converted RFQ: its quotation is closed into orders, so the final invoice (not the preview) is offered.
    const rfqKey = await rfqOfRm(request, 'CONVERTED_TO_ORDER');
    const quotationKey = (await detailOf(request, rfqKey)).quotations[0]!.quotationKey;
    await loginPage.signInAs('rm');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    const download = page.waitForEvent('download');
    await rfq.button('Proforma invoice').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`Proforma-Invoice-${rfqKey}.pdf`);
    const path = await saved.path();
    expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain(quotationKey);
    expect(text).toContain(rfqKey);
  });

  test('placing the order lands on the Orders tab, and its link on /sales-order/:key', async ({
    page,
    loginPage,
    request,
  }) => {
    const rfqKey = await rfqOfRm(request, 'RESPONSE_SUBMITTED');
    const quotationKey = (await detailOf(request, rfqKey)).quotations[0]!.quotationKey;
    await loginPage.signInAs('rm');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.tab('Quotations').click();
    await rfq.quotation(quotationKey).getByRole('button', { name: 'Place order', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await rfq.expectStatus('Converted To Order');
    const after = await detailOf(request, rfqKey);
    expect(after.status).toBe('CONVERTED_TO_ORDER');
    expect(after.orderKeys.length).toBeGreaterThan(0);
    await openOrderFromRfq(page, rfqKey, after.orderKeys);
  });

  test('split consignment, then child order placed: one order per consignment and seller', async ({
    page,
    loginPage,
    request,
  }, testInfo) => {
    // The demo RM has two sent quotations (RESPONSE_SUBMITTED): the test above places the first.
    const rfqKey = await rfqOfRm(request, 'RESPONSE_SUBMITTED', -1);
    const quotationKey = (await detailOf(request, rfqKey)).quotations[0]!.quotationKey;
    await loginPage.signInAs('rm');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.tab('Quotations').click();
    const row = rfq.quotation(quotationKey);
    await row.getByRole('button', { name: 'Split consignment', exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Split consignment · ${quotationKey}` })).toBeVisible();
    await shootDialog(page, testInfo, 'rfq-split-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Split consignment', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await rfq.expectStatus('Children Order Pending');
    // The split quotation waits for its child orders: neither split nor Place order is offered on it.
    await expect(row.getByRole('button')).toHaveCount(0);

    await rfq.button('Child order placed').click();
    await expect(page.getByRole('dialog', { name: 'Child order placed' })).toBeVisible();
    await shootDialog(page, testInfo, 'rfq-child-orders-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Child order placed', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await rfq.expectStatus('Children Order Placed');
    const after = await detailOf(request, rfqKey);
    expect(after.status).toBe('CHILDREN_ORDER_PLACED');
    expect(after.quotations[0]!.status).toBe('CLOSED');
    await openOrderFromRfq(page, rfqKey, after.orderKeys);
  });

  test('a sales lead reassigns the sourcer, chosen among the eligible users (an RM is not offered)', async ({
    page,
    loginPage,
    request,
  }, testInfo) => {
    const rfqKey = await rfqOfRm(request, 'SOURCING_REQUIRED', 1);
    const [rmEmail, cmEmail] = [await emailOf(request, 'rm'), await emailOf(request, 'cm')];
    await loginPage.signInAs('admin');
    const rfq = new RfqDetailPO(page);
    await rfq.goto(rfqKey);
    await rfq.button('Reassign business user').click();
    const dialog = page.getByRole('dialog', { name: 'Reassign business user' });
    await dialog.getByRole('radio', { name: 'Sourcer' }).check();
    const user = dialog.getByRole('combobox', { name: /New business user/ });
    // The RM holds no category-manager role: the search does not offer them.
    await user.fill(rmEmail);
    await expect(page.getByText('No options available')).toBeVisible();
    await user.fill(cmEmail);
    await page.getByRole('option', { name: new RegExp(cmEmail.replace(/[.]/g, '\\.'), 'i') }).click();
    await shootDialog(page, testInfo, 'rfq-reassign-dialog');
    await dialog.getByRole('button', { name: 'Reassign', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await detailOf(request, rfqKey)).sourcerEmail).toBe(cmEmail.toLowerCase());
    await rfq.tab('Activity log').click();
    await expect(rfq.panel.getByRole('cell', { name: 'Business user reassigned' })).toBeVisible();
  });
});
