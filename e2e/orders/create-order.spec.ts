import { expect, test } from '../support/fixtures';
import { CreateOrderPO, lookups } from '../pages/orders-create.page';
import { OrderDetailPO } from '../pages/orders.page';
import { istMorning } from '../support/dates';

test.describe('create sales order', () => {
  test('the form names every missing starred field and the credit-day cap, and creates nothing', async ({
    loginPage,
    page,
  }) => {
    test.setTimeout(60_000);
    await loginPage.signInAs('om');
    const form = new CreateOrderPO(page);
    await form.goto();
    await form.field('Buyer Credit Days').fill('30');
    // Leave the field first: its message appears on leaving and moves the button on a phone.
    await form.field('Buyer Credit Days').blur();
    await expect(page.getByText('Buyer credit days cannot exceed 21 days')).toBeVisible();
    await form.submit();
    await expect(page.getByText('Buyer credit days cannot exceed 21 days')).toBeVisible();
    for (const label of ['Buyer', 'Seller Warehouse', 'Shipping Mode', 'Logistics Provider', 'Payment Terms'])
      await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    await expect(form.field('Buyer PO Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expect(page).toHaveURL(/\/sales-order\/create$/);
  });
});

test.describe('order line actions', () => {
  test('om cancels part of a line and records a dependency reason; the tabs show both', async ({
    loginPage,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { token, buyers, warehouses, products } = await lookups(request, 'om');
    const created = await request.post('/api/sales-order/create', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        buyerId: buyers[0]?.id,
        warehouseId: warehouses[0]?.id,
        shippingMode: '3PL',
        logisticsProvider: 'UPS',
        paymentTerms: 'ADVANCE',
        buyerCreditDays: 0,
        poReceivedAt: istMorning(-1),
        buyerPONumber: `PO/E2E/CANCEL/${Date.now()}`,
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
    const cancel = page.getByRole('dialog');
    await cancel.getByRole('textbox', { name: 'Cancel quantity' }).fill('2.5');
    await cancel.getByRole('combobox', { name: /^Cancel reason/ }).click();
    await page.getByRole('option', { name: 'Price mismatch' }).click();
    await cancel.getByRole('textbox', { name: 'Comment' }).fill('Buyer reduced the quantity.');
    await cancel.getByRole('button', { name: 'Cancel quantities' }).click();
    await expect(page.getByText('Quantities cancelled.')).toBeVisible();
    await detail.tabs.select(/Cancelled Quantities \(1\)/);
    await expect(page.getByRole('cell', { name: /^2\.5 / })).toBeVisible();

    await page.getByRole('button', { name: 'Add dependency reason' }).click();
    const reason = page.getByRole('dialog');
    await reason.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Operations' }).click();
    await reason.getByRole('combobox', { name: /^Reason/ }).click();
    await page.getByRole('option', { name: 'Other operations dependency' }).click();
    await reason.getByRole('button', { name: 'Save reason' }).click();
    await expect(reason.getByText('This field is required')).toBeVisible();
    await reason.getByRole('textbox', { name: 'Comments' }).fill('Waiting for the gate pass.');
    await reason.getByRole('button', { name: 'Save reason' }).click();
    await expect(page.getByText('Dependency reason saved.')).toBeVisible();
    await detail.tabs.select(/Dependency Reasons \(1\)/);
    await expect(page.getByRole('cell', { name: 'Waiting for the gate pass.' })).toBeVisible();
  });
});
