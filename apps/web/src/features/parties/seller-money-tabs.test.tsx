import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { SELLER_ID, pageOf } from '../../test/fixtures/party-fixtures';
import { TEST_USER, renderInApp } from '../../test/render';
import { SellerMoneyTab } from './seller-money-tabs';

afterEach(() => vi.unstubAllGlobals());

describe('seller payment tabs', { timeout: 20_000 }, () => {
  it('shows open payment requests and cleared payments with their own statuses', async () => {
    fakeServer({
      [`GET /api/ops-supply/seller/${SELLER_ID}/payment-requests`]: () =>
        json(
          pageOf([
            {
              requestId: 'CN10000016',
              requestNumber: 'INV/00000008',
              requestDate: '2026-10-13',
              amountPaise: '3257418',
              status: 'PENDING_PROCESSING',
              statusLabel: 'Pending Processing',
              orderKey: 'SO00000008',
              consignmentKey: 'CN10000016',
              invoiceNumber: 'INV/00000008',
            },
          ]),
        ),
      [`GET /api/ops-supply/seller/${SELLER_ID}/payments`]: () =>
        json(
          pageOf([
            {
              paymentId: 'p1',
              utr: 'UTRPAID0001',
              paymentDate: '2026-11-20',
              amountPaise: '250000',
              status: 'FULLY_CLEARED',
              statusLabel: 'Fully Cleared',
              invoiceNumber: 'INV/000123',
              billStatus: 'SETTLED',
              orderKey: 'SO00000123',
            },
          ]),
        ),
      [`GET /api/ops-supply/seller/${SELLER_ID}/bills`]: () =>
        json(
          pageOf([
            {
              billId: 'b2',
              sellerBillId: null,
              invoiceNumber: 'INV/000124',
              billDate: '2026-11-01',
              amountPaise: '1',
              status: 'OPEN',
            },
          ]),
        ),
    });
    const user = { user: { ...TEST_USER, permissions: ['Display_Seller_Profiles_Tab'] } };
    const { unmount } = renderInApp(
      <SellerMoneyTab sellerId={SELLER_ID} tabId="openPaymentRequests" label="Open Payment Requests" />,
      user,
    );
    const requests = await screen.findByRole('table', { name: 'Open Payment Requests' });
    expect(await within(requests).findByText('SO00000008')).toBeInTheDocument();
    expect(within(requests).getByText('Pending Processing')).toBeInTheDocument();
    expect(within(requests).getByText('₹32,574.18')).toBeInTheDocument();
    unmount();
    const second = renderInApp(
      <SellerMoneyTab sellerId={SELLER_ID} tabId="clearedPayments" label="Cleared Payments" />,
      user,
    );
    const cleared = await screen.findByRole('table', { name: 'Cleared Payments' });
    expect(await within(cleared).findByText('UTRPAID0001')).toBeInTheDocument();
    expect(within(cleared).getByText('Fully Cleared')).toBeInTheDocument();
    expect(within(cleared).getByText('INV/000123')).toBeInTheDocument();
    second.unmount();
    renderInApp(<SellerMoneyTab sellerId={SELLER_ID} tabId="bills" label="Bills" />, user);
    // No seller bill number yet: the invoice number stands in.
    expect(await screen.findByText('INV/000124')).toBeInTheDocument();
  });
});
