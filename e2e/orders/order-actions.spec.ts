import { expect, test } from '../support/fixtures';
import { OrderDetailPO, ordersOf } from '../pages/orders.page';

test.describe('order actions', () => {
  test('an order manager approves a created order with both confirmations', async ({
    loginPage,
    page,
    request,
  }) => {
    // Cash orders with a healthy margin: the approval then needs no credit or margin comments.
    const order = (await ordersOf(request, 'om', { orderStates: 'ORDERED' })).find(
      (o) => o.creditDays === 0 && o.grossMarginPercent >= 0,
    );
    if (!order) throw new Error('The demo data has no created cash order for om');

    await loginPage.signInAs('om');
    const detail = new OrderDetailPO(page);
    await detail.goto(order.orderKey);
    await expect(detail.status('ORDERED')).toHaveText('Created');
    await detail.approve();
    await expect(detail.toast).toContainText('Order approved.');
    await expect(detail.status('ORDER_APPROVED')).toHaveText('Order Approved');
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  });

  test('rm cancels a created order with a reason and a comment', async ({ loginPage, page, request }) => {
    const order = (await ordersOf(request, 'rm', { orderStates: 'ORDERED' }))[0];
    if (!order) throw new Error('The demo data has no created order for rm');

    await loginPage.signInAs('rm');
    const detail = new OrderDetailPO(page);
    await detail.goto(order.orderKey);
    // rm may cancel but not approve.
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await detail.cancel('Price mismatch', 'Buyer asked to cancel: the quoted price changed.');
    await expect(detail.toast).toContainText('Order cancelled.');
    await expect(detail.status('CANCELLED')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order', exact: true })).toHaveCount(0);
  });
});
