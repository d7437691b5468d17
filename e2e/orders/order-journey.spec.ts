import { expectAccessible } from '../support/accessibility';
import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ShellPage } from '../pages/shell.page';
import { CreateOrderPO, lookups } from '../pages/orders-create.page';
import { CHANNEL_TAB, OrderDetailPO, SalesOrderListPO, ordersOf } from '../pages/orders.page';

// The orders must-show as one chained journey: om books an order for one of rm's buyers, an
// approver (om) approves that order with both confirmations and sees it on the seller side, rm
// finds it by PO number with two filters that survive a reload, and cancels another order.
test.describe('sales order journey', () => {
  test('om creates, approves and sees the purchase order; rm finds it by PO number and cancels another', async ({
    loginPage,
    page,
    request,
  }) => {
    // A whole order through the real fields, two users: slow on a shared two-core machine.
    test.setTimeout(120_000);
    const rmOrders = await ordersOf(request, 'rm', { orderStates: 'ORDERED' });
    const [another] = rmOrders;
    const rmBuyer = rmOrders.find((o) => o.businessUnit === 'DIRECT') ?? another;
    if (!another || !rmBuyer) throw new Error('The demo data has no created order for rm');
    const { token, products } = await lookups(request, 'om');
    const auth = { Authorization: `Bearer ${token}` };
    const found = await request.get('/api/orders-v2/lookups/buyers', {
      params: { q: rmBuyer.partnerBuyerAccountId },
      headers: auth,
    });
    const [buyer] = (await found.json()) as {
      id: string;
      code: string;
      businessUnit: 'DIRECT' | 'UBS' | 'UTCL';
    }[];
    const [warehouse] = (await lookups(request, 'om')).warehouses;
    const [product] = products;
    if (!buyer || !warehouse || !product)
      throw new Error('The demo data lacks an rm buyer, a warehouse or a product');
    const book = (await (
      await request.get(`/api/orders-v2/lookups/buyers/${buyer.id}/addresses`, { headers: auth })
    ).json()) as { addressType: string; label: string }[];
    const billing = book.find((a) => a.addressType === 'BILLING');
    const poNumber = `PO/E2E/${Date.now()}`;

    // 1. om creates the order, billing it to an entry of the buyer's address book.
    await loginPage.signInAs('om');
    const list = new SalesOrderListPO(page);
    await list.goto();
    await page.getByRole('link', { name: 'Create order' }).click();
    const form = new CreateOrderPO(page);
    await expect(form.heading).toBeVisible();
    await form.search('Buyer', buyer.code, new RegExp(buyer.code));
    await expect(form.select('Billing Address')).toContainText('Registered address:');
    if (billing) await form.choose('Billing Address', billing.label);
    await form.search('Seller Warehouse', warehouse.name.slice(0, 12), warehouse.name);
    await form.choose('Shipping Mode', 'Seller Shipped');
    await form.choose('Logistics Provider', 'DHL');
    await form.choose('Payment Terms', 'Advance');
    await form.field('Buyer Credit Days').fill('0');
    await form.field('Buyer PO Number').fill(poNumber);
    await form.fillLine(1, product.sku, '3', '1000', '950');
    await page.getByRole('button', { name: 'Add charge' }).click();
    await form.choose('Charge Type', 'Shipping', form.charge(1));
    await form.charge(1).getByRole('textbox', { name: 'Amount' }).fill('500');
    await expectAccessible(page, '/sales-order/create filled');
    await form.submit();
    await expect(page).toHaveURL(/\/sales-order\/SO-[0-9A-F]{8}/);
    const orderKey = new URL(page.url()).pathname.split('/').pop() ?? '';

    // 2. The approver approves that very order, ticking both confirmations.
    const detail = new OrderDetailPO(page);
    await detail.goto(orderKey);
    await expect(detail.status('ORDERED')).toHaveText('Created');
    // The creating order manager manages the order.
    await expect(page.locator('dt', { hasText: /^Order Manager$/ }).locator('+ dd')).toHaveText(
      'Sneha Kulkarni',
    );
    await detail.approve();
    await expect(detail.toast).toContainText('Order approved.');
    await expect(detail.status('ORDER_APPROVED')).toHaveText('Order Approved');

    // 3. The seller's side of it: /purchase-order lists the seller PO number and opens seller prices.
    await page.goto(`/purchase-order?buyerPONumber=${encodeURIComponent(poNumber)}#${buyer.businessUnit}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase Orders' })).toBeVisible();
    const sellerPo = `SPO/${orderKey}`;
    await page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row', { name: new RegExp(sellerPo) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Purchase order ${sellerPo}` })).toBeVisible();
    const poLines = page.getByRole('table', { name: 'Line items' });
    await expect(poLines.getByRole('columnheader', { name: 'Seller Price Per Unit' })).toBeVisible();
    await expect(poLines.getByRole('cell', { name: '₹950.00' })).toBeVisible();
    await expect(poLines.getByRole('columnheader', { name: 'Buyer Price Per Unit' })).toHaveCount(0);

    // 4. rm finds it by PO number and status; both filters stay in the address across a reload.
    await new ShellPage(page).logOut();
    await loginPage.signInAs('rm');
    await list.goto();
    await list.channels.select(CHANNEL_TAB[buyer.businessUnit]);
    await list.filters.search('PO Number', poNumber, 'buyerPONumber');
    await list.filters.selectMany('Order Status', ['Order Approved']);
    await expect(list.row(poNumber)).toHaveCount(1);
    await page.reload();
    await list.table.waitUntilLoaded();
    const query = await list.filters.query();
    expect(query.get('buyerPONumber')).toBe(poNumber);
    expect(query.getAll('orderStates')).toEqual(['ORDER_APPROVED']);
    expect(await list.filters.chipTexts()).toEqual([
      `PO Number: ${poNumber}`,
      'Order Status: Order Approved',
    ]);
    await expect(list.channels.selected).toHaveText(CHANNEL_TAB[buyer.businessUnit]);
    await expect(list.table.bodyRows).toHaveCount(1);
    await list.row(poNumber).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderKey}` })).toBeVisible();

    // 5. rm cancels another of its orders with a reason.
    await detail.goto(another.orderKey);
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await detail.cancel('Price mismatch', 'Buyer asked to cancel: the quoted price changed.');
    await expect(detail.toast).toContainText('Order cancelled.');
    await expect(detail.status('CANCELLED')).toHaveText('Cancelled');
    const { access_token } = await apiSignIn(request, 'rm');
    const check = await request.get(`/api/order/orderDetails/${orderKey}`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(((await check.json()) as { orderStatus: string }).orderStatus).toBe('ORDER_APPROVED');
  });
});
