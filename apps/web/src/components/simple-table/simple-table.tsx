import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { type LinesColumn, LinesTable } from './lines-table';

/** One header of a `SimpleTable`: its text and, for numbers, right alignment. */
export interface SimpleTableHeader {
  text: string;
  align?: 'right';
}

/** One row of a `SimpleTable`: a stable id and one cell per header. */
export interface SimpleTableRow {
  id: string;
  cells: readonly ReactNode[];
}

/**
 * A small read-only table of lines shown whole (no paging, sorting or row click): the lines of an
 * order, an invoice's settlements, a warehouse's facts. Headers do not wrap; on a narrow screen
 * the table scrolls sideways. No rows shows the empty state, or `emptyText` as a one-line note.
 */
export function SimpleTable({
  label,
  headers,
  rows,
  emptyText,
}: {
  label: string;
  headers: readonly SimpleTableHeader[];
  rows: readonly SimpleTableRow[];
  /** A one-line note instead of the large empty state, for a small section. */
  emptyText?: string;
}) {
  if (rows.length === 0)
    return emptyText ? (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    ) : (
      <EmptyState />
    );
  const columns = headers.map((h, index): LinesColumn<SimpleTableRow> => ({
    id: String(index),
    header: h.text,
    align: h.align,
    cell: (row) => row.cells[index],
  }));
  return (
    <LinesTable
      ariaLabel={label}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      frame="plain"
      nowrapHeaders
      region={false}
    />
  );
}
