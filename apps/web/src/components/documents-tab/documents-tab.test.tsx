import { displayFileName, formatDisplayDateTime } from '@dom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { DocumentsTab, type DocumentsTabProps, type DocumentsTabRow } from './documents-tab';

const LONG: DocumentsTabRow = {
  documentId: 'd1',
  fileName: 'buyer-invoice-INV-26-00042-final-copy.pdf',
  documentType: 'BUYER_INVOICE',
  uploadedAt: '2026-01-15T04:30:00.000Z',
  uploadedBy: 'Aditi Sharma',
  notes: ['om@dom.example.in'],
};
const GENERATED: DocumentsTabRow = {
  documentId: 'd2',
  fileName: 'dispatch-advice.pdf',
  documentType: 'DISPATCH_ADVICE',
  uploadedAt: '2026-01-16T04:30:00.000Z',
  uploadedBy: null,
  deletable: false,
  downloadable: false,
};
const TYPES: Record<string, string> = {
  BUYER_INVOICE: 'Buyer Invoice',
  DISPATCH_ADVICE: 'Dispatch Advice',
  OTHERS: 'Others',
};

function renderTab(props: Partial<DocumentsTabProps> = {}, path = '/') {
  const all: DocumentsTabProps = {
    label: 'Documents',
    rows: [LONG, GENERATED],
    typeText: (type) => TYPES[type] ?? type,
    urlOf: vi.fn(() => Promise.resolve('/api/files/d1/content?signature=x')),
    ...props,
  };
  const { history } = renderInApp(<DocumentsTab {...all} />, { path });
  return { ...all, history };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('DocumentsTab', { timeout: 20_000 }, () => {
  it('lists name (short, whole on hover), type, time, uploader and notes; view only shows no upload or delete', () => {
    renderTab({ showUploader: true });
    const table = screen.getByRole('table', { name: 'Documents' });
    const name = within(table).getByText(displayFileName(LONG.fileName));
    expect(name).toHaveAttribute('title', LONG.fileName);
    const row = within(rowOf(displayFileName(LONG.fileName)));
    expect(row.getByText('Buyer Invoice')).toBeInTheDocument();
    expect(row.getByText('Aditi Sharma')).toBeInTheDocument();
    expect(row.getByText('om@dom.example.in')).toBeInTheDocument();
    expect(row.getByText(formatDisplayDateTime(LONG.uploadedAt))).toBeInTheDocument();
    // The download button is named 'Download' and described by the file's name.
    expect(row.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription(
      displayFileName(LONG.fileName),
    );
    expect(within(rowOf('dispatch-advice.pdf')).getByText('System')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload documents' })).not.toBeInTheDocument();
  });

  it('hides the uploader column unless asked, and shows the empty state without documents', () => {
    renderTab({ rows: [] });
    expect(screen.queryByRole('columnheader', { name: 'Uploaded By' })).not.toBeInTheDocument();
    expect(screen.getByText('There are no items to display')).toBeInTheDocument();
  });

  it('says when the list cannot be read, and retries on request', async () => {
    const onRetry = vi.fn();
    renderTab({ error: new Error('boom'), onRetry });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const alert = screen.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks for a fresh link on download, and says at once when the server has none', async () => {
    const props = renderTab();
    await userEvent.click(within(rowOf('dispatch-advice.pdf')).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('File not available to download')).toBeInTheDocument();
    expect(props.urlOf).not.toHaveBeenCalled();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(
      within(rowOf(displayFileName(LONG.fileName))).getByRole('button', { name: 'Download' }),
    );
    await waitFor(() => expect(props.urlOf).toHaveBeenCalledWith(LONG));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('uploads under the chosen type and deletes after a confirmation; generated documents keep no delete', async () => {
    const send = vi.fn(() => Promise.resolve());
    const remove = vi.fn(() => Promise.resolve());
    const onChanged = vi.fn(() => Promise.resolve());
    renderTab({
      upload: { types: [{ value: 'OTHERS' }, { value: 'BUYER_INVOICE' }], maxFiles: 1, send },
      remove,
      onChanged,
    });
    const upload = screen.getByRole('region', { name: 'Upload documents' });
    await userEvent.click(within(upload).getByLabelText('Document Type'));
    await userEvent.click(await screen.findByRole('option', { name: 'Buyer Invoice' }));
    const invoice = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(within(upload).getByTestId('file-input'), { target: { files: [invoice] } });
    await userEvent.click(within(upload).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith('BUYER_INVOICE', [invoice], expect.any(Function)));
    expect(await screen.findByText('Document uploaded.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);

    expect(within(rowOf('dispatch-advice.pdf')).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(
      within(rowOf(displayFileName(LONG.fileName))).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(dialog).toHaveTextContent(LONG.fileName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(LONG));
    // Toasts show one at a time: this one follows "Document uploaded." once that has gone.
    expect(await screen.findByText('Document deleted.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('says so when a delete is refused, and keeps the list as it was', async () => {
    const remove = vi.fn(() => Promise.reject(new Error('refused')));
    const onChanged = vi.fn(() => Promise.resolve());
    renderTab({ remove, onChanged });
    await userEvent.click(
      within(rowOf(displayFileName(LONG.fileName))).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete file.')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('pages rows it is given when the server does not', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...LONG,
      documentId: `doc-${i}`,
      fileName: `file-${String(i).padStart(2, '0')}.pdf`,
    }));
    renderTab({ rows: many });
    expect(screen.getByText('file-00.pdf')).toBeInTheDocument();
    expect(screen.queryByText('file-20.pdf')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('file-20.pdf')).toBeInTheDocument();
    expect(screen.queryByText('file-00.pdf')).not.toBeInTheDocument();
  });

  it('keeps its page in the address, beside the screen’s own pager and the tab', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...LONG,
      documentId: `doc-${i}`,
      fileName: `file-${String(i).padStart(2, '0')}.pdf`,
    }));
    const { history } = renderTab({ rows: many }, '/sellers/S1?page=3#documents');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(history.location.search).toBe('?page=3&documents-page=2'));
    expect(history.location.hash).toBe('#documents');
    expect(await screen.findByText('file-20.pdf')).toBeInTheDocument();
  });

  it('opens on the page the address names', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...LONG,
      documentId: `doc-${i}`,
      fileName: `file-${String(i).padStart(2, '0')}.pdf`,
    }));
    renderTab({ rows: many }, '/consignments/C1?documents-page=2#documents');
    expect(screen.getByText('file-24.pdf')).toBeInTheDocument();
    expect(screen.queryByText('file-00.pdf')).not.toBeInTheDocument();
  });
});
