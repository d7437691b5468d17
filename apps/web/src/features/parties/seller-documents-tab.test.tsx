import type { SellerDocument } from '@dom/contract';
import { displayFileName, formatDisplayDateTime } from '@dom/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { SellerProfilePage } from './seller-profile-page';
import { SELLER_ID, SELLER_PROFILE, pageOf } from '../../test/fixtures/party-fixtures';

afterEach(() => vi.unstubAllGlobals());

const DOC: SellerDocument = {
  documentId: '66666666-6666-4666-8666-666666666666',
  documentType: 'GST_CERTIFICATE',
  fileName: 'gst-registration-certificate-deccan_1768451400000.pdf',
  displayFileName: displayFileName('gst-registration-certificate-deccan_1768451400000.pdf'),
  sizeBytes: 812,
  uploadedAt: '2026-01-15T04:30:00.000Z',
  uploadedBy: null,
};

/** Answers every upload with 201 at once and keeps what was sent. */
class FakeXhr {
  static sent: { url: string; form: FormData }[] = [];
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
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, form });
    this.status = 201;
    this.responseText = JSON.stringify({ documents: [] });
    queueMicrotask(() => this.onload?.());
  }
  abort() {}
}

const PROFILE = {
  ...SELLER_PROFILE,
  tabs: [...SELLER_PROFILE.tabs, { id: 'documents', label: 'Documents', count: 1 }],
};
const base = `/api/ops-supply/seller/${SELLER_ID}/documents`;

function open(permissions: string[], handlers = {}, query = '') {
  const server = fakeServer({
    [`GET /api/ops-supply/seller/${SELLER_ID}/profile`]: () => json(PROFILE),
    [`GET /api/ops-supply/seller/${SELLER_ID}/early-payment-bank/history`]: () =>
      json({ sellerId: SELLER_ID, changes: [] }),
    [`GET ${base}`]: () => json(pageOf([DOC])),
    ...handlers,
  });
  renderInApp(<SellerProfilePage />, {
    path: `/seller-profiles/${SELLER_ID}${query}#documents`,
    routePath: '/seller-profiles/:id',
    user: {
      ...TEST_USER,
      permissions: ['Display_Seller_Profiles_Tab', 'Display_Seller_Documents_Tab', ...permissions],
    },
  });
  return server;
}

describe('seller documents tab', { timeout: 20_000 }, () => {
  it('lists the name shortened to 25 with the whole name on hover, type, time and uploader; view only', async () => {
    open([]);
    const table = await screen.findByRole('table', { name: 'Documents' });
    const name = await within(table).findByText(DOC.displayFileName);
    expect(name).toHaveAttribute('title', DOC.fileName);
    expect(DOC.displayFileName).toHaveLength(25);
    const row = name.closest('tr')!;
    expect(within(row).getByText('GST Certificate')).toBeInTheDocument();
    expect(within(row).getByText('System')).toBeInTheDocument();
    expect(within(row).getByText(formatDisplayDateTime(DOC.uploadedAt))).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Download/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload documents' })).not.toBeInTheDocument();
  });

  it('asks for the page the address names (its pager lives in the address)', async () => {
    const asked: string[] = [];
    open(
      [],
      {
        [`GET ${base}`]: ({ url }: { url: URL }) => {
          asked.push(url.search);
          return json({ ...pageOf([DOC]), totalElements: 60 });
        },
      },
      '?documents-page=3&documents-size=20',
    );
    await screen.findByText(DOC.displayFileName);
    expect(asked.at(-1)).toMatch(/pageNumber=2/);
  });

  it('says "File not available to download" when the file is gone', async () => {
    open([], {
      [`GET ${base}/${DOC.documentId}/url`]: () =>
        json({ message: 'File not available to download', status: 404, errorCode: 'NOT_FOUND' }, 404),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Download/ }));
    expect(await screen.findByText('File not available to download')).toBeInTheDocument();
  });

  it('uploads the picked files under the chosen type, and deletes after a confirmation', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const server = open(['Allow_Seller_Edit'], {
      [`DELETE ${base}/${DOC.documentId}`]: () => json({ deleted: true }),
    });
    const upload = await screen.findByRole('region', { name: 'Upload documents' });
    await userEvent.click(within(upload).getByLabelText('Document Type'));
    await userEvent.click(await screen.findByRole('option', { name: 'PAN Card' }));
    const pan = new File(['%PDF-1.4'], 'pan.card.pdf', { type: 'application/pdf' });
    const cheque = new File(['%PDF-1.4'], 'cheque.pdf', { type: 'application/pdf' });
    fireEvent.change(within(upload).getByTestId('file-input'), { target: { files: [pan, cheque] } });
    await userEvent.click(within(upload).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const sent = FakeXhr.sent[0]!;
    expect(sent.url).toBe(base);
    expect(sent.form.get('documentType')).toBe('PAN_CARD');
    expect((sent.form.getAll('file') as File[]).map((f) => f.name)).toEqual(['pan.card.pdf', 'cheque.pdf']);
    expect(await screen.findByText('Documents uploaded.')).toBeInTheDocument();

    const lists = () =>
      server.mock.calls.filter(
        ([url, init]) => String(url).includes(`${base}?`) && (init?.method ?? 'GET') === 'GET',
      );
    const before = lists().length;
    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(dialog).toHaveTextContent(DOC.fileName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        server.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url)),
      ).toEqual([`${base}/${DOC.documentId}`]),
    );
    await waitFor(() => expect(lists().length).toBeGreaterThan(before));
  });
});
