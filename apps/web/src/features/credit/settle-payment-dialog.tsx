import { PARTY_ENDPOINTS, CREDIT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BuyerPaymentItem, BuyerProfile, MatchResult } from '@dom/contract';
import { BUYER_RECEIVABLE_STATUSES, MATCH_REFUSAL_MESSAGES, paiseFromWire, paiseToWire } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useNotify } from '../../components/notifications/notifications-context';
import { useMessageText } from '../../i18n/message-text';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { BUYERS_KEY } from '../../lib/query-keys';
import { QueryStatus } from '../../components/query-status/query-status';
import { CREDIT_KEY } from './credit-support';
import { type SettleInvoice, type SettleLine, planMatches, suggestedAmount } from './settle-plan';
import '../../i18n/parts/credit';
import '../../i18n/parts/parties';

/**
 * Settles a payment against open invoices (finance): choose invoices, adjust each match amount and
 * see the balance each one keeps. All the matches go in one call, made together or not at all, under
 * a batch id fixed for the dialog, so a retry after a lost answer gets the first settlement back.
 */
export function SettlePaymentDialog({
  buyer,
  payment,
  onClose,
}: {
  buyer: BuyerProfile;
  payment: BuyerPaymentItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<SettleLine[] | null>(null);
  const [results, setResults] = useState<MatchResult[]>([]);
  const paymentBalance = paiseFromWire(payment.balancePaise);
  const invoices = useQuery({
    queryKey: [CREDIT_KEY, 'settle-invoices', buyer.buyerId],
    queryFn: () =>
      call(PARTY_ENDPOINTS.buyerInvoices, {
        params: { id: buyer.buyerId },
        query: { statuses: [...BUYER_RECEIVABLE_STATUSES], pageSize: 100 },
      }),
  });
  const open: SettleInvoice[] = (invoices.data?.content ?? []).map((i) => ({ ...i, id: i.invoiceId }));
  const current: SettleLine[] = lines ?? open.map((invoice) => ({ invoice, selected: false, amount: '' }));
  const plan = planMatches(paymentBalance, current);

  const toggle = (id: string, selected: boolean) =>
    setLines(
      current.map((l) =>
        l.invoice.id === id
          ? { ...l, selected, amount: selected ? suggestedAmount(paymentBalance, current, l.invoice) : '' }
          : l,
      ),
    );
  const setAmount = (id: string, amount: string) =>
    setLines(current.map((l) => (l.invoice.id === id ? { ...l, amount } : l)));

  // The batch id is the server's natural key: a repeat of the same split answers the first, another
  // split under it is refused. It follows the attempt's key, so a corrected split is a new batch.
  const settle = useActionMutation({
    mutationFn: async (_: void, attemptKey) => {
      const done = await call(CREDIT_ENDPOINTS.settleBatch, {
        body: {
          booksPaymentId: payment.booksPaymentId,
          // The books id of the buyer is its account id (the credit area's booksBuyerId).
          booksBuyerId: buyer.partnerBuyerAccountId,
          batchId: `SETTLE-${attemptKey.replace(/-/g, '').slice(0, 16)}`,
          matches: plan.matches.map((m) => ({
            booksInvoiceId: m.invoice.booksInvoiceId,
            matchingAmount: paiseToWire(m.matchPaise),
          })),
        },
      });
      setResults(done.results);
      return done.results;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      void queryClient.invalidateQueries({ queryKey: [BUYERS_KEY] });
    },
    onSuccess: (done) => notify.success(t('credit.settlement.done', { count: done.length })),
  });
  const finished = settle.isSuccess;
  const canSubmit = plan.matches.length > 0 && plan.problems.size === 0 && !settle.isPending && !finished;

  return (
    <ActionDialog
      title={t('credit.settlement.dialogTitle', { utr: payment.utr })}
      submitLabel={finished ? undefined : t('credit.settlement.submit')}
      closeLabel={finished ? t('credit.close') : t('parties.cancel')}
      busy={settle.isPending}
      submitDisabled={!canSubmit}
      error={settle.error}
      errorFallback={t('credit.settlement.failed')}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSubmit) settle.mutate();
      }}
      onClose={onClose}
      size="md"
    >
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {t('credit.settlement.paymentAmount')}: <Amount value={payment.amountPaise} coloured={false} />
        </Typography>
        <Typography variant="body2">
          {t('credit.settlement.unmatched')}: <Amount value={payment.balancePaise} />
        </Typography>
        <Typography variant="body2" data-testid="payment-left">
          {t('credit.settlement.leftAfter')}: <Amount value={paiseToWire(plan.paymentLeftPaise)} />
        </Typography>
      </Box>
      <QueryStatus
        pending={invoices.isPending}
        error={invoices.error}
        fallback={t('credit.invoice.listFailed')}
      />
      {invoices.data && current.length === 0 && (
        <EmptyState message={t('credit.settlement.noOpenInvoices')} />
      )}
      <Box
        component="ul"
        aria-label={t('credit.settlement.invoices')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {current.map((line) => {
          const problem = plan.problems.get(line.invoice.id);
          const planned = plan.matches.find((m) => m.invoice.id === line.invoice.id);
          const result = results.find((r) => r.booksInvoiceId === line.invoice.booksInvoiceId);
          const problemText = problem
            ? problem.kind === 'parse'
              ? messageText(problem.message)
              : t(`credit.settlement.refusals.${problem.code}`, {
                  defaultValue: MATCH_REFUSAL_MESSAGES[problem.code],
                })
            : undefined;
          return (
            <Paper
              component="li"
              variant="outlined"
              key={line.invoice.id}
              sx={{ p: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Checkbox
                checked={line.selected}
                disabled={settle.isPending || finished}
                onChange={(e) => toggle(line.invoice.id, e.target.checked)}
                inputProps={{
                  'aria-label': t('credit.settlement.choose', { number: line.invoice.invoiceNumber }),
                }}
              />
              <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                <Typography variant="subtitle2">{line.invoice.invoiceNumber}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <DateText value={line.invoice.invoiceDate} /> · {t('credit.invoice.balance')}{' '}
                  <Amount value={line.invoice.balancePaise} coloured={false} />
                </Typography>
              </Box>
              <TextField
                size="small"
                label={t('credit.settlement.matchAmount')}
                value={line.amount}
                disabled={!line.selected || settle.isPending || finished}
                onChange={(e) => setAmount(line.invoice.id, e.target.value)}
                error={Boolean(problemText)}
                helperText={problemText}
                inputProps={{ inputMode: 'decimal' }}
                sx={{ flex: '0 0 180px' }}
              />
              <Typography
                variant="body2"
                sx={{ flex: { xs: '1 1 100%', sm: '0 0 200px' }, textAlign: { sm: 'right' } }}
              >
                {t('credit.settlement.balanceAmount')}:{' '}
                {result ? (
                  <Amount value={result.balanceAmountPaise} />
                ) : planned ? (
                  <Amount value={paiseToWire(planned.balanceAfterPaise)} />
                ) : (
                  '-'
                )}
              </Typography>
            </Paper>
          );
        })}
      </Box>
      {finished && <Alert severity="success">{t('credit.settlement.done', { count: results.length })}</Alert>}
    </ActionDialog>
  );
}
