import { type ImportJob, type ImportPreview, ORDER_ENDPOINTS } from '@dom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api-client';
import type * as Client from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { endpointAnswers } from '../../test/endpoint-answers';
import { TEST_USER, renderInApp } from '../../test/render';
import { downloadXlsx } from '../../components/xlsx/xlsx';
import type * as Xlsx from '../../components/xlsx/xlsx';
import { ImportOrdersPage } from './import-orders-page';
import * as support from './order-create-support';
import type * as Support from './order-create-support';

vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof Client>()),
  call: vi.fn(),
}));
vi.mock('../../components/xlsx/xlsx', async (original) => ({
  ...(await original<typeof Xlsx>()),
  downloadXlsx: vi.fn(() => Promise.resolve()),
}));
vi.mock('./order-create-support', async (original) => ({
  ...(await original<typeof Support>()),
  uploadImport: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const OM = { ...TEST_USER, permissions: ['Adm_Order_View', 'Allow_Order_Create'] };
const row = (n: number, ref: string, errors: ImportPreview['rows'][number]['errors'] = []) => ({
  row: n,
  orderRef: ref,
  buyerCode: 'BYR-0001',
  sku: 'CEM-OPC-53',
  quantity: '2',
  errors,
});
const preview = (rows: ImportPreview['rows']): ImportPreview => ({
  uploadId: '44444444-4444-4444-8444-444444444444',
  fileName: 'orders.xlsx',
  rowCount: rows.length,
  orderCount: new Set(rows.map((r) => r.orderRef)).size,
  errorCount: rows.flatMap((r) => r.errors).length,
  rows,
  fileErrors: [],
});

async function uploadFile() {
  const file = new File(['x'], 'orders.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(await screen.findByTestId('file-input'), { target: { files: [file] } });
  await userEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
}

describe('import order creation wizard', { timeout: 30_000 }, () => {
  it('downloads the template and shows each bad row with its column and message; nothing to import', async () => {
    vi.mocked(support.uploadImport).mockResolvedValue(
      preview([
        row(2, 'A-1', [{ row: 2, column: 'Buyer Code', message: 'No such buyer' }]),
        row(3, 'A-1'),
        row(4, 'B-1', [
          { row: 4, column: 'Buyer Credit Days', message: 'Buyer credit days cannot exceed 21 days' },
        ]),
      ]),
    );
    renderInApp(<ImportOrdersPage />, { path: '/sales-order/import', user: OM });
    await userEvent.click(await screen.findByRole('button', { name: 'Download template' }));
    expect(downloadXlsx).toHaveBeenCalled();
    await uploadFile();
    expect(await screen.findByText('orders.xlsx: 3 rows, 2 orders, 2 errors.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of the uploaded file' });
    const bad = within(table).getByRole('row', { name: /^2 A-1/ });
    expect(bad).toHaveTextContent('Buyer Code: No such buyer');
    expect(within(table).getByRole('row', { name: /^3 A-1/ })).toHaveTextContent('OK');
    expect(screen.getByRole('button', { name: 'Import 2 orders' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Upload another file' }));
    expect(await screen.findByRole('button', { name: 'Download template' })).toBeInTheDocument();
  });

  it('imports a clean file, shows the progress and links to every created order', async () => {
    vi.mocked(support.uploadImport).mockResolvedValue(preview([row(2, 'A-1'), row(3, 'B-1')]));
    const on = endpointAnswers(call);
    on(ORDER_ENDPOINTS.importCommit).mockResolvedValue({ jobId: 'job-1' });
    const running: ImportJob = {
      jobId: 'job-1',
      status: 'IN_PROGRESS',
      done: 1,
      total: 2,
      message: null,
      created: [],
    };
    on(ORDER_ENDPOINTS.importJob)
      .mockResolvedValueOnce(running)
      .mockResolvedValue({
        ...running,
        status: 'COMPLETED',
        done: 2,
        created: [
          { orderRef: 'A-1', orderKey: 'SO-AAAA0001' },
          { orderRef: 'B-1', orderKey: 'SO-BBBB0002' },
        ],
      });
    renderInApp(<ImportOrdersPage />, { path: '/sales-order/import', user: OM });
    await uploadFile();
    expect(
      await screen.findByText('Every row is correct. 2 orders are ready to import.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 orders' }));
    expect(on(ORDER_ENDPOINTS.importCommit)).toHaveBeenCalledWith({
      params: { uploadId: '44444444-4444-4444-8444-444444444444' },
    });
    expect(await screen.findByText('Creating orders: 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(await screen.findByText('2 orders created.', {}, { timeout: 5000 })).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Created orders' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/sales-order/SO-AAAA0001',
      '/sales-order/SO-BBBB0002',
    ]);
  });

  it('shows why the server refused the file', async () => {
    vi.mocked(support.uploadImport).mockRejectedValue(
      new ApiError({ status: 400, message: 'The header row does not match the template' }),
    );
    renderInApp(<ImportOrdersPage />, { path: '/sales-order/import', user: OM });
    await uploadFile();
    await waitFor(() =>
      expect(screen.getAllByText('The header row does not match the template').length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('import order creation without the create permission', () => {
  it('says the user may not use it', async () => {
    renderInApp(<ImportOrdersPage />, {
      path: '/sales-order/import',
      user: { ...TEST_USER, permissions: ['Adm_Order_View'] },
    });
    expect(await screen.findByText('You are not authorized to access this resource')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download template' })).not.toBeInTheDocument();
  });
});
