import type { OrderLine } from '@dom/contract';
import { EmptyState } from '../../components/empty-state/empty-state';
import { type LinesColumn, LinesTable } from '../../components/simple-table/lines-table';

/** A column of an order's lines. */
export type LineColumn = LinesColumn<OrderLine> & { header: string };

/** An order's lines (all on one page: an order has tens of lines, not thousands). */
export function OrderLinesTable({
  lines,
  columns,
  ariaLabel,
}: {
  lines: readonly OrderLine[];
  columns: readonly LineColumn[];
  ariaLabel: string;
}) {
  if (lines.length === 0) return <EmptyState />;
  return (
    <LinesTable
      ariaLabel={ariaLabel}
      columns={columns}
      rows={lines}
      getRowId={(line) => line.lineItemId}
      nowrapHeaders
    />
  );
}
