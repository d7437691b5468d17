import { call } from '../../lib/api-client';
import { type BusinessCode, REFERENCE_ENDPOINTS, ORDER_ENDPOINTS } from '@dom/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderDetail, OrderLine } from '@dom/contract';
import {
  QUANTITY_DECIMALS,
  formatWeight,
  scaledIntegerToText,
  toScaledInteger,
  validateNumberInput,
} from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { NumberFormField } from '../../components/form/number-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { commentText } from '../../components/form/comment-schema';
import { FormSelect } from './form-select';
import { ORDERS_KEY } from './orders-support';

const milli = (text: string): bigint => toScaledInteger(text, QUANTITY_DECIMALS) ?? 0n;

/** What may still be cancelled: ordered less cancelled less shipped (the server's rule). */
export function openQuantity(line: OrderLine): bigint {
  const open = milli(line.orderedQuantity) - milli(line.cancelledQuantity) - milli(line.shippedQuantity);
  return open > 0n ? open : 0n;
}

export const ABOVE_OPEN = 'orders.cancelLines.aboveOpen';
export const ABOVE_ZERO = 'orders.create.quantityAboveZero';
export const NOTHING_CHOSEN = 'orders.cancelLines.nothingChosen';

export function cancelLinesSchema(lines: readonly OrderLine[]) {
  return z
    .object({
      reasonCode: z.string().min(1, 'orders.cancel.reasonRequired'),
      comment: commentText({ required: true }),
      quantities: z.array(z.string()),
    })
    .superRefine((values, ctx) => {
      values.quantities.forEach((text, i) => {
        const line = lines[i];
        if (!line || text.trim() === '') return;
        const problem = validateNumberInput(text);
        const message =
          problem ?? (milli(text) <= 0n ? ABOVE_ZERO : milli(text) > openQuantity(line) ? ABOVE_OPEN : null);
        if (message) ctx.addIssue({ code: 'custom', message, path: ['quantities', i] });
      });
      if (values.quantities.every((q) => q.trim() === ''))
        ctx.addIssue({ code: 'custom', message: NOTHING_CHOSEN, path: ['quantities'] });
    });
}
type CancelLinesForm = z.infer<ReturnType<typeof cancelLinesSchema>>;

/** Cancels part of one or more lines' open quantity, with a reason and a comment. */
export function CancelLinesDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const lines = order.lineItems.filter((l) => openQuantity(l) > 0n);
  const reasons = useQuery({
    queryKey: ['order-cancel-reasons'],
    queryFn: (): Promise<BusinessCode[]> => call(REFERENCE_ENDPOINTS.cancelReasons),
    staleTime: Infinity,
  });
  const { control, handleSubmit, formState } = useForm<CancelLinesForm>({
    resolver: zodResolver(cancelLinesSchema(lines)),
    defaultValues: { reasonCode: '', comment: '', quantities: lines.map(() => '') },
    mode: 'onTouched',
  });
  const cancel = useActionMutation({
    mutationFn: (values: CancelLinesForm, idempotencyKey) =>
      call(
        ORDER_ENDPOINTS.cancel,
        {
          body: {
            orderKey: order.orderKey,
            reasonCode: values.reasonCode,
            comment: values.comment.trim(),
            lines: lines
              .map((l, i) => ({
                lineItemId: l.lineItemId,
                cancelQuantity: values.quantities[i]?.trim() ?? '',
              }))
              .filter((l) => l.cancelQuantity !== ''),
          },
        },
        { idempotencyKey },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      notify.success(t('orders.cancelLines.done'));
      onClose();
    },
  });
  const nothing = formState.errors.quantities?.root?.message ?? formState.errors.quantities?.message;

  return (
    <ActionDialog
      title={t('orders.cancelLines.title', { key: order.orderKey })}
      question={t('orders.cancelLines.question')}
      submitLabel={t('orders.cancelLines.submit')}
      closeLabel={t('orders.cancel.keep')}
      danger
      busy={cancel.isPending}
      error={reasons.error ?? cancel.error}
      errorFallback={t('orders.cancel.failed')}
      onSubmit={(e) => void handleSubmit((values) => cancel.mutate(values))(e)}
      onClose={onClose}
      size="md"
    >
      {lines.map((line, i) => (
        <Box
          key={line.lineItemId}
          role="group"
          aria-label={line.skuId}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {line.skuId} · {line.productName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('orders.cancelLines.openQuantity', {
                quantity: formatWeight(
                  scaledIntegerToText(openQuantity(line), QUANTITY_DECIMALS, (d) => d),
                  line.unit,
                ),
              })}
            </Typography>
          </Box>
          <NumberFormField
            control={control}
            name={`quantities.${i}`}
            label={t('orders.cancelLines.quantity')}
          />
        </Box>
      ))}
      {nothing && formState.isSubmitted && <Alert severity="warning">{t(NOTHING_CHOSEN)}</Alert>}
      <FormSelect
        control={control}
        name="reasonCode"
        label={t('orders.cancel.reason')}
        required
        options={(reasons.data ?? []).map((r) => ({
          value: r.code,
          label: t(`orders.cancelReasons.${r.code}`, { defaultValue: r.value }),
        }))}
      />
      <TextFormField
        control={control}
        name="comment"
        label={t('orders.cancel.comment')}
        required
        multiline
        minRows={3}
      />
    </ActionDialog>
  );
}
