import { PARTY_ENDPOINTS, CREDIT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BuyerProfile } from '@dom/contract';
import {
  BUYER_RECEIVABLE_STATUSES,
  formatRupees,
  istDateOf,
  paiseFromWire,
  paiseToWire,
  parseRupees,
} from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { z } from 'zod';
import { DateFormField } from '../../components/form/date-form-field';
import { REQUIRED_MESSAGE } from '../../components/form/form-messages';
import { rupeesText } from '../../components/form/form-schemas';
import { PriceFormField } from '../../components/form/price-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { commentText } from '../../components/form/comment-schema';
import { BUYERS_KEY } from '../../lib/query-keys';
import { SelectFormField } from '../../components/form/select-form-field';
import { CREDIT_KEY } from './credit-support';
import '../../i18n/parts/credit';

const AdjustmentSchema = z
  .object({
    type: z.enum(['TDS', 'WRITE_OFF', 'REFUND']),
    document: z.string(),
    amount: rupeesText(),
    entryDate: z.iso.date(REQUIRED_MESSAGE),
    narration: commentText({ required: false }),
  })
  .refine((v) => v.document !== '', { path: ['document'], message: REQUIRED_MESSAGE });
type AdjustmentForm = z.infer<typeof AdjustmentSchema>;

/**
 * Finance posts TDS or a write-off against one of the buyer's open invoices, or a refund out of a
 * payment's unmatched rest (credit/ledger/adjustment); the ledger and the balances follow.
 */
export function LedgerAdjustmentDialog({ buyer, onClose }: { buyer: BuyerProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setValue } = useForm<AdjustmentForm>({
    resolver: zodResolver(AdjustmentSchema),
    defaultValues: { type: 'TDS', document: '', amount: '', entryDate: istDateOf(new Date()), narration: '' },
    mode: 'onTouched',
  });
  const type = useWatch({ control, name: 'type' });
  const refund = type === 'REFUND';
  // The chosen document belongs to the type (an invoice or a payment): a new type starts with none.
  useEffect(() => setValue('document', ''), [type, setValue]);
  const invoices = useQuery({
    queryKey: [CREDIT_KEY, 'adjust-invoices', buyer.buyerId],
    queryFn: () =>
      call(PARTY_ENDPOINTS.buyerInvoices, {
        params: { id: buyer.buyerId },
        query: { statuses: [...BUYER_RECEIVABLE_STATUSES], pageSize: 100 },
      }),
    enabled: !refund,
  });
  const payments = useQuery({
    queryKey: [CREDIT_KEY, 'adjust-payments', buyer.buyerId],
    queryFn: () =>
      call(PARTY_ENDPOINTS.buyerPayments, {
        params: { id: buyer.buyerId },
        query: { status: 'PENDING', limit: 100 },
      }),
    enabled: refund,
  });
  const documents = refund
    ? (payments.data?.content ?? []).map((p) => ({
        value: p.booksPaymentId,
        label: `${p.utr} · ${t('credit.settlement.unmatched')} ${formatRupees(paiseFromWire(p.unmatchedPaise))}`,
      }))
    : (invoices.data?.content ?? []).map((i) => ({
        value: i.booksInvoiceId,
        label: `${i.invoiceNumber} · ${t('credit.invoice.balance')} ${formatRupees(paiseFromWire(i.balancePaise))}`,
      }));
  const post = useEndpointMutation(CREDIT_ENDPOINTS.ledgerAdjustment, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CREDIT_KEY] });
      void queryClient.invalidateQueries({ queryKey: [BUYERS_KEY] });
      notify.success(t('credit.adjustment.done'));
      onClose();
    },
  });
  const types = (['TDS', 'WRITE_OFF', 'REFUND'] as const).map((v) => ({
    value: v,
    label: t(`credit.ledger.types.${v}`),
  }));
  return (
    <ActionDialog
      title={t('credit.adjustment.title', { name: buyer.buyerName })}
      question={t(`credit.adjustment.explain.${type}`)}
      submitLabel={t('credit.adjustment.submit')}
      busy={post.isPending}
      error={post.error}
      errorFallback={t('credit.adjustment.failed')}
      onSubmit={(e) =>
        void handleSubmit((v) =>
          post.mutate({
            body: {
              type: v.type,
              booksBuyerId: buyer.partnerBuyerAccountId,
              ...(v.type === 'REFUND' ? { booksPaymentId: v.document } : { booksInvoiceId: v.document }),
              amountPaise: paiseToWire(parseRupees(v.amount)),
              entryDate: v.entryDate,
              ...(v.narration.trim() ? { narration: v.narration.trim() } : {}),
            },
          }),
        )(e)
      }
      onClose={onClose}
    >
      <SelectFormField
        control={control}
        name="type"
        label={t('credit.adjustment.type')}
        options={types}
        required
      />
      <SelectFormField
        key={type}
        control={control}
        name="document"
        label={refund ? t('credit.adjustment.payment') : t('credit.adjustment.invoice')}
        options={documents}
        required
      />
      <PriceFormField control={control} name="amount" label={t('credit.adjustment.amount')} required />
      <DateFormField control={control} name="entryDate" label={t('credit.adjustment.date')} required />
      <TextFormField
        control={control}
        name="narration"
        label={t('credit.adjustment.narration')}
        maxLength={500}
      />
    </ActionDialog>
  );
}
