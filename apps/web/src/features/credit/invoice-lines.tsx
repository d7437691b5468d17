import { DOCUMENT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { PrintablesList } from '../../components/printables/printables-list';
import { QueryStatus } from '../../components/query-status/query-status';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { CREDIT_KEY } from './credit-support';
import '../../i18n/parts/credit';

/** The invoice's lines as billed, and its printable documents (tax invoice, e-way bill, challan). */
export function InvoiceLines({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation();
  const docs = useQuery({
    queryKey: [CREDIT_KEY, 'invoice-documents', invoiceId],
    queryFn: () => call(DOCUMENT_ENDPOINTS.invoiceDocuments, { params: { id: invoiceId } }),
  });
  const d = docs.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2">{t('credit.invoiceLines.title')}</Typography>
      <QueryStatus pending={docs.isPending} error={docs.error} fallback={t('credit.invoiceLines.failed')} />
      {d && (
        <SimpleTable
          label={t('credit.invoiceLines.title')}
          emptyText={t('credit.invoiceLines.none')}
          headers={[
            { text: t('credit.invoiceLines.item') },
            { text: t('credit.invoiceLines.description') },
            { text: t('credit.invoiceLines.hsn') },
            { text: t('credit.invoiceLines.quantity'), align: 'right' },
            { text: t('credit.invoiceLines.rate'), align: 'right' },
            { text: t('credit.invoiceLines.taxable'), align: 'right' },
            { text: t('credit.invoiceLines.gst'), align: 'right' },
            { text: t('credit.invoiceLines.total'), align: 'right' },
          ]}
          rows={d.lines.map((l) => ({
            id: String(l.lineNumber),
            cells: [
              l.itemId,
              l.description,
              l.hsnCode,
              `${l.quantity} ${l.unit}`,
              <Amount key="r" value={l.unitPricePaise} coloured={false} />,
              <Amount key="v" value={l.taxableValuePaise} coloured={false} />,
              `${l.gstRateBp / 100}%`,
              <Amount key="t" value={l.totalPaise} coloured={false} />,
            ],
          }))}
        />
      )}
      {d?.consignmentKey && d.printables.length > 0 && (
        <PrintablesList consignmentKey={d.consignmentKey} printables={d.printables} />
      )}
    </Box>
  );
}
