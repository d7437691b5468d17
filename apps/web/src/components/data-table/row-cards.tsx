import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Cell, type Row, flexRender } from '@tanstack/react-table';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../empty-state/empty-state';

/**
 * Which columns fill a row's card on a phone, by column id: the id (the card's title), the party
 * (buyer, seller), the amount, the status and the date. A list names them; without them the first
 * column is the title and the next four are listed with their headers.
 */
export interface CardFields {
  /** The row's id: the card's title. */
  id: string;
  party?: string;
  amount?: string;
  status?: string;
  date?: string;
  /** More columns, each on its own line with its header. */
  more?: readonly string[];
}

interface RowCardsProps<T> {
  ariaLabel: string;
  rows: Row<T>[];
  fields?: CardFields;
  loading: boolean;
  skeletons: number;
  empty: boolean;
  emptyMessage?: string;
  rowHref?: (row: T) => string;
  onOpen?: (row: T) => void;
}

const DEFAULT_FIELD_COUNT = 4;

function render<T>(cell: Cell<T, unknown> | undefined): ReactNode {
  return cell ? flexRender(cell.column.columnDef.cell, cell.getContext()) : null;
}

/** The column's header text (headers are translated strings), else its id. */
function headerText<T>(cell: Cell<T, unknown>): string {
  const header = cell.column.columnDef.header;
  return typeof header === 'string' ? header : cell.column.id;
}

/** One row as a card: the named fields in a fixed place, or the first columns with their headers. */
function CardBody<T>({ row, fields }: { row: Row<T>; fields?: CardFields }) {
  const cells = row.getVisibleCells();
  const byId = (id: string | undefined) => (id ? cells.find((c) => c.column.id === id) : undefined);
  if (!fields) {
    const [first, ...rest] = cells;
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography
          variant="subtitle2"
          component="div"
          data-card-field="title"
          data-card-header={first ? headerText(first) : undefined}
        >
          {render(first)}
        </Typography>
        {rest.slice(0, DEFAULT_FIELD_COUNT).map((cell) => (
          <HeadedLine key={cell.id} cell={cell} />
        ))}
      </Box>
    );
  }
  const more = (fields.more ?? []).map(byId).filter((c): c is Cell<T, unknown> => c !== undefined);
  const attrs = (id: string | undefined) => {
    const cell = byId(id);
    return cell ? { 'data-card-header': headerText(cell) } : {};
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="div" data-card-field="title" {...attrs(fields.id)}>
          {render(byId(fields.id))}
        </Typography>
        {fields.status && (
          <Box data-card-field="status" {...attrs(fields.status)}>
            {render(byId(fields.status))}
          </Box>
        )}
      </Box>
      {fields.party && (
        <Typography
          variant="body2"
          component="div"
          data-card-field="party"
          {...attrs(fields.party)}
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {render(byId(fields.party))}
        </Typography>
      )}
      {more.map((cell) => (
        <HeadedLine key={cell.id} cell={cell} />
      ))}
      {(fields.amount || fields.date) && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, typography: 'body2' }}>
          <Box data-card-field="amount" {...attrs(fields.amount)} sx={{ fontWeight: 600 }}>
            {render(byId(fields.amount))}
          </Box>
          <Box data-card-field="date" {...attrs(fields.date)} sx={{ color: 'text.secondary' }}>
            {render(byId(fields.date))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** "Header value" on one line (the header muted). */
function HeadedLine<T>({ cell }: { cell: Cell<T, unknown> }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, typography: 'body2', minWidth: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
        {headerText(cell)}
      </Box>
      <Box
        component="span"
        data-card-header={headerText(cell)}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {render(cell)}
      </Box>
    </Box>
  );
}

/**
 * A page of rows as a list of cards (below 768 px a 15-column table is wider than the screen).
 * A card with a destination is a real link, so it opens in a new tab like any other.
 */
export function RowCards<T>({
  ariaLabel,
  rows,
  fields,
  loading,
  skeletons,
  empty,
  emptyMessage,
  rowHref,
  onOpen,
}: RowCardsProps<T>) {
  return (
    <Box
      component="ul"
      aria-label={ariaLabel}
      aria-busy={loading}
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {loading &&
        Array.from({ length: skeletons }, (_, i) => (
          <Box component="li" key={`skeleton-${i}`} data-testid="skeleton-row">
            <Skeleton variant="rounded" height={72} />
          </Box>
        ))}
      {empty && (
        <Box component="li">
          <EmptyState message={emptyMessage} />
        </Box>
      )}
      {rows.map((row) => {
        const href = rowHref?.(row.original);
        const body = <CardBody row={row} fields={fields} />;
        return (
          <Box component="li" key={row.id} data-testid="row-card">
            <Paper variant="outlined">
              {href ? (
                <CardActionArea
                  component={RouterLink}
                  to={href}
                  sx={{ p: 1.5 }}
                  onClick={(event: MouseEvent) => {
                    if (onOpen && !(event.ctrlKey || event.metaKey || event.shiftKey)) {
                      event.preventDefault();
                      onOpen(row.original);
                    }
                  }}
                >
                  {body}
                </CardActionArea>
              ) : onOpen ? (
                <CardActionArea sx={{ p: 1.5 }} onClick={() => onOpen(row.original)}>
                  {body}
                </CardActionArea>
              ) : (
                <Box sx={{ p: 1.5 }}>{body}</Box>
              )}
            </Paper>
          </Box>
        );
      })}
    </Box>
  );
}
