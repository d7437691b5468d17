import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { RfqListPage } from './rfq-list-page';

afterEach(() => vi.unstubAllGlobals());

const EMPTY_PAGE = {
  content: [],
  pageNumber: 0,
  pageSize: 20,
  totalElements: 0,
  totalPages: 0,
  totalIsCapped: false,
};

describe('the RFQ list leads to the RFQ upload', { timeout: 30_000 }, () => {
  it('offers Upload RFQs to who holds Allow_Rfq_Upload, next to the page’s own actions; not to others', async () => {
    fakeServer({
      'GET /api/buyerRFQ/list': () => json(EMPTY_PAGE),
      'GET /api/buyerRFQ/status-counts': () => json([]),
    });
    const view = renderInApp(<RfqListPage actions={<button type="button">New enquiry</button>} />, {
      path: '/rfq',
      user: { ...TEST_USER, permissions: ['Display_Rfq_Tab', 'Allow_Rfq_Upload'] },
    });
    const link = await screen.findByRole('link', { name: 'Upload RFQs' });
    expect(link).toHaveAttribute('href', '/rfq-enquiries/upload');
    expect(screen.getByRole('button', { name: 'New enquiry' })).toBeInTheDocument();
    view.unmount();

    renderInApp(<RfqListPage />, {
      path: '/rfq',
      user: { ...TEST_USER, permissions: ['Display_Rfq_Tab'] },
    });
    expect(await screen.findByRole('heading', { name: 'Buyer RFQ List' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upload RFQs' })).not.toBeInTheDocument();
  });
});
