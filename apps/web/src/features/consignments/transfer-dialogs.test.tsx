import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, json } from '../../test/fake-server';
import { DETAIL, LIST_ITEM, act } from '../../test/fixtures/consignment-fixtures';
import { SLOW, actionResult, postOf, renderDetail, typeInto } from './test/render-detail';

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: ReturnType<typeof postOf>) => JSON.parse(bodyText(call?.[1]?.body)) as unknown;

async function open(label: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: title });
}

const fieldError = (field: string, message: string) =>
  json(
    {
      message: `${field}: ${message}`,
      status: 400,
      errorCode: 'VALIDATION_FAILED',
      details: { fields: [{ field, message }] },
    },
    400,
  );

const SELLER = '99999999-9999-4999-8999-999999999999';
const warehouse = (warehouseId: string, warehouseName: string, city: string) => ({
  warehouseId,
  warehouseName,
  sourceCode: null,
  warehouseType: 'OWN',
  region: 'West',
  city,
  state: 'Maharashtra',
  stateCode: '27',
  country: 'India',
  pinCode: '411001',
  gstin: '27AABCD1234E1Z2',
  sellerId: SELLER,
  sellerName: 'Deccan Steel Traders',
  isActive: true,
});
const PUNE = warehouse(LIST_ITEM.warehouseId, 'Pune Warehouse', 'Pune');
const NASHIK = warehouse('66666666-6666-4666-8666-666666666666', 'Nashik Yard', 'Nashik');

describe('stock transfer dialog', () => {
  it(
    'offers the seller’s other warehouses and shows the server’s refusal under the warehouse',
    async () => {
      let calls = 0;
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'READY_TO_PROCESS',
          allowedActions: [act('stockTransfer')],
        },
        {
          [`GET /api/ops-supply/source/${PUNE.warehouseId}`]: () =>
            json({ ...PUNE, addressLine1: 'Plot 4', contacts: [] }),
          'GET /api/ops-supply/source/search': ({ url }) =>
            url.searchParams.get('sellerId') === SELLER
              ? json({
                  content: [PUNE, NASHIK],
                  pageNumber: 0,
                  pageSize: 100,
                  totalElements: 2,
                  totalPages: 1,
                  totalIsCapped: false,
                })
              : json({ message: 'sellerId expected' }, 400),
          'POST /api/consignment/initiate-stock-transfer': () => {
            calls += 1;
            if (calls === 1) return fieldError('toWarehouseId', 'Choose a warehouse of this seller');
            return actionResult('READY_TO_PROCESS');
          },
        },
      );
      const dialog = await open('Stock Transfer', 'Initiate stock transfer');
      expect(
        within(dialog).getByText(
          'Ship this consignment from another warehouse of the seller instead of Pune Warehouse.',
        ),
      ).toBeInTheDocument();
      const submit = within(dialog).getByRole('button', { name: 'Stock Transfer' });
      const select = await within(dialog).findByRole('combobox', { name: /Ship From Warehouse/ });
      await userEvent.click(submit);
      expect(await within(dialog).findByText('Select a warehouse')).toBeInTheDocument();

      await userEvent.click(select);
      expect(screen.queryByRole('option', { name: /Pune Warehouse/ })).toBeNull();
      await userEvent.click(await screen.findByRole('option', { name: 'Nashik Yard (Nashik, 411001)' }));
      await typeInto(within(dialog).getByLabelText(/Comment/), 'Pune is out of stock');
      await userEvent.click(submit);
      expect(await within(dialog).findByText('Choose a warehouse of this seller')).toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).toBeNull();

      await userEvent.click(submit);
      expect(
        await screen.findByText('Saved. The consignment is now Preparing Shipment.'),
      ).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/initiate-stock-transfer'))).toEqual({
        consignmentKey: 'CN00000042',
        toWarehouseId: NASHIK.warehouseId,
        comment: 'Pune is out of stock',
      });
    },
    SLOW,
  );
});

describe('pre-transit trip dialogs', () => {
  it(
    'requests a trip with its vehicle type and shows a server field error under it',
    async () => {
      let calls = 0;
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'READY_TO_PROCESS',
          allowedActions: [act('preTransitTrip')],
        },
        {
          'POST /api/consignment/request-preTransit-trip/CN00000042': () => {
            calls += 1;
            if (calls === 1)
              return fieldError('vehicleType', 'Too big: expected string to have <=50 characters');
            return actionResult('READY_TO_PROCESS');
          },
        },
      );
      const dialog = await open('Request Pre-transit Trip', 'Request pre-transit trip');
      expect(within(dialog).queryByRole('combobox', { name: /Trip Status/ })).toBeNull();
      await typeInto(within(dialog).getByLabelText(/Vehicle Type/), '20 ft container');
      await typeInto(within(dialog).getByLabelText(/Remarks/), 'Gate 2 <rear>');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Request Pre-transit Trip' }));
      expect(
        await within(dialog).findByText('Please avoid special charatcters like <, >, and &.'),
      ).toBeInTheDocument();
      await userEvent.clear(within(dialog).getByLabelText(/Remarks/));
      await typeInto(within(dialog).getByLabelText(/Remarks/), 'Gate 2');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Request Pre-transit Trip' }));
      expect(
        await within(dialog).findByText('Too big: expected string to have <=50 characters'),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Vehicle Type/)).toHaveAttribute('aria-invalid', 'true');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Request Pre-transit Trip' }));
      expect(
        await screen.findByText('Saved. The consignment is now Preparing Shipment.'),
      ).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/request-preTransit-trip/CN00000042'))).toEqual({
        vehicleType: '20 ft container',
        remarks: 'Gate 2',
      });
    },
    SLOW,
  );

  it(
    'updates a requested trip instead of requesting a second one, and can cancel it',
    async () => {
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'PACKED',
          dispatch: {
            ...DETAIL.dispatch,
            preTransitTrip: {
              status: 'REQUESTED',
              vehicleType: 'Tempo',
              pickupDate: null,
              remarks: 'Gate 2',
              updatedAt: '2026-11-19T06:00:00.000Z',
            },
          },
          allowedActions: [act('preTransitTrip')],
        },
        { 'POST /api/consignment/update-preTransit-trip/CN00000042': () => actionResult('PACKED') },
      );
      expect(await screen.findByRole('button', { name: 'Update Pre-transit Trip' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Request Pre-transit Trip' })).toBeNull();
      const dialog = await open('Update Pre-transit Trip', 'Update pre-transit trip');
      expect(within(dialog).getByLabelText(/Vehicle Type/)).toHaveValue('Tempo');
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Trip Status/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update Pre-transit Trip' }));
      expect(await screen.findByText('Saved. The consignment is now Packed.')).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/update-preTransit-trip/CN00000042'))).toEqual({
        status: 'CANCELLED',
        vehicleType: 'Tempo',
        remarks: 'Gate 2',
      });
    },
    SLOW,
  );
});
