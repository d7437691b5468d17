import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { MasterDataPage } from './master-data-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const type = (taskType: string, label: string) => ({
  taskType,
  label,
  area: 'master-data',
  columns: [{ name: 'Buyer Code', help: '', required: true }],
  uploadPermission: 'Allow_Master_Data_Upload',
  downloadPermission: 'Allow_Master_Data_Download',
  canUpload: true,
  canDownload: true,
  needsChecker: false,
});
const empty = () =>
  json({ content: [], pageNumber: 0, pageSize: 50, totalElements: 0, totalPages: 1, totalIsCapped: false });

describe('/master-data type names', () => {
  it('shows a type in the reader’s language, and a type the app does not know by the server’s label', async () => {
    fakeServer({
      'GET /api/tasks/types': () =>
        json([
          type('BUYER_VIRTUAL_ACCOUNT', 'Buyer virtual accounts'),
          type('PRODUCT_REGION', 'Product serviceability by region or state'),
          type('SOME_LATER_TYPE', 'Some later type'),
        ]),
      'POST /api/tasks/search': empty,
      'GET /api/business-files/files': empty,
    });
    renderInApp(<MasterDataPage />, { path: '/master-data', user: TEST_USER, language: 'mr' });
    const table = await screen.findByRole('table', { name: 'टेम्पलेट डाउनलोड करा' });
    expect(within(table).getByText('खरेदीदारांची व्हर्च्युअल खाती')).toBeVisible();
    expect(within(table).getByText('प्रदेश किंवा राज्यानुसार उत्पादनाची सेवा उपलब्धता')).toBeVisible();
    expect(within(table).getByText('Some later type')).toBeVisible();
    expect(within(table).queryByText('Buyer virtual accounts')).not.toBeInTheDocument();
  });

  it('lists the types in the order of their names as shown, in every tab and the upload’s menu', async () => {
    fakeServer({
      'GET /api/tasks/types': () =>
        json([
          type('SECONDARY_SALES', 'Secondary sales'),
          type('BUYER_BRAND_MAPPING', 'Buyer brand mapping'),
          type('ASSORTMENT', 'Assortment'),
        ]),
      'POST /api/tasks/search': empty,
      'GET /api/business-files/files': empty,
    });
    renderInApp(<MasterDataPage />, { path: '/master-data', user: TEST_USER });
    const table = await screen.findByRole('table', { name: 'Download template' });
    const names = [
      'Assortment (what a seller offers, by SKU and region)',
      'Buyer brand mapping',
      'Secondary sales',
    ];
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(names);
    await userEvent.click(screen.getByRole('tab', { name: 'Upload file' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Data type' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(names);
  });
});

const importFile = (over: Record<string, unknown>) => ({
  taskId: 't-1',
  taskType: 'BUYER_PRICE',
  taskTypeLabel: 'Buyer prices (price per unit by buyer, SKU and region)',
  area: 'pricing',
  kind: 'UPLOAD',
  channel: 'WEB',
  status: 'CREATED',
  statusLabel: 'Created',
  jobStatus: 'DRAFT',
  failure: null,
  failureLabel: null,
  message: null,
  fileName: 'march-prices.xlsx',
  rowCount: 12,
  processedRows: 0,
  writtenRows: 0,
  errorCount: 2,
  skippedRows: 0,
  progressPercent: 0,
  hasFailedRowsFile: true,
  hasResultFile: false,
  createdBy: 'u-cm',
  createdOn: '2026-11-26T05:30:00.000Z',
  finishedOn: null,
  feedback: null,
  approval: { approvalKey: 'AP000041', status: 'PENDING', statusLabel: 'Pending' },
  uploadedByName: 'Arjun Reddy',
  ...over,
});
const pageOf = (content: unknown[]) =>
  json({
    content,
    pageNumber: 0,
    pageSize: 20,
    totalElements: content.length,
    totalPages: 1,
    totalIsCapped: false,
  });

describe('/master-data import files (maker–checker)', () => {
  const serve = () =>
    fakeServer({
      'GET /api/tasks/types': () =>
        json([
          { ...type('BUYER_PRICE', 'Buyer prices'), needsChecker: true },
          type('PRODUCT_REGION', 'Product serviceability by region or state'),
        ]),
      'POST /api/tasks/search': empty,
      'GET /api/business-files/files': empty,
      'GET /api/master-data/import-files': ({ url }) =>
        url.searchParams.get('tab') === 'APPROVAL_PENDING'
          ? pageOf([importFile({})])
          : pageOf([
              importFile({
                taskId: 't-2',
                fileName: 'feb-prices.xlsx',
                status: 'PARTIAL_COMPLETED',
                jobStatus: 'COMPLETED',
                writtenRows: 9,
                errorCount: 3,
                finishedOn: '2026-11-26T06:00:00.000Z',
                approval: { approvalKey: 'AP000040', status: 'APPROVED', statusLabel: 'Approved' },
              }),
              importFile({
                taskId: 't-3',
                fileName: 'jan-prices.xlsx',
                status: 'FAILED',
                hasFailedRowsFile: false,
                failure: 'CHECKER_REJECTED',
                failureLabel: 'Rejected By Checker',
                message: 'Prices above the agreed list',
                finishedOn: '2026-11-26T06:10:00.000Z',
                approval: { approvalKey: 'AP000039', status: 'REJECTED', statusLabel: 'Rejected' },
              }),
            ]),
    });

  it('approval pending: the waiting upload, who uploaded it, its rows and its approval, linked to the Approval Center', async () => {
    const server = serve();
    const user = { ...TEST_USER, permissions: ['Display_Approval_Center_Tab'] };
    const clicker = userEvent.setup();
    renderInApp(<MasterDataPage />, { path: '/master-data', user });
    await clicker.click(await screen.findByRole('tab', { name: 'Approval pending' }));
    const table = await screen.findByRole('table', { name: 'Approval pending' });
    const row = within(table).getByText('march-prices.xlsx').closest('tr')!;
    expect(within(row).getByText('Arjun Reddy')).toBeVisible();
    expect(within(row).getByText('10')).toBeVisible(); // 12 rows, 2 with errors
    expect(within(row).getByText('Pending')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Open AP000041 in the Approval Center' })).toHaveAttribute(
      'href',
      '/approval-center?approval=AP000041',
    );
    const asked = server.mock.calls.map(([u]) => new URL(u, 'http://localhost'));
    expect(
      asked.some(
        (u) =>
          u.pathname === '/api/master-data/import-files' && u.searchParams.get('tab') === 'APPROVAL_PENDING',
      ),
    ).toBe(true);
  });

  it('processed: status, rows written and failed, the reason and the failed rows, in Marathi', async () => {
    serve();
    const clicker = userEvent.setup();
    renderInApp(<MasterDataPage />, { path: '/master-data', user: TEST_USER, language: 'mr' });
    await clicker.click(await screen.findByRole('tab', { name: 'प्रक्रिया झालेल्या' }));
    const table = await screen.findByRole('table', { name: 'प्रक्रिया झालेल्या' });
    const partial = within(table).getByText('feb-prices.xlsx').closest('tr')!;
    expect(within(partial).getByText('9')).toBeVisible();
    expect(within(partial).getByText('3')).toBeVisible();
    expect(within(partial).getByRole('button', { name: 'अयशस्वी ओळी डाउनलोड करा' })).toBeVisible();
    const rejected = within(table).getByText('jan-prices.xlsx').closest('tr')!;
    // The reason: the failure's label in Marathi, the checker's comment as they typed it.
    expect(within(rejected).getByText('तपासणाऱ्याने नाकारले')).toBeVisible();
    expect(within(rejected).queryByText('Rejected By Checker')).not.toBeInTheDocument();
    expect(within(rejected).getByText('Prices above the agreed list')).toBeVisible();
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();
  });

  it('no import-files tabs where no uploadable type needs a checker', async () => {
    fakeServer({
      'GET /api/tasks/types': () => json([type('PRODUCT_REGION', 'Product serviceability')]),
      'POST /api/tasks/search': empty,
      'GET /api/business-files/files': empty,
    });
    renderInApp(<MasterDataPage />, { path: '/master-data', user: TEST_USER });
    expect(await screen.findByRole('tab', { name: 'Upload file' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Approval pending' })).not.toBeInTheDocument();
  });
});
