import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, json } from '../../test/fake-server';
import { DETAIL, act } from '../../test/fixtures/consignment-fixtures';
import { SLOW, actionResult, postOf, renderDetail, typeInto } from './test/render-detail';

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: ReturnType<typeof postOf>) => JSON.parse(bodyText(call?.[1]?.body)) as unknown;
const keyOf = (call: ReturnType<typeof postOf>) => new Headers(call?.[1]?.headers).get('Idempotency-Key');

/**
 * Opens an action's dialog: the primary action is a button, the others sit under "More actions".
 * Returns the dialog once it has what it loads: the dialogs' chunk loads after the page, and a
 * dialog that loads its lines shows a skeleton in a frame of its own first (the element changes).
 */
async function open(label: string, title: string) {
  const buttons = await screen.findAllByRole('button', {
    name: (name) => name === label || name === 'More actions',
  });
  const direct = buttons.find((b) => b.textContent === label);
  if (direct) await userEvent.click(direct);
  else {
    await userEvent.click(buttons[0]!);
    await userEvent.click(await screen.findByRole('menuitem', { name: label }));
  }
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.querySelector('.MuiSkeleton-root')).toBeNull();
    return dialog;
  });
}

describe('consignment action dialogs', () => {
  it(
    'acknowledges each line’s quantity (partial allowed, never more than requested) with one idempotency key',
    async () => {
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'REQUESTED',
          allowedActions: [act('acknowledge')],
        },
        {
          'GET /api/consignment/pending-ack-oli/CN00000042': () =>
            json([
              {
                consignmentLineItemKey: 'CN00000042-1',
                itemId: 'SKU-CEM-01',
                productName: 'OPC 53 Cement',
                hsnCode: '2523',
                unit: 'BAG',
                requestedQuantity: '10.000',
              },
              {
                consignmentLineItemKey: 'CN00000042-2',
                itemId: 'SKU-TMT-12',
                productName: 'TMT Bar 12 mm',
                hsnCode: '7214',
                unit: 'MT',
                requestedQuantity: '2.500',
              },
            ]),
          'POST /api/consignment/acknowledgement': () => actionResult('READY_TO_PROCESS'),
        },
      );
      const dialog = await open('Acknowledge', 'Acknowledge consignment');
      const cement = within(
        await within(dialog).findByRole('group', { name: 'OPC 53 Cement' }),
      ).getByLabelText(/Acknowledged Quantity/);
      const steel = within(within(dialog).getByRole('group', { name: 'TMT Bar 12 mm' })).getByLabelText(
        /Acknowledged Quantity/,
      );
      // Bags are counted whole: the field starts at 10 (not 10.000) and steps by 1; tonnes do not.
      expect(cement).toHaveValue('10');
      expect(cement).toHaveAttribute('step', '1');
      expect(steel).toHaveValue('2.500');
      expect(steel).not.toHaveAttribute('step');
      await userEvent.clear(cement);
      await typeInto(cement, '12');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
      expect(await within(dialog).findByText('More than was requested')).toBeInTheDocument();
      await userEvent.clear(cement);
      await typeInto(cement, '0');
      await userEvent.clear(steel);
      await typeInto(steel, '0');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
      expect(
        await within(dialog).findByText('Acknowledge at least one quantity, or reject the consignment'),
      ).toBeInTheDocument();
      expect(postOf(server, '/consignment/acknowledgement')).toBeUndefined();
      await userEvent.clear(cement);
      await typeInto(cement, '7.5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
      expect(await within(dialog).findByText('Enter a whole number for this unit')).toBeInTheDocument();
      expect(postOf(server, '/consignment/acknowledgement')).toBeUndefined();
      await userEvent.clear(cement);
      await typeInto(cement, '7');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
      expect(
        await screen.findByText('Saved. The consignment is now Preparing Shipment.'),
      ).toBeInTheDocument();
      const call = postOf(server, '/consignment/acknowledgement');
      expect(bodyOf(call)).toEqual({
        consignmentKey: 'CN00000042',
        lines: [
          { consignmentLineItemKey: 'CN00000042-1', acknowledgedQuantity: '7' },
          { consignmentLineItemKey: 'CN00000042-2', acknowledgedQuantity: '0' },
        ],
      });
      expect(keyOf(call)).toMatch(/^[0-9a-f-]{36}$/);
    },
    SLOW,
  );

  it(
    'puts the server’s per-line refusal under that line',
    async () => {
      renderDetail(
        {
          ...DETAIL,
          status: 'REQUESTED',
          allowedActions: [act('acknowledge')],
        },
        {
          'GET /api/consignment/pending-ack-oli/CN00000042': () =>
            json([
              {
                consignmentLineItemKey: 'CN00000042-1',
                itemId: 'SKU-CEM-01',
                productName: 'OPC 53 Cement',
                hsnCode: '2523',
                unit: 'BAG',
                requestedQuantity: '10.000',
              },
            ]),
          'POST /api/consignment/acknowledgement': () =>
            json(
              {
                message: 'Check the highlighted fields',
                status: 400,
                errorCode: 'VALIDATION_FAILED',
                details: {
                  fields: [
                    {
                      field: 'lines[0].acknowledgedQuantity',
                      message: 'Enter at most the requested quantity 9.000',
                    },
                  ],
                },
              },
              400,
            ),
        },
      );
      const dialog = await open('Acknowledge', 'Acknowledge consignment');
      await within(dialog).findByRole('group', { name: 'OPC 53 Cement' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge' }));
      expect(
        await within(dialog).findByText('Enter at most the requested quantity 9.000'),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).toBeNull();
    },
    SLOW,
  );

  it(
    'cancels only with a reason and a comment, and shows the server’s refusal in the dialog',
    async () => {
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'READY_TO_PROCESS',
          allowedActions: [act('cancel')],
        },
        {
          'GET /api/business-code/search/code-value': () =>
            json([
              { type: 'CONSIGNMENT_CANCEL', code: 'VEHICLE_UNAVAILABLE', value: 'Vehicle not available' },
            ]),
          'POST /api/consignment/cancel-consignment': () =>
            json({ message: 'An e-invoice exists: void it first', status: 409 }, 409),
        },
      );
      const dialog = await open('Cancel Consignment', 'Cancel consignment');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Consignment' }));
      expect(await within(dialog).findByText('Select a reason')).toBeInTheDocument();
      expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
      expect(postOf(server, '/cancel-consignment')).toBeUndefined();
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Vehicle not available' }));
      await typeInto(within(dialog).getByLabelText(/Comment/), 'Truck broke down <again>');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Consignment' }));
      expect(
        await within(dialog).findByText('Please avoid special charatcters like <, >, and &.'),
      ).toBeInTheDocument();
      await userEvent.clear(within(dialog).getByLabelText(/Comment/));
      await typeInto(within(dialog).getByLabelText(/Comment/), 'Truck broke down');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Consignment' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'An e-invoice exists: void it first',
      );
      expect(bodyOf(postOf(server, '/cancel-consignment'))).toEqual({
        consignmentKey: 'CN00000042',
        reasonCode: 'VEHICLE_UNAVAILABLE',
        comment: 'Truck broke down',
      });
    },
    SLOW,
  );

  it(
    'packs with the invoice: checks the invoice number and sends the amount in paise',
    async () => {
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'IN_PROGRESS',
          invoice: { ...DETAIL.invoice, invoiceNumber: null, irn: null },
          allowedActions: [act('pack', 'PACKING_IN_PROGRESS')],
        },
        { 'POST /api/consignment/pack-consignment-byId-v2': () => actionResult('PACKED') },
      );
      const dialog = await open('Pack', 'Pack consignment');
      await typeInto(within(dialog).getByLabelText(/Invoice Number/), '0INV/1');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pack' }));
      expect(
        await within(dialog).findByText('Use up to 16 letters, digits, / or -, not starting with 0, / or -'),
      ).toBeInTheDocument();
      await userEvent.clear(within(dialog).getByLabelText(/Invoice Number/));
      await typeInto(within(dialog).getByLabelText(/Invoice Number/), 'inv/26/42');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pack' }));
      expect(await screen.findByText('Saved. The consignment is now Packed.')).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/pack-consignment-byId-v2'))).toEqual({
        consignmentKey: 'CN00000042',
        invoice: { invoiceNumber: 'inv/26/42', invoiceDate: '2026-11-19', invoiceAmountPaise: '118000000' },
        distanceKm: 120,
        packages: 2,
        overDimensionalCargo: false,
      });
    },
    SLOW,
  );

  it(
    'adds logistics only with a valid vehicle number, the Bharat series included',
    async () => {
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'PACKED',
          allowedActions: [act('addLogistics')],
        },
        {
          'POST /api/consignment/add-update-shipment-tracking-details': () =>
            actionResult('READY_FOR_SHIPMENT'),
        },
      );
      const dialog = await open('Add Logistics', 'Add logistics');
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Logistics Provider/ }));
      await userEvent.click(await screen.findByRole('option', { name: '3PL' }));
      await typeInto(within(dialog).getByLabelText(/Transporter Name/), 'VRL Logistics');
      await typeInto(within(dialog).getByLabelText(/Vehicle Number/), 'MH 12 1234 AB');
      await typeInto(within(dialog).getByLabelText(/LR Number/), 'LR-1001');
      await typeInto(within(dialog).getByLabelText(/Tracking URL/), 'track.example.in');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add Logistics' }));
      expect(await within(dialog).findByText('Enter a valid vehicle number')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Enter a valid URL starting with http:// or https://'),
      ).toBeInTheDocument();
      await userEvent.clear(within(dialog).getByLabelText(/Vehicle Number/));
      await typeInto(within(dialog).getByLabelText(/Vehicle Number/), '22 bh 1234 ab');
      await userEvent.clear(within(dialog).getByLabelText(/Tracking URL/));
      await typeInto(within(dialog).getByLabelText(/Tracking URL/), 'https://track.example.in/LR-1001');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add Logistics' }));
      expect(
        await screen.findByText('Saved. The consignment is now Ready for shipment.'),
      ).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/add-update-shipment-tracking-details'))).toEqual({
        consignmentKey: 'CN00000042',
        logisticProvider: '3PL',
        transporterName: 'VRL Logistics',
        transportMode: 'ROAD',
        vehicleNumber: '22BH1234AB',
        lrNumber: 'LR-1001',
        trackingUrl: 'https://track.example.in/LR-1001',
      });
    },
    SLOW,
  );

  it(
    'takes a proof of delivery with a damaged item, its issue, and exactly two primary documents',
    async () => {
      const lorryReceipt = {
        ...DETAIL.documents[0]!,
        documentId: '66666666-6666-4666-8666-666666666666',
        documentType: 'LORRY_RECEIPT',
        fileName: 'lorry-receipt-LR-77.pdf',
        displayFileName: 'lorry-receipt-LR-77.pdf',
      };
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'DELIVERED',
          documents: [...DETAIL.documents, lorryReceipt],
          allowedActions: [act('submitProofOfDelivery', 'COMPLETED')],
        },
        {
          'POST /api/shipment/handover-proof/pod': () => actionResult('COMPLETED'),
          'GET /api/zoho/buyer-contact-details': () =>
            json({
              buyerId: 'b1',
              buyerName: 'Shree Ganesh Builders',
              consignmentKey: 'CN00000042',
              contacts: [],
              podContacts: [
                {
                  contactId: 'c1',
                  buyerId: 'b1',
                  name: 'Ravi Patil',
                  email: 'ravi.site@ganesh.example.in',
                  phoneNumber: '9876543210',
                  designation: null,
                  department: 'Site Co-ordinator',
                  roles: [],
                  channels: [],
                  communicationPreferences: [],
                  isPrimary: false,
                  updatedAt: '2026-11-01T00:00:00.000Z',
                },
              ],
            }),
        },
      );
      const dialog = await open('Submit POD', 'Proof of delivery');
      const site = within(await within(dialog).findByRole('region', { name: 'Site Co-ordinator' }));
      expect(site.getByText(/Ravi Patil · Site Co-ordinator/)).toBeInTheDocument();
      expect(site.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
      // Generated dispatch papers do not prove a delivery: not offered as primary documents.
      expect(within(dialog).queryByLabelText(/dispatch-advice/)).toBeNull();
      const cement = within(dialog).getByRole('group', { name: 'OPC Cement 53' });
      await userEvent.click(within(cement).getByRole('combobox', { name: /Condition/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Partial Damage' }));
      await userEvent.click(within(dialog).getByLabelText(/buyer-invoice/));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit POD' }));
      expect(
        await within(dialog).findByText('An item is not in good condition: choose Delivered with issue'),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByText('Select any two primary documents to sync with the books system'),
      ).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Delivery Status/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Delivered with issue' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit POD' }));
      expect(await within(dialog).findByText('Enter the quantity with issue')).toBeInTheDocument();
      expect(within(dialog).getByText('Enter the reason of issue')).toBeInTheDocument();
      // 12.5 MT and 100 bags were shipped: 113 cannot be with issue.
      await typeInto(within(dialog).getByLabelText(/Quantity with Issue/), '113');
      await typeInto(within(dialog).getByLabelText(/Reason of Issue/), 'Four bags torn');
      await userEvent.click(within(dialog).getByLabelText(/lorry-receipt/));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit POD' }));
      expect(await within(dialog).findByText('More than was shipped')).toBeInTheDocument();
      await userEvent.clear(within(dialog).getByLabelText(/Quantity with Issue/));
      await typeInto(within(dialog).getByLabelText(/Quantity with Issue/), '4');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit POD' }));
      expect(await screen.findByText('Saved. The consignment is now Completed.')).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/handover-proof/pod'))).toMatchObject({
        consignmentKey: 'CN00000042',
        podStatus: 'PARTIALLY_RECEIVED',
        deliveryStatus: 'DELIVERED_WITH_ISSUE',
        quantityWithIssue: '4',
        reasonOfIssue: 'Four bags torn',
        items: [
          { consignmentLineItemKey: 'CN00000042-1', condition: 'GOOD', quantity: '12.5' },
          { consignmentLineItemKey: 'CN00000042-2', condition: 'PARTIAL_DAMAGE', quantity: '100' },
        ],
        primaryDocumentIds: ['44444444-4444-4444-8444-444444444444', lorryReceipt.documentId],
      });
    },
    SLOW,
  );

  it(
    'modifies only after all three confirmations of the spec',
    async () => {
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'READY_TO_PROCESS',
          allowedActions: [act('modify')],
        },
        {
          'GET /api/consignment/modify-consignment-check': () =>
            json({ allowed: true, reason: null, confirmations: [] }),
          'POST /api/consignment/update-consignment': () => actionResult('READY_TO_PROCESS'),
        },
      );
      const dialog = await open('Modify', 'Modify consignment');
      const cement = within(dialog).getAllByLabelText(/Quantity/)[1]!;
      await userEvent.clear(cement);
      await typeInto(cement, '120');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
      expect(await within(dialog).findAllByText('Tick to confirm')).toHaveLength(3);
      expect(within(dialog).getByText('More than was requested')).toBeInTheDocument();
      await userEvent.clear(cement);
      await typeInto(cement, '80');
      for (const question of [
        'Are you sure you want to update the details?',
        'Are you sure you want to update/regenerate the consignment?',
        'Please confirm if all details captured are accurate',
      ])
        await userEvent.click(within(dialog).getByLabelText(question));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
      expect(
        await screen.findByText('Saved. The consignment is now Preparing Shipment.'),
      ).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/update-consignment'))).toEqual({
        consignmentKey: 'CN00000042',
        lines: [
          { consignmentLineItemKey: 'CN00000042-1', quantity: '12.5' },
          { consignmentLineItemKey: 'CN00000042-2', quantity: '80' },
        ],
        confirmations: { updateDetails: true, regenerate: true, detailsAccurate: true },
      });
    },
    SLOW,
  );

  it(
    'voids the invoice at the path with the key and retries a failed e-way bill with a distance',
    async () => {
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'EWAYBILL_GENERATION_FAILED',
          allowedActions: [
            act('retryEwayBill', 'PACKING_IN_PROGRESS'),
            act('voidInvoice', 'READY_TO_PROCESS'),
          ],
        },
        {
          'POST /api/zoho/eway-bill/generate': () => actionResult('PACKED'),
          'POST /api/consignment/make-invoice-void/consignment-key/CN00000042': () =>
            actionResult('READY_TO_PROCESS'),
        },
      );
      let dialog = await open('Retry E-way Bill', 'Retry e-way bill');
      const distance = within(dialog).getByLabelText(/Distance/);
      await userEvent.clear(distance);
      await typeInto(distance, '5000');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Retry E-way Bill' }));
      expect(
        await within(dialog).findByText('Enter a whole number in the allowed range'),
      ).toBeInTheDocument();
      await userEvent.clear(distance);
      await typeInto(distance, '240');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Retry E-way Bill' }));
      const packed = await screen.findByText('Saved. The consignment is now Packed.');
      expect(bodyOf(postOf(server, '/zoho/eway-bill/generate'))).toEqual({
        consignmentKey: 'CN00000042',
        distanceKm: 240,
        overDimensionalCargo: false,
      });
      // Toasts queue: close this one, or the next waits out its 4 s on a slow machine.
      const toast = packed.closest<HTMLElement>('.MuiAlert-root');
      if (!toast) throw new Error('the success message is not in a toast');
      await userEvent.click(within(toast).getByRole('button'));
      await waitFor(() => expect(screen.queryByText('Saved. The consignment is now Packed.')).toBeNull());
      dialog = await open('Void Invoice', 'Void invoice');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Void Invoice' }));
      expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
      await typeInto(within(dialog).getByLabelText(/Comment/), 'Wrong rate on the invoice');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Void Invoice' }));
      expect(
        await screen.findByText('Saved. The consignment is now Preparing Shipment.'),
      ).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/make-invoice-void/consignment-key/CN00000042'))).toEqual({
        reasonCode: 2,
        remark: 'Wrong rate on the invoice',
      });
    },
    SLOW,
  );

  it(
    'fails a delivery from in transit with a remark, then sends it out again',
    async () => {
      const inTransit = {
        ...DETAIL,
        status: 'INTRANSIT' as const,
        trackingStatus: 'INTRANSIT' as const,
        allowedActions: [act('markDelivered', 'DELIVERED'), act('failDelivery', 'DELIVERY_FAILED')],
      };
      const { server, unmount } = renderDetail(inTransit, {
        'POST /api/shipment/update/DELIVERY_FAILED': () => actionResult('DELIVERY_FAILED'),
      });
      const failed = await open('Delivery Failed', 'Mark delivery failed');
      await typeInto(within(failed).getByLabelText(/Comment/), 'Site locked, nobody to receive');
      await userEvent.click(within(failed).getByRole('button', { name: 'Delivery Failed' }));
      expect(await screen.findByText('Saved. The consignment is now Delivery Failed.')).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/shipment/update/DELIVERY_FAILED'))).toEqual({
        consignmentKey: 'CN00000042',
        remarks: 'Site locked, nobody to receive',
      });
      unmount();

      const retry = renderDetail(
        {
          ...inTransit,
          status: 'DELIVERY_FAILED',
          trackingStatus: 'DELIVERY_FAILED',
          allowedActions: [act('retryDelivery', 'INTRANSIT')],
        },
        { 'POST /api/shipment/update/INTRANSIT': () => actionResult('INTRANSIT') },
      );
      const again = await open('Retry Delivery', 'Send out again');
      await userEvent.click(within(again).getByRole('button', { name: 'Retry Delivery' }));
      expect(await screen.findByText('Saved. The consignment is now In Transit.')).toBeInTheDocument();
      expect(bodyOf(postOf(retry.server, '/shipment/update/INTRANSIT'))).toEqual({
        consignmentKey: 'CN00000042',
      });
    },
    SLOW,
  );
});
