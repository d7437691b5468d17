import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportPreview } from '@dom/contract';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { useViewport } from '../../lib/use-viewport';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

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
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t('orders.import.previewTable')}
      sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label={t('orders.import.previewTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.import.row')}</TableCell>
            <TableCell>{t('orders.import.orderRef')}</TableCell>
            <TableCell>{t('orders.import.buyerCode')}</TableCell>
            <TableCell>{t('orders.lines.sku')}</TableCell>
            <TableCell align="right">{t('orders.create.quantity')}</TableCell>
            <TableCell sx={{ minWidth: 240 }}>{t('orders.import.problems')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => (
            <TableRow
              key={row.row}
              data-has-errors={row.errors.length > 0 ? 'true' : undefined}
              sx={
                row.errors.length > 0
                  ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.06) }
                  : undefined
              }
            >
              <TableCell>{row.row}</TableCell>
              <TableCell sx={NOWRAP}>{row.orderRef || '-'}</TableCell>
              <TableCell sx={NOWRAP}>{row.buyerCode || '-'}</TableCell>
              <TableCell sx={NOWRAP}>{row.sku || '-'}</TableCell>
              <TableCell align="right">{row.quantity || '-'}</TableCell>
              <TableCell>{problems(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
