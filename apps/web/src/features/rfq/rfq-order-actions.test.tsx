import type { Quotation, RfqAllowedAction, RfqDetail } from '@dom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { RfqDetailPage } from './rfq-detail-page';

afterEach(() => vi.unstubAllGlobals());

const RFQ = 'RFQ-100042';
const DETAIL_PATH = `/api/buyerRFQ/${RFQ}`;
const SLOW = 40_000;

/** An allowed action as the server's presenter builds it (`allowedAction`). */
const act = (action: string, endpoint: string, params: Record<string, string> = {}): RfqAllowedAction => ({
  action,
  endpoint,
  params,
  to: null,
});

const quotation = (quotationKey: string, status: Quotation['status'], placeOrder: boolean): Quotation => ({
  quotationKey,
  rfqKey: RFQ,
  buyerName: 'Shree Ganesh Infra Projects',
  businessUnit: 'DIRECT',
  status,
  totalPaise: '5414820000',
  costPaise: '5252375400',
  marginBp: 300,
  needsApproval: false,
  approvalKey: null,
  orderKeys: [],
  createdAt: '2026-11-20T05:30:00.000Z',
  lines: [
    {
      lineId: 'line-1',
      productName: 'OPC 53 Cement',
      quantity: '1200',
      sellerRfqKey: 'SRFQ-500001',
      sellerName: 'Deccan Cements Pvt Ltd',
      buyerPricePaise: '45124',
      sellerPricePaise: '43770',
      marginBp: 300,
    },
  ],
  mov: [],
  allowedActions: placeOrder
    ? [{ action: 'placeOrder', endpoint: 'rfq.place-order', params: {}, to: 'CLOSED' }]
    : [],
});

const DETAIL: RfqDetail = {
  rfqKey: RFQ,
  buyerId: '11111111-1111-4111-8111-111111111111',
  buyerName: 'Shree Ganesh Infra Projects',
  buyerCode: 'BUY-0042',
  shippingAddress: null,
  businessUnit: 'DIRECT',
  pricingBasis: 'FOR',
  salesType: 'projectSales',
  status: 'RESPONSE_SUBMITTED',
  displayStatus: 'Response Submitted',
  buyerCreditDays: 15,
  paymentTerms: 'Credit 15 days',
  closeReason: null,
  overrideChecklist: [],
  rmEmail: 'rm@dom.example.in',
  cmEmail: 'cm@dom.example.in',
  sourcerEmail: null,
  valuePaise: '5414820000',
  createdAt: '2026-11-18T05:30:00.000Z',
  version: 9,
  lines: [],
  sellerRfqs: [],
  // Newest first: the sent one, and an earlier one closed without an order.
  quotations: [quotation('QT-700002', 'SENT_TO_SELLER', true), quotation('QT-700001', 'CLOSED', false)],
  orderKeys: [],
  activity: [],
  allowedActions: [act('splitIntoChildOrders', 'rfq.split-child-orders')],
};

const RM = { ...TEST_USER, permissions: ['Display_Rfq_Tab', 'Allow_Rfq_Place_Order'] };

/** The RFQ's page over a fake server: `details` answers the detail reads in turn (the last one stays). */
function open(details: RfqDetail[], handlers: Record<string, FakeHandler> = {}, hash = '') {
  let read = 0;
  const server = fakeServer({
    [`GET ${DETAIL_PATH}`]: () => json(details[Math.min(read++, details.length - 1)]),
    ...handlers,
  });
  const view = renderInApp(<RfqDetailPage />, {
    path: `/rfq/${RFQ}${hash}`,
    routePath: '/rfq/:key',
    user: RM,
  });
  return { server, ...view };
}

const callsTo = (server: ReturnType<typeof fakeServer>, method: string, path: string) =>
  server.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === method);
const bodyOf = (call: ReturnType<typeof callsTo>[number] | undefined) =>
  JSON.parse(bodyText(call?.[1]?.body)) as unknown;
const keyOf = (call: ReturnType<typeof callsTo>[number] | undefined) =>
  new Headers(call?.[1]?.headers).get('Idempotency-Key');

describe('RFQ detail: split, child orders and reassign', { timeout: SLOW }, () => {
  it('offers Split consignment on the sent quotation only, and splits it by its key', async () => {
    const split: RfqDetail = {
      ...DETAIL,
      status: 'CHILDREN_ORDER_PENDING',
      displayStatus: 'Children Order Pending',
      quotations: [quotation('QT-700002', 'SENT_TO_SELLER', false), DETAIL.quotations[1]!],
      allowedActions: [act('childrenOrderPlaced', 'rfq.children-order-placed', { rfqKey: RFQ })],
    };
    const { server } = open(
      [DETAIL, split],
      { 'POST /api/quotation/split/buyerRFQ': () => json(split) },
      '#quotations',
    );
    const sent = await screen.findByText('QT-700002');
    const sentRow = sent.closest<HTMLElement>('[data-quotation]')!;
    const closedRow = screen.getByText('QT-700001').closest<HTMLElement>('[data-quotation]')!;
    expect(within(sentRow).getByRole('button', { name: 'Place order' })).toBeInTheDocument();
    expect(within(closedRow).queryByRole('button', { name: 'Split consignment' })).not.toBeInTheDocument();

    await userEvent.click(within(sentRow).getByRole('button', { name: 'Split consignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split consignment · QT-700002' });
    expect(within(dialog).getByText(/one per consignment and seller/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Two sites');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split consignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [call] = callsTo(server, 'POST', '/quotation/split/buyerRFQ');
    expect(bodyOf(call)).toEqual({ quotationKey: 'QT-700002', comment: 'Two sites' });
    expect(keyOf(call)).toBeTruthy();
    // The page reads the RFQ again: the split enquiry offers its child orders, the quotation no split.
    expect(await screen.findByRole('button', { name: 'Child order placed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Split consignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('shows no split, child-order or reassign button the server does not offer', async () => {
    open([{ ...DETAIL, allowedActions: [] }], {}, '#quotations');
    expect(await screen.findByText('QT-700002')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Split consignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Child order placed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reassign business user' })).not.toBeInTheDocument();
  });

  it('places the child orders and lands on the Orders tab with a link to each order', async () => {
    const pending: RfqDetail = {
      ...DETAIL,
      status: 'CHILDREN_ORDER_PENDING',
      displayStatus: 'Children Order Pending',
      allowedActions: [act('childrenOrderPlaced', 'rfq.children-order-placed', { rfqKey: RFQ })],
    };
    const orderKeys = ['SO-2611-000101', 'SO-2611-000102'];
    const placed: RfqDetail = {
      ...pending,
      status: 'CHILDREN_ORDER_PLACED',
      displayStatus: 'Children Order Placed',
      quotations: [{ ...quotation('QT-700002', 'CLOSED', false), orderKeys }],
      orderKeys,
      allowedActions: [],
    };
    const { server, history } = open([pending, placed], {
      [`PUT /api/childrenOrderPlaced/buyerRFQ/${RFQ}`]: () =>
        json({ rfqKey: RFQ, quotationKey: 'QT-700002', orderKeys }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Child order placed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Child order placed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Child order placed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [call] = callsTo(server, 'PUT', `/childrenOrderPlaced/buyerRFQ/${RFQ}`);
    expect(bodyOf(call)).toEqual({});
    expect(keyOf(call)).toBeTruthy();
    await waitFor(() => expect(history.location.hash).toBe('#orders'));
    for (const key of orderKeys)
      expect(await screen.findByRole('link', { name: key })).toHaveAttribute('href', `/sales-order/${key}`);
    expect(screen.queryByRole('button', { name: 'Child order placed' })).not.toBeInTheDocument();
  });

  it('reassigns the category manager: picks among the server’s eligible users, shows its word on the email', async () => {
    const reassignable: RfqDetail = {
      ...DETAIL,
      allowedActions: [act('reassignBusinessUserType', 'rfq.reassign-business-user-type')],
    };
    let tries = 0;
    const { server } = open([reassignable, { ...reassignable, cmEmail: 'cm2@dom.example.in' }], {
      'GET /api/enquiry/businessUsers': ({ url }) =>
        json(
          url.searchParams.get('businessUserType') === 'CM' && url.searchParams.get('rfqKey') === RFQ
            ? [
                { value: 'cm2@dom.example.in', label: 'Kavya Joshi · cm2@dom.example.in' },
                { value: 'cm3@dom.example.in', label: 'Arjun Nair · cm3@dom.example.in' },
              ]
            : [],
        ),
      'PUT /api/enquiry/reassignBusinessUserType': () =>
        ++tries === 1
          ? json(
              {
                message: 'email: No active user has this email',
                status: 400,
                errorCode: 'VALIDATION_FAILED',
                details: { fields: [{ field: 'email', message: 'No active user has this email' }] },
              },
              400,
            )
          : json({ ...reassignable, cmEmail: 'cm2@dom.example.in' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reassign business user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign business user' });
    const submit = within(dialog).getByRole('button', { name: 'Reassign' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Category Manager' }));
    expect(within(dialog).getByText('Now: cm@dom.example.in')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sourcer' }));
    expect(within(dialog).getByText('Now: not assigned')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Category Manager' }));
    const user = () => within(dialog).getByRole('combobox', { name: /New business user/ });
    await userEvent.click(user());
    // The list is the server's: the eligible CMs of this enquiry.
    await userEvent.click(await screen.findByRole('option', { name: 'Arjun Nair · cm3@dom.example.in' }));
    await userEvent.click(submit);
    expect(await within(dialog).findByText('No active user has this email')).toBeInTheDocument();
    expect(user()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(user());
    await userEvent.click(await screen.findByRole('option', { name: 'Kavya Joshi · cm2@dom.example.in' }));
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = callsTo(server, 'PUT', '/enquiry/reassignBusinessUserType');
    expect(calls).toHaveLength(2);
    expect(bodyOf(calls[0])).toEqual({ rfqKey: RFQ, businessUserType: 'CM', email: 'cm3@dom.example.in' });
    expect(bodyOf(calls[1])).toEqual({ rfqKey: RFQ, businessUserType: 'CM', email: 'cm2@dom.example.in' });
    // A refusal changed nothing: the corrected request goes under a new key.
    expect(keyOf(calls[1])).not.toBe(keyOf(calls[0]));
    const searches = server.mock.calls.filter(([url]) => String(url).includes('/enquiry/businessUsers'));
    expect(searches.length).toBeGreaterThan(0);
  });
});
