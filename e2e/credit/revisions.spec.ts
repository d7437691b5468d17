import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { LoginPage } from '../pages/login.page';
import { type ApiInvoice, apiGetAs, apiPostAs, buyersOf } from '../pages/parties.page';

const OPEN_REVISION = ['REVISION_REQUESTED', 'UNDER_REVIEW', 'APPROVED', 'IN_PROGRESS'];

interface Detail extends ApiInvoice {
  irn: string | null;
  sellerId: string;
  amountPaise: string;
  revisions: { status: string }[];
  notes: { noteType: string; noteNumber: string; irn: string; amountPaise: string }[];
}

const isRegistered = async (request: APIRequestContext, gstin: string) =>
  (await apiPostAs<{ isValid: boolean }>(request, 'admin', '/credit/gstValidation', { gstin })).isValid;

/**
 * An open invoice with an IRN and no open revision, whose buyer and seller GSTINs are registered
 * today — the e-invoice portal registers a note only for those.
 */
async function revisableInvoice(request: APIRequestContext) {
  for (const buyer of await buyersOf(request, 'finance')) {
    if (!(await isRegistered(request, buyer.buyerGstNum))) continue;
    const open = await apiGetAs<{ content: ApiInvoice[] }>(
      request,
      'finance',
      '/credit/invoice-noauth/open',
      {
        buyerId: buyer.buyerId,
      },
    );
    for (const listed of open.content) {
      const invoice = await apiGetAs<Detail>(request, 'finance', `/credit/invoice-noauth/${listed.id}`);
      if (!invoice.irn || BigInt(invoice.balancePaise) < 200n) continue;
      if (invoice.revisions.some((r) => OPEN_REVISION.includes(r.status))) continue;
      const seller = await apiGetAs<{ gstNumber: string }>(
        request,
        'admin',
        `/ops-supply/seller/${invoice.sellerId}/profile`,
      );
      if (await isRegistered(request, seller.gstNumber)) return { buyerId: buyer.buyerId, invoice };
    }
  }
  throw new Error('The demo data has no open invoice that can be revised');
}

test.describe('invoice revisions', () => {
  test.beforeEach(() => test.setTimeout(150_000));

  test('admin requests a revision; finance approves it and raises a credit note with its own IRN', async ({
    loginPage,
    page,
    request,
    browser,
    baseURL,
  }) => {
    const target = await revisableInvoice(request);
    const number = target.invoice.invoiceNumber;

    await loginPage.signInAs('admin');
    await page.goto(`/buyer/${target.buyerId}#invoices`);
    await page.getByRole('table', { name: 'Invoices' }).getByText(number, { exact: true }).click();
    const detail = page.getByRole('dialog', { name: `Invoice ${number}` });
    await detail.getByRole('button', { name: 'Request Revision' }).click();
    const ask = page.getByRole('dialog', { name: /Request a revision/ });
    await ask.getByLabel(/^Reason Code/).fill('PRICE_CORRECTION');
    await ask.getByLabel(/^Comments/).fill('Rate differs from the purchase order');
    await ask.getByRole('button', { name: 'Send Request' }).click();
    await expect(ask).toBeHidden();
    await expect(
      detail.getByRole('table', { name: 'Invoice Revisions' }).getByText('Revision Requested'),
    ).toBeVisible();

    // Another person decides: finance, in a browser of its own.
    const other = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    try {
      const approver = await other.newPage();
      await new LoginPage(approver).signInAs('finance');
      await approver.goto(`/buyer/${target.buyerId}#invoices`);
      await approver.getByRole('table', { name: 'Invoices' }).getByText(number, { exact: true }).click();
      const theirs = approver.getByRole('dialog', { name: `Invoice ${number}` });
      const revisions = theirs.getByRole('table', { name: 'Invoice Revisions' });
      await revisions.getByRole('button', { name: 'Approve' }).click();
      const approve = approver.getByRole('dialog', { name: /Approve revision/ });
      await approve.getByRole('button', { name: 'Approve' }).click();
      await expect(approve).toBeHidden();
      await expect(revisions.getByText('Revision Request Approved')).toBeVisible();

      // The credit note: tick the irreversible box, then confirm once more.
      await revisions.getByRole('button', { name: 'Credit/Debit Note' }).click();
      const note = approver.getByRole('dialog', { name: /Credit or debit note/ });
      await note.getByLabel(/^Amount/).fill('1');
      await note.getByRole('checkbox', { name: /cannot be reversed/ }).check();
      await note.getByRole('button', { name: 'Create Note' }).click();
      const confirm = approver.getByRole('dialog', { name: 'This cannot be reversed' });
      await confirm.getByRole('button', { name: 'Create Note' }).click();
      await expect(note).toBeHidden();
      await expect(revisions.getByText('Corrected', { exact: true })).toBeVisible();
      await expect(
        theirs.getByRole('table', { name: 'Credit/Debit Notes' }).getByText(/^CN-\d{6}$/),
      ).toBeVisible();
    } finally {
      await other.close();
    }

    const after = await apiGetAs<Detail>(request, 'finance', `/credit/invoice-noauth/${target.invoice.id}`);
    const raised = after.notes.at(-1);
    expect(raised).toMatchObject({ noteType: 'CRN', amountPaise: '100' });
    expect(raised?.irn).toMatch(/^[0-9a-f]{64}$/);
    expect(raised?.irn).not.toBe(target.invoice.irn);
    expect(BigInt(after.balancePaise)).toBe(BigInt(target.invoice.balancePaise) - 100n);
  });
});
