import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { FileUpload } from './file-upload';

const MB = 1024 * 1024;
function file(name: string, size = 1000, type = 'application/pdf'): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('file-input'), { target: { files } });

describe('FileUpload', () => {
  it('keeps the upload button disabled until a file is chosen', () => {
    renderInApp(<FileUpload onUpload={() => Promise.resolve()} />);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    pick([file('po.pdf')]);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.getByText('po.pdf')).toBeInTheDocument();
  });

  it('refuses more than the allowed number of files and clears the selection', () => {
    renderInApp(<FileUpload maxFiles={2} onUpload={() => Promise.resolve()} />);
    pick([file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(screen.getByText('You can only select up to 2 files.')).toBeInTheDocument();
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('names an oversize file and refuses wrong types', () => {
    renderInApp(<FileUpload accept={['.pdf']} onUpload={() => Promise.resolve()} />);
    pick([file('big.pdf', 6 * MB), file('sheet.xlsx', 10, 'application/vnd.ms-excel')]);
    expect(
      screen.getByText('File big.pdf exceeds the 5MB limit and will not be uploaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Some selected files have invalid formats.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('allows one file in single-file mode', () => {
    renderInApp(<FileUpload single onUpload={() => Promise.resolve()} />);
    expect(screen.getByTestId('file-input')).not.toHaveAttribute('multiple');
    pick([file('a.pdf'), file('b.pdf')]);
    expect(screen.getByText('You can only select up to 1 files.')).toBeInTheDocument();
  });

  it('disables the picker when a default file exists and shortens long names', () => {
    const name = 'purchase-order-march-2025-final-signed.pdf';
    renderInApp(<FileUpload defaultFileName={name} onUpload={() => Promise.resolve()} />);
    expect(screen.getByTestId('file-input')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveAttribute('aria-disabled', 'true');
    const shown = screen.getByText(/…\.pdf$/);
    expect(Array.from(shown.textContent ?? '')).toHaveLength(25);
    expect(shown.closest('[title]')).toHaveAttribute('title', name);
  });

  it('shows progress while uploading, then clears the selection', async () => {
    let report: (p: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    const onUpload = vi.fn(
      (_files: File[], onProgress: (p: number) => void) =>
        new Promise<void>((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    );
    renderInApp(<FileUpload onUpload={onUpload} />);
    pick([file('po.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith([expect.any(File)], expect.any(Function));
    report(140);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    finish();
    await waitFor(() => expect(screen.queryByText('po.pdf')).not.toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server message when the upload fails', async () => {
    const { ApiError } = await import('../../lib/api-error');
    renderInApp(
      <FileUpload
        onUpload={() => Promise.reject(new ApiError({ status: 400, message: 'Template columns missing' }))}
      />,
    );
    pick([file('po.xlsx')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Template columns missing')).toBeInTheDocument();
  });
});
