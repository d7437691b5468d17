import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ENDPOINTS, type Printable } from '@dom/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { urlOf } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { useErrorToast } from '../../lib/use-error-toast';

/** Fetches one printable document of a consignment (a PDF the server renders) and saves it. */
export function downloadPrintable(consignmentKey: string, p: Printable): Promise<void> {
  return downloadFile(urlOf(DOCUMENT_ENDPOINTS.consignmentPrintable, { key: consignmentKey, kind: p.kind }), {
    fileName: p.fileName,
    query: p.ewayBillNumber ? { ewayBillNumber: p.ewayBillNumber } : undefined,
  });
}

/**
 * The documents the server prints from a consignment's records (tax invoice, e-way bill, delivery
 * challan): each with its download, or the reason it cannot be printed yet. Shown in the
 * consignment's and the invoice's documents.
 */
export function PrintablesList({
  consignmentKey,
  printables,
}: {
  consignmentKey: string;
  printables: readonly Printable[];
}) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [busy, setBusy] = useState<string | null>(null);
  const idOf = (p: Printable) => `${p.kind}-${p.ewayBillNumber ?? ''}`;
  const start = async (p: Printable) => {
    setBusy(idOf(p));
    try {
      await downloadPrintable(consignmentKey, p);
    } catch (error) {
      showError(error, t('documents.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-label={t('documents.title')} sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('documents.title')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {printables.map((p) => {
          const name = [t(`documents.kinds.${p.kind}`), p.ewayBillNumber].filter(Boolean).join(' ');
          return (
            <Box
              component="li"
              key={idOf(p)}
              sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', minHeight: 36 }}
            >
              <Typography sx={{ flex: '1 1 12rem', fontWeight: 500 }}>{name}</Typography>
              {p.available ? (
                <Button
                  variant="outlined"
                  size="small"
                  aria-label={`${t('documents.download')} ${name}`}
                  disabled={busy === idOf(p)}
                  onClick={() => void start(p)}
                >
                  {t('documents.download')}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ flex: '2 1 16rem' }}>
                  {t(`documents.reasons.${p.kind}`, { defaultValue: p.reason ?? '' })}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
