import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ORDER_ENDPOINTS, type OrderLine } from '@dom/contract';
import {
  QUANTITY_DECIMALS,
  formatWeight,
  isDiscreteUnit,
  scaledIntegerToText,
  toScaledInteger,
  unitQuantityError,
  validateNumberInput,
} from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { call } from '../../lib/api-client';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { commentText } from '../../components/form/comment-schema';
import { NumberFormField } from '../../components/form/number-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useNotify } from '../../components/notifications/notifications-context';
import { pendingAcknowledgement } from './order-line-columns';
import { ORDERS_KEY } from './orders-support';

const milli = (text: string): bigint => toScaledInteger(text, QUANTITY_DECIMALS) ?? 0n;

export const ABOVE_PENDING = 'orders.answer.abovePending';
export const NOTHING_ENTERED = 'orders.answer.nothingChosen';

export type OrderAnswer = 'acknowledge' | 'reject';
/** What the dialog reads of a line: the order detail's lines and the purchase order's both fit. */
type Line = Pick<
  OrderLine,
  | 'lineItemId'
  | 'skuId'
  | 'productName'
  | 'unit'
  | 'orderedQuantity'
  | 'cancelledQuantity'
  | 'acknowledgedQuantity'
>;

/** The order being answered: the order detail (staff) or the purchase order (the seller's portal). */
export interface AnswerableOrder {
  readonly orderKey: string;
  readonly lineItems: readonly Line[];
}

/**
 * The seller's quantities, as the server checks them: each more than 0 and at most what is pending,
 * whole pieces of a discrete unit, at least one line; a rejection also needs its reason.
 */
export function answerSchema(answer: OrderAnswer, lines: readonly Line[]) {
  return z
    .object({
      reason: answer === 'reject' ? commentText({ required: true }) : z.string(),
      quantities: z.array(z.string()),
    })
    .superRefine((values, ctx) => {
      values.quantities.forEach((text, i) => {
        const line = lines[i];
        if (!line || text.trim() === '') return;
        const message =
          validateNumberInput(text) ??
          unitQuantityError(line.unit, text.trim()) ??
          (milli(text) <= 0n
            ? 'orders.create.quantityAboveZero'
            : milli(text) > pendingAcknowledgement(line)
              ? ABOVE_PENDING
              : null);
        if (message) ctx.addIssue({ code: 'custom', message, path: ['quantities', i] });
      });
      if (values.quantities.every((q) => q.trim() === ''))
        ctx.addIssue({ code: 'custom', message: NOTHING_ENTERED, path: ['quantities'] });
    });
}
type AnswerForm = z.infer<ReturnType<typeof answerSchema>>;

/**
 * The order's pending-acknowledgement answers (doc 2 §2), on the order detail's tab and the seller's
 * purchase order: the seller, or ops on its behalf, acknowledges what it will supply of each pending
 * line (all of it by default) or rejects what it cannot, with a reason. The server moves the order
 * (the first acknowledgement plans it).
 */
export function AnswerOrderDialog({
  order,
  answer,
  onClose,
}: {
  order: AnswerableOrder;
  answer: OrderAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const lines = order.lineItems.filter((l) => pendingAcknowledgement(l) > 0n);
  const pendingText = (l: Line) => {
    const text = scaledIntegerToText(pendingAcknowledgement(l), QUANTITY_DECIMALS, (d) => d);
    // Whole pieces without the zero decimals ("40", not "40.000").
    return isDiscreteUnit(l.unit) ? text.replace(/\.0*$/, '') : text;
  };
  const { control, handleSubmit, formState } = useForm<AnswerForm>({
    resolver: zodResolver(answerSchema(answer, lines)),
    defaultValues: {
      reason: '',
      quantities: lines.map((l) => (answer === 'acknowledge' ? pendingText(l) : '')),
    },
    mode: 'onTouched',
  });
  const run = useActionMutation({
    mutationFn: (values: AnswerForm, idempotencyKey) => {
      const chosen = lines
        .map((l, i) => ({ lineItemId: l.lineItemId, quantity: values.quantities[i]?.trim() ?? '' }))
        .filter((l) => l.quantity !== '');
      return answer === 'acknowledge'
        ? call(
            ORDER_ENDPOINTS.acknowledge,
            {
              body: {
                orderKey: order.orderKey,
                lines: chosen.map((l) => ({ lineItemId: l.lineItemId, acknowledgedQuantity: l.quantity })),
              },
            },
            { idempotencyKey },
          )
        : call(
            ORDER_ENDPOINTS.reject,
            {
              body: {
                orderKey: order.orderKey,
                reason: values.reason.trim(),
                lines: chosen.map((l) => ({ lineItemId: l.lineItemId, rejectedQuantity: l.quantity })),
              },
            },
            { idempotencyKey },
          );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      notify.success(t(`orders.${answer}.done`));
      onClose();
    },
  });
  const nothing = formState.errors.quantities?.root?.message ?? formState.errors.quantities?.message;

  return (
    <ActionDialog
      title={t(`orders.${answer}.title`, { key: order.orderKey })}
      question={t(`orders.${answer}.question`)}
      submitLabel={t(`orders.${answer}.submit`)}
      closeLabel={t('orders.cancel.keep')}
      danger={answer === 'reject'}
      busy={run.isPending}
      error={run.error}
      errorFallback={t('orders.answer.failed')}
      onSubmit={(e) => void handleSubmit((values) => run.mutate(values))(e)}
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
              {t('orders.answer.pending', { quantity: formatWeight(pendingText(line), line.unit) })}
            </Typography>
          </Box>
          <NumberFormField
            control={control}
            name={`quantities.${i}`}
            label={t(`orders.${answer}.quantity`)}
          />
        </Box>
      ))}
      {nothing && formState.isSubmitted && <Alert severity="warning">{t(NOTHING_ENTERED)}</Alert>}
      {answer === 'reject' && (
        <TextFormField control={control} name="reason" label={t('orders.reject.reason')} required multiline />
      )}
    </ActionDialog>
  );
}
