import { CREDIT_LIMITS_ENDPOINTS, type Enhancer, type EnhancerDocument } from '@dom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api-client';
import type * as Client from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { endpointAnswers } from '../../test/endpoint-answers';
import { TEST_USER, renderInApp } from '../../test/render';
import * as support from './credit-limits-support';
import type * as Support from './credit-limits-support';
import { EnhancerDocumentsTab } from './enhancer-documents';

vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof Client>()),
  call: vi.fn(),
}));
vi.mock('./credit-limits-support', async (original) => ({
  ...(await original<typeof Support>()),
  uploadCreditFiles: vi.fn(),
}));
vi.mock('../../lib/download', () => ({ downloadFromUrl: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const E = CREDIT_LIMITS_ENDPOINTS;

const ENHANCER = '11111111-1111-4111-8111-111111111111';
const enhancer = { id: ENHANCER, enhancerKey: 'EN000007', enhancerType: 'LC' } as Enhancer;
const doc: EnhancerDocument = {
  id: '22222222-2222-4222-8222-222222222222',
  enhancerId: ENHANCER,
  documentType: 'LC',
  documentNumber: 'LC/2026/7',
  fileName: '1764150000000-letter-of-credit.pdf',
  fileId: '33333333-3333-4333-8333-333333333333',
  sizeBytes: 2048,
  uploadedAt: '2026-11-26T09:00:00.000Z',
};

async function pick(name: string) {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  fireEvent.change(await screen.findByTestId('file-input'), { target: { files: [file] } });
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  return file;
}

describe('enhancer documents tab', { timeout: 30_000 }, () => {
  it('lists the enhancer’s documents and downloads one through a fresh signed link', async () => {
    const on = endpointAnswers(call);
    on(E.enhancers).mockResolvedValue([enhancer]);
    on(E.enhancerDocuments).mockResolvedValue([doc]);
    on(E.enhancerDocumentUrl).mockResolvedValue({ url: '/api/files/x/content?sig=1' });
    const { downloadFromUrl } = await import('../../lib/download');
    renderInApp(<EnhancerDocumentsTab buyerId="b1" canUpload={false} />, { user: TEST_USER });
    const table = await screen.findByRole('table', { name: 'Documents' });
    const row = within(table).getByRole('row', { name: /LC\/2026\/7/ });
    expect(row).toHaveTextContent('2 K');
    expect(on(E.enhancerDocuments)).toHaveBeenCalledWith({ query: { enhancerId: ENHANCER } });
    await userEvent.click(within(row).getByRole('button', { name: /^1764150000000-letter/ }));
    await waitFor(() =>
      expect(downloadFromUrl).toHaveBeenCalledWith('/api/files/x/content?sig=1', doc.fileName),
    );
    expect(on(E.enhancerDocumentUrl)).toHaveBeenCalledWith({ params: { id: doc.id } });
    // Without the permission there is no upload.
    expect(screen.queryByTestId('file-input')).not.toBeInTheDocument();
  });

  it('uploads the file to its signed address, then saves the document with its type, number and upload key', async () => {
    const on = endpointAnswers(call);
    on(E.enhancers).mockResolvedValue([enhancer]);
    on(E.enhancerDocuments).mockResolvedValue([]);
    vi.mocked(support.uploadCreditFiles).mockResolvedValue(['key-1']);
    on(E.addEnhancerDocument).mockResolvedValue(doc);
    renderInApp(<EnhancerDocumentsTab buyerId="b1" canUpload />, { user: TEST_USER });
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    // Type and number first: the upload is refused without them.
    await pick('lc.pdf');
    await waitFor(() => expect(screen.getByText('Failed to upload file.')).toBeInTheDocument());
    expect(support.uploadCreditFiles).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Document type/ }), 'LC');
    await userEvent.type(screen.getByRole('textbox', { name: /Document number/ }), 'LC/2026/7');
    const file = await pick('lc.pdf');
    await waitFor(() => expect(on(E.addEnhancerDocument)).toHaveBeenCalled());
    expect(vi.mocked(support.uploadCreditFiles).mock.calls[0]![0]).toBe('ENHANCER_DOCUMENTS');
    expect(vi.mocked(support.uploadCreditFiles).mock.calls[0]![1]).toEqual([file]);
    expect(on(E.addEnhancerDocument).mock.calls[0]![0].body).toEqual({
      enhancerId: ENHANCER,
      documentType: 'LC',
      documentNumber: 'LC/2026/7',
      uploadKey: 'key-1',
    });
    // Saved: the form is cleared for the next document.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Document type/ })).toHaveValue(''));
  });

  it('shows the server’s word on a duplicate document', async () => {
    const on = endpointAnswers(call);
    on(E.enhancers).mockResolvedValue([enhancer]);
    on(E.enhancerDocuments).mockResolvedValue([]);
    vi.mocked(support.uploadCreditFiles).mockResolvedValue(['key-2']);
    on(E.addEnhancerDocument).mockRejectedValue(
      new ApiError({
        status: 409,
        errorCode: 'DUPLICATE_DOCUMENT',
        message: 'This document is already on file (enhancer EN000003).',
      }),
    );
    renderInApp(<EnhancerDocumentsTab buyerId="b1" canUpload />, { user: TEST_USER });
    await userEvent.type(await screen.findByRole('textbox', { name: /Document type/ }), 'LC');
    await userEvent.type(screen.getByRole('textbox', { name: /Document number/ }), 'LC/2026/7');
    await pick('lc.pdf');
    expect(await screen.findByText(/already on file \(enhancer EN000003\)/)).toBeInTheDocument();
  });
});
