import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { displayFileName } from '@dom/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER } from '../../test/render';
import { DETAIL, act } from '../../test/fixtures/consignment-fixtures';
import { OPS, SLOW, renderDetail } from './test/render-detail';

afterEach(() => vi.unstubAllGlobals());

describe('consignment detail', () => {
  it(
    'shows progress, facts, tabs and a button for each action the server allows, no more',
    async () => {
      renderDetail({
        ...DETAIL,
        allowedActions: [
          act('addLogistics', 'READY_FOR_SHIPMENT'),
          act('voidInvoice', 'READY_TO_PROCESS'),
          act('split'),
          act('uploadDocument'),
        ],
      });
      expect(await screen.findByRole('heading', { name: 'Consignment CN00000042' })).toBeInTheDocument();
      const toolbar = await screen.findByRole('toolbar', { name: 'Consignment actions' });
      // One primary action; the rest in a menu (a phone shows the data on its first screen).
      expect(
        within(toolbar)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Add Logistics', 'More actions']);
      await userEvent.click(within(toolbar).getByRole('button', { name: 'More actions' }));
      expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual([
        'Split Consignment',
        'Void Invoice',
      ]);
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('link', { name: 'Consignments' })).toHaveAttribute('href', '/consignments');
      const tracker = screen.getByLabelText('Consignment progress');
      expect(tracker.querySelector('[data-state="current"]')).toHaveAttribute(
        'data-step',
        'READY_FOR_SHIPMENT',
      );
      expect(tracker.querySelectorAll('[data-state="done"]')).toHaveLength(4);
      expect(screen.getByText('Pune Warehouse')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Line Items (2)' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Consignment Documents (2)' })).toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'Request Summary' })).not.toBeInTheDocument();
      expect(screen.getByText('TMT Bar 12mm')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows a blocked consignment’s block message and each reason’s blocking message',
    async () => {
      renderDetail({
        ...DETAIL,
        status: 'PAYMENT_BLOCKED',
        blockedReasons: ['OVERDUE_INVOICES', 'BUYER_GST_INACTIVE_OR_INVALID'],
      });
      const alert = await screen.findByRole('alert', { name: 'This consignment is blocked' });
      expect(within(alert).getByText('Payment awaited')).toBeInTheDocument();
      expect(alert).toHaveTextContent('Overdue Invoices: Overdue invoices');
      expect(alert).toHaveTextContent(
        'Invoicing blocked for inactive or invalid shipping or billing GSTIN of the buyer. Please contact the category team.',
      );
      const failed = screen.getByLabelText('Consignment progress').querySelector('[data-state="failed"]');
      expect(failed).toHaveAttribute('data-step', 'PACKED');
      expect(failed).toHaveTextContent('Payment Blocked');
      expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says why a failed packing stopped',
    async () => {
      renderDetail({
        ...DETAIL,
        status: 'IRN_GENERATION_FAILED',
        failureReason: 'GSTIN of buyer is invalid',
      });
      expect(await screen.findByText('GSTIN of buyer is invalid')).toBeInTheDocument();
      expect(screen.getAllByText('IRN Generation Failed').length).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'offers Generate E-way Bill only where the server allows it; where it holds it back, says why',
    async () => {
      // The server left regenerate out (no bill on a consignment that needs one) and says why.
      renderDetail({
        ...DETAIL,
        status: 'PACKED',
        ewayBillNumber: null,
        allowedActions: [act('ewayBillVehicles')],
        heldBackActions: [
          {
            action: 'retriggerEwayBill',
            code: 'NO_EWAY_BILL_TO_REGENERATE',
            reason: 'This consignment has no e-way bill to regenerate. It needs one before dispatch.',
            clearedBy: 'ewayBillVehicles',
          },
        ],
      });
      const note = await screen.findByRole('alert', { name: 'Actions not available' });
      expect(within(note).getByText('Generate E-way Bill is not available')).toBeInTheDocument();
      expect(note).toHaveTextContent(
        'This consignment has no e-way bill to regenerate. It needs one before dispatch. E-way Bill Vehicles generates it.',
      );
      const toolbar = screen.getByRole('toolbar', { name: 'Consignment actions' });
      expect(within(toolbar).queryByRole('button', { name: 'Generate E-way Bill' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows Generate E-way Bill when the server allows it, without a note, whatever the web knows of the bill',
    async () => {
      renderDetail({
        ...DETAIL,
        status: 'PACKED',
        ewayBillNumber: null,
        allowedActions: [act('retriggerEwayBill')],
      });
      const toolbar = await screen.findByRole('toolbar', { name: 'Consignment actions' });
      expect(within(toolbar).getByRole('button', { name: 'Generate E-way Bill' })).toBeInTheDocument();
      expect(screen.queryByRole('alert', { name: 'Actions not available' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the request summary only with the invoice-correction permission',
    async () => {
      renderDetail(
        {
          ...DETAIL,
          invoiceCorrections: [
            {
              requestId: 'REV-2026-0007',
              status: 'APPROVED',
              reason: 'Wrong rate',
              reasonCode: 'PRICE_CHANGE',
              comments: 'Rate agreed was lower',
              decisionComments: 'Approved by credit',
              correction: 'CREDIT_NOTE',
              invoiceNumber: 'INV/26/00042',
              noteNumber: 'CN/26/0003',
              noteAmountPaise: '1180000',
              createdAt: '2026-11-20T05:30:00.000Z',
              updatedAt: '2026-11-21T05:30:00.000Z',
            },
          ],
        },
        {},
        {
          user: { ...TEST_USER, permissions: ['Ful_Consignment_View', 'Allow_Invoice_Correction'] },
          hash: '#request-summary',
        },
      );
      expect(await screen.findByRole('tab', { name: 'Request Summary', selected: true })).toBeInTheDocument();
      const requests = within(screen.getByRole('table', { name: 'Invoice correction requests' }));
      const row = within(requests.getByText('REV-2026-0007').closest('tr')!);
      expect(row.getByText('Revision Request Approved')).toBeInTheDocument();
      expect(row.getByText('Wrong rate')).toBeInTheDocument();
      expect(row.getByText(/Credit note CN\/26\/0003/)).toBeInTheDocument();
      expect(row.getByText('Rate agreed was lower · Approved by credit')).toBeInTheDocument();
      expect(screen.getByText('Pending Acknowledgment → Preparing Shipment')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'lists documents with short names and says when a file is not available to download',
    async () => {
      renderDetail(DETAIL, {}, { user: OPS, hash: '#consignment-documents' });
      const shortName = displayFileName('buyer-invoice-INV-26-00042-final-copy.pdf');
      expect(shortName).toHaveLength(25);
      expect(await screen.findByText(shortName)).toHaveAttribute(
        'title',
        'buyer-invoice-INV-26-00042-final-copy.pdf',
      );
      // Without the server's upload action there is no picker and no delete.
      expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
      const row = screen.getByText('dispatch-advice.pdf').closest('tr')!;
      await userEvent.click(within(row).getByRole('button', { name: 'Download' }));
      expect(await screen.findByText('File not available to download')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says so in plain words when the consignment cannot be read',
    async () => {
      renderDetail(DETAIL, {
        'GET /api/shipment/consignment/CN00000042': () =>
          new Response(JSON.stringify({ message: 'Consignment not found', status: 404 }), { status: 404 }),
      });
      expect(await screen.findByText('Consignment not found')).toBeInTheDocument();
    },
    SLOW,
  );
});
