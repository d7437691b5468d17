import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { OrderConsignmentsTab } from './order-consignments-tab';
import { LIST_ITEM, pageOf } from './test/consignment-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('order detail consignments tab', () => {
  it('lists the order’s consignments, each linking to its detail', async () => {
    const server = fakeServer({
      'POST /api/consignment-v2/search/advanced': () => json(pageOf([LIST_ITEM])),
    });
    renderInApp(<OrderConsignmentsTab orderKey="SO00000012" />, { user: TEST_USER });
    const link = await screen.findByRole('link', { name: 'CN00000042' });
    expect(link).toHaveAttribute('href', '/consignments/CN00000042');
    expect(within(link.closest('tr')!).getByText('Ready for shipment')).toBeInTheDocument();
    expect(JSON.parse(bodyText(server.mock.calls[0]?.[1]?.body))).toMatchObject({ orderKey: 'SO00000012' });
  });

  it('says when the order has none', async () => {
    fakeServer({ 'POST /api/consignment-v2/search/advanced': () => json(pageOf([])) });
    renderInApp(<OrderConsignmentsTab orderKey="SO00000012" />, { user: TEST_USER });
    expect(await screen.findByText('There are no items to display')).toBeInTheDocument();
  });
});
