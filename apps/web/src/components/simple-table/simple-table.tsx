import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';

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
  return (
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h.text} align={h.align} sx={{ whiteSpace: 'nowrap' }}>
                {h.text}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {row.cells.map((cell, index) => (
                <TableCell key={headers[index]?.text ?? index} align={headers[index]?.align}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
