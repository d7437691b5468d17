import type { Task, TaskPreview, TaskType } from '@dom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { UploadWizard } from './upload-wizard';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

/** The upload goes through XMLHttpRequest (progress): it answers the preview the test sets. */
class FakeXhr {
  static answer: unknown = null;
  url = '';
  status = 0;
  responseText = '';
  timeout = 0;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    this.status = 201;
    this.responseText = JSON.stringify(FakeXhr.answer);
    queueMicrotask(() => this.onload?.());
  }
  abort() {}
}

const RFQ_TYPE: TaskType = {
  taskType: 'RFQ_UPLOAD',
  label: 'UBS RFQ upload v2.0',
  area: 'master-data',
  columns: [{ name: 'Upload Reference', help: '', required: true }],
  uploadPermission: 'Allow_Rfq_Upload',
  downloadPermission: 'Allow_Rfq_Download',
  canUpload: true,
  canDownload: true,
  needsChecker: false,
};

const task = (over: Partial<Task>): Task => ({
  taskId: 't-1',
  taskType: 'RFQ_UPLOAD',
  taskTypeLabel: 'UBS RFQ upload v2.0',
  area: 'master-data',
  kind: 'UPLOAD',
  channel: 'WEB',
  status: 'CREATED',
  statusLabel: 'Created',
  jobStatus: 'DRAFT',
  failure: null,
  failureLabel: null,
  message: null,
  fileName: 'rfqs.xlsx',
  rowCount: 4,
  processedRows: 0,
  writtenRows: 0,
  errorCount: 0,
  skippedRows: 0,
  progressPercent: 0,
  hasFailedRowsFile: false,
  hasResultFile: false,
  createdBy: 'u-1',
  createdOn: '2026-11-27T10:00:00.000Z',
  finishedOn: null,
  feedback: null,
  approval: null,
  ...over,
});

const NOTE = 'RFQ already raised from Upload Reference REF-A: RFQ-100001 has this line';

async function uploadFile() {
  const file = new File(['xlsx'], 'rfqs.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
  await userEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
}

describe('the upload wizard: rows the type skips', () => {
  it('shows the skipped rows as Skipped with their notes, apart from the errors, and processes the ready ones', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      task: task({ errorCount: 1, skippedRows: 2, hasFailedRowsFile: true }),
      errors: [{ row: 5, column: 'SKU', message: 'SKU NO-SUCH-SKU is not an active product' }],
      notes: [
        { row: 2, message: NOTE },
        { row: 3, message: NOTE },
      ],
      validRows: 1,
    } satisfies TaskPreview;
    fakeServer({});
    renderInApp(<UploadWizard types={[RFQ_TYPE]} />, { user: TEST_USER });
    await uploadFile();
    expect(await screen.findByText(/rfqs\.xlsx: 4 rows, 1 ready, 1 with errors\./)).toHaveTextContent(
      '2 rows will be skipped (see the notes).',
    );
    const skipped = screen.getByRole('table', { name: 'Rows to skip' });
    const rows = within(skipped).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2', 'Skipped', NOTE],
      ['3', 'Skipped', NOTE],
    ]);
    // The errors table holds the failed row only.
    const errors = screen.getByRole('table', { name: 'Rows with errors' });
    expect(within(errors).getAllByRole('row')).toHaveLength(2);
    expect(within(errors).queryByText(NOTE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process 1 row' })).toBeEnabled();
  });

  it('a file whose rows are all skipped can still be processed, and ends with the skipped count', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      task: task({ rowCount: 2, skippedRows: 2 }),
      errors: [],
      notes: [
        { row: 2, message: NOTE },
        { row: 3, message: NOTE },
      ],
      validRows: 0,
    } satisfies TaskPreview;
    const done = task({
      rowCount: 2,
      skippedRows: 2,
      status: 'COMPLETED',
      statusLabel: 'Processed',
      jobStatus: 'COMPLETED',
      processedRows: 2,
      progressPercent: 100,
      finishedOn: '2026-11-27T10:00:05.000Z',
    });
    const server = fakeServer({
      'POST /api/extraction/initiate': () => json(done, 202),
      'GET /api/tasks/t-1': () => json(done),
    });
    renderInApp(<UploadWizard types={[RFQ_TYPE]} />, { user: TEST_USER });
    await uploadFile();
    expect(
      await screen.findByText(
        'Some rows will be skipped (see the notes); every other row is ready to process.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Finish (nothing new to write)' }));
    await waitFor(() =>
      expect(server.mock.calls.some(([url]) => String(url).endsWith('/api/extraction/initiate'))).toBe(true),
    );
    expect(await screen.findByText('0 rows processed, 0 failed. 2 rows skipped.')).toBeVisible();
  });

  it('says Skipped in Hindi and Marathi', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      task: task({ rowCount: 1, skippedRows: 1 }),
      errors: [],
      notes: [{ row: 2, message: NOTE }],
      validRows: 0,
    } satisfies TaskPreview;
    fakeServer({});
    for (const [language, table, status] of [
      ['hi', 'छोड़ी जाने वाली पंक्तियाँ', 'छोड़ी गई'],
      ['mr', 'वगळल्या जाणाऱ्या ओळी', 'वगळली'],
    ] as const) {
      const view = renderInApp(<UploadWizard types={[RFQ_TYPE]} />, { user: TEST_USER, language });
      const file = new File(['xlsx'], 'rfqs.xlsx');
      fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
      await userEvent.click(
        screen.getByRole('button', { name: language === 'hi' ? 'अपलोड करें और जाँचें' : 'अपलोड करा आणि तपासा' }),
      );
      const skipped = await screen.findByRole('table', { name: table });
      expect(within(skipped).getByText(status)).toBeVisible();
      view.unmount();
    }
  });
});
