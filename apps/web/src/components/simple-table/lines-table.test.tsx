import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { LinesTable } from './lines-table';
import { SimpleTable } from './simple-table';

interface Line {
  id: string;
  product: string;
  quantity: number;
}

const lines: Line[] = [
  { id: 'L1', product: 'OPC 53 cement', quantity: 120 },
  { id: 'L2', product: 'TMT bar 12 mm', quantity: 4 },
];

describe('LinesTable', () => {
  it('shows every line under its headers in a named, focusable region', () => {
    renderInApp(
      <LinesTable
        ariaLabel="Line items"
        rows={lines}
        getRowId={(l) => l.id}
        rowAttributes={(l) => ({ 'data-line': l.id })}
        columns={[
          { id: 'product', header: 'Product', cell: (l) => l.product },
          { id: 'quantity', header: 'Quantity', align: 'right', cell: (l) => l.quantity },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Line items' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Line items' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['ProductQuantity', 'OPC 53 cement120', 'TMT bar 12 mm4']);
    expect(rows[2]).toHaveAttribute('data-line', 'L2');
  });

  it('builds SimpleTable without a region, with its empty note', () => {
    const { unmount } = renderInApp(
      <SimpleTable
        label="Settlements"
        headers={[{ text: 'Payment' }, { text: 'Amount', align: 'right' }]}
        rows={[{ id: 'p1', cells: ['BP-9', '₹100.00'] }]}
      />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('row', { name: 'BP-9 ₹100.00' })).toBeInTheDocument();
    unmount();
    renderInApp(
      <SimpleTable label="Settlements" headers={[{ text: 'Payment' }]} rows={[]} emptyText="None yet" />,
    );
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
