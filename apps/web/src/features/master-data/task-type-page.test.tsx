import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { NpsImportsPage } from './task-type-page';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const NPS_TYPE = {
  taskType: 'NPS_IMPORT',
  label: 'NPS scores',
  area: 'master-data',
  columns: [
    { name: 'Campaign ID', help: '', required: true },
    { name: 'Party Code', help: '', required: true },
    { name: 'Score', help: '', required: true },
    { name: 'Comment', help: '', required: false },
  ],
  uploadPermission: 'Allow_Master_Data_Upload',
  downloadPermission: 'Allow_Master_Data_Download',
  canUpload: true,
  canDownload: true,
  needsChecker: false,
};
const OTHER_TYPE = { ...NPS_TYPE, taskType: 'SECONDARY_SALES', label: 'Secondary sales' };
const page = (content: unknown[]) =>
  json({
    content,
    pageNumber: 0,
    pageSize: 50,
    totalElements: content.length,
    totalPages: 1,
    totalIsCapped: false,
  });

describe('/nps-imports', () => {
  it('offers the NPS type only, and lists the caller’s uploads of that type', async () => {
    const server = fakeServer({
      'GET /api/tasks/types': () => json([OTHER_TYPE, NPS_TYPE]),
      'POST /api/tasks/search': ({ body }) =>
        page(
          (JSON.parse(body) as { kind: string }).kind === 'UPLOAD'
            ? [
                {
                  taskId: 't-1',
                  taskType: 'NPS_IMPORT',
                  taskTypeLabel: 'NPS scores',
                  kind: 'UPLOAD',
                  fileName: 'nps-phone.xlsx',
                  status: 'COMPLETED',
                  rowCount: 12,
                  processedRows: 12,
                  writtenRows: 11,
                  errorCount: 1,
                  hasFailedRowsFile: true,
                  createdOn: '2026-11-25T10:00:00.000Z',
                  finishedOn: '2026-11-25T10:00:05.000Z',
                },
              ]
            : [],
        ),
    });
    renderInApp(<NpsImportsPage />, { path: '/nps-imports', user: TEST_USER });
    expect(await screen.findByRole('heading', { name: 'NPS Imports', level: 1 })).toBeVisible();
    expect(
      await screen.findByText(/Columns of the template: Campaign ID, Party Code, Score, Comment/),
    ).toBeVisible();
    // One type: nothing to choose.
    expect(screen.queryByRole('combobox', { name: 'Data type' })).not.toBeInTheDocument();
    const uploaded = await screen.findByRole('table', { name: 'Uploaded files' });
    const row = within(uploaded).getByText('nps-phone.xlsx').closest('tr');
    expect(row).toHaveTextContent('NPS scores');
    expect(row).toHaveTextContent('12');
    const searches = server.mock.calls
      .filter(([url]) => String(url).includes('/api/tasks/search'))
      .map(([, init]) => JSON.parse(bodyText(init?.body)) as { kind: string; taskType?: string });
    expect(searches).toContainEqual(expect.objectContaining({ kind: 'UPLOAD', taskType: 'NPS_IMPORT' }));
    expect(searches.every((s) => s.taskType === 'NPS_IMPORT')).toBe(true);
  });

  it('says so when the caller may not upload NPS scores', async () => {
    fakeServer({
      'GET /api/tasks/types': () => json([OTHER_TYPE]),
      'POST /api/tasks/search': () => page([]),
    });
    renderInApp(<NpsImportsPage />, { path: '/nps-imports', user: TEST_USER });
    expect(await screen.findByText('You cannot upload NPS Imports.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload and check' })).not.toBeInTheDocument();
  });
});
