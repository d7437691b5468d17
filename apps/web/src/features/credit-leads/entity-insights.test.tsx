import type { BuyerEntityInsights, InsightFigures } from '@dom/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../test/fake-server';
import { TEST_USER, renderInApp } from '../../test/render';
import { EntityInsights } from './entity-insights';

afterEach(() => vi.unstubAllGlobals());

const INSIGHTS = 'GET /api/credit/lead/buyerEntity/insights/BE0007';

const figures = (over: Partial<InsightFigures> = {}): InsightFigures => ({
  ordersCount: 14,
  orderValuePaise: '125000000',
  lastOrderDate: '2026-11-20',
  invoicesCount: 9,
  invoicedPaise: '80000000',
  collectedPaise: '60000000',
  collectionBp: 7500,
  openInvoices: 4,
  overdueInvoices: 2,
  oldestOverdueDays: 47,
  totalLimitPaise: '200000000',
  utilisedPaise: '50000000',
  availablePaise: '150000000',
  utilisationBp: 2500,
  overduePaise: '3000000',
  overdueInterestPaise: '12500',
  overdueBuckets: [
    { bucket: '0-30', paise: '1000000' },
    { bucket: '31-60', paise: '2000000' },
    { bucket: '61-90', paise: '0' },
    { bucket: '90+', paise: '0' },
  ],
  ...over,
});

const answer: BuyerEntityInsights = {
  entityKey: 'BE0007',
  name: 'Shree Ganesh Infra Pvt Ltd',
  asOf: '2026-11-26',
  periodFrom: '2025-11-26',
  total: figures(),
  buyers: [
    { ...figures({ ordersCount: 10 }), buyerId: 'b1', buyerName: 'Shree Ganesh Infra', buyerCode: 'BUY0001' },
    {
      ...figures({ ordersCount: 4, collectionBp: null }),
      buyerId: 'b2',
      buyerName: 'Ganesh Infra Pune',
      buyerCode: 'BUY0002',
    },
  ],
};

describe('buyer entity insights', { timeout: 30_000 }, () => {
  it('shows the entity’s figures, the overdue by age and each buyer’s line', async () => {
    const fetched = fakeServer({ [INSIGHTS]: () => json(answer) });
    renderInApp(<EntityInsights entityKey="BE0007" />, { user: TEST_USER });
    const byBuyer = await screen.findByRole('table', { name: 'Insights by buyer' });
    expect(fetched.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname)).toContain(
      '/api/credit/lead/buyerEntity/insights/BE0007',
    );
    expect(within(byBuyer).getByRole('row', { name: /Shree Ganesh Infra \(BUY0001\)/ })).toHaveTextContent(
      '10',
    );
    expect(within(byBuyer).getByRole('row', { name: /Ganesh Infra Pune \(BUY0002\)/ })).toBeInTheDocument();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Collection efficiency')).toHaveTextContent('75.00%');
    expect(fact('Utilisation')).toHaveTextContent('25.00%');
    expect(fact('Orders')).toHaveTextContent('14');
    expect(fact('Oldest overdue')).toHaveTextContent('47 days');
    const aging = screen.getByRole('table', { name: 'Overdue by age' });
    expect(within(aging).getByRole('row', { name: /31-60 days/ })).toBeInTheDocument();
  });

  it('says so when the insights cannot be fetched', async () => {
    fakeServer({ [INSIGHTS]: () => json({ message: 'boom', status: 400, errorCode: 'BAD_REQUEST' }, 400) });
    renderInApp(<EntityInsights entityKey="BE0007" />, { user: TEST_USER });
    expect(await screen.findByText(/Failed to fetch buyer entity insights|boom/)).toBeInTheDocument();
  });
});
