import type { ConsignmentDetail } from '@dom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, json } from '../../test/fake-server';
import { DETAIL, act } from '../../test/fixtures/consignment-fixtures';
import { SLOW, actionResult, postOf, renderDetail, typeInto } from './test/render-detail';

afterEach(() => vi.unstubAllGlobals());

const WHOLE = 'Enter a whole number for this unit';
const bodyOf = (call: ReturnType<typeof postOf>) => JSON.parse(bodyText(call?.[1]?.body)) as unknown;

/** A consignment counted in pieces only: 100 bags of cement and 40 boxes of tiles, as the server sends them. */
const [CEMENT, TILES] = [
  { ...DETAIL.lines[1]!, requestedQuantity: '100.000', acknowledgedQuantity: '100.000' },
  {
    ...DETAIL.lines[1]!,
    consignmentLineItemKey: 'CN00000042-3',
    lineItemId: '77777777-7777-4777-8777-777777777777',
    lineNumber: 3,
    itemId: 'TILE-60',
    productName: 'Vitrified Tile 600x600',
    hsnCode: '69072100',
    unit: 'BOX',
    requestedQuantity: '40.000',
    acknowledgedQuantity: '40.000',
  },
];
const PIECES: ConsignmentDetail = { ...DETAIL, lines: [CEMENT, TILES] };

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
  return screen.findByRole('dialog', { name: title });
}

// The server refuses a fraction of a bag, box, piece, sheet or number on every consignment
// quantity (issue 18); the dialogs say so under the field before any call, and their inputs of
// such lines step by 1.
describe('whole units in the consignment dialogs', () => {
  it(
    'split: a fraction of a bag is refused under its line, a whole number moves',
    async () => {
      const { server } = renderDetail(
        { ...PIECES, status: 'REQUESTED', allowedActions: [act('split')] },
        {
          'POST /api/consignment/split-consignment': () =>
            json({
              consignmentKey: 'CN00000042',
              status: 'REQUESTED',
              trackingStatus: null,
              version: 5,
              blockedReasons: [],
              failureReason: null,
              newConsignmentKey: 'CN00000043',
            }),
        },
      );
      const dialog = await open('Split Consignment', 'Split consignment');
      expect(within(dialog).getByText('OPC Cement 53 (100 BAG)')).toBeInTheDocument();
      const [cement, tiles] = within(dialog).getAllByLabelText(/Quantity to Move/);
      if (!cement || !tiles) throw new Error('two quantity fields expected');
      expect(cement).toHaveAttribute('step', '1');
      expect(tiles).toHaveAttribute('step', '1');
      await typeInto(cement, '2.5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Split Consignment' }));
      expect(await within(dialog).findByText(WHOLE)).toBeInTheDocument();
      expect(cement).toHaveAttribute('aria-invalid', 'true');
      expect(postOf(server, '/split-consignment')).toBeUndefined();
      await userEvent.clear(cement);
      await typeInto(cement, '2');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Split Consignment' }));
      expect(await screen.findByText(/CN00000043/)).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/split-consignment'))).toEqual({
        consignmentKey: 'CN00000042',
        lines: [{ consignmentLineItemKey: 'CN00000042-2', quantity: '2' }],
      });
    },
    SLOW,
  );

  it(
    'modify: starts from whole numbers, refuses a fraction, and puts the server’s refusal under its line',
    async () => {
      let calls = 0;
      const { server } = renderDetail(
        { ...PIECES, status: 'READY_TO_PROCESS', allowedActions: [act('modify')] },
        {
          'GET /api/consignment/modify-consignment-check': () =>
            json({ allowed: true, reason: null, confirmations: [] }),
          'POST /api/consignment/update-consignment': () => {
            calls += 1;
            if (calls > 1) return actionResult('READY_TO_PROCESS');
            return json(
              {
                message: 'lines[1].quantity: Enter at most 35.000',
                status: 400,
                errorCode: 'VALIDATION_FAILED',
                details: { fields: [{ field: 'lines[1].quantity', message: 'Enter at most 35.000' }] },
              },
              400,
            );
          },
        },
      );
      const dialog = await open('Modify', 'Modify consignment');
      const [cement, tiles] = within(dialog).getAllByLabelText(/^Quantity/);
      if (!cement || !tiles) throw new Error('two quantity fields expected');
      expect(cement).toHaveValue('100');
      expect(tiles).toHaveValue('40');
      expect(tiles).toHaveAttribute('step', '1');
      for (const question of [
        'Are you sure you want to update the details?',
        'Are you sure you want to update/regenerate the consignment?',
        'Please confirm if all details captured are accurate',
      ])
        await userEvent.click(within(dialog).getByLabelText(question));
      await userEvent.clear(tiles);
      await typeInto(tiles, '39.5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
      expect(await within(dialog).findByText(WHOLE)).toBeInTheDocument();
      expect(postOf(server, '/update-consignment')).toBeUndefined();
      await userEvent.clear(tiles);
      await typeInto(tiles, '39');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
      expect(await within(dialog).findByText('Enter at most 35.000')).toBeInTheDocument();
      expect(tiles).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).queryByRole('alert')).toBeNull();
      await userEvent.clear(tiles);
      await typeInto(tiles, '35');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
      expect(
        await screen.findByText('Saved. The consignment is now Preparing Shipment.'),
      ).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/update-consignment'))).toMatchObject({
        lines: [
          { consignmentLineItemKey: 'CN00000042-2', quantity: '100' },
          { consignmentLineItemKey: 'CN00000042-3', quantity: '39' },
        ],
      });
    },
    SLOW,
  );

  it(
    'proof of delivery: items and the quantity with issue are whole when every line is in pieces',
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
          ...PIECES,
          status: 'DELIVERED',
          documents: [...DETAIL.documents, lorryReceipt],
          allowedActions: [act('submitProofOfDelivery', 'COMPLETED')],
        },
        { 'POST /api/shipment/handover-proof/pod': () => actionResult('COMPLETED') },
      );
      const dialog = await open('Submit POD', 'Proof of delivery');
      const cement = within(within(dialog).getByRole('group', { name: 'OPC Cement 53' }));
      const cementQuantity = cement.getByLabelText(/^Quantity/);
      expect(cementQuantity).toHaveValue('100');
      expect(cementQuantity).toHaveAttribute('step', '1');
      await userEvent.click(cement.getByRole('combobox', { name: /Condition/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Partial Damage' }));
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Delivery Status/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Delivered with issue' }));
      const withIssue = within(dialog).getByLabelText(/Quantity with Issue/);
      expect(withIssue).toHaveAttribute('step', '1');
      await userEvent.clear(cementQuantity);
      await typeInto(cementQuantity, '99.5');
      await typeInto(withIssue, '0.5');
      await typeInto(within(dialog).getByLabelText(/Reason of Issue/), 'Half a bag spilt');
      await userEvent.click(within(dialog).getByLabelText(/buyer-invoice/));
      await userEvent.click(within(dialog).getByLabelText(/lorry-receipt/));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit POD' }));
      expect(await within(dialog).findAllByText(WHOLE)).toHaveLength(2);
      expect(cementQuantity).toHaveAttribute('aria-invalid', 'true');
      expect(withIssue).toHaveAttribute('aria-invalid', 'true');
      expect(postOf(server, '/handover-proof/pod')).toBeUndefined();
      await userEvent.clear(cementQuantity);
      await typeInto(cementQuantity, '100');
      await userEvent.clear(withIssue);
      await typeInto(withIssue, '1');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit POD' }));
      expect(await screen.findByText('Saved. The consignment is now Completed.')).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/handover-proof/pod'))).toMatchObject({
        quantityWithIssue: '1',
        items: [
          { consignmentLineItemKey: 'CN00000042-2', condition: 'PARTIAL_DAMAGE', quantity: '100' },
          { consignmentLineItemKey: 'CN00000042-3', condition: 'GOOD', quantity: '40' },
        ],
      });
    },
    SLOW,
  );

  it(
    'e-way bill vehicles: each vehicle carries whole pieces of a consignment in pieces',
    async () => {
      const { server } = renderDetail(
        {
          ...PIECES,
          status: 'PACKED',
          dispatch: { ...DETAIL.dispatch, vehicleNo: 'MH12AB1234' },
          allowedActions: [act('ewayBillVehicles')],
        },
        { 'POST /api/consignment/update-eway-bill-vehicles': () => actionResult('PACKED') },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'E-way Bill Vehicles' }));
      const dialog = await screen.findByRole('dialog', { name: 'E-way bill vehicles' });
      expect(within(dialog).getByText(/Split the consignment's 140 across the vehicles/)).toBeInTheDocument();
      const first = within(within(dialog).getByRole('group', { name: 'Vehicle 1' }));
      expect(first.getByLabelText(/Quantity/)).toHaveValue('140');
      expect(first.getByLabelText(/Quantity/)).toHaveAttribute('step', '1');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
      const second = within(within(dialog).getByRole('group', { name: 'Vehicle 2' }));
      await typeInto(second.getByLabelText(/Vehicle Number/), 'GJ 05 CD 5678');
      await userEvent.clear(first.getByLabelText(/Quantity/));
      await typeInto(first.getByLabelText(/Quantity/), '70.5');
      await typeInto(second.getByLabelText(/Quantity/), '69.5');
      const submit = () =>
        userEvent.click(within(dialog).getByRole('button', { name: 'E-way Bill Vehicles' }));
      await submit();
      expect(await first.findByText(WHOLE)).toBeInTheDocument();
      expect(second.getByText(WHOLE)).toBeInTheDocument();
      expect(postOf(server, '/update-eway-bill-vehicles')).toBeUndefined();
      await userEvent.clear(first.getByLabelText(/Quantity/));
      await typeInto(first.getByLabelText(/Quantity/), '70');
      await userEvent.clear(second.getByLabelText(/Quantity/));
      await typeInto(second.getByLabelText(/Quantity/), '70');
      await submit();
      expect(await screen.findByText('Saved. The consignment is now Packed.')).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/update-eway-bill-vehicles'))).toMatchObject({
        vehicles: [
          { vehicleNumber: 'MH12AB1234', quantity: '70' },
          { vehicleNumber: 'GJ05CD5678', quantity: '70' },
        ],
      });
    },
    SLOW,
  );
});
