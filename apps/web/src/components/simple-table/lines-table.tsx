import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** One column of a `LinesTable`: its header and how a row fills its cell. */
export interface LinesColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Keeps long texts (a product name, a list of problems) from folding into a narrow column. */
  minWidth?: number;
  /** The column's cells never wrap (dates, amounts, codes). */
  nowrap?: boolean;
}

export interface LinesTableProps<T> {
  /** The table's accessible name (and its scroll region's). */
  ariaLabel: string;
  columns: readonly LinesColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** `outlined` (a paper card, default), `bordered` (a thin line) or `plain`. */
  frame?: 'outlined' | 'bordered' | 'plain';
  /** The headers never wrap. */
  nowrapHeaders?: boolean;
  /** A height after which the table scrolls (with `stickyHeader` the headers stay). */
  maxHeight?: number;
  stickyHeader?: boolean;
  /** A width below which a phone scrolls the table rather than folding each word onto a line. */
  minWidth?: number;
  /** The scroll container is a named region keyboard users reach (default); `false` only focusable. */
  region?: boolean;
  /** Data attributes of a row (e.g. `data-has-errors`), for styling hooks and tests. */
  rowAttributes?: (row: T) => Record<`data-${string}`, string | undefined>;
  rowSx?: (row: T) => SxProps<Theme> | undefined;
}

const FRAMES = {
  outlined: { component: Paper, variant: 'outlined' },
  bordered: { sx: { border: 1, borderColor: 'divider', borderRadius: 1 } },
  plain: {},
} as const;

/**
 * A read-only table of lines shown whole (an order's lines, a job-work list, an import preview):
 * no paging, sorting or row click — that is `DataTable`. Focusable so a keyboard can scroll a
 * wide table sideways on a phone. Callers show their own empty state when there are no rows.
 */
export function LinesTable<T>({
  ariaLabel,
  columns,
  rows,
  getRowId,
  frame = 'outlined',
  nowrapHeaders = false,
  maxHeight,
  stickyHeader = false,
  minWidth,
  region = true,
  rowAttributes,
  rowSx,
}: LinesTableProps<T>) {
  const { sx: frameSx, ...frameProps } = { sx: undefined, ...FRAMES[frame] };
  return (
    <TableContainer
      {...frameProps}
      tabIndex={0}
      role={region ? 'region' : undefined}
      aria-label={region ? ariaLabel : undefined}
      sx={{ overflowX: 'auto', maxHeight, ...frameSx }}
    >
      <Table size="small" stickyHeader={stickyHeader} aria-label={ariaLabel} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.id}
                align={c.align ?? 'left'}
                sx={{ minWidth: c.minWidth, whiteSpace: nowrapHeaders ? 'nowrap' : undefined }}
              >
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getRowId(row)} {...rowAttributes?.(row)} sx={rowSx?.(row)}>
              {columns.map((c) => (
                <TableCell
                  key={c.id}
                  align={c.align ?? 'left'}
                  sx={{ minWidth: c.minWidth, whiteSpace: c.nowrap ? 'nowrap' : undefined }}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
