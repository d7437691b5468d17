import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';
import { type ApiInvoice, PartyProfilePO, apiGetAs, apiPostAs, buyersOf } from '../pages/parties.page';

/**
 * A buyer with at least two open invoices, and those invoices, as finance sees them. One sign-in
 * for the whole walk: a sign-in per buyer (apiGetAs) cost up to a hundred password checks when the
 * qualifying buyer came late in the list, and the phone run timed out at 120 s on a loaded machine.
 */
async function buyerWithOpenInvoices(request: Parameters<typeof buyersOf>[0]) {
  const { access_token } = await apiSignIn(request, 'finance');
  const headers = { Authorization: `Bearer ${access_token}` };
  for (const buyer of await buyersOf(request, 'finance')) {
    const answer = await request.get('/api/credit/invoice-noauth/open', {
      params: { buyerId: buyer.buyerId, pageSize: 100 },
      headers,
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const open = (await answer.json()) as { content: ApiInvoice[] };
    const invoices = open.content.filter((i) => BigInt(i.balancePaise) > 200n);
    if (invoices.length >= 2) return { buyer, invoices };
  }
  throw new Error('The demo data has no buyer with two open invoices');
}

test.describe('settlement', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('finance settles a payment against two invoices', async ({ loginPage, page, request }) => {
    const { buyer, invoices } = await buyerWithOpenInvoices(request);
    const [first, second] = invoices;
    if (!first || !second) throw new Error('unreachable');
    // A new payment worth all of the first invoice and one rupee of the second.
    const utr = `E2E${Date.now()}`;
    const amount = BigInt(first.balancePaise) + 100n;
    await apiPostAs(request, 'finance', '/credit/payment-noauth', {
      booksPaymentId: `BP-${utr}`,
      // The credit ledger's books id of the buyer, as its invoices carry it.
      booksBuyerId: first.booksBuyerId,
      utr,
      paymentType: 'NEFT',
      paymentDate: new Date().toISOString().slice(0, 10),
      amountPaise: amount.toString(),
    });

    await loginPage.signInAs('finance');
    await page.goto(`/buyer/${buyer.buyerId}#payments`);
    const profile = new PartyProfilePO(page, 'Buyer tabs');
    await expect(profile.heading).toHaveText(buyer.buyerName);
    const row = page.getByRole('table', { name: 'Pending Payments' }).locator('tr', { hasText: utr });
    await row.getByRole('button', { name: 'Settle' }).click();
    const dialog = page.getByRole('dialog', { name: `Settle payment ${utr}` });
    await dialog.getByRole('checkbox', { name: `Match invoice ${first.invoiceNumber}` }).check();
    await dialog.getByRole('checkbox', { name: `Match invoice ${second.invoiceNumber}` }).check();
    await expect(dialog.getByTestId('payment-left')).toContainText('₹0.00');
    const shots = process.env.DOM_E2E_SHOTS;
    if (shots) {
      await page.screenshot({ path: `${shots}/settle-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${shots}/settle-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await expect(dialog.getByText('Matched 2 invoice(s)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const after = await apiGetAs<{ content: ApiInvoice[] }>(request, 'finance', '/credit/invoice-noauth', {
      buyerId: buyer.buyerId,
      pageSize: 100,
    });
    const byId = new Map(after.content.map((i) => [i.id, i]));
    expect(byId.get(first.id)?.balancePaise).toBe('0');
    expect(BigInt(byId.get(second.id)?.balancePaise ?? '0')).toBe(BigInt(second.balancePaise) - 100n);
  });
});
