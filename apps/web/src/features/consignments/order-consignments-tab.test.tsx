import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { OrderConsignmentsTab } from './order-consignments-tab';
import { LIST_ITEM, pageOf } from '../../test/fixtures/consignment-fixtures';
import { typeInto } from './test/render-detail';

afterEach(() => vi.unstubAllGlobals());

describe('order detail consignments tab', () => {
  it('lists the order’s consignments, each linking to its detail', async () => {
    const server = fakeServer({
      'POST /api/consignment-v2/search/advanced': () => json(pageOf([LIST_ITEM])),
    });
    renderInApp(<OrderConsignmentsTab orderKey="SO00000012" />, { user: TEST_USER });
    const link = await screen.findByRole('link', { name: 'CN00000042' });
    expect(link).toHaveAttribute('href', '/consignments/CN00000042');
    expect(within(link.closest('tr')!).getByText('Ready for shipment')).toBeInTheDocument();
    expect(JSON.parse(bodyText(server.mock.calls[0]?.[1]?.body))).toMatchObject({ orderKey: 'SO00000012' });
  });

  it('says when the order has none', async () => {
    fakeServer({ 'POST /api/consignment-v2/search/advanced': () => json(pageOf([])) });
    renderInApp(<OrderConsignmentsTab orderKey="SO00000012" />, { user: TEST_USER });
    expect(await screen.findByText('There are no items to display')).toBeInTheDocument();
  });
});

const CONSIGNABLE = {
  orderKey: 'SO00000012',
  orderStatus: 'PLANNED',
  canCreate: true,
  lines: [
    {
      lineItemId: '11111111-1111-4111-8111-000000000001',
      lineNumber: 1,
      skuId: 'SKU-CEM-01',
      productName: 'OPC 53 Cement',
      unit: 'BAG',
      orderedQuantity: '100.000',
      acknowledgedQuantity: '80.000',
      pendingAcknowledgementQuantity: '20.000',
      consignedQuantity: '30.000',
      availableQuantity: '50.000',
    },
    {
      lineItemId: '11111111-1111-4111-8111-000000000002',
      lineNumber: 2,
      skuId: 'SKU-TMT-12',
      productName: 'TMT Bar 12 mm',
      unit: 'MT',
      orderedQuantity: '4.000',
      acknowledgedQuantity: '4.000',
      pendingAcknowledgementQuantity: '0.000',
      consignedQuantity: '4.000',
      availableQuantity: '0.000',
    },
    {
      lineItemId: '11111111-1111-4111-8111-000000000003',
      lineNumber: 3,
      skuId: 'SKU-PIPE-2',
      productName: 'PVC Pipe 2 inch',
      unit: 'NOS',
      orderedQuantity: '10.000',
      acknowledgedQuantity: '10.000',
      pendingAcknowledgementQuantity: '0.000',
      consignedQuantity: '0.000',
      availableQuantity: '10.000',
    },
  ],
};
const CREATOR = { ...TEST_USER, permissions: ['Ful_Consignment_View', 'Allow_Consignment_Create'] };

describe('create consignment from the order’s consignments tab', () => {
  it('is offered only with the permission and while the order can be consigned', async () => {
    fakeServer({ 'POST /api/consignment-v2/search/advanced': () => json(pageOf([])) });
    const { unmount } = renderInApp(<OrderConsignmentsTab orderKey="SO00000012" orderStatus="COMPLETED" />, {
      user: CREATOR,
    });
    await screen.findByText('There are no items to display');
    expect(screen.queryByRole('button', { name: 'Create Consignment' })).toBeNull();
    unmount();
    renderInApp(<OrderConsignmentsTab orderKey="SO00000012" orderStatus="PLANNED" />, { user: TEST_USER });
    await screen.findByText('There are no items to display');
    expect(screen.queryByRole('button', { name: 'Create Consignment' })).toBeNull();
  });

  it('takes partial quantities of the lines with something left, checks them, and sends only the chosen lines', async () => {
    const server = fakeServer({
      'POST /api/consignment-v2/search/advanced': () => json(pageOf([])),
      'GET /api/consignment/consignable-lines/SO00000012': () => json(CONSIGNABLE),
      'POST /api/consignment/create-consignment': ({ body }) =>
        (JSON.parse(body) as { lines: unknown[] }).lines.length > 1
          ? json(
              {
                message: 'Check the highlighted fields',
                status: 400,
                errorCode: 'VALIDATION_FAILED',
                details: {
                  fields: [
                    {
                      field: 'lines[1].quantity',
                      message: 'Enter at most the acknowledged quantity not yet consigned, 9.000',
                    },
                  ],
                },
              },
              400,
            )
          : json(
              {
                consignmentKey: 'CN00000077',
                status: 'REQUESTED',
                trackingStatus: null,
                version: 3,
                blockedReasons: [],
                failureReason: null,
              },
              201,
            ),
    });
    renderInApp(<OrderConsignmentsTab orderKey="SO00000012" orderStatus="PLANNED" />, { user: CREATOR });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Consignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create consignment' });
    const cement = within(await within(dialog).findByRole('group', { name: 'OPC 53 Cement' }));
    const steel = within(within(dialog).getByRole('group', { name: 'TMT Bar 12 mm' }));
    const pipe = within(within(dialog).getByRole('group', { name: 'PVC Pipe 2 inch' }));
    expect(
      cement.getByText('Acknowledged 80.000 · Consigned 30.000 · Available 50.000 BAG'),
    ).toBeInTheDocument();
    expect(cement.getByText('Pending acknowledgement 20.000 BAG')).toBeInTheDocument();
    expect(steel.getByLabelText(/Quantity to Consign/)).toBeDisabled();
    expect(steel.getByText('Nothing left to consign')).toBeInTheDocument();

    const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Create Consignment' }));
    await submit();
    expect(await cement.findByText('Enter a quantity on at least one line')).toBeInTheDocument();
    await typeInto(cement.getByLabelText(/Quantity to Consign/), '51');
    await submit();
    expect(await cement.findByText('More than is available to consign')).toBeInTheDocument();
    // Bags are consigned whole, as the server has it: a fraction is refused before the call.
    expect(cement.getByLabelText(/Quantity to Consign/)).toHaveAttribute('step', '1');
    await userEvent.clear(cement.getByLabelText(/Quantity to Consign/));
    await typeInto(cement.getByLabelText(/Quantity to Consign/), '12.125');
    await submit();
    expect(await cement.findByText('Enter a whole number for this unit')).toBeInTheDocument();
    await userEvent.clear(cement.getByLabelText(/Quantity to Consign/));
    await typeInto(cement.getByLabelText(/Quantity to Consign/), '12');
    await typeInto(pipe.getByLabelText(/Quantity to Consign/), '10');
    await submit();
    // The server's `lines[1]` is the second line sent: the pipe, the third of the form.
    expect(
      await pipe.findByText('Enter at most the acknowledged quantity not yet consigned, 9.000'),
    ).toBeInTheDocument();
    const creates = () =>
      server.mock.calls.filter(
        ([url, init]) => String(url).endsWith('/create-consignment') && init?.method === 'POST',
      );
    const first = creates()[0];
    expect(JSON.parse(bodyText(first?.[1]?.body))).toEqual({
      orderKey: 'SO00000012',
      lines: [
        { lineItemId: CONSIGNABLE.lines[0]?.lineItemId, quantity: '12' },
        { lineItemId: CONSIGNABLE.lines[2]?.lineItemId, quantity: '10' },
      ],
    });
    await userEvent.clear(pipe.getByLabelText(/Quantity to Consign/));
    await submit();
    expect(
      await screen.findByText('Consignment CN00000077 created: Pending Acknowledgment.'),
    ).toBeInTheDocument();
    const second = creates()[1];
    expect(JSON.parse(bodyText(second?.[1]?.body))).toEqual({
      orderKey: 'SO00000012',
      lines: [{ lineItemId: CONSIGNABLE.lines[0]?.lineItemId, quantity: '12' }],
    });
    // A refused try changed nothing: the corrected one goes with a new Idempotency-Key.
    const keyOf = (call: typeof first) => new Headers(call?.[1]?.headers).get('Idempotency-Key');
    expect(keyOf(second)).not.toBe(keyOf(first));
  }, 40_000);
});
