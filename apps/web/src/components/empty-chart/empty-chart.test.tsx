import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { EmptyChart } from './empty-chart';

describe('EmptyChart', () => {
  it("says 'No data' in the chart's place", () => {
    renderInApp(<EmptyChart height={180} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No data');
    expect(status).toHaveStyle({ height: '180px' });
  });
});
