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
import { BuyerInvoicesTab } from './buyer-invoices-tab';

import { InvoiceDetailView } from './invoice-detail-view';
import { LedgerAdjustmentDialog } from './ledger-adjustment-dialog';

afterEach(() => vi.unstubAllGlobals());

type Server = ReturnType<typeof fakeServer>;
const sent = (server: Server, path: string, method = 'POST') =>
  server.mock.calls
    .filter(([url, init]) => String(url).includes(path) && init?.method === method)
    .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
const as = (...permissions: string[]) => ({
  user: { ...TEST_USER, permissions: ['Display_Buyer_Tab', 'View_Buyer_Ledger', ...permissions] },
});

const base = invoice(1, '1000000');
const SETTLEMENT = {
  id: '66666666-6666-4666-8666-666666666666',
  booksPaymentId: 'BP-9',
  booksInvoiceId: 'BI-1',
  invoiceNumber: 'INV/26/0001',
  utr: 'UTR0000001',
  paymentType: 'NEFT',
  paymentDate: '2026-11-01',
  matchAmountPaise: '980000',
  balanceAmountPaise: '20000',
  paymentBalancePaise: '0',
  mismatchTag: 'TDS_ADJUSTMENT',
  matchedAt: '2026-11-02T10:00:00Z',
};
const detail = (extra: Record<string, unknown> = {}) => ({
  ...base,
  settlements: [],
  notes: [],
  revisions: [],
  ...extra,
});
const revision = (status: string, extra: Record<string, unknown> = {}) => ({
  requestId: 'REV-0001AB',
  status,
  statusLabel: status,
  reasonCode: 'PRICE',
  comments: 'Rate agreed was lower',
  pendingCorrection: null,
  version: 4,
  createdAt: '2026-11-02T10:00:00Z',
  ...extra,
});
const renderDetail = (
  body: unknown,
  user: ReturnType<typeof as>,
  routes: Record<string, () => Response> = {},
) => {
  const server = fakeServer({ [`GET /api/credit/invoice-noauth/${base.id}`]: () => json(body), ...routes });
  renderInApp(
    <InvoiceDetailView
      invoiceId={base.id}
      load={(id: string) => call(CREDIT_ENDPOINTS.invoice, { params: { id } })}
      canAct
    />,
    user,
  );
  return server;
};

describe('invoice detail actions', { timeout: 20_000 }, () => {
  it('edits the prices of a draft invoice, with its version, for who may', async () => {
    const server = renderDetail(
      detail({ status: 'DRAFT' }),
      as('Allow_Invoice_Edit_Prices', 'Allow_Invoice_Submit'),
      {
        'POST /api/invoice/edit-prices': () =>
          json({ invoiceId: base.id, status: 'PENDING_APPROVAL', version: 2 }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Prices' }));
    expect(screen.queryByRole('button', { name: 'Approve Invoice' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/^New Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '9500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit Prices' }));
    await waitFor(() => expect(sent(server, '/invoice/edit-prices')).toHaveLength(1));
    expect(sent(server, '/invoice/edit-prices')[0]).toEqual({
      invoiceId: base.id,
      version: 1,
      amountPaise: '950000',
    });
  });

  it('offers approve and reject on a pending edit only to an approver, and no cancel on a paid invoice', async () => {
    const server = renderDetail(
      detail({ status: 'PENDING_APPROVAL' }),
      as('Approve_Invoice_Edit', 'Approve_Invoice'),
      { 'POST /api/invoice/reject': () => json({ invoiceId: base.id, status: 'DRAFT', version: 2 }) },
    );
    expect(await screen.findByRole('button', { name: 'Approve Invoice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Invoice' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Invoice' }));
    await waitFor(() => expect(sent(server, '/invoice/reject')).toHaveLength(1));

    vi.unstubAllGlobals();
    renderDetail(
      detail({ status: 'OPEN', balancePaise: '400000' }),
      as('Allow_Invoice_Edit_Prices', 'Allow_Invoice_Void'),
    );
    expect(await screen.findAllByText('INV/26/0001')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Cancel Invoice' })).not.toBeInTheDocument();
  });

  it('opens a settlement’s details from the invoice', async () => {
    renderDetail(detail({ settlements: [SETTLEMENT] }), as(), {
      [`GET /api/credit/match-noauth/${SETTLEMENT.id}`]: () => json(SETTLEMENT),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Settlement details of UTR0000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settlement Details' });
    expect(await within(dialog).findByText('TDS Adjustment')).toBeInTheDocument();
    expect(within(dialog).getByText('₹9,800.00')).toBeInTheDocument();
    expect(within(dialog).getByText('BP-9 → BI-1')).toBeInTheDocument();
  });
});

describe('revision moves by the table and the user', { timeout: 20_000 }, () => {
  it('modifies a request with its reason code and comments, and its version', async () => {
    const server = renderDetail(
      detail({ revisions: [revision('UNDER_REVIEW')] }),
      as('Allow_Invoice_Correction'),
      {
        'POST /api/invoice-revision/modify': () => json(revision('REVISION_REQUESTED')),
      },
    );
    const modify = await screen.findByRole('button', { name: 'Modify' });
    // Not an approver: no review, approval or rejection; the requester may still cancel.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Request' })).toBeInTheDocument();
    await userEvent.click(modify);
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText(/^Reason Code/);
    expect(code).toHaveValue('PRICE');
    await userEvent.clear(code);
    await userEvent.type(code, 'QTY');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
    await waitFor(() => expect(sent(server, '/invoice-revision/modify')).toHaveLength(1));
    expect(sent(server, '/invoice-revision/modify')[0]).toEqual({
      requestId: 'REV-0001AB',
      reasonCode: 'QTY',
      comments: 'Rate agreed was lower',
      version: 4,
    });
  });

  it('lets an approver review a request and withdraw an approved one', async () => {
    const approver = as('Approve_Invoice_Revision');
    const server = renderDetail(detail({ revisions: [revision('REVISION_REQUESTED')] }), approver, {
      'POST /api/invoice-revision/review': () => json(revision('UNDER_REVIEW')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Review' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(sent(server, '/invoice-revision/review')).toHaveLength(1));

    vi.unstubAllGlobals();
    const again = renderDetail(detail({ revisions: [revision('APPROVED')] }), approver, {
      'POST /api/invoice-revision/request-cancelled': () => json(revision('CANCELLED')),
    });
    const withdraw = await screen.findAllByRole('button', { name: 'Withdraw' });
    await userEvent.click(withdraw.at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw revision REV-0001AB' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent(again, '/invoice-revision/request-cancelled')).toHaveLength(1));
  });

  it('sends a correction the portal did not answer again, as it was asked', async () => {
    const server = renderDetail(
      detail({
        revisions: [
          revision('IN_PROGRESS', {
            pendingCorrection: {
              kind: 'CREDIT_NOTE',
              amountPaise: '150000',
              cancelReasonCode: null,
              remark: null,
            },
          }),
        ],
      }),
      as('Allow_Credit_Debit_Note'),
      { 'POST /api/invoice-revision/create-cn-dn-requested': () => json(revision('CORRECTED')) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Credit Note ₹1,500.00/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sent(server, 'create-cn-dn-requested')).toHaveLength(1));
    expect(sent(server, 'create-cn-dn-requested')[0]).toEqual({
      requestId: 'REV-0001AB',
      noteType: 'CRN',
      amountPaise: '150000',
      confirmIrreversible: true,
    });
  });
});

describe('buyer invoices tab', { timeout: 20_000 }, () => {
  it('lists the buyer profile’s invoices and tags the chosen ones in one call', async () => {
    const profile = `/api/credit/buyer/profile/${BUYER_PROFILE.buyerId}`;
    const server = fakeServer({
      [`GET ${profile}/invoices`]: () =>
        json(pageOf([buyerInvoiceItem(1, '1000000', { tags: ['old'] }), buyerInvoiceItem(2, '800000')])),
      'PUT /api/credit/invoice/bulk': () => json({ updated: 2 }),
    });
    renderInApp(<BuyerInvoicesTab buyer={BUYER_PROFILE} />, as('Allow_Tag_Invoices'));
    expect(await screen.findByText('old')).toBeInTheDocument();
    const asked = new URL(String(server.mock.calls[0]?.[0]), 'http://localhost').searchParams;
    expect(asked.getAll('statuses').join(',')).toMatch(/OPEN.*DELAYED.*OVERDUE/);
    expect(screen.getByRole('button', { name: 'Tag Invoices' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the invoices on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tag Invoices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tag 2 invoice(s)' });
    await userEvent.type(within(dialog).getByLabelText(/^Tags/), 'follow-up, key account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent(server, '/credit/invoice/bulk', 'PUT')).toHaveLength(1));
    expect(sent(server, '/credit/invoice/bulk', 'PUT')[0]).toEqual({
      invoiceIds: [buyerInvoiceItem(1, '0').invoiceId, buyerInvoiceItem(2, '0').invoiceId],
      mode: 'ADD',
      tags: ['follow-up', 'key account'],
    });
  });

  it('offers no selection without the tag permission', async () => {
    fakeServer({
      [`GET /api/credit/buyer/profile/${BUYER_PROFILE.buyerId}/invoices`]: () =>
        json(pageOf([buyerInvoiceItem(1, '1000000')])),
    });
    renderInApp(<BuyerInvoicesTab buyer={BUYER_PROFILE} />, as());
    expect(await screen.findByText('INV/26/0001')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tag Invoices' })).not.toBeInTheDocument();
  });
});

describe('ledger adjustment', { timeout: 20_000 }, () => {
  it('posts TDS against an open invoice of the buyer', async () => {
    const profile = `/api/credit/buyer/profile/${BUYER_PROFILE.buyerId}`;
    const server = fakeServer({
      [`GET ${profile}/invoices`]: () => json(pageOf([buyerInvoiceItem(1, '1000000')])),
      [`GET ${profile}/payments`]: () => json({ content: [BUYER_PAYMENT], total: 1, limit: 100, offset: 0 }),
      'POST /api/credit/ledger/adjustment': () => json({ entryId: '9', balancePaise: '980000' }, 201),
    });
    const onClose = vi.fn();
    renderInApp(
      <LedgerAdjustmentDialog buyer={BUYER_PROFILE} onClose={onClose} />,
      as('Allow_Invoice_Settlement'),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Invoice/ }));
    await userEvent.click(await screen.findByRole('option', { name: /INV\/26\/0001/ }));
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(sent(server, '/credit/ledger/adjustment')).toHaveLength(1));
    expect(sent(server, '/credit/ledger/adjustment')[0]).toMatchObject({
      type: 'TDS',
      booksBuyerId: BUYER_PROFILE.partnerBuyerAccountId,
      booksInvoiceId: 'BI-1',
      amountPaise: '20000',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
