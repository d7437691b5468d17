import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { OrderDetailPO, ordersOf } from '../pages/orders.page';
import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';

interface ApiLine {
  lineItemId: string;
  skuId: string;
  unit: string;
  orderedQuantity: string;
  cancelledQuantity: string;
  shippedQuantity: string;
}

async function linesOf(request: APIRequestContext, username: string, key: string): Promise<ApiLine[]> {
  const { access_token } = await apiSignIn(request, username);
  const answer = await request.get(`/api/order/orderDetails/${key}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { lineItems: ApiLine[] }).lineItems;
}

/** A fact of the detail's facts list, by its label. */
const fact = (page: Page, label: string): Locator =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** Types a day into a date field (sections day, month, year of "D MMM, YYYY"). */
async function typeDate(field: Locator, day: string, month: string, year: string): Promise<void> {
  // Year first: typing a year can move the day, so the day goes last.
  const sections = field.getByRole('spinbutton');
  for (const [index, text] of [
    [2, year],
    [1, month],
    [0, day],
  ] as const) {
    await sections.nth(index).click();
    await field.page().keyboard.type(text);
  }
}

test.describe('order edit', () => {
  test('an order manager changes the max MDD and a line’s ordered quantity of a created order', async ({
    loginPage,
    page,
    request,
  }) => {
    const order = (await ordersOf(request, 'om', { orderStates: 'ORDERED' }))[0];
    if (!order) throw new Error('The demo data has no created order for om');
    const [line] = await linesOf(request, 'om', order.orderKey);
    if (!line) throw new Error(`Order ${order.orderKey} has no lines`);
    const next = (Math.floor(Number(line.orderedQuantity)) + 11).toFixed(3);
    const shown = `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }).format(Number(next))} ${line.unit}`;

    await loginPage.signInAs('om');
    const detail = new OrderDetailPO(page);
    await detail.goto(order.orderKey);

    // Max MDD.
    await page.getByRole('button', { name: 'Edit order' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Dates',
      'Managers',
      'Ordered quantities',
      'Production dates',
      'Billing and shipping address',
    ]);
    await menu.getByRole('menuitem', { name: 'Dates', exact: true }).click();
    const dates = page.getByRole('dialog', { name: `Edit dates of order ${order.orderKey}` });
    await expect(dates).toBeVisible();
    await typeDate(dates.getByRole('group', { name: /Max MDD/ }), '15', '01', '2027');
    await dates.getByRole('button', { name: 'Save changes' }).click();
    await expect(dates).toBeHidden();
    await expect(detail.toast).toContainText('Order updated.');
    await expect(fact(page, 'Max MDD')).toHaveText('15 Jan, 2027');

    // One line's ordered quantity.
    await page.getByRole('button', { name: 'Edit order' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Ordered quantities' }).click();
    const quantities = page.getByRole('dialog', {
      name: `Edit ordered quantities of order ${order.orderKey}`,
    });
    await expect(quantities).toBeVisible();
    await quantities
      .getByRole('group', { name: line.skuId })
      .first()
      .getByLabel(/Ordered quantity/)
      .fill(next);
    await quantities.getByRole('button', { name: 'Save changes' }).click();
    await expect(quantities).toBeHidden();
    await expect(detail.toast).toContainText('Order updated.');
    const table = page.getByRole('table', { name: 'Line Items' });
    await expect(table.getByRole('row').filter({ hasText: line.skuId }).first()).toContainText(shown);
  });
});
