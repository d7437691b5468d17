import { expect, test } from '../support/fixtures';
import { type ApiInvoice, apiGetAs, buyersOf } from '../pages/parties.page';

test.describe('invoice revisions', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('a revision is requested and approved', async ({ loginPage, page, request }) => {
    let target: { buyerId: string; invoice: ApiInvoice } | null = null;
    for (const buyer of await buyersOf(request, 'finance')) {
      const open = await apiGetAs<{ content: ApiInvoice[] }>(
        request,
        'finance',
        '/credit/invoice-noauth/open',
        {
          buyerId: buyer.buyerId,
        },
      );
      const [invoice] = open.content;
      if (invoice) {
        target = { buyerId: buyer.buyerId, invoice };
        break;
      }
    }
    if (!target) throw new Error('The demo data has no open invoice');

    await loginPage.signInAs('finance');
    await page.goto(`/buyer/${target.buyerId}#invoices`);
    await page.getByRole('table', { name: 'Invoices' }).getByText(target.invoice.invoiceNumber).click();
    const detail = page.getByRole('dialog', { name: `Invoice ${target.invoice.invoiceNumber}` });
    await detail.getByRole('button', { name: 'Request Revision' }).click();
    const request_ = page.getByRole('dialog', { name: /Request a revision/ });
    await request_.getByLabel(/^Reason Code/).fill('PRICE_CORRECTION');
    await request_.getByLabel(/^Comments/).fill('Rate differs from the purchase order');
    await request_.getByRole('button', { name: 'Send Request' }).click();
    await expect(request_).toBeHidden();
    const revisions = detail.getByRole('table', { name: 'Invoice Revisions' });
    await expect(revisions.getByText('Revision Requested')).toBeVisible();

    await revisions.getByRole('button', { name: 'Approve' }).first().click();
    const approve = page.getByRole('dialog', { name: /Approve revision/ });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await expect(revisions.getByText('Revision Request Approved')).toBeVisible();
    await expect(revisions.getByRole('button', { name: 'Credit/Debit Note' })).toBeVisible();
  });
});
