import { lookups } from '../pages/orders-create.page';
import { OrderDetailPO } from '../pages/orders.page';
import { expect, test } from '../support/fixtures';
import { istMorning } from '../support/dates';

// The server keeps a refusal (4xx) under its Idempotency-Key: a dialog that kept one key for its
// whole life had its corrected resubmit refused as "key already used with a different request".
// `useActionMutation` makes a new key after a refusal, so the correction goes through.
test.describe('action dialogs', () => {
  test('a cancel refused with a 400 is corrected in the dialog and resubmitted', async ({
    loginPage,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { token, buyers, warehouses, products } = await lookups(request, 'om');
    const auth = { Authorization: `Bearer ${token}` };
    const created = await request.post('/api/sales-order/create', {
      headers: auth,
      data: {
        buyerId: buyers[0]?.id,
        warehouseId: warehouses[0]?.id,
        shippingMode: '3PL',
        logisticsProvider: 'UPS',
        paymentTerms: 'ADVANCE',
        buyerCreditDays: 0,
        poReceivedAt: istMorning(-1),
        buyerPONumber: `PO/E2E/RESUBMIT/${Date.now()}`,
        lines: [
          {
            productId: products[0]?.id,
            orderedQuantity: '10',
            buyerPricePerUnitPaise: '100000',
            sellerPricePerUnitPaise: '90000',
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { orderKey } = (await created.json()) as { orderKey: string };

    await loginPage.signInAs('om');
    const detail = new OrderDetailPO(page);
    await detail.goto(orderKey);
    await page.getByRole('button', { name: 'Cancel quantities' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Cancel quantity' })).toBeVisible();

    // Meanwhile someone else cancels 8 of the 10: the dialog still offers the old open quantity.
    const shown = await request.get(`/api/order/orderDetails/${orderKey}`, { headers: auth });
    const [line] = ((await shown.json()) as { lineItems: { lineItemId: string }[] }).lineItems;
    const elsewhere = await request.post('/api/sales-order/cancel', {
      headers: auth,
      data: {
        orderKey,
        reasonCode: 'PRICE_MISMATCH',
        comment: 'Cancelled from another desk.',
        lines: [{ lineItemId: line?.lineItemId, cancelQuantity: '8' }],
      },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);

    await dialog.getByRole('textbox', { name: 'Cancel quantity' }).fill('5');
    await dialog.getByRole('combobox', { name: /^Cancel reason/ }).click();
    await page.getByRole('option', { name: 'Price mismatch' }).click();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Buyer reduced the quantity.');
    await dialog.getByRole('button', { name: 'Cancel quantities' }).click();
    // The server's 400 shows in the dialog, which stays open for the correction.
    await expect(dialog.getByRole('alert')).toContainText('at most the open quantity 2');

    await dialog.getByRole('textbox', { name: 'Cancel quantity' }).fill('1.5');
    await dialog.getByRole('button', { name: 'Cancel quantities' }).click();
    await expect(page.getByText('Quantities cancelled.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The record changed: 8 + 1.5 cancelled on the line, as the tab shows.
    const after = await request.get(`/api/order/orderDetails/${orderKey}`, { headers: auth });
    const [changed] = ((await after.json()) as { lineItems: { cancelledQuantity: string }[] }).lineItems;
    expect(Number(changed?.cancelledQuantity)).toBe(9.5);
    await detail.tabs.select(/Cancelled Quantities \(1\)/);
    await expect(page.getByRole('cell', { name: /^9\.5 / })).toBeVisible();
  });
});
