import { screen, within } from '@testing-library/react';
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
});
