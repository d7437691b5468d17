import { RFQ_ENDPOINTS, PRICING_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { type QueryParams } from '../../lib/query-string';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AutomationLine, AutomationRule, RfqListItem } from '@dom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { Amount } from '../../components/amount/amount';
import { Fact, FactGrid } from '../../components/fact-grid/fact-grid';
import type { FilterDefinition } from '../../components/filter-bar/filter-types';
import { BasicTextField } from '../../components/form/basic-text-field';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useNotify } from '../../components/notifications/notifications-context';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { errorToastMessage } from '../../lib/use-error-toast';
import { ChoiceField } from './choice-field';
import { PRICING_KEY } from './pricing-support';
import '../../i18n/parts/pricing';
import '../../i18n/parts/rfq';

const column = createColumnHelper<RfqListItem>();
const OUTCOME_COLOURS = { OK: 'success', BELOW_MARGIN: 'warning', NO_PRICE: 'error' } as const;

/**
 * `/automate-quotation` (Allow_Quotation_Automation): the enquiries waiting for a quotation; one
 * opened shows the preview (per line the seller chosen, price and margin) before it is sent.
 */
export function AutomateQuotationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rfqKey = params.get('rfq');
  const [rulesOpen, setRulesOpen] = useState(false);
  const filters = useMemo<FilterDefinition[]>(
    () => [{ kind: 'text', key: 'search', label: t('rfq.fields.search') }],
    [t],
  );
  const columns = useMemo(
    () => [
      column.accessor('rfqKey', { header: t('rfq.fields.rfqKey'), meta: { nowrap: true } }),
      column.accessor('buyerName', { header: t('rfq.fields.buyer') }),
      column.accessor('businessUnit', { header: t('rfq.fields.businessUnit') }),
      column.accessor('lineCount', { header: t('rfq.fields.lines'), meta: { align: 'right' } }),
      column.accessor('valuePaise', {
        header: t('rfq.fields.value'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
    ],
    [t],
  );
  const open = (key: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (key) next.set('rfq', key);
        else next.delete('rfq');
        return next;
      },
      { replace: false },
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ListScreen<RfqListItem>
        title={t('pricing.automation.title')}
        tableLabel={t('pricing.automation.waiting')}
        actions={
          <Button variant="outlined" onClick={() => setRulesOpen(true)}>
            {t('pricing.automation.rules')}
          </Button>
        }
        filters={filters}
        columns={columns}
        queryKey={[PRICING_KEY, 'to-quote']}
        load={(query: QueryParams) =>
          call(RFQ_ENDPOINTS.list, {
            query: { ...query, statuses: ['SOURCER_ACCEPTED', 'QUOTE_ENRICHMENT_PENDING'] },
          })
        }
        failedMessage={t('pricing.failed')}
        getRowId={(r) => r.rfqKey}
        onRowClick={(r) => open(r.rfqKey)}
        emptyMessage={t('pricing.automation.noneWaiting')}
      />
      {rfqKey && <PreviewDialog rfqKey={rfqKey} onClose={() => open(null)} />}
      {rulesOpen && <RulesDialog onClose={() => setRulesOpen(false)} />}
    </Box>
  );
}

function PreviewDialog({ rfqKey, onClose }: { rfqKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: [PRICING_KEY, 'preview', rfqKey],
    queryFn: () => call(PRICING_ENDPOINTS.automationPreview, { params: { rfqKey } }),
  });
  const send = useEndpointMutation(PRICING_ENDPOINTS.automationSend, {
    onSuccess: (sent) => {
      notify.success(t('pricing.automation.sent', { key: sent.quotationKey }));
      void queryClient.invalidateQueries({ queryKey: [PRICING_KEY] });
      onClose();
    },
  });
  const p = preview.data;
  const outcome = (l: AutomationLine) => (
    <Chip
      label={t(`pricing.outcome.${l.outcome}`)}
      color={OUTCOME_COLOURS[l.outcome]}
      size="small"
      variant="outlined"
      data-outcome={l.outcome}
    />
  );
  return (
    <ActionDialog
      title={t('pricing.automation.previewTitle', { key: rfqKey })}
      submitLabel={t('pricing.automation.send')}
      submitDisabled={!p?.maySend}
      busy={send.isPending}
      error={send.error ?? preview.error}
      errorFallback={t('pricing.failed')}
      size="lg"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ body: { rfqKey } });
      }}
    >
      {p && (
        <>
          <FactGrid>
            <Fact label={t('rfq.fields.buyer')}>{p.buyerName}</Fact>
            <Fact label={t('rfq.fields.businessUnit')}>{p.businessUnit}</Fact>
            <Fact label={t('rfq.fields.pricingBasis')}>{t(`rfq.pricingBasis.${p.pricingBasis}`)}</Fact>
            <Fact label={t('pricing.fields.minMargin')}>
              {p.rule.minMarginBp === null ? '—' : `${(p.rule.minMarginBp / 100).toFixed(2)}%`}
            </Fact>
            <Fact label={t('pricing.fields.total')}>
              <Amount value={p.totalPaise} coloured={false} />
            </Fact>
            <Fact label={t('pricing.fields.cost')}>
              <Amount value={p.costPaise} coloured={false} />
            </Fact>
            <Fact label={t('pricing.fields.margin')}>
              {p.marginBp === null ? '—' : `${(p.marginBp / 100).toFixed(2)}%`}
            </Fact>
          </FactGrid>
          <SimpleTable
            label={t('pricing.automation.lines')}
            headers={[
              { text: t('pricing.fields.product') },
              { text: t('rfq.fields.quantity'), align: 'right' },
              { text: t('pricing.fields.seller') },
              { text: t('pricing.fields.source') },
              { text: t('pricing.fields.landed'), align: 'right' },
              { text: t('rfq.fields.buyerPrice'), align: 'right' },
              { text: t('pricing.fields.margin'), align: 'right' },
              { text: t('pricing.fields.outcome') },
            ]}
            rows={p.lines.map((l) => ({
              id: l.lineId,
              cells: [
                l.productName,
                `${l.quantity} ${l.unit}`,
                l.sellerName ?? '—',
                l.source ? t(`pricing.source.${l.source}`) : '—',
                l.landedPaise ? <Amount key="landed" value={l.landedPaise} coloured={false} /> : '—',
                <Amount key="buyer" value={l.buyerPricePaise} coloured={false} />,
                l.marginBp === null ? '—' : `${(l.marginBp / 100).toFixed(2)}%`,
                outcome(l),
              ],
            }))}
          />
          {p.blockedReason && (
            <Alert severity="warning" data-testid="automation-blocked">
              {p.blockedReason}
            </Alert>
          )}
          <Typography variant="body2">
            <RouterLink to={`/rfq/${encodeURIComponent(rfqKey)}`}>
              {t('pricing.automation.openRfq')}
            </RouterLink>
          </Typography>
        </>
      )}
    </ActionDialog>
  );
}

function RulesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: [PRICING_KEY, 'rules'],
    queryFn: () => call(PRICING_ENDPOINTS.automationRules, {}),
  });
  const [unit, setUnit] = useState<AutomationRule['businessUnit']>('DIRECT');
  const [edits, setEdits] = useState<
    Partial<Record<string, { margin: string; useAnswers: boolean; enabled: boolean }>>
  >({});
  const saved = rules.data?.find((r) => r.businessUnit === unit);
  const current = edits[unit] ?? {
    margin: saved ? String(saved.minMarginBp / 100) : '',
    useAnswers: saved?.useAnswers ?? true,
    enabled: saved?.enabled ?? true,
  };
  const set = (change: Partial<typeof current>) =>
    setEdits((e) => ({ ...e, [unit]: { ...current, ...change } }));
  const marginBp = /^\d{1,2}(\.\d{1,2})?$/.test(current.margin.trim())
    ? Math.round(Number(current.margin) * 100)
    : null;
  const save = useEndpointMutation(PRICING_ENDPOINTS.saveAutomationRule, {
    onSuccess: (next) => {
      queryClient.setQueryData([PRICING_KEY, 'rules'], next);
      void queryClient.invalidateQueries({ queryKey: [PRICING_KEY, 'preview'] });
      notify.success(t('pricing.automation.rulesSaved'));
      onClose();
    },
  });
  return (
    <ActionDialog
      title={t('pricing.automation.rules')}
      submitLabel={t('pricing.automation.saveRule')}
      busy={save.isPending}
      submitDisabled={marginBp === null}
      error={save.error ?? rules.error}
      errorFallback={t('pricing.failed')}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        if (marginBp !== null)
          save.mutate({
            body: {
              businessUnit: unit,
              minMarginBp: marginBp,
              useAnswers: current.useAnswers,
              enabled: current.enabled,
            },
          });
      }}
    >
      <ChoiceField
        label={t('rfq.fields.businessUnit')}
        value={unit}
        options={['DIRECT', 'UBS', 'UTCL'].map((u) => ({ value: u, label: u }))}
        onChange={(v) => setUnit(v as AutomationRule['businessUnit'])}
      />
      <BasicTextField
        label={t('pricing.fields.minMarginPercent')}
        value={current.margin}
        onChange={(e) => set({ margin: e.target.value })}
        endAdornment="%"
        error={current.margin !== '' && marginBp === null}
        helperText={
          current.margin !== '' && marginBp === null ? t('pricing.automation.badMargin') : undefined
        }
        required
        htmlInput={{ inputMode: 'decimal' }}
      />
      <FormControlLabel
        control={
          <Switch checked={current.useAnswers} onChange={(e) => set({ useAnswers: e.target.checked })} />
        }
        label={t('pricing.automation.useAnswers')}
      />
      <FormControlLabel
        control={<Switch checked={current.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
        label={t('pricing.automation.enabled')}
      />
      {rules.error && (
        <Alert severity="error">{errorToastMessage(t, rules.error, t('pricing.failed'))}</Alert>
      )}
    </ActionDialog>
  );
}
