import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { OrderDetailPage } from './order-detail-page';
import { DETAIL } from '../../test/fixtures/order-fixtures';

afterEach(() => vi.unstubAllGlobals());

const OM = {
  ...TEST_USER,
  permissions: ['Adm_Order_View', 'Allow_Order_Cancel', 'Allow_Order_Dependency_Reasons'],
};
const DETAIL_PATH = '/api/order/orderDetails/SO00000012';
const REASONS = [{ type: 'ORDER_CANCEL', code: 'PRICE_MISMATCH', value: 'Price mismatch' }];
const DEPENDENCY_OPTIONS = [
  { category: 'CUSTOMER', reasonCode: 'CCD_SITE', label: 'Customer site not ready', needsComment: false },
  { category: 'CUSTOMER', reasonCode: 'CCD_O', label: 'Other customer dependency', needsComment: true },
];

const render = () =>
  renderInApp(<OrderDetailPage />, {
    path: '/sales-order/SO00000012',
    routePath: '/sales-order/:key',
    user: OM,
  });
const sent = (server: ReturnType<typeof fakeServer>, path: string) => {
  const call = server.mock.calls.find(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');
  return call ? (JSON.parse(bodyText(call[1]?.body)) as unknown) : undefined;
};
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('order line actions', { timeout: 30_000 }, () => {
  it('cancels part of a line’s open quantity with a reason and a comment', async () => {
    const server = fakeServer({
      [`GET ${DETAIL_PATH}`]: () => json(DETAIL),
      'GET /api/business-code/getCancelReasons': () => json(REASONS),
      'POST /api/sales-order/cancel': () =>
        json({ orderKey: 'SO00000012', orderStatus: 'ORDERED', version: 2 }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel quantities' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Open: 23 MT')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel quantities' }));
    expect(
      await within(dialog).findByText('Enter a quantity to cancel on at least one line.'),
    ).toBeInTheDocument();
    const quantity = within(dialog).getByRole('textbox', { name: 'Cancel quantity' });
    await userEvent.type(quantity, '23.5');
    await userEvent.tab();
    expect(await within(dialog).findByText('Cannot cancel more than the open quantity')).toBeInTheDocument();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2.5');
    await choose('Cancel reason', 'Price mismatch');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Buyer needs less.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel quantities' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(server, '/api/sales-order/cancel')).toEqual({
      orderKey: 'SO00000012',
      reasonCode: 'PRICE_MISMATCH',
      comment: 'Buyer needs less.',
      lines: [{ lineItemId: DETAIL.lineItems[0]?.lineItemId, cancelQuantity: '2.5' }],
    });
  });

  it('needs a comment for the “other” dependency reason and lists the saved reasons', async () => {
    const server = fakeServer({
      [`GET ${DETAIL_PATH}`]: () =>
        json({
          ...DETAIL,
          dependencyReasons: [
            {
              category: 'OPERATIONS',
              reasonCode: 'OD_VEHICLE',
              comments: null,
              createdAt: '2026-11-20T05:00:00Z',
            },
          ],
        }),
      'GET /api/order/dependency-reasons/category': () => json(DEPENDENCY_OPTIONS),
      'POST /api/sales-order/dependency-reasons': () => json({ saved: 1 }),
    });
    render();
    await userEvent.click(await screen.findByRole('tab', { name: 'Dependency Reasons (1)' }));
    expect(await screen.findByText('Vehicle not available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add dependency reason' }));
    const dialog = await screen.findByRole('dialog');
    await choose('Category', 'Customer');
    await choose('Reason', 'Other customer dependency');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reason' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(sent(server, '/api/sales-order/dependency-reasons')).toBeUndefined();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comments' }), 'Awaiting site access.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reason' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(server, '/api/sales-order/dependency-reasons')).toEqual({
      orderKey: 'SO00000012',
      category: 'CUSTOMER',
      dependencyReasons: [{ reasonCode: 'CCD_O', comments: 'Awaiting site access.' }],
    });
  });
});
