import { PARTY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BuyerProfile, GstValidationResult } from '@dom/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../components/date-text/date-text';
import { ErrorAlert } from '../../components/action-dialog/error-alert';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import { BUYERS_KEY } from './parties-support';
import { QueryStatus } from '../../components/query-status/query-status';
import '../../i18n/parts/parties';

function Check({ ok, okText, badText }: { ok: boolean; okText: string; badText: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ok ? 'success' : 'error'}
      label={ok ? okText : badText}
      data-ok={ok}
    />
  );
}

/** One GSTIN's checks: format, check character, state and registration status, then the problems. */
export function GstResultCard({ title, result }: { title: string; result: GstValidationResult }) {
  const { t } = useTranslation();
  const registration = result.registration;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      aria-label={title}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Chip
          size="small"
          color={result.isValid ? 'success' : 'error'}
          label={result.isValid ? t('parties.gst.valid') : t('parties.gst.invalid')}
        />
      </Box>
      <FactGrid outlined={false}>
        <Fact label={t('parties.gstin')}>{result.gstin}</Fact>
        <Fact label={t('parties.gst.format')}>
          <Check ok={result.formatValid} okText={t('parties.gst.passed')} badText={t('parties.gst.failed')} />
        </Fact>
        <Fact label={t('parties.gst.checkCharacter')}>
          <Check
            ok={result.checkCharacterValid}
            okText={t('parties.gst.passed')}
            badText={t('parties.gst.failed')}
          />
        </Fact>
        <Fact label={t('parties.state')}>
          {result.stateCode ? `${result.stateCode} ${result.stateName ?? ''}` : '-'}
        </Fact>
        <Fact label={t('parties.gst.registration')}>
          {registration
            ? t(`parties.gst.statuses.${registration.status}`, { defaultValue: registration.statusLabel })
            : t('parties.gst.notRegistered')}
        </Fact>
        <Fact label={t('parties.gst.legalName')}>{registration?.legalName ?? '-'}</Fact>
        <Fact label={t('parties.gst.cancelledOn')}>
          {registration?.cancelledOn ? <DateText value={registration.cancelledOn} /> : '-'}
        </Fact>
      </FactGrid>
      {result.problems.length > 0 && (
        <Alert severity="error">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {result.problems.map((p) => (
              <li key={`${p.code}-${p.field}`}>
                {t(`parties.gst.problems.${p.code}`, { defaultValue: p.message })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Paper>
  );
}

/** GST validation: the buyer's and its addresses' GSTINs checked by the server, and a check on demand. */
export function GstValidationTab({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const [gstin, setGstin] = useState(buyer.buyerGstNum);
  const [pinCode, setPinCode] = useState(buyer.address.postalCode);
  const stored = useQuery({
    queryKey: [BUYERS_KEY, 'gst', buyer.buyerId],
    queryFn: () => call(PARTY_ENDPOINTS.buyerGstValidation, { params: { id: buyer.buyerId } }),
  });
  const run = useMutation({
    mutationFn: () =>
      call(PARTY_ENDPOINTS.validateGstin, {
        body: { gstin: gstin.trim(), ...(pinCode.trim() ? { pinCode: pinCode.trim() } : {}) },
      }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (gstin.trim()) run.mutate();
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            label={t('parties.gstin')}
            value={gstin}
            onChange={(e) => setGstin(e.target.value)}
            required
            sx={{ flex: '1 1 220px' }}
          />
          <TextField
            label={t('parties.pinCode')}
            value={pinCode}
            onChange={(e) => setPinCode(e.target.value)}
            sx={{ flex: '1 1 140px' }}
          />
          <Button type="submit" variant="contained" disabled={run.isPending || !gstin.trim()} sx={{ mt: 1 }}>
            {t('parties.gst.run')}
          </Button>
        </Box>
      </Paper>
      <ErrorAlert error={run.error} fallback={t('parties.gst.validateFailed')} />
      {run.data && <GstResultCard title={t('parties.gst.checkedNow')} result={run.data} />}
      <QueryStatus
        pending={stored.isPending}
        error={stored.error}
        fallback={t('parties.gst.validateFailed')}
      />
      {stored.data?.results.map((r) => (
        <GstResultCard
          key={`${r.source}-${r.addressId ?? 'buyer'}`}
          title={r.source === 'BUYER' ? t('parties.gst.buyerGstin') : t('parties.gst.addressGstin')}
          result={r.result}
        />
      ))}
    </Box>
  );
}
