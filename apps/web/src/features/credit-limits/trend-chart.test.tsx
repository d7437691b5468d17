import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { TrendChart } from './trend-chart';

const bucket = (label: string, invoiced: string, collected: string, outstanding: string) => ({
  label,
  invoicedPaise: invoiced,
  collectedPaise: collected,
  outstandingPaise: outstanding,
});

describe('TrendChart (Periodic Trends)', () => {
  it("says 'No data' when nothing moved in the period", () => {
    renderInApp(<TrendChart trends={[bucket('Q1 2026-27', '0', '0', '0')]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No data');
  });

  it('draws one group per bucket, bars scaled to the largest figure', () => {
    renderInApp(
      <TrendChart
        trends={[
          bucket('Apr 2026', '1000000', '500000', '500000'),
          bucket('May 2026', '0', '250000', '250000'),
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Periodic Trends' })).toBeInTheDocument();
    expect(screen.getByText('Apr 2026')).toBeInTheDocument();
    expect(screen.getByText('May 2026')).toBeInTheDocument();
    const invoiced = screen.getAllByTitle(/^Invoiced:/);
    expect(invoiced[0]).toHaveStyle({ height: '100%' });
    expect(invoiced[1]).toHaveStyle({ height: '0%' });
    expect(screen.getAllByTitle(/^Collected:/)[0]).toHaveStyle({ height: '50%' });
  });
});
