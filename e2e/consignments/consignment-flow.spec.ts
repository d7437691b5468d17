import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import {
  ConsignmentDetailPO,
  ConsignmentListPO,
  consignmentsOf,
  createPackedConsignmentWithEwayBill,
  sellerOrderToConsign,
} from '../pages/consignments.page';
import { OrderDetailPO } from '../pages/orders.page';

test.describe('consignment flow', () => {
  // Each flow walks several dialogs on a shared machine: more than the default 30 s.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let key = '';

  test('an order manager creates a consignment of part of an order line', async ({
    loginPage,
    page,
    request,
  }) => {
    const { orderKey, line } = await sellerOrderToConsign(request);
    await loginPage.signInAs('om');
    const order = new OrderDetailPO(page);
    await order.goto(orderKey);
    await order.tabs.select(/^Consignments/);
    await page.getByRole('button', { name: 'Create Consignment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create consignment' });
    const row = dialog.getByRole('group', { name: line.productName }).first();
    await expect(row).toBeVisible();
    await expectAccessible(page, 'create consignment dialog');
    const quantity = row.getByLabel(/Quantity to Consign/);
    await quantity.fill((Number(line.availableQuantity) + 1).toFixed(3));
    await dialog.getByRole('button', { name: 'Create Consignment', exact: true }).click();
    await expect(row.getByText('More than is available to consign')).toBeVisible();
    // Half of what is left, whole (a line in BAG or BOX takes whole numbers only): the rest stays
    // free for another consignment of the same order. The other project's run may have taken half
    // already, so what is left can be odd.
    await quantity.fill(String(Math.max(1, Math.floor(Number(line.availableQuantity) / 2))));
    await dialog.getByRole('button', { name: 'Create Consignment', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    const toast = page.getByText(/^Consignment CN\d+ created/);
    await expect(toast).toBeVisible();
    key = /CN\d+/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    await expect(page.getByRole('link', { name: key })).toBeVisible();
  });

  test('the seller acknowledges part of each line and packs', async ({ loginPage, page }) => {
    expect(key, 'the previous test creates the consignment this one acknowledges').not.toBe('');
    await loginPage.signInAs('seller');
    const detail = new ConsignmentDetailPO(page);
    await detail.goto(key);
    await expect(detail.status('REQUESTED')).toHaveText('Pending Acknowledgment');
    await detail.checkAccessible(`/consignments/${key} as seller`);

    const ack = await detail.openAction('Acknowledge', 'Acknowledge consignment');
    const acknowledged = ack.getByLabel(/Acknowledged Quantity/).first();
    const requested = Number(await acknowledged.inputValue());
    await acknowledged.fill((requested + 1).toFixed(3));
    await ack.getByRole('button', { name: 'Acknowledge', exact: true }).click();
    await expect(ack.getByText('More than was requested')).toBeVisible();
    // Four fifths, whole: a line in a discrete unit (BOX, BAG) shows and takes whole numbers.
    const part = Math.max(1, Math.floor(requested * 0.8));
    await acknowledged.fill(String(part));
    await detail.submit(ack, 'Acknowledge');
    await expect(detail.status('READY_TO_PROCESS')).toHaveText('Preparing Shipment');
    await expect(page.getByRole('table', { name: 'Line Items' })).toContainText(
      new RegExp(`(?<![\\d.])${part}(\\.000)? [A-Z]`),
    );

    const pack = await detail.openAction('Pack', 'Pack consignment');
    await detail.checkAccessible('pack dialog');
    await pack.getByLabel(/Invoice Number/).fill('0BAD');
    await pack.getByRole('button', { name: 'Pack', exact: true }).click();
    await expect(
      pack.getByText('Use up to 16 letters, digits, / or -, not starting with 0, / or -'),
    ).toBeVisible();
    await pack.getByLabel(/Invoice Number/).fill(`INV/E2E/${key.slice(-5)}`);
    await pack.getByLabel(/Distance/).fill('120');
    await detail.submit(pack, 'Pack');
    await expect(detail.status('PACKED')).toHaveText('Packed');
    // The seller's part ends at packing: no logistics button for them here.
    await expect(detail.toolbar.getByRole('button', { name: 'Confirm Dispatch' })).toHaveCount(0);
  });

  test('logistics adds transport, dispatches, and takes the POD with one damaged item', async ({
    loginPage,
    page,
  }) => {
    // Serial: a failure above already stops this one; run alone (-g), it must say why it cannot go on.
    expect(key, 'the previous test packs the consignment this one dispatches').not.toBe('');
    await loginPage.signInAs('logistics');
    const detail = new ConsignmentDetailPO(page);
    await detail.goto(key);

    const logistics = await detail.openAction('Add Logistics', 'Add logistics');
    await detail.choose(logistics, /Logistics Provider/, '3PL');
    await logistics.getByLabel(/Transporter Name/).fill('VRL Logistics');
    await logistics.getByLabel(/Vehicle Number/).fill('MH 12 AB');
    await logistics.getByLabel(/LR Number/).fill(`LR-${key.slice(-5)}`);
    await logistics.getByRole('button', { name: 'Add Logistics', exact: true }).click();
    await expect(logistics.getByText('Enter a valid vehicle number')).toBeVisible();
    await logistics.getByLabel(/Vehicle Number/).fill('22 BH 1234 AB');
    await logistics.getByLabel(/Tracking URL/).fill('https://track.example.in/LR');
    await detail.submit(logistics, 'Add Logistics');
    await expect(detail.status('READY_FOR_SHIPMENT')).toHaveText('Ready for shipment');

    const dispatch = await detail.openAction('Confirm Dispatch', 'Confirm dispatch');
    await detail.submit(dispatch, 'Confirm Dispatch');
    await expect(detail.status('INTRANSIT')).toHaveText('In Transit');

    await detail.submit(await detail.openAction('Mark Delivered', 'Mark delivered'), 'Mark Delivered');
    await expect(detail.status('DELIVERED')).toHaveText('Delivered');

    const pod = await detail.openAction('Submit POD', 'Proof of delivery');
    await detail.checkAccessible('POD dialog');
    await pod
      .getByRole('combobox', { name: /Condition/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Partial Damage', exact: true }).click();
    await detail.choose(pod, /Delivery Status/, 'Delivered with issue');
    // One, whole: the line may be in bags or boxes, counted whole (at least one was shipped).
    await pod.getByLabel(/Quantity with Issue/).fill('1');
    await pod.getByLabel(/Reason of Issue/).fill('One bag torn in transit');
    await pod.getByRole('button', { name: 'Submit POD', exact: true }).click();
    await expect(
      pod.getByText('Select any two primary documents to sync with the books system'),
    ).toBeVisible();
    // The dispatch papers packing made do not prove delivery: the buyer's POD and the lorry
    // receipt are uploaded right here, each ticked as it arrives.
    await expect(pod.getByRole('region', { name: 'Site Co-ordinator' })).toBeVisible();
    const picker = pod.getByRole('group', { name: 'Primary documents' });
    await expect(picker.getByRole('checkbox')).toHaveCount(0);
    for (const [type, name] of [
      ['Buyer POD', 'buyer-pod'],
      ['Lorry Receipt', 'lorry-receipt'],
    ] as const) {
      await detail.choose(pod, /Document Type/, type);
      await pod.getByTestId('file-input').setInputFiles({
        name: `${name}.pdf`,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.4 ${name}`),
      });
      await pod.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(picker.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
    }
    await detail.submit(pod, 'Submit POD');
    await expect(detail.status('COMPLETED')).toHaveText('Completed');
    await detail.tabs.select('Proof of Delivery');
    await expect(page.getByText('Partial Damage')).toBeVisible();
    await expect(page.getByText('One bag torn in transit')).toBeVisible();
  });

  test('logistics regenerates the e-way bill for the distance, adds transport and dispatches', async ({
    loginPage,
    page,
    request,
  }) => {
    const packed = await createPackedConsignmentWithEwayBill(request);
    await loginPage.signInAs('logistics');
    const detail = new ConsignmentDetailPO(page);
    await detail.goto(packed);
    await expect(detail.status('PACKED')).toHaveText('Packed');
    // The server offers regenerate here (a bill exists) and holds nothing back, so no note.
    await expect(page.getByRole('alert', { name: 'Actions not available' })).toHaveCount(0);

    const ewayBill = await detail.openAction('Generate E-way Bill', 'Generate e-way bill');
    await ewayBill.getByLabel(/Distance/).fill('5000');
    await ewayBill.getByRole('button', { name: 'Generate E-way Bill', exact: true }).click();
    await expect(ewayBill.getByText('Enter a whole number in the allowed range')).toBeVisible();
    await ewayBill.getByLabel(/Distance/).fill('240');
    await detail.submit(ewayBill, 'Generate E-way Bill');
    await detail.tabs.select('Dispatch Details');
    await expect(page.getByRole('table', { name: 'E-way bills' })).toContainText('240');

    const logistics = await detail.openAction('Add Logistics', 'Add logistics');
    await detail.choose(logistics, /Logistics Provider/, 'DHL');
    await logistics.getByLabel(/Transporter Name/).fill('Gati Ltd');
    await logistics.getByLabel(/Vehicle Number/).fill('KA 01 AB 1234');
    await logistics.getByLabel(/LR Number/).fill(`LR-${packed.slice(-5)}`);
    await detail.submit(logistics, 'Add Logistics');
    await expect(detail.status('READY_FOR_SHIPMENT')).toHaveText('Ready for shipment');
    await detail.submit(await detail.openAction('Confirm Dispatch', 'Confirm dispatch'), 'Confirm Dispatch');
    await expect(detail.status('INTRANSIT')).toHaveText('In Transit');
    await expect(page.getByText('KA01AB1234').first()).toBeVisible();
  });

  test('the seller portal lists only the seller’s own consignments and a row opens one', async ({
    loginPage,
    page,
    request,
  }) => {
    const own = await consignmentsOf(request, 'seller');
    const names = [...new Set(own.map((c) => c.sellerName))];
    expect(names).toHaveLength(1);
    await loginPage.signInAs('seller');
    const list = new ConsignmentListPO(page);
    await list.goto();
    await expectOnlySeller(list, names[0] ?? '');
    await list.filters.search('Consignment Id', own[0]?.consignmentKey ?? '', 'consignmentId');
    await expect(list.table.bodyRows).toHaveCount(1);
    await list.table.openRow(own[0]?.consignmentKey ?? '');
    await expect(page).toHaveURL(new RegExp(`/consignments/${own[0]?.consignmentKey}`));
  });

  test('a blocked consignment shows its reasons and the blocking messages', async ({
    loginPage,
    page,
    request,
  }) => {
    const [blocked] = await consignmentsOf(request, 'om', { consignmentStatus: ['PAYMENT_BLOCKED'] });
    if (!blocked?.blockedReasons[0]) throw new Error('The demo data has no payment-blocked consignment');
    await loginPage.signInAs('om');
    const detail = new ConsignmentDetailPO(page);
    await detail.goto(blocked.consignmentKey);
    const alert = page.getByRole('alert', { name: 'This consignment is blocked' });
    await expect(alert).toContainText('Payment awaited');
    await expect(alert.getByRole('listitem')).toHaveCount(blocked.blockedReasons.length);
    await expect(page.locator('[data-step="PACKED"][data-state="failed"]')).toContainText('Payment Blocked');
    await detail.checkAccessible('blocked consignment');
  });
});

/** Every row of the seller's list is the seller's. */
async function expectOnlySeller(list: ConsignmentListPO, sellerName: string) {
  const sellers = await list.table.columnTexts('Seller Name');
  expect(sellers.length).toBeGreaterThan(0);
  expect(new Set(sellers)).toEqual(new Set([sellerName]));
}
