import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ImportPreview } from '@dom/contract';
import { useTranslation } from 'react-i18next';
import { LinesTable } from '../../components/simple-table/lines-table';
import { useMessageText } from '../../i18n/message-text';
import { useViewport } from '../../lib/use-viewport';

/** The uploaded rows as read, each with the problems found in it (column and message). */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const problems = (row: ImportPreview['rows'][number]) =>
    row.errors.length === 0 ? (
      <Typography variant="body2" color="success.main">
        {t('orders.import.rowOk')}
      </Typography>
    ) : (
      row.errors.map((e) => (
        <Typography key={`${e.column}:${e.message}`} variant="body2" color="error">
          {e.column}: {messageText(e.message)}
        </Typography>
      ))
    );
  // A phone has no room for six columns: each row becomes a short block with its problems under it.
  if (useViewport() === 'mobile')
    return (
      <Box component="ul" aria-label={t('orders.import.previewTable')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {preview.rows.map((row) => (
          <Box
            component="li"
            key={row.row}
            sx={{
              py: 1,
              px: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: row.errors.length > 0 ? (theme) => alpha(theme.palette.error.main, 0.06) : undefined,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('orders.import.row')} {row.row} · {row.orderRef || '-'} · {row.buyerCode || '-'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {row.sku || '-'} × {row.quantity || '-'}
            </Typography>
            {problems(row)}
          </Box>
        ))}
      </Box>
    );
  return (
    // Scrolls on its own (wide on a phone, long files): keyboard users reach it as a region.
    <LinesTable
      ariaLabel={t('orders.import.previewTable')}
      frame="bordered"
      maxHeight={480}
      stickyHeader
      rows={preview.rows}
      getRowId={(row) => String(row.row)}
      rowAttributes={(row) => ({ 'data-has-errors': row.errors.length > 0 ? 'true' : undefined })}
      rowSx={(row) =>
        row.errors.length > 0 ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.06) } : undefined
      }
      columns={[
        { id: 'row', header: t('orders.import.row'), cell: (row) => row.row },
        {
          id: 'orderRef',
          header: t('orders.import.orderRef'),
          nowrap: true,
          cell: (row) => row.orderRef || '-',
        },
        {
          id: 'buyerCode',
          header: t('orders.import.buyerCode'),
          nowrap: true,
          cell: (row) => row.buyerCode || '-',
        },
        { id: 'sku', header: t('orders.lines.sku'), nowrap: true, cell: (row) => row.sku || '-' },
        {
          id: 'quantity',
          header: t('orders.create.quantity'),
          align: 'right',
          cell: (row) => row.quantity || '-',
        },
        { id: 'problems', header: t('orders.import.problems'), minWidth: 240, cell: problems },
      ]}
    />
  );
}
