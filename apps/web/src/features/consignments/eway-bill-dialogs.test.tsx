import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText } from '../../test/fake-server';
import { DETAIL, act } from '../../test/fixtures/consignment-fixtures';
import { SLOW, actionResult, postOf, renderDetail, typeInto } from './test/render-detail';

afterEach(() => vi.unstubAllGlobals());

const BILL = {
  ewayBillNumber: '331000000042',
  vehicleNumber: 'MH12AB1234',
  quantity: null,
  distanceKm: 120,
  generatedAt: '2026-11-19T06:00:00.000Z',
  validUntil: '2099-11-20T18:29:59.000Z',
  status: 'ACTIVE',
};

describe('e-way bill dialogs', () => {
  it(
    'splits the consignment across vehicles whose quantities add up, over-dimensional cargo ticked',
    async () => {
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'PACKED',
          dispatch: { ...DETAIL.dispatch, vehicleNo: 'MH12AB1234', ewayBills: [BILL] },
          allowedActions: [act('ewayBillVehicles')],
        },
        { 'POST /api/consignment/update-eway-bill-vehicles': () => actionResult('PACKED') },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'E-way Bill Vehicles' }));
      const dialog = await screen.findByRole('dialog', { name: 'E-way bill vehicles' });
      expect(
        within(dialog).getByText(/Split the consignment's 112.5 across the vehicles/),
      ).toBeInTheDocument();
      const first = within(within(dialog).getByRole('group', { name: 'Vehicle 1' }));
      expect(first.getByLabelText(/Vehicle Number/)).toHaveValue('MH12AB1234');
      expect(first.getByLabelText(/Quantity/)).toHaveValue('112.5');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add Vehicle' }));
      const second = within(within(dialog).getByRole('group', { name: 'Vehicle 2' }));
      await typeInto(second.getByLabelText(/Vehicle Number/), 'mh 12 ab 1234');
      await typeInto(second.getByLabelText(/Quantity/), '12.5');
      const submit = () =>
        userEvent.click(within(dialog).getByRole('button', { name: 'E-way Bill Vehicles' }));
      await submit();
      expect(await second.findByText('This vehicle is listed already')).toBeInTheDocument();
      expect(
        second.getByText("The vehicles' quantities must add up to the consignment's quantity"),
      ).toBeInTheDocument();
      await userEvent.clear(second.getByLabelText(/Vehicle Number/));
      await typeInto(second.getByLabelText(/Vehicle Number/), 'GJ 05 CD 5678');
      await userEvent.clear(first.getByLabelText(/Quantity/));
      await typeInto(first.getByLabelText(/Quantity/), '100');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Over-dimensional cargo' }));
      await submit();
      expect(await screen.findByText('Saved. The consignment is now Packed.')).toBeInTheDocument();
      expect(JSON.parse(bodyText(postOf(server, '/update-eway-bill-vehicles')?.[1]?.body))).toEqual({
        consignmentKey: 'CN00000042',
        overDimensionalCargo: true,
        distanceKm: 120,
        vehicles: [
          { vehicleNumber: 'MH12AB1234', quantity: '100' },
          { vehicleNumber: 'GJ05CD5678', quantity: '12.5' },
        ],
      });
    },
    SLOW,
  );

  it(
    'extends the chosen bill of a split, with its vehicle',
    async () => {
      const parts = [
        { ...BILL, quantity: '100.000' },
        { ...BILL, ewayBillNumber: '331000000043', vehicleNumber: 'GJ05CD5678', quantity: '12.500' },
      ];
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'INTRANSIT',
          ewayBillNumber: '331000000042',
          dispatch: { ...DETAIL.dispatch, ewayBills: parts },
          allowedActions: [act('extendEwayBill')],
        },
        { 'POST /api/consignment/extend-eway-bill': () => actionResult('INTRANSIT') },
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Extend E-way Bill' }));
      const dialog = await screen.findByRole('dialog', { name: 'Extend e-way bill' });
      await userEvent.click(within(dialog).getByRole('combobox', { name: /E-way Bill/ }));
      await userEvent.click(await screen.findByRole('option', { name: /331000000043/ }));
      expect(within(dialog).getByLabelText(/Vehicle Number/)).toHaveValue('GJ05CD5678');
      await typeInto(within(dialog).getByLabelText(/Remaining Distance/), '40');
      await typeInto(within(dialog).getByLabelText(/^Reason/), 'Road closed');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Extend E-way Bill' }));
      expect(await screen.findByText('Saved. The consignment is now In Transit.')).toBeInTheDocument();
      expect(JSON.parse(bodyText(postOf(server, '/extend-eway-bill')?.[1]?.body))).toEqual({
        consignmentKey: 'CN00000042',
        ewayBillNumber: '331000000043',
        remainingDistanceKm: 40,
        vehicleNumber: 'GJ05CD5678',
        reason: 'Road closed',
      });
    },
    SLOW,
  );
});
