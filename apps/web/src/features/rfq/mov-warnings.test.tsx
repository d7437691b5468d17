import type { MovSellerCheck } from '@dom/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { MovWarnings } from './mov-warnings';

const check = (over: Partial<MovSellerCheck>): MovSellerCheck => ({
  sellerId: 's-1',
  sellerName: 'Deccan Cements Pvt Ltd',
  sellerRfqKey: 'SRFQ-500001',
  lineIds: ['line-1'],
  orderValuePaise: '93300',
  movPaise: '100000',
  meets: false,
  shortfallPaise: '6700',
  message: 'server words',
  ...over,
});

describe('minimum order value warnings', () => {
  it('names each seller short of its minimum with the value, minimum and shortfall', async () => {
    renderInApp(
      <MovWarnings
        checks={[
          check({}),
          check({ sellerRfqKey: 'SRFQ-500002', sellerName: 'Met Steel', meets: true, shortfallPaise: '0' }),
        ]}
      />,
    );
    const alert = await screen.findByTestId('mov-warnings');
    expect(alert).toHaveTextContent('Minimum order value');
    expect(alert).toHaveTextContent(
      'Order value ₹933.00 for Deccan Cements Pvt Ltd is below the minimum order value of ₹1,000.00 (short by ₹67.00).',
    );
    expect(alert).not.toHaveTextContent('Met Steel');
  });

  it('shows nothing when every seller meets it or has no rule', () => {
    renderInApp(
      <MovWarnings
        checks={[check({ meets: true, shortfallPaise: '0' }), check({ movPaise: null, meets: true })]}
      />,
    );
    expect(screen.queryByTestId('mov-warnings')).not.toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    renderInApp(<MovWarnings checks={[check({})]} />, { language: 'hi' });
    expect(await screen.findByTestId('mov-warnings')).toHaveTextContent('न्यूनतम ऑर्डर मूल्य');
  });
});
