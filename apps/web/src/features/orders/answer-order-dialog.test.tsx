import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAIL } from '../../test/fixtures/order-fixtures';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { OrderDetailPage } from './order-detail-page';

afterEach(() => vi.unstubAllGlobals());

const SELLER_OPS = { ...TEST_USER, permissions: ['Adm_Order_View', 'Allow_Consignment_Acknowledge'] };
const DETAIL_PATH = '/api/order/orderDetails/SO00000012';
const SLOW = 20_000;
const ANSWERABLE = {
  ...DETAIL,
  orderStatus: 'ORDER_APPROVED',
  allowedActions: [
    { action: 'acknowledge', endpoint: 'orders.acknowledge', params: {}, to: 'PLANNED' },
    { action: 'reject', endpoint: 'orders.reject', params: {}, to: 'CANCELLED' },
  ],
};

function renderPending() {
  return renderInApp(<OrderDetailPage />, {
    path: '/sales-order/SO00000012#pending-acknowledgement',
    routePath: '/sales-order/:key',
    user: SELLER_OPS,
  });
}

const postOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls.find(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');

async function replace(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('the pending-acknowledgement tab’s answers', () => {
  it('shows no answer the server does not allow', async () => {
    fakeServer({ [`GET ${DETAIL_PATH}`]: () => json({ ...ANSWERABLE, allowedActions: [] }) });
    renderPending();
    expect(await screen.findByText('23 MT')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it(
    'acknowledges part of the pending quantity, never more than pending, with an idempotency key',
    async () => {
      const server = fakeServer({
        [`GET ${DETAIL_PATH}`]: () => json(ANSWERABLE),
        'POST /api/sales-order/acknowledgement': () =>
          json({ orderKey: 'SO00000012', orderStatus: 'PLANNED', version: 2 }),
      });
      renderPending();
      await userEvent.click(await screen.findByRole('button', { name: 'Acknowledge' }));
      const dialog = await screen.findByRole('dialog', { name: 'Acknowledge order SO00000012' });
      const quantity = within(dialog).getByLabelText('Acknowledge quantity');
      expect(quantity).toHaveValue('23');
      await replace(quantity, '30');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
      expect(await within(dialog).findByText('Cannot be more than the pending quantity')).toBeInTheDocument();
      expect(postOf(server, '/sales-order/acknowledgement')).toBeUndefined();
      await replace(quantity, '10');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
      expect(await screen.findByText('Order acknowledged.')).toBeInTheDocument();
      const [, init] = postOf(server, '/sales-order/acknowledgement') ?? [];
      expect(JSON.parse(bodyText(init?.body))).toEqual({
        orderKey: 'SO00000012',
        lines: [{ lineItemId: DETAIL.lineItems[0]?.lineItemId, acknowledgedQuantity: '10' }],
      });
      expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    },
    SLOW,
  );

  it(
    'rejects only with a reason, and sends the rejected quantity',
    async () => {
      const server = fakeServer({
        [`GET ${DETAIL_PATH}`]: () => json(ANSWERABLE),
        'POST /api/sales-order/rejection': () =>
          json({ orderKey: 'SO00000012', orderStatus: 'ORDER_APPROVED', version: 2 }),
      });
      renderPending();
      await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reject quantities of order SO00000012' });
      await replace(within(dialog).getByLabelText('Reject quantity'), '3');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(postOf(server, '/sales-order/rejection')).toBeUndefined();
      await userEvent.click(within(dialog).getByLabelText(/Reason/));
      await userEvent.paste('Mill shut for maintenance');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('Quantities rejected.')).toBeInTheDocument();
      const [, init] = postOf(server, '/sales-order/rejection') ?? [];
      expect(JSON.parse(bodyText(init?.body))).toEqual({
        orderKey: 'SO00000012',
        reason: 'Mill shut for maintenance',
        lines: [{ lineItemId: DETAIL.lineItems[0]?.lineItemId, rejectedQuantity: '3' }],
      });
    },
    SLOW,
  );
});
