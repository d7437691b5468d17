import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OrderLine } from '@dom/contract';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state/empty-state';

export interface LineColumn {
  id: string;
  header: string;
  cell: (line: OrderLine) => ReactNode;
  align?: 'left' | 'right';
  /** Keeps long product names from folding into a narrow column. */
  minWidth?: number;
  nowrap?: boolean;
}

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
    // Focusable so a keyboard can scroll the wide table sideways on a phone.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={ariaLabel}>
      <Table size="small" aria-label={ariaLabel}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.id} align={c.align ?? 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.lineItemId}>
              {columns.map((c) => (
                <TableCell
                  key={c.id}
                  align={c.align ?? 'left'}
                  sx={{ minWidth: c.minWidth, whiteSpace: c.nowrap ? 'nowrap' : undefined }}
                >
                  {c.cell(line)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
