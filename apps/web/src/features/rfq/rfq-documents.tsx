import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type Funnel, RFQ_DOCUMENT_ENDPOINTS, type RfqDetail } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { call, urlOf } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { useErrorToast } from '../../lib/use-error-toast';
import { RFQ_KEY } from './rfq-keys';
import '../../i18n/parts/rfq';

const on = RFQ_DOCUMENT_ENDPOINTS;

/** Quotation statuses a final proforma invoice is drawn from (the server checks again). */
const FINAL_FROM = new Set(['APPROVED', 'SENT_TO_SELLER', 'CLOSED']);

type Kind = 'enquiry' | 'proformaPreview' | 'proforma';

function download(kind: Kind, rfqKey: string): Promise<void> {
  if (kind === 'enquiry')
    return downloadFile(urlOf(on.enquiryPdf), { fileName: `Enquiry-${rfqKey}.pdf`, query: { rfqKey } });
  const preview = kind === 'proformaPreview';
  return downloadFile(urlOf(on.proformaInvoice, { rfqKey }), {
    method: 'POST',
    fileName: `${preview ? 'Proforma-Preview' : 'Proforma-Invoice'}-${rfqKey}.pdf`,
    query: { isPreview: String(preview) },
  });
}

/** The RFQ's PDFs: the enquiry, and the buyer proforma invoice (preview, or final once approved). */
export function RfqDownloads({ rfq }: { rfq: RfqDetail }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [busy, setBusy] = useState<Kind | null>(null);
  const latest = rfq.quotations[0];
  const kinds: Kind[] = ['enquiry'];
  if (latest) kinds.push('proformaPreview');
  if (latest && FINAL_FROM.has(latest.status)) kinds.push('proforma');
  const start = async (kind: Kind) => {
    setBusy(kind);
    try {
      await download(kind, rfq.rfqKey);
    } catch (error) {
      showError(error, t('rfqDocs.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {kinds.map((kind) => (
        <Button key={kind} variant="outlined" disabled={busy === kind} onClick={() => void start(kind)}>
          {t(`rfqDocs.${kind}`)}
        </Button>
      ))}
    </>
  );
}

const STAGES = ['rfqs', 'responded', 'approved', 'converted'] as const;

/** The conversion funnel of the RFQs the caller sees: RFQs → responded → approved → converted. */
/** A period's first day as the table names it: "Apr 2026", or the financial quarter "Q1 FY 2026-27". */
export function periodLabel(
  period: string,
  kind: 'month' | 'quarter',
  quarterText: (q: number, fy: string) => string,
): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  if (kind === 'month')
    return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-IN', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  // Financial quarters start in April: Apr–Jun is Q1 of FY y-(y+1); Jan–Mar is Q4 of the year before.
  const q = m >= 4 ? Math.floor((m - 4) / 3) + 1 : 4;
  const start = m >= 4 ? y : y - 1;
  return quarterText(q, `${start}-${String((start + 1) % 100).padStart(2, '0')}`);
}

export function ConversionPanel() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'month' | 'quarter'>('month');
  const metrics = useQuery({
    queryKey: [RFQ_KEY, 'conversion', kind],
    queryFn: () => call(on.conversionMetrics, { body: { period: kind } }),
  });
  const totals: Funnel | undefined = metrics.data?.totals;
  const base = totals?.rfqs.count ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-label={t('rfqDocs.conversion')} sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('rfqDocs.conversion')}
      </Typography>
      {metrics.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : metrics.isError || !totals ? (
        <Typography color="text.secondary">{t('rfqDocs.conversionFailed')}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {STAGES.map((stage) => (
            <Box key={stage} data-testid={`conversion-${stage}`} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`rfqDocs.stages.${stage}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 600 }}>
                {totals[stage].count.toLocaleString('en-IN')}
                {stage !== 'rfqs' && base > 0 && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {`${Math.round((totals[stage].count * 100) / base)}%`}
                  </Typography>
                )}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                <Amount value={totals[stage].valuePaise} coloured={false} />
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
          {t('rfqDocs.byPeriod')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          aria-label={t('rfqDocs.period')}
          onChange={(_, v: 'month' | 'quarter' | null) => v && setKind(v)}
        >
          <ToggleButton value="month">{t('rfqDocs.month')}</ToggleButton>
          <ToggleButton value="quarter">{t('rfqDocs.quarter')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <SimpleTable
        label={t('rfqDocs.byPeriod')}
        headers={[
          { text: t('rfqDocs.period') },
          { text: t('rfqDocs.rm') },
          ...STAGES.map((stage) => ({ text: t(`rfqDocs.stages.${stage}`), align: 'right' as const })),
        ]}
        rows={(metrics.data?.rows ?? []).map((r) => ({
          id: `${r.period}/${r.rmEmail ?? ''}`,
          cells: [
            periodLabel(r.period, kind, (q, fy) => t('rfqDocs.quarterLabel', { q, fy })),
            r.rmEmail ?? t('rfqDocs.noRm'),
            ...STAGES.map((stage) => (
              <span key={stage}>
                {r[stage].count.toLocaleString('en-IN')}
                {' · '}
                <Amount value={r[stage].valuePaise} coloured={false} />
              </span>
            )),
          ],
        }))}
      />
    </Paper>
  );
}
