import { CREDIT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import {
  BUYER_PAYMENT,
  BUYER_PROFILE,
  buyerInvoiceItem,
  invoice,
  pageOf,
} from '../../test/fixtures/party-fixtures';
import { BuyerLedgerTab } from './buyer-ledger';
import { BuyerPaymentsTab } from './buyer-payments-tab';
import { InvoiceDetailView } from './invoice-detail-view';

afterEach(() => vi.unstubAllGlobals());

const FINANCE = {
  ...TEST_USER,
  permissions: [
    'Display_Buyer_Tab',
    'View_Buyer_Ledger',
    'Allow_Invoice_Settlement',
    'Allow_Invoice_Correction',
    'Approve_Invoice_Revision',
    'Allow_Credit_Debit_Note',
  ],
};
const calls = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls.filter(([url, init]) => String(url).includes(path) && init?.method === 'POST');

const LEDGER = {
  buyerId: BUYER_PROFILE.buyerId,
  buyerName: 'Shree Ganesh Builders',
  fromDate: null,
  toDate: null,
  openingBalancePaise: '0',
  closingBalancePaise: '300000',
  totalDebitPaise: '1800000',
  totalCreditPaise: '1500000',
  rows: [
    {
      entryId: 'e1',
      entryDate: '2026-10-01',
      type: 'INVOICE',
      typeLabel: 'Invoice',
      reference: 'INV/26/0001',
      narration: null,
      debitPaise: '1800000',
      creditPaise: '0',
      balancePaise: '1800000',
    },
    {
      entryId: 'e2',
      entryDate: '2026-11-01',
      type: 'PAYMENT',
      typeLabel: 'Payment',
      reference: 'UTR0000001',
      narration: null,
      debitPaise: '0',
      creditPaise: '1500000',
      balancePaise: '300000',
    },
  ],
};

describe('buyer payments', { timeout: 20_000 }, () => {
  it('shows the ledger and settles a payment against two invoices in one call', async () => {
    const a = buyerInvoiceItem(1, '1000000');
    const b = buyerInvoiceItem(2, '800000');
    const profile = `/api/credit/buyer/profile/${BUYER_PROFILE.buyerId}`;
    const server = fakeServer({
      'GET /api/credit/ledger': () => json(LEDGER),
      'GET /api/credit/ledger/ageing': () =>
        json({
          buyerId: BUYER_PROFILE.buyerId,
          asOf: '2026-03-05',
          buckets: ['0-30', '31-60', '61-90', '90+'].map((bucket) => ({
            bucket,
            amountPaise: '0',
            invoices: 0,
          })),
          openInvoicesPaise: '0',
          unallocatedPaise: '0',
          outstandingPaise: '0',
        }),
      [`GET ${profile}/payments`]: () => json({ content: [BUYER_PAYMENT], total: 1, limit: 25, offset: 0 }),
      [`GET ${profile}/invoices`]: () => json(pageOf([a, b])),
      'POST /api/credit/match-noauth/batch': ({ body }) => {
        const batch = JSON.parse(body) as {
          batchId: string;
          matches: { booksInvoiceId: string; matchingAmount: string }[];
        };
        let left = 1500000n;
        return json({
          batchId: batch.batchId,
          repeated: false,
          results: batch.matches.map((m) => {
            const owed = m.booksInvoiceId === 'BI-1' ? 1000000n : 800000n;
            left -= BigInt(m.matchingAmount);
            return {
              settlementId: '66666666-6666-4666-8666-666666666666',
              booksPaymentId: 'BP-9',
              booksInvoiceId: m.booksInvoiceId,
              matchAmountPaise: m.matchingAmount,
              balanceAmountPaise: String(owed - BigInt(m.matchingAmount)),
              paymentBalancePaise: String(left),
              invoiceStatus: 'OPEN',
              paymentStatus: 'PENDING',
              mismatchTag: null,
              repeated: false,
            };
          }),
        });
      },
    });
    // The ledger is its own tab now (issue 18), beside the payments.
    renderInApp(
      <>
        <BuyerLedgerTab buyer={BUYER_PROFILE} />
        <BuyerPaymentsTab buyer={BUYER_PROFILE} />
      </>,
      { user: FINANCE },
    );
    const ledger = await screen.findByRole('region', { name: 'Ledger' });
    expect(await screen.findByRole('region', { name: 'Ageing' })).toBeInTheDocument();
    expect(await within(ledger).findByText('UTR0000001')).toBeInTheDocument();
    expect(within(ledger).getAllByText('₹3,000.00').length).toBeGreaterThan(0);
    // The spec's pending payments call: 25 from offset 0, pending only.
    const paymentsCall = server.mock.calls.find(([url]) => String(url).includes('/payments'));
    const asked = new URL(String(paymentsCall?.[0]), 'http://localhost').searchParams;
    expect([asked.get('limit'), asked.get('offset'), asked.get('status')]).toEqual(['25', '0', 'PENDING']);

    await userEvent.click(await screen.findByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Match invoice INV/26/0001' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Match invoice INV/26/0002' }));
    expect(within(dialog).getByTestId('payment-left')).toHaveTextContent('₹0.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(calls(server, '/credit/match-noauth/batch')).toHaveLength(1));
    const sent = JSON.parse(calls(server, '/credit/match-noauth/batch')[0]?.[1]?.body as string) as {
      booksPaymentId: string;
      booksBuyerId: string;
      batchId: string;
      matches: { booksInvoiceId: string; matchingAmount: string }[];
    };
    expect(sent.matches.map((m) => [m.booksInvoiceId, m.matchingAmount])).toEqual([
      ['BI-1', '1000000'],
      ['BI-2', '500000'],
    ]);
    expect(sent).toMatchObject({ booksPaymentId: 'BP-9', booksBuyerId: BUYER_PROFILE.partnerBuyerAccountId });
    expect(sent.batchId).toMatch(/^SETTLE-/);
    expect(calls(server, '/credit/match-noauth')).toHaveLength(1);
    expect(await within(dialog).findByText('Matched 2 invoice(s)')).toBeInTheDocument();
  });

  it('tells a user without the ledger permission instead of failing', async () => {
    fakeServer({});
    renderInApp(<BuyerPaymentsTab buyer={BUYER_PROFILE} />, {
      user: { ...TEST_USER, permissions: ['Display_Buyer_Tab'] },
    });
    expect(
      await screen.findByText("You are not authorized to view this buyer's ledger."),
    ).toBeInTheDocument();
  });
});

describe('invoice revisions', { timeout: 20_000 }, () => {
  const base = invoice(1, '1000000');
  const detail = (status: string) => ({
    ...base,
    settlements: [],
    notes: [],
    revisions: [
      {
        requestId: 'REV-0001AB',
        status,
        statusLabel: status,
        reasonCode: 'PRICE',
        comments: 'Rate agreed was lower',
        pendingCorrection: null,
        version: 3,
        createdAt: '2026-11-02T10:00:00Z',
      },
    ],
  });
  const revision = (status: string) => ({ requestId: 'REV-0001AB', status });

  it('approves a requested revision', async () => {
    const server = fakeServer({
      [`GET /api/credit/invoice-noauth/${base.id}`]: () => json(detail('REVISION_REQUESTED')),
      'POST /api/invoice-revision/approve': () => json(revision('APPROVED')),
    });
    renderInApp(
      <InvoiceDetailView
        invoiceId={base.id}
        load={(id: string) => call(CREDIT_ENDPOINTS.invoice, { params: { id } })}
        canAct
      />,
      { user: FINANCE },
    );
    expect(await screen.findByText('Revision Requested')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Revision' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls(server, '/invoice-revision/approve')).toHaveLength(1));
    const [, init] = calls(server, '/invoice-revision/approve')[0] ?? [];
    expect(JSON.parse(init?.body as string)).toEqual({ requestId: 'REV-0001AB', version: 3 });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('asks twice before a credit note, which cannot be reversed', async () => {
    const server = fakeServer({
      [`GET /api/credit/invoice-noauth/${base.id}`]: () => json(detail('APPROVED')),
      'POST /api/invoice-revision/create-cn-dn-requested': () => json(revision('IN_PROGRESS')),
    });
    renderInApp(
      <InvoiceDetailView
        invoiceId={base.id}
        load={(id: string) => call(CREDIT_ENDPOINTS.invoice, { params: { id } })}
        canAct
      />,
      { user: FINANCE },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Credit/Debit Note' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText(/^Amount/));
    await userEvent.paste('1500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Note' }));
    expect(await within(dialog).findByText('Tick the box to confirm.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Note' }));
    const confirm = await screen.findByRole('dialog', { name: 'This cannot be reversed' });
    expect(calls(server, 'create-cn-dn-requested')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Create Note' }));
    await waitFor(() => expect(calls(server, 'create-cn-dn-requested')).toHaveLength(1));
    expect(JSON.parse(calls(server, 'create-cn-dn-requested')[0]?.[1]?.body as string)).toMatchObject({
      requestId: 'REV-0001AB',
      noteType: 'CRN',
      amountPaise: '150000',
      confirmIrreversible: true,
    });
  });

  it('voids the IRN of an approved revision with an IRP reason', async () => {
    const server = fakeServer({
      [`GET /api/credit/invoice-noauth/${base.id}`]: () =>
        json({ ...detail('APPROVED'), irn: 'a'.repeat(64) }),
      'POST /api/invoice-revision/void-irn-request': () => json(revision('IN_PROGRESS')),
    });
    renderInApp(
      <InvoiceDetailView
        invoiceId={base.id}
        load={(id: string) => call(CREDIT_ENDPOINTS.invoice, { params: { id } })}
        canAct
      />,
      {
        user: { ...FINANCE, permissions: [...FINANCE.permissions, 'Allow_Void_Irn_Request'] },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Void IRN' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText(/^Remark/));
    await userEvent.paste('Rate keyed wrongly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void IRN' }));
    await waitFor(() => expect(calls(server, 'void-irn-request')).toHaveLength(1));
    expect(JSON.parse(calls(server, 'void-irn-request')[0]?.[1]?.body as string)).toEqual({
      requestId: 'REV-0001AB',
      cancelReasonCode: 2,
      remark: 'Rate keyed wrongly',
    });
  });

  it('offers no moves to a seller reading its own invoice', async () => {
    fakeServer({ [`GET /api/credit/invoice-noauth/${base.id}`]: () => json(detail('REVISION_REQUESTED')) });
    renderInApp(
      <InvoiceDetailView
        invoiceId={base.id}
        load={(id: string) => call(CREDIT_ENDPOINTS.invoice, { params: { id } })}
        canAct={false}
      />,
      {
        user: FINANCE,
      },
    );
    expect(await screen.findByText('Revision Requested')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Revision' })).not.toBeInTheDocument();
  });
});
