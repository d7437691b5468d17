import type { APIRequestContext } from '@playwright/test';
import { ConsignmentDetailPO, createSellerConsignment } from '../pages/consignments.page';
import { apiSignIn } from '../support/api';
import { expect, test } from '../support/fixtures';

interface ApiLine {
  hsnCode: string;
  requestedQuantity: string;
}

async function linesOf(request: APIRequestContext, key: string): Promise<ApiLine[]> {
  const { access_token } = await apiSignIn(request, 'om');
  const answer = await request.get(`/api/shipment/consignment/${key}`, {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { lines: ApiLine[] }).lines;
}

/** Thousandths, so the quantities compare exactly (they keep 3 decimals). */
const milli = (quantity: string) => Math.round(Number(quantity) * 1000);

test.describe('consignment split and HSN update', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an order manager corrects the HSN code, then splits part of the line off', async ({
    loginPage,
    page,
    request,
  }) => {
    // A fresh consignment of the demo seller, still Pending Acknowledgment: HSN and split allowed.
    // At least 2 of the line, so whole pieces can move and some stay.
    const key = await createSellerConsignment(request, 2);
    const [line] = await linesOf(request, key);
    if (!line) throw new Error(`${key} has no line`);
    await loginPage.signInAs('om');
    const detail = new ConsignmentDetailPO(page);
    await detail.goto(key);
    await expect(detail.status('REQUESTED')).toHaveText('Pending Acknowledgment');

    const hsn = await detail.openAction('Update HSN', 'Update HSN codes');
    await detail.checkAccessible('HSN dialog');
    const code = hsn.getByLabel(/HSN Code/);
    await expect(code).toHaveValue(line.hsnCode);
    await code.fill('72142');
    await hsn.getByRole('button', { name: 'Update HSN', exact: true }).click();
    await expect(hsn.getByText('HSN is 4, 6 or 8 digits')).toBeVisible();
    await code.fill('7214');
    await detail.submit(hsn, 'Update HSN');
    await expect(page.getByText('Saved. The consignment is now Pending Acknowledgment.')).toBeVisible();
    await expect(detail.tabs.panel.getByRole('cell', { name: '7214', exact: true })).toBeVisible();

    const split = await detail.openAction('Split Consignment', 'Split consignment');
    await detail.checkAccessible('split dialog');
    const quantity = split.getByLabel(/Quantity to Move/);
    await quantity.fill(line.requestedQuantity);
    await split.getByRole('button', { name: 'Split Consignment', exact: true }).click();
    await expect(split.getByText('Leave some quantity on this consignment')).toBeVisible();
    // Half, whole: a line in a discrete unit (BAG, BOX…) moves whole pieces only.
    const moved = String(Math.floor(Number(line.requestedQuantity) / 2));
    await quantity.fill(moved);
    await detail.submit(split, 'Split Consignment');
    const toast = page.getByText(/^Split\. The moved quantities are now consignment (\w+)\.$/);
    await expect(toast).toBeVisible();
    const newKey = /consignment (\w+)\./.exec((await toast.textContent()) ?? '')?.[1] ?? '';
    expect(newKey).not.toBe(key);

    const [kept] = await linesOf(request, key);
    expect(milli(kept?.requestedQuantity ?? '0')).toBe(milli(line.requestedQuantity) - milli(moved));
    await detail.goto(newKey);
    await expect(detail.status('REQUESTED')).toHaveText('Pending Acknowledgment');
    const [created] = await linesOf(request, newKey);
    expect(created?.hsnCode).toBe('7214');
    expect(milli(created?.requestedQuantity ?? '0')).toBe(milli(moved));
  });
});
