import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { CHANNEL_TAB, SalesOrderListPO, ordersOf } from '../pages/orders.page';

test.describe('sales order list', () => {
  test('rm finds an order by PO number, and the filters stay in the address across a reload', async ({
    loginPage,
    page,
    request,
  }) => {
    const [order] = (await ordersOf(request, 'rm')).filter((o) => o.buyerPONumber);
    if (!order?.buyerPONumber) throw new Error('The demo data gives rm no order with a PO number');
    const poNumber = order.buyerPONumber;

    await loginPage.signInAs('rm');
    const list = new SalesOrderListPO(page);
    await list.goto();
    await expectAccessible(page, '/sales-order as rm');
    await list.channels.select(CHANNEL_TAB[order.businessUnit]);
    await list.filters.search('PO Number', poNumber, 'buyerPONumber');
    await expect(list.row(order.orderNumber)).toHaveCount(1);
    await expect(list.table.bodyRows).toHaveCount(1);

    await page.reload();
    await list.table.waitUntilLoaded();
    expect((await list.filters.query()).get('buyerPONumber')).toBe(poNumber);
    expect(new URL(page.url()).hash).toBe(`#${order.businessUnit}`);
    await expect(page.getByLabel('PO Number', { exact: true })).toHaveValue(poNumber);
    await expect(list.channels.selected).toHaveText(CHANNEL_TAB[order.businessUnit]);
    await expect(list.row(order.orderNumber)).toHaveCount(1);

    await list.row(order.orderNumber).click();
    await expect(page).toHaveURL(new RegExp(`/sales-order/${order.orderKey}#line-items$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderKey}` })).toBeVisible();
  });

  test('an unknown PO number shows the empty state', async ({ loginPage, page }) => {
    await loginPage.signInAs('rm');
    const list = new SalesOrderListPO(page);
    await list.goto('?buyerPONumber=PO%2F1999%2F0000000');
    await expect(list.table.emptyState).toHaveText('There are no items to display');
  });
});
