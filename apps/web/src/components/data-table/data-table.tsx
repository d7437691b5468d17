import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  type ColumnDef,
  type RowData,
  type SortingState,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS, type UiPage } from '../../lib/pagination';
import { EmptyState } from '../empty-state/empty-state';
import { type ExportAction, ExportButton } from './export-button';
import type { SortState } from './sort-state';

declare module '@tanstack/react-table' {
  // Column options the table reads; the type parameters are TanStack's and must stay.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'left' | 'right' | 'center';
    /** CSS width, e.g. 160 or '20%'. */
    width?: number | string;
    /** Keeps the cell on one line (ids, codes); long free text should wrap instead. */
    nowrap?: boolean;
    /**
     * Names in a list: one line at most this wide, cut with an ellipsis and the whole text on hover,
     * so one long company name does not make its row three lines tall.
     */
    truncate?: number;
  }
}

export interface DataTableProps<T> {
  /** TanStack column definitions; headers are translated text. Sorting is off unless `enableSorting`. */
  columns: ColumnDef<T, never>[];
  rows: readonly T[];
  /** All matching rows on the server (for the pager). */
  totalRows: number;
  /** One-based page and page size, as in the address. */
  page: UiPage;
  onPageChange: (page: UiPage) => void;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  loading?: boolean;
  onRowClick?: (row: T) => void;
  getRowId?: (row: T, index: number) => string;
  /** Names the table for assistive technology. */
  ariaLabel: string;
  emptyMessage?: string;
  toolbar?: ReactNode;
  exportAction?: ExportAction;
  /** Height of the scrolling body; the header stays in view. */
  maxHeight?: number | string;
  /** Offer first-page and last-page buttons besides previous and next. */
  showFirstLast?: boolean;
  /** Page sizes offered; the app's 20/50/100 unless a call has its own (buyer pending payments: 25). */
  pageSizeOptions?: readonly number[];
}

const SKELETON_ROWS = 8;

export function DataTable<T>({
  columns,
  rows,
  totalRows,
  page,
  onPageChange,
  sort = null,
  onSortChange,
  loading = false,
  onRowClick,
  getRowId,
  ariaLabel,
  emptyMessage,
  toolbar,
  exportAction,
  maxHeight = 'calc(100vh - 320px)',
  showFirstLast = false,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.desc }] : [];
  // TanStack Table hands out fresh functions each render, which the React Compiler cannot memoise;
  // the table is cheap to rebuild for one page of rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: true,
    defaultColumn: { enableSorting: false },
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange?.(first ? { id: first.id, desc: first.desc } : null);
    },
  });
  const columnCount = table.getVisibleLeafColumns().length;
  const showSkeleton = loading && rows.length === 0;
  const grouping = new Intl.NumberFormat('en-IN');

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {(toolbar || exportAction) && (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>{toolbar}</Box>
          {exportAction && <ExportButton action={exportAction} />}
        </Box>
      )}
      <Box sx={{ height: 4 }}>
        {loading && rows.length > 0 && <LinearProgress aria-label={t('common.loading')} />}
      </Box>
      {/* Focusable so that keyboard users can scroll a table wider or taller than the screen. */}
      <TableContainer sx={{ maxHeight, minHeight: 200 }} tabIndex={0} role="region" aria-label={ariaLabel}>
        <Table stickyHeader size="small" aria-label={ariaLabel} aria-busy={loading}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sorted = header.column.getIsSorted();
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableCell
                      key={header.id}
                      align={meta?.align}
                      sx={{ width: meta?.width, bgcolor: 'grey.100' }}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <TableSortLabel
                          active={sorted !== false}
                          direction={sorted === 'desc' ? 'desc' : 'asc'}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                        </TableSortLabel>
                      ) : (
                        label
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {showSkeleton &&
              Array.from({ length: Math.min(page.pageSize, SKELETON_ROWS) }, (_, i) => (
                <TableRow key={`skeleton-${i}`} data-testid="skeleton-row">
                  {Array.from({ length: columnCount }, (_c, j) => (
                    <TableCell key={j}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ borderBottom: 0 }}>
                  <EmptyState message={emptyMessage} />
                </TableCell>
              </TableRow>
            )}
            {table.getRowModel().rows.map((row) => (
              <TableRow
                key={row.id}
                hover={Boolean(onRowClick)}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                onKeyDown={
                  onRowClick
                    ? (event) => {
                        if (event.key === 'Enter') onRowClick(row.original);
                      }
                    : undefined
                }
                tabIndex={onRowClick ? 0 : undefined}
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  const value: unknown = cell.getValue();
                  return (
                    <TableCell
                      key={cell.id}
                      align={meta?.align}
                      title={meta?.truncate && typeof value === 'string' ? value : undefined}
                      sx={
                        meta?.truncate
                          ? {
                              maxWidth: meta.truncate,
                              overflow: 'hidden',
                              textOverflow: 'ellipsis',
                              whiteSpace: 'nowrap',
                            }
                          : meta?.nowrap
                            ? { whiteSpace: 'nowrap' }
                            : undefined
                      }
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={totalRows}
        page={Math.max(0, page.page - 1)}
        rowsPerPage={page.pageSize}
        rowsPerPageOptions={[...pageSizeOptions]}
        showFirstButton={showFirstLast}
        showLastButton={showFirstLast}
        onPageChange={(_e, zeroBased) => onPageChange({ page: zeroBased + 1, pageSize: page.pageSize })}
        onRowsPerPageChange={(event) => onPageChange({ page: 1, pageSize: Number(event.target.value) })}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('table.displayedRows', {
            from: grouping.format(from),
            to: grouping.format(to),
            count: grouping.format(count),
          })
        }
        getItemAriaLabel={(type) => t(`table.pager.${type}`)}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
      />
    </Paper>
  );
}
