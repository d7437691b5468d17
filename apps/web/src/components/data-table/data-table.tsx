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
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import { PAGE_SIZE_OPTIONS, type UiPage } from '../../lib/pagination';
import { EmptyState } from '../empty-state/empty-state';
import { type ExportAction, ExportButton } from './export-button';
import { type CardFields, RowCards } from './row-cards';
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
  /**
   * Where a row leads: its first cell becomes a link (open in a new tab works) and a click anywhere
   * on the row goes there (with Ctrl or ⌘, or the middle button, in a new tab).
   */
  rowHref?: (row: T) => string;
  /** Row height: compact (the default) or comfortable. */
  density?: 'compact' | 'comfortable';
  /** Column ids the user hid (the column chooser). */
  hiddenColumns?: readonly string[];
  /** Rows as cards (a phone): which columns fill each card; the first columns when not told. */
  cards?: CardFields | true;
  /** The server stopped counting at `totalRows`: shown as "1,000+", never "of 1,000". */
  totalIsCapped?: boolean;
}

/** Opens `href` in a new tab for Ctrl/⌘-click and the middle button; true when it did. */
function openedInNewTab(event: MouseEvent, href: string): boolean {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1) {
    window.open(href, '_blank', 'noopener');
    return true;
  }
  return false;
}

/** Whether the click landed on a control of its own (a link, a button) inside the row. */
const onControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('a, button, input, [role="button"]') !== null;

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
  rowHref,
  density = 'compact',
  hiddenColumns,
  cards,
  totalIsCapped = false,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columnVisibility = Object.fromEntries((hiddenColumns ?? []).map((id) => [id, false]));
  const open = rowHref
    ? (row: T) => {
        if (onRowClick) onRowClick(row);
        else void navigate(rowHref(row));
      }
    : onRowClick;
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
    state: { sorting, columnVisibility },
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
      {cards ? (
        <RowCards
          ariaLabel={ariaLabel}
          rows={table.getRowModel().rows}
          fields={cards === true ? undefined : cards}
          loading={showSkeleton}
          skeletons={Math.min(page.pageSize, SKELETON_ROWS)}
          emptyMessage={loading ? undefined : emptyMessage}
          empty={!loading && rows.length === 0}
          rowHref={rowHref}
          onOpen={open}
        />
      ) : (
        <>
          {/* Focusable so that keyboard users can scroll a table wider or taller than the screen. */}
          <TableContainer
            // A container for the empty state's width (cqi): the visible part, not the table's.
            sx={{ maxHeight, minHeight: 200, containerType: 'inline-size' }}
            tabIndex={0}
            role="region"
            aria-label={ariaLabel}
          >
            <Table
              stickyHeader
              size={density === 'compact' ? 'small' : 'medium'}
              aria-label={ariaLabel}
              aria-busy={loading}
              data-density={density}
            >
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
                      {/* Centred in what shows of a table wider than a phone, not off its edge. */}
                      <Box sx={{ position: 'sticky', left: 16, width: 'calc(100cqi - 32px)' }}>
                        <EmptyState message={emptyMessage} />
                      </Box>
                    </TableCell>
                  </TableRow>
                )}
                {table.getRowModel().rows.map((row) => (
                  <TableRow
                    key={row.id}
                    hover={Boolean(open)}
                    onClick={
                      open
                        ? (event) => {
                            if (onControl(event)) return;
                            if (rowHref && openedInNewTab(event, rowHref(row.original))) return;
                            open(row.original);
                          }
                        : undefined
                    }
                    onAuxClick={
                      rowHref
                        ? (event) => {
                            if (!onControl(event)) openedInNewTab(event, rowHref(row.original));
                          }
                        : undefined
                    }
                    onKeyDown={
                      open && !rowHref
                        ? (event) => {
                            if (event.key === 'Enter') open(row.original);
                          }
                        : undefined
                    }
                    // With a link in the row, the link takes the focus (Enter follows it).
                    tabIndex={open && !rowHref ? 0 : undefined}
                    sx={open ? { cursor: 'pointer' } : undefined}
                  >
                    {row.getVisibleCells().map((cell, index) => {
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
                          {rowHref && index === 0 ? (
                            <Link component={RouterLink} to={rowHref(row.original)} underline="hover">
                              {flexRender(cell.column.columnDef.cell, cell.getContext())}
                            </Link>
                          ) : (
                            flexRender(cell.column.columnDef.cell, cell.getContext())
                          )}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      <TablePagination
        component="div"
        // A capped count is not the end of the list: -1 keeps Next on (the label says "1,000+").
        count={totalIsCapped ? -1 : totalRows}
        page={Math.max(0, page.page - 1)}
        rowsPerPage={page.pageSize}
        rowsPerPageOptions={[...pageSizeOptions]}
        showFirstButton={showFirstLast}
        showLastButton={showFirstLast}
        onPageChange={(_e, zeroBased) => onPageChange({ page: zeroBased + 1, pageSize: page.pageSize })}
        onRowsPerPageChange={(event) => onPageChange({ page: 1, pageSize: Number(event.target.value) })}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t(totalIsCapped ? 'table.displayedRowsCapped' : 'table.displayedRows', {
            from: grouping.format(from),
            to: grouping.format(to),
            count: grouping.format(totalIsCapped ? totalRows : count),
          })
        }
        getItemAriaLabel={(type) => t(`table.pager.${type}`)}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
      />
    </Paper>
  );
}
