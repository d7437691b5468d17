import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobWork, JobWorkList } from '@dom/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { OrderDetailPage } from './order-detail-page';
import { DETAIL } from '../../test/fixtures/order-fixtures';

afterEach(() => vi.unstubAllGlobals());

const DETAIL_PATH = '/api/order/orderDetails/SO00000012';
const LIST_PATH = '/api/order/SO00000012/job-works';
const LINE = DETAIL.lineItems[0]?.lineItemId ?? '';
const EDITOR = {
  ...TEST_USER,
  permissions: ['Adm_Order_View', 'Display_Order_Job_Work_Tab', 'Allow_Order_Edit'],
};
const SLOW = 20_000;

/** The row's allowed actions as the server names them: each with its call and the row's id. */
const acts = (id: string, ...names: ('start' | 'complete' | 'delete')[]): JobWork['allowedActions'] =>
  names.map((action) => ({
    action,
    endpoint: `orders.job-works.${action}`,
    params: { id },
    to: action === 'start' ? 'RUNNING' : action === 'complete' ? 'COMPLETED' : null,
  }));

const job = (over: Partial<JobWork>): JobWork => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  orderKey: 'SO00000012',
  lineItemId: LINE,
  lineNumber: 1,
  skuId: 'SKU-TMT-12',
  productName: 'TMT Bar 12 mm',
  unit: 'MT',
  process: 'Cut and bend',
  jobWorker: 'Patil Steel Works',
  quantity: '5.000',
  expectedCompletionDate: '2026-12-05',
  status: 'DRAFT',
  createdAt: '2026-11-20T06:30:00.000Z',
  updatedAt: '2026-11-20T06:30:00.000Z',
  allowedActions: acts('00000000-0000-4000-8000-0000000000f1', 'start', 'delete'),
  ...over,
});

function renderTab(user = EDITOR) {
  return renderInApp(<OrderDetailPage />, {
    path: '/sales-order/SO00000012#job-work',
    routePath: '/sales-order/:key',
    user,
  });
}

const approved = { ...DETAIL, orderStatus: 'ORDER_APPROVED' as const };

describe('order job work tab', () => {
  it('counts the rows in the tab label and offers each row only its allowed actions', async () => {
    const list: JobWorkList = {
      canAdd: true,
      items: [
        job({}),
        job({
          id: '00000000-0000-4000-8000-0000000000f2',
          process: 'Threading',
          status: 'RUNNING',
          expectedCompletionDate: null,
          allowedActions: acts('00000000-0000-4000-8000-0000000000f2', 'complete'),
        }),
      ],
    };
    fakeServer({ [`GET ${DETAIL_PATH}`]: () => json(approved), [`GET ${LIST_PATH}`]: () => json(list) });
    renderTab();
    expect(await screen.findByRole('tab', { name: 'Job Work (2)' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Job Work' });
    const [, draft, running] = within(table).getAllByRole('row');
    if (!draft || !running) throw new Error('rows missing');
    expect(within(draft).getByText('Cut and bend')).toBeInTheDocument();
    expect(within(draft).getByText('5 MT')).toBeInTheDocument();
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(within(running).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add job work' })).toBeInTheDocument();
  });

  it(
    'starts a draft through the server and says so',
    async () => {
      let status: JobWork['status'] = 'DRAFT';
      const server = fakeServer({
        [`GET ${DETAIL_PATH}`]: () => json(approved),
        [`GET ${LIST_PATH}`]: () =>
          json({
            canAdd: true,
            items: [
              job(
                status === 'DRAFT'
                  ? {}
                  : { status, allowedActions: acts('00000000-0000-4000-8000-0000000000f1', 'complete') },
              ),
            ],
          }),
        'POST /api/order/job-works/00000000-0000-4000-8000-0000000000f1/start': () => {
          status = 'RUNNING';
          return json(
            job({ status, allowedActions: acts('00000000-0000-4000-8000-0000000000f1', 'complete') }),
          );
        },
      });
      renderTab();
      await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
      expect(await screen.findByText('Job work started.')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Complete' })).toBeInTheDocument();
      expect(
        server.mock.calls.some(([url, init]) => String(url).endsWith('/start') && init?.method === 'POST'),
      ).toBe(true);
    },
    SLOW,
  );

  it('shows the empty state and no actions to a viewer', async () => {
    fakeServer({
      [`GET ${DETAIL_PATH}`]: () => json(approved),
      [`GET ${LIST_PATH}`]: () => json({ canAdd: false, items: [] }),
    });
    renderTab({ ...TEST_USER, permissions: ['Adm_Order_View', 'Display_Order_Job_Work_Tab'] });
    expect(await screen.findByText('No job work on this order yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job Work (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add job work' })).not.toBeInTheDocument();
  });

  it('is not shown without the tab permission, and the list is not fetched', async () => {
    const server = fakeServer({ [`GET ${DETAIL_PATH}`]: () => json(approved) });
    renderTab({ ...TEST_USER, permissions: ['Adm_Order_View'] });
    expect(await screen.findByRole('tab', { name: 'Line Items (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Job Work/ })).not.toBeInTheDocument();
    expect(server.mock.calls.some(([url]) => String(url).includes('/job-works'))).toBe(false);
  });

  it(
    'adds job work, checking the form first and putting the server’s field answer under its field',
    async () => {
      const server = fakeServer({
        [`GET ${DETAIL_PATH}`]: () => json(approved),
        [`GET ${LIST_PATH}`]: () => json({ canAdd: true, items: [] }),
        [`POST ${LIST_PATH}`]: () =>
          json(
            {
              message: 'quantity: Enter at most 23 MT',
              status: 400,
              errorCode: 'VALIDATION_FAILED',
              details: { fields: [{ field: 'quantity', message: 'Enter at most 23.000 MT' }] },
            },
            400,
          ),
      });
      renderTab();
      await userEvent.click(await screen.findByRole('button', { name: 'Add job work' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add job work to order SO00000012' });
      expect(within(dialog).getByText('Open for job work: 23 MT')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save job work' }));
      expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
      await userEvent.click(within(dialog).getByRole('textbox', { name: /Process/ }));
      await userEvent.paste('x');
      await userEvent.click(within(dialog).getByRole('textbox', { name: /Job worker/ }));
      await userEvent.paste('Patil Steel Works');
      await userEvent.click(within(dialog).getByRole('textbox', { name: /Quantity/ }));
      await userEvent.paste('0');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save job work' }));
      expect(within(dialog).getByText('Enter 2 to 80 characters.')).toBeInTheDocument();
      expect(within(dialog).getByText('Enter a quantity more than 0.')).toBeInTheDocument();
      const process = within(dialog).getByRole('textbox', { name: /Process/ });
      await userEvent.clear(process);
      await userEvent.paste('Cut and bend');
      const quantity = within(dialog).getByRole('textbox', { name: /Quantity/ });
      await userEvent.clear(quantity);
      await userEvent.paste('30');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save job work' }));
      expect(await within(dialog).findByText('Enter at most 23.000 MT')).toBeInTheDocument();
      const [, init] =
        server.mock.calls.find(([url, i]) => String(url).endsWith('/job-works') && i?.method === 'POST') ??
        [];
      expect(JSON.parse(bodyText(init?.body))).toEqual({
        lineItemId: LINE,
        process: 'Cut and bend',
        jobWorker: 'Patil Steel Works',
        quantity: '30',
      });
      expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    },
    SLOW,
  );
});
