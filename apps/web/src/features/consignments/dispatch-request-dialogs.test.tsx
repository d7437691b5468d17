import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, json } from '../../test/fake-server';
import { DETAIL, act } from '../../test/fixtures/consignment-fixtures';
import { SLOW, actionResult, postOf, renderDetail, typeInto } from './test/render-detail';

afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: ReturnType<typeof postOf>) => JSON.parse(bodyText(call?.[1]?.body)) as unknown;
const fieldError = (field: string, message: string) =>
  json(
    { message, status: 400, errorCode: 'VALIDATION_FAILED', details: { fields: [{ field, message }] } },
    400,
  );

async function open(label: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: title });
}

describe('transportation request dialog', () => {
  it(
    'asks for a vehicle with the consignment key and shows a server field error under its field',
    async () => {
      let calls = 0;
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'PACKED',
          allowedActions: [act('transportationRequest')],
        },
        {
          'POST /api/shipment/transportation-request': () => {
            calls += 1;
            if (calls === 1)
              return fieldError('vehicleType', 'Too big: expected string to have <=50 characters');
            return actionResult('PACKED');
          },
        },
      );
      const dialog = await open('Request Transportation', 'Request transportation');
      expect(
        within(dialog).getByText('Ask the logistics team to arrange a vehicle for this consignment.'),
      ).toBeInTheDocument();
      await typeInto(within(dialog).getByLabelText(/Vehicle Type/), '32 ft MXL');
      await typeInto(within(dialog).getByLabelText(/Remarks/), 'Loading bay 3');
      const submit = within(dialog).getByRole('button', { name: 'Request Transportation' });
      await userEvent.click(submit);
      expect(
        await within(dialog).findByText('Too big: expected string to have <=50 characters'),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/Vehicle Type/)).toHaveAttribute('aria-invalid', 'true');
      await userEvent.click(submit);
      expect(await screen.findByText('Saved. The consignment is now Packed.')).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/shipment/transportation-request'))).toEqual({
        consignmentKey: 'CN00000042',
        vehicleType: '32 ft MXL',
        remarks: 'Loading bay 3',
      });
    },
    SLOW,
  );

  it(
    'offers no second request once one is open, and the dispatch tab shows it',
    async () => {
      renderDetail({
        ...DETAIL,
        status: 'PACKED',
        dispatch: {
          ...DETAIL.dispatch,
          transportationRequest: {
            status: 'REQUESTED',
            vehicleType: 'Tempo',
            pickupDate: null,
            remarks: null,
            requestedBy: null,
            requestedAt: '2026-11-19T06:00:00.000Z',
          },
        },
        allowedActions: [act('transportationRequest'), act('updateDetails')],
      });
      expect(await screen.findByRole('button', { name: 'Update Dispatch Details' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Request Transportation' })).toBeNull();
      await userEvent.click(screen.getByRole('tab', { name: /Dispatch Details/ }));
      expect(await screen.findByText(/Tempo/)).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('dispatch details dialog', () => {
  it(
    'sends only what is filled, refuses an empty form, and places the server’s field error',
    async () => {
      let calls = 0;
      const { server } = renderDetail(
        {
          ...DETAIL,
          status: 'PACKED',
          dispatch: { ...DETAIL.dispatch, packages: null },
          allowedActions: [act('updateDetails')],
        },
        {
          'POST /api/consignment/updateConsignment': () => {
            calls += 1;
            if (calls === 1)
              return fieldError('grossWeightKg', 'Enter the weight in kg with at most 3 decimals');
            return actionResult('PACKED');
          },
        },
      );
      const dialog = await open('Update Dispatch Details', 'Update dispatch details');
      const submit = within(dialog).getByRole('button', { name: 'Update Dispatch Details' });
      await userEvent.click(submit);
      expect(await within(dialog).findByText('Change at least one of the details')).toBeInTheDocument();
      expect(calls).toBe(0);
      await typeInto(within(dialog).getByLabelText(/Packages/), '12');
      await typeInto(within(dialog).getByLabelText(/Gross Weight/i), '2450.5');
      await userEvent.click(submit);
      expect(
        await within(dialog).findByText('Enter the weight in kg with at most 3 decimals'),
      ).toBeInTheDocument();
      await userEvent.click(submit);
      expect(await screen.findByText('Saved. The consignment is now Packed.')).toBeInTheDocument();
      expect(bodyOf(postOf(server, '/consignment/updateConsignment'))).toEqual({
        consignmentKey: 'CN00000042',
        packages: 12,
        grossWeightKg: '2450.5',
      });
    },
    SLOW,
  );
});
