import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { ConsignmentListPage } from './consignment-list-page';
import { LIST_ITEM, pageOf } from '../../test/fixtures/consignment-fixtures';

afterEach(() => vi.unstubAllGlobals());

const VIEWER = { ...TEST_USER, permissions: ['Ful_Consignment_View'] };
const SEARCH = '/api/consignment-v2/search/advanced';
const COUNTS = '/api/consignment-v2/search/counts';
// Seventeen filters and twenty tabs take a few seconds to mount in jsdom on a shared machine.
const SLOW = 40_000;

function server() {
  return fakeServer({
    [`POST ${SEARCH}`]: () => json(pageOf([LIST_ITEM])),
    [`POST ${COUNTS}`]: () =>
      json({
        counts: [
          { status: 'READY_FOR_SHIPMENT', count: 1, capped: false },
          { status: 'PAYMENT_BLOCKED', count: 3, capped: false },
          { status: 'INTRANSIT', count: 1000, capped: true },
        ],
        total: 1000,
        totalIsCapped: true,
      }),
  });
}

const lastBody = (s: ReturnType<typeof fakeServer>, path: string) => {
  const call = s.mock.calls.filter(([url]) => String(url).startsWith(path)).at(-1);
  return JSON.parse(bodyText(call?.[1]?.body)) as Record<string, unknown>;
};

describe('consignment list', () => {
  it(
    'sends every filter of the address in the search body, server names and types included',
    async () => {
      const s = server();
      renderInApp(<ConsignmentListPage />, {
        path:
          '/consignments?consignmentId=CN00000042&vehicleNo=MH12AB1234&blockedReasons=OVERDUE_INVOICES' +
          '&blockedReasons=BUYER_CLOSED&consignmentSubStatus=INTRANSIT&ewayBillExpiryDays=-1' +
          '&dispatchClarity=AWAITING_CONFIRMATION&warehouses=11111111-1111-4111-8111-111111111111' +
          '&currentPohStatus=DELIVERED_WITH_ISSUE&rmEmails=asha.rm%40dom.example.in&logisticProvider=3PL',
        user: VIEWER,
      });
      expect(await screen.findByText('CN00000042', { selector: 'td a' })).toBeInTheDocument();
      expect(lastBody(s, SEARCH)).toMatchObject({
        consignmentId: 'CN00000042',
        vehicleNo: 'MH12AB1234',
        blockedReasons: ['OVERDUE_INVOICES', 'BUYER_CLOSED'],
        consignmentSubStatus: ['INTRANSIT'],
        ewayBillExpiryDays: -1,
        dispatchClarity: false,
        sourceCodes: ['11111111-1111-4111-8111-111111111111'],
        currentPohStatus: ['DELIVERED_WITH_ISSUE'],
        rmEmails: ['asha.rm@dom.example.in'],
        logisticProvider: '3PL',
        pageNumber: 0,
        pageSize: 20,
      });
      const row = screen.getByRole('row', { name: /CN00000042/ });
      expect(within(row).getByText('Ready for shipment')).toBeInTheDocument();
      expect(within(row).getByText('₹11,80,000.00')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows each status tab with its count and searches the chosen tab’s status',
    async () => {
      const s = server();
      const { history } = renderInApp(<ConsignmentListPage />, { path: '/consignments', user: VIEWER });
      // Capped counts read as "1,000+"; the others as counted.
      expect(await screen.findByRole('tab', { name: 'All (1,000+)' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'In Transit (1,000+)' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Payment Blocked (3)' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Delivered (0)' })).toBeInTheDocument();
      expect(lastBody(s, SEARCH).consignmentStatus).toBeUndefined();
      await userEvent.click(screen.getByRole('tab', { name: 'Payment Blocked (3)' }));
      expect(history.location.hash).toBe('#payment-blocked');
      await waitFor(() => expect(lastBody(s, SEARCH).consignmentStatus).toEqual(['PAYMENT_BLOCKED']));
      // Counts ignore the status: every tab counts under the same filters.
      expect(lastBody(s, COUNTS).consignmentStatus).toBeUndefined();
    },
    SLOW,
  );

  it(
    'keeps a typed filter in the address with the tab, and a row opens the consignment',
    async () => {
      const s = server();
      const { history } = renderInApp(<ConsignmentListPage />, {
        path: '/consignments#ready-for-shipment',
        user: VIEWER,
      });
      await userEvent.click(await screen.findByLabelText('Buyer Name'));
      await userEvent.paste('Shree');
      await waitFor(() => expect(history.location.search).toBe('?buyerName=Shree'));
      expect(history.location.hash).toBe('#ready-for-shipment');
      await waitFor(() =>
        expect(lastBody(s, SEARCH)).toMatchObject({
          buyerName: 'Shree',
          consignmentStatus: ['READY_FOR_SHIPMENT'],
        }),
      );
      await userEvent.click(await screen.findByText('CN00000042', { selector: 'td a' }));
      expect(history.location.pathname).toBe('/consignments/CN00000042');
    },
    SLOW,
  );

  it(
    'shows the server’s message when the search fails',
    async () => {
      fakeServer({});
      renderInApp(<ConsignmentListPage />, { path: '/consignments', user: VIEWER });
      expect(await screen.findByText(`No route POST ${SEARCH}`)).toBeInTheDocument();
    },
    SLOW,
  );
});
