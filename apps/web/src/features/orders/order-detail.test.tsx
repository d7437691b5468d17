import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { OrderDetailPage } from './order-detail-page';
import { DETAIL } from '../../test/fixtures/order-fixtures';

afterEach(() => vi.unstubAllGlobals());

const APPROVER = {
  ...TEST_USER,
  permissions: [
    'Adm_Order_View',
    'Allow_Order_Approval',
    'Allow_Order_Cancel',
    'Display_Order_Procurement_Tab',
  ],
};
const DETAIL_PATH = '/api/order/orderDetails/SO00000012';
const SLOW = 20_000;

function renderDetail(user = APPROVER, hash = '') {
  return renderInApp(<OrderDetailPage />, {
    path: `/sales-order/SO00000012${hash}`,
    routePath: '/sales-order/:key',
    user,
  });
}

/** Paste rather than type: key-by-key typing is slow on a busy machine and tests nothing more here. */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const postOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls.find(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');

describe('order detail', () => {
  it('shows the key facts, the permitted tabs with counts and the allowed actions', async () => {
    fakeServer({ [`GET ${DETAIL_PATH}`]: () => json(DETAIL) });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Order SO00000012' })).toBeInTheDocument();
    expect(await screen.findByText('Shree Ganesh Builders')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Line Items (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Invoices' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Cancelled Quantities (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Procurement' })).toBeInTheDocument();
    expect(screen.getByText('24.5 MT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('hides actions and tabs the user may not use', async () => {
    // The server names no action for this user; the tabs follow the session's permissions.
    fakeServer({ [`GET ${DETAIL_PATH}`]: () => json({ ...DETAIL, allowedActions: [] }) });
    renderDetail({ ...TEST_USER, permissions: ['Adm_Order_View'] }, '#pending-acknowledgement');
    expect(await screen.findByText('23 MT')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Procurement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it(
    'approves only with both confirmations ticked, with an idempotency key',
    async () => {
      const server = fakeServer({
        [`GET ${DETAIL_PATH}`]: () => json(DETAIL),
        'POST /api/sales-order/order-approval': () =>
          json({ orderKey: 'SO00000012', orderStatus: 'ORDER_APPROVED', version: 2 }),
      });
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
      const dialog = await screen.findByRole('dialog', { name: 'Approve order SO00000012' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve order' }));
      expect(within(dialog).getAllByText('Please confirm this before approving.')).toHaveLength(2);
      expect(postOf(server, '/order-approval')).toBeUndefined();
      await userEvent.click(
        within(dialog).getByLabelText('seller, price and margin information is accurate'),
      );
      await userEvent.click(within(dialog).getByLabelText('threshold % is added wherever applicable'));
      await typeInto(within(dialog).getByLabelText('Comments'), 'Margins checked');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve order' }));
      expect(await screen.findByText('Order approved.')).toBeInTheDocument();
      const [, init] = postOf(server, '/order-approval') ?? [];
      expect(JSON.parse(bodyText(init?.body))).toMatchObject({
        orderKey: 'SO00000012',
        sellerPriceMarginAccurate: true,
        thresholdAdded: true,
        comments: 'Margins checked',
      });
      expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    },
    SLOW,
  );

  it(
    'asks for payment-terms comments on a credit order and shows the server’s refusal',
    async () => {
      fakeServer({
        [`GET ${DETAIL_PATH}`]: () =>
          json({
            ...DETAIL,
            creditDays: 14,
            paymentTerms: 'CREDIT',
            grossMarginPercent: 1.5,
            approval: { minMarginPercent: 2, needsReason: true, needsPaymentTermsComments: true },
          }),
        'POST /api/sales-order/order-approval': () =>
          json(
            {
              message: 'Insufficient balance: the order total exceeds the buyer’s available credit.',
              status: 409,
            },
            409,
          ),
      });
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(
        within(dialog).getByLabelText('seller, price and margin information is accurate'),
      );
      await userEvent.click(within(dialog).getByLabelText('threshold % is added wherever applicable'));
      expect(
        within(dialog).getByText('Payment terms CREDIT with 14 credit days: add approval comments.'),
      ).toBeInTheDocument();
      // The server said the margin is below its threshold: a reason and comments are asked for.
      expect(
        within(dialog).getByText('Gross margin 1.5% is below the 2% threshold: give a reason and comments.'),
      ).toBeInTheDocument();
      await typeInto(within(dialog).getByLabelText(/Reason for the low margin/), 'Strategic buyer');
      await typeInto(within(dialog).getByLabelText(/^Comments/), 'Agreed with the category head');
      const terms = within(dialog).getByLabelText(/Payment terms approval comments/);
      await typeInto(terms, 'Credit <ok>');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve order' }));
      expect(
        await within(dialog).findByText('Please avoid special charatcters like <, >, and &.'),
      ).toBeInTheDocument();
      await userEvent.clear(terms);
      await typeInto(terms, 'Credit agreed by finance');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve order' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Insufficient balance/);
    },
    SLOW,
  );

  it(
    'cancels with a reason from the list and a comment',
    async () => {
      const server = fakeServer({
        [`GET ${DETAIL_PATH}`]: () => json(DETAIL),
        'GET /api/business-code/getCancelReasons': () =>
          json([{ type: 'ORDER_CANCEL', code: 'PRICE_MISMATCH', value: 'Price mismatch' }]),
        'POST /api/sales-order/cancel': () =>
          json({ orderKey: 'SO00000012', orderStatus: 'CANCELLED', version: 2 }),
      });
      renderDetail();
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel order SO00000012' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
      expect(await within(dialog).findByText('Please select a reason.')).toBeInTheDocument();
      expect(postOf(server, '/sales-order/cancel')).toBeUndefined();
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Cancel reason/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Price mismatch' }));
      await typeInto(within(dialog).getByLabelText(/Comment/), 'Buyer found a better rate');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
      expect(await screen.findByText('Order cancelled.')).toBeInTheDocument();
      const [, init] = postOf(server, '/sales-order/cancel') ?? [];
      expect(JSON.parse(bodyText(init?.body))).toEqual({
        orderKey: 'SO00000012',
        reasonCode: 'PRICE_MISMATCH',
        comment: 'Buyer found a better rate',
      });
    },
    SLOW,
  );
});
