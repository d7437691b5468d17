import { RFQ_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { validatePreferredPaymentDays, validateSellerCreditDays } from '@dom/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { BasicTextField } from '../../components/form/basic-text-field';
import { SearchSelect } from '../../components/search-select/search-select';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { messageText } from '../../i18n/message-text';
import { rupeesToPaise } from './rfq-format';

import '../../i18n/parts/rfq';

export interface AnswerLine {
  lineId: string;
  productName: string;
  quantity: string;
  unit: string;
}

export interface AnswerBody {
  prices: { lineId: string; exWorksPaise: string; freightPaise: string }[];
  capacity: string;
  validUntil: string;
  sellerCreditDays: number;
  preferredPaymentDays: number;
}

const whole = (s: string) => (/^\d{1,3}$/.test(s.trim()) ? Number(s.trim()) : NaN);

/**
 * A seller's answer: ex-works and freight per line (₹), capacity, validity and the seller's credit
 * and preferred payment days (doc 3 §5 rules, checked again by the server). With `pickSeller` the
 * RM registers an answer given offline and chooses the seller first.
 */
export function AnswerDialog({
  title,
  lines,
  pickSeller = false,
  submit,
  onDone,
  onClose,
}: {
  title: string;
  lines: readonly AnswerLine[];
  pickSeller?: boolean;
  submit: (body: AnswerBody & { sellerId?: string }, key: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [seller, setSeller] = useState<FilterOption | null>(null);
  const [prices, setPrices] = useState<Record<string, { exWorks: string; freight: string }>>({});
  const [capacity, setCapacity] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [credit, setCredit] = useState('');
  const [preferred, setPreferred] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useActionMutation({ mutationFn: submit, onSuccess: onDone });

  const creditDays = whole(credit);
  const preferredDays = whole(preferred);
  const creditError = credit ? validateSellerCreditDays(creditDays) : null;
  const preferredError =
    preferred && !creditError ? validatePreferredPaymentDays(preferredDays, creditDays) : null;
  const body = (): (AnswerBody & { sellerId?: string }) | null => {
    const out = lines.map((l) => {
      const p = prices[l.lineId];
      return {
        lineId: l.lineId,
        exWorksPaise: rupeesToPaise(p?.exWorks ?? ''),
        freightPaise: rupeesToPaise(p?.freight || '0'),
      };
    });
    if (out.some((p) => !p.exWorksPaise || !p.freightPaise)) return null;
    if (!capacity.trim() || !validUntil || creditError || preferredError) return null;
    if (Number.isNaN(creditDays) || Number.isNaN(preferredDays)) return null;
    if (pickSeller && !seller) return null;
    return {
      prices: out.map((p) => ({
        lineId: p.lineId,
        exWorksPaise: p.exWorksPaise!,
        freightPaise: p.freightPaise!,
      })),
      capacity: capacity.trim(),
      validUntil,
      sellerCreditDays: creditDays,
      preferredPaymentDays: preferredDays,
      ...(pickSeller && seller ? { sellerId: seller.value } : {}),
    };
  };
  const setPrice = (lineId: string, field: 'exWorks' | 'freight', value: string) =>
    setPrices((p) => ({ ...p, [lineId]: { exWorks: '', freight: '', ...p[lineId], [field]: value } }));
  return (
    <ActionDialog
      title={title}
      submitLabel={t('rfq.answer.submit')}
      busy={mutation.isPending}
      error={mutation.error}
      errorFallback={t('rfq.actionFailed')}
      wide
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        const b = body();
        if (b) mutation.mutate(b);
      }}
    >
      {pickSeller && (
        <SearchSelect
          label={t('rfq.seller.name')}
          value={seller}
          onChange={setSeller}
          loadOptions={(q) => call(RFQ_ENDPOINTS.sellerOptions, { query: { search: q } })}
          required
        />
      )}
      {lines.map((l) => (
        <Box
          key={l.lineId}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 1 }}
        >
          <Typography variant="body2" sx={{ alignSelf: 'center' }}>
            {l.productName} — {l.quantity} {l.unit}
          </Typography>
          <BasicTextField
            label={t('rfq.answer.exWorks')}
            value={prices[l.lineId]?.exWorks ?? ''}
            onChange={(e) => setPrice(l.lineId, 'exWorks', e.target.value)}
            startAdornment="₹"
            required
            htmlInput={{ inputMode: 'decimal', 'data-line': l.lineId, 'data-field': 'exWorks' }}
          />
          <BasicTextField
            label={t('rfq.answer.freight')}
            value={prices[l.lineId]?.freight ?? ''}
            onChange={(e) => setPrice(l.lineId, 'freight', e.target.value)}
            startAdornment="₹"
            htmlInput={{ inputMode: 'decimal', 'data-line': l.lineId, 'data-field': 'freight' }}
          />
        </Box>
      ))}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        <BasicTextField
          label={t('rfq.answer.capacity')}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          required
        />
        <BasicTextField
          label={t('rfq.answer.validUntil')}
          type="date"
          value={validUntil}
          onChange={(e) => setValidUntil(e.target.value)}
          required
          htmlInput={{ 'aria-label': t('rfq.answer.validUntil') }}
        />
        <BasicTextField
          label={t('rfq.answer.sellerCreditDays')}
          value={credit}
          onChange={(e) => setCredit(e.target.value)}
          error={!!creditError}
          helperText={creditError ? messageText(t, creditError) : undefined}
          required
          htmlInput={{ inputMode: 'numeric' }}
        />
        <BasicTextField
          label={t('rfq.answer.preferredPaymentDays')}
          value={preferred}
          onChange={(e) => setPreferred(e.target.value)}
          error={!!preferredError}
          helperText={preferredError ? messageText(t, preferredError) : undefined}
          required
          htmlInput={{ inputMode: 'numeric' }}
        />
      </Box>
      {/* What is still missing, unless a field already says what to fix (credit days). */}
      {touched && !mutation.error && !body() && !creditError && !preferredError && (
        <Alert severity="error">{t('rfq.answer.incomplete')}</Alert>
      )}
    </ActionDialog>
  );
}
