import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, json } from '../../test/fake-server';
import { DETAIL, act } from '../../test/fixtures/consignment-fixtures';
import { SLOW, actionResult, postOf, renderDetail, typeInto } from './test/render-detail';

afterEach(() => vi.unstubAllGlobals());

type Call = ReturnType<typeof postOf>;
const bodyOf = (call: Call) => JSON.parse(bodyText(call?.[1]?.body)) as unknown;
const keyOf = (call: Call) => new Headers(call?.[1]?.headers).get('Idempotency-Key');
const postsTo = (server: Parameters<typeof postOf>[0], path: string) =>
  server.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');

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

const SPLIT_RESULT = {
  consignmentKey: 'CN00000042',
  status: 'REQUESTED',
  trackingStatus: null,
  version: 5,
  blockedReasons: [],
  failureReason: null,
  newConsignmentKey: 'CN00000043',
};

const REQUESTED = { ...DETAIL, status: 'REQUESTED' as const, invoice: { ...DETAIL.invoice, irn: null } };

describe('split consignment dialog', () => {
  it(
    'checks the quantities as the server does, sends only the moved lines and names the new consignment',
    async () => {
      let calls = 0;
      const { server } = renderDetail(
        { ...REQUESTED, allowedActions: [act('split')] },
        {
          'POST /api/consignment/split-consignment': () => {
            calls += 1;
            // The first answer refuses the moved line (the 0th of the body: the cement, 2nd of the form).
            if (calls === 1) return fieldError('lines[0].quantity', 'Enter at most 90');
            return json(SPLIT_RESULT);
          },
        },
      );
      const dialog = await open('Split Consignment', 'Split consignment');
      const [steel, cement] = within(dialog).getAllByLabelText(/Quantity to Move/);
      if (!steel || !cement) throw new Error('two quantity fields expected');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Split Consignment' }));
      expect(
        await within(dialog).findByText('Enter a quantity to move on at least one line'),
      ).toBeInTheDocument();

      await typeInto(steel, '12.5');
      await typeInto(cement, '100');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Split Consignment' }));
      expect(await within(dialog).findAllByText('Leave some quantity on this consignment')).toHaveLength(2);

      await userEvent.clear(steel);
      await userEvent.clear(cement);
      await typeInto(cement, '101');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Split Consignment' }));
      expect(await within(dialog).findByText('More than this line holds')).toBeInTheDocument();
      expect(postOf(server, '/split-consignment')).toBeUndefined();

      await userEvent.clear(cement);
      await typeInto(cement, '95');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Split Consignment' }));
      // The server's message shows under the cement's field, not in a general alert.
      expect(await within(dialog).findByText('Enter at most 90')).toBeInTheDocument();
      expect(cement).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).queryByRole('alert')).toBeNull();

      await userEvent.clear(cement);
      await typeInto(cement, '40');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Split Consignment' }));
      expect(
        await screen.findByText('Split. The moved quantities are now consignment CN00000043.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Split consignment' })).toBeNull();
      const [first, second] = postsTo(server, '/split-consignment');
      expect(bodyOf(second)).toEqual({
        consignmentKey: 'CN00000042',
        lines: [{ consignmentLineItemKey: 'CN00000042-2', quantity: '40' }],
      });
      // A refusal changed nothing: the corrected form goes with a new Idempotency-Key.
      expect(keyOf(second)).not.toEqual(keyOf(first));
    },
    SLOW,
  );
});

describe('HSN update dialog', () => {
  it(
    'sends every line’s code, refuses other than 4, 6 or 8 digits, and shows the server’s field error',
    async () => {
      let calls = 0;
      const { server } = renderDetail(
        { ...REQUESTED, allowedActions: [act('updateHsn')] },
        {
          'POST /api/consignment/update-hsn': () => {
            calls += 1;
            if (calls === 1) return fieldError('lines.1.hsnCode', 'HSN is 4, 6 or 8 digits');
            return actionResult('REQUESTED');
          },
        },
      );
      const dialog = await open('Update HSN', 'Update HSN codes');
      const [steel, cement] = within(dialog).getAllByLabelText(/HSN Code/);
      if (!steel || !cement) throw new Error('two HSN fields expected');
      expect(steel).toHaveValue('72142090');

      await userEvent.clear(steel);
      await typeInto(steel, '72142');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update HSN' }));
      expect(await within(dialog).findByText('HSN is 4, 6 or 8 digits')).toBeInTheDocument();
      expect(postOf(server, '/update-hsn')).toBeUndefined();

      await typeInto(steel, '1');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update HSN' }));
      expect(await within(dialog).findByText('HSN is 4, 6 or 8 digits')).toBeInTheDocument();
      expect(cement).toHaveAttribute('aria-invalid', 'true');
      expect(steel).toHaveAttribute('aria-invalid', 'false');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Update HSN' }));
      expect(
        await screen.findByText('Saved. The consignment is now Pending Acknowledgment.'),
      ).toBeInTheDocument();
      expect(bodyOf(postsTo(server, '/update-hsn')[1])).toEqual({
        consignmentKey: 'CN00000042',
        lines: [
          { consignmentLineItemKey: 'CN00000042-1', hsnCode: '721421' },
          { consignmentLineItemKey: 'CN00000042-2', hsnCode: '25232930' },
        ],
      });
    },
    SLOW,
  );
});
