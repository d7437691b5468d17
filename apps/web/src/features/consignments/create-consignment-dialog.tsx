import { CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ConsignableLine, ConsignableLines } from '@dom/contract';
import { QUANTITY_DECIMALS, isDiscreteUnit, toScaledInteger } from '@dom/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionMutation } from '../../components/action-dialog/use-action-mutation';
import { useNotify } from '../../components/notifications/notifications-context';
import { DateFormField } from '../../components/form/date-form-field';
import { isoDateText, numberText } from '../../components/form/form-schemas';
import { NumberFormField } from '../../components/form/number-form-field';
import { serverFieldErrors } from '../../components/form/server-errors';
import { ORDERS_KEY } from '../../lib/query-keys';
import { consignmentStatusText } from './consignment-status';
import { CONSIGNMENTS_KEY } from './consignments-support';
import { serverFieldPath } from './use-action-dialog';
import { formQuantity, quantityStep, wholeQuantityIssue } from './quantity-rules';
import { INVALID } from './validation-keys';
import '../../i18n/parts/consignments';

/** Quantities have at most 3 decimals: compare them as whole thousandths, never as floats. */
const milli = (text: string): bigint => toScaledInteger(text.trim(), QUANTITY_DECIMALS) ?? 0n;
const isBlank = (text: string) => text.trim() === '';

const CreateLineSchema = z
  .object({
    lineItemId: z.string(),
    unit: z.string(),
    available: z.string(),
    quantity: numberText({ required: false }),
  })
  .superRefine((line, ctx) => {
    if (isBlank(line.quantity) || toScaledInteger(line.quantity.trim(), QUANTITY_DECIMALS) === null) return;
    const whole = wholeQuantityIssue(line.unit, line.quantity);
    if (whole) ctx.addIssue({ code: 'custom', path: ['quantity'], message: whole });
    else if (milli(line.quantity) <= 0n)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: INVALID.moreThanZero });
    else if (milli(line.quantity) > milli(line.available))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: INVALID.moreThanAvailable });
  });

/**
 * The server's rule, checked first here: each quantity more than 0, at most what the line has
 * acknowledged and not yet consigned, 3 decimals (whole pieces of a discrete unit), and at least
 * one line chosen. A blank line is left out of the consignment.
 */
export const CreateConsignmentFormSchema = z
  .object({ lines: z.array(CreateLineSchema), expectedDispatchDate: isoDateText({ required: false }) })
  .superRefine((form, ctx) => {
    if (form.lines.every((l) => isBlank(l.quantity))) {
      const first = Math.max(
        0,
        form.lines.findIndex((l) => milli(l.available) > 0n),
      );
      ctx.addIssue({ code: 'custom', path: ['lines', first, 'quantity'], message: INVALID.chooseLine });
    }
  });
type CreateForm = z.infer<typeof CreateConsignmentFormSchema>;

/** The body: the chosen lines only, in the order of the form. */
export function createBody(orderKey: string, form: CreateForm) {
  return {
    orderKey,
    lines: form.lines
      .filter((l) => !isBlank(l.quantity))
      .map((l) => ({ lineItemId: l.lineItemId, quantity: l.quantity.trim() })),
    ...(form.expectedDispatchDate ? { expectedDispatchDate: form.expectedDispatchDate } : {}),
  };
}

function LineFacts({ line }: { line: ConsignableLine }) {
  const { t } = useTranslation();
  const pending = milli(line.pendingAcknowledgementQuantity) > 0n;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {`${line.productName} · ${line.skuId}`}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('consignments.create.lineFacts', {
          acknowledged: line.acknowledgedQuantity,
          consigned: line.consignedQuantity,
          available: line.availableQuantity,
          unit: line.unit,
        })}
      </Typography>
      {pending && (
        <Typography variant="caption" color="warning.main" component="p">
          {t('consignments.create.pending', {
            quantity: line.pendingAcknowledgementQuantity,
            unit: line.unit,
          })}
        </Typography>
      )}
    </Box>
  );
}

function CreateConsignmentForm({ data, onClose }: { data: ConsignableLines; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, setValue } = useForm<CreateForm>({
    resolver: zodResolver(CreateConsignmentFormSchema),
    defaultValues: {
      lines: data.lines.map((l) => ({
        lineItemId: l.lineItemId,
        unit: l.unit,
        available: l.availableQuantity,
        quantity: '',
      })),
      expectedDispatchDate: '',
    },
    mode: 'onTouched',
  });
  const anyAvailable = data.lines.some((l) => milli(l.availableQuantity) > 0n);
  const run = useActionMutation({
    mutationFn: (body: ReturnType<typeof createBody>, idempotencyKey) =>
      call(CONSIGNMENT_ENDPOINTS.create, { body }, { idempotencyKey }),
    onError: (error, body) => {
      let first = true;
      for (const f of serverFieldErrors(error)) {
        // The server's `lines[N]` is the N-th line sent: find it in the form.
        const match = /^lines\.(\d+)/.exec(serverFieldPath(f.field));
        const sent = match ? body.lines[Number(match[1])] : undefined;
        const index = data.lines.findIndex((l) => l.lineItemId === sent?.lineItemId);
        if (index < 0) continue;
        setError(`lines.${index}.quantity`, { type: 'server', message: f.message }, { shouldFocus: first });
        first = false;
      }
    },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: [CONSIGNMENTS_KEY] });
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      notify.success(
        t('consignments.create.done', {
          key: result.consignmentKey,
          status: consignmentStatusText(t, result.status),
        }),
      );
      onClose();
    },
  });
  const placed = serverFieldErrors(run.error).every((f) => /^lines\.\d+/.test(serverFieldPath(f.field)));
  const hasFieldErrors = serverFieldErrors(run.error).length > 0;
  return (
    <ActionDialog
      title={t('consignments.create.title')}
      question={t('consignments.create.question')}
      submitLabel={t('consignments.create.submit')}
      busy={run.isPending}
      submitDisabled={!anyAvailable}
      error={hasFieldErrors && placed ? null : run.error}
      errorFallback={t('consignments.create.failed')}
      onClose={onClose}
      wide
      onSubmit={(e) => void handleSubmit((form) => run.mutate(createBody(data.orderKey, form)))(e)}
    >
      {!anyAvailable && <Alert severity="info">{t('consignments.create.noneAvailable')}</Alert>}
      {anyAvailable && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            size="small"
            onClick={() =>
              data.lines.forEach((l, i) =>
                setValue(
                  `lines.${i}.quantity`,
                  milli(l.availableQuantity) > 0n ? formQuantity(l.availableQuantity, l.unit) : '',
                  {
                    shouldValidate: true,
                  },
                ),
              )
            }
          >
            {t('consignments.create.takeAll')}
          </Button>
        </Box>
      )}
      {data.lines.map((line, index) => {
        const none = milli(line.availableQuantity) <= 0n;
        return (
          <Box
            key={line.lineItemId}
            role="group"
            aria-label={line.productName}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' },
              alignItems: 'center',
            }}
          >
            <LineFacts line={line} />
            <NumberFormField
              control={control}
              name={`lines.${index}.quantity`}
              label={t('consignments.create.quantity')}
              disabled={none}
              step={quantityStep(isDiscreteUnit(line.unit))}
              helperText={
                none
                  ? t('consignments.create.nothingLeft')
                  : t('consignments.create.upTo', { available: line.availableQuantity, unit: line.unit })
              }
            />
          </Box>
        );
      })}
      <DateFormField
        control={control}
        name="expectedDispatchDate"
        label={t('consignments.fields.expectedDispatchDate')}
        disablePast
      />
    </ActionDialog>
  );
}

/**
 * Create consignment (order detail, consignments tab): some of the order's acknowledged
 * quantities, partial ones included, become a consignment sent to the seller. An order can ship in
 * several consignments; each line offers only what the others do not hold yet.
 */
export function CreateConsignmentDialog({ orderKey, onClose }: { orderKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lines = useQuery({
    queryKey: [CONSIGNMENTS_KEY, 'consignable', orderKey],
    queryFn: () => call(CONSIGNMENT_ENDPOINTS.consignableLines, { params: { orderKey } }),
  });
  if (lines.data) return <CreateConsignmentForm data={lines.data} onClose={onClose} />;
  return (
    <ActionDialog
      title={t('consignments.create.title')}
      submitLabel={t('consignments.create.submit')}
      busy={false}
      submitDisabled
      error={lines.error}
      errorFallback={t('consignments.create.failed')}
      onClose={onClose}
      onSubmit={(e) => e.preventDefault()}
    >
      {lines.isPending && <Skeleton variant="rounded" height={120} />}
    </ActionDialog>
  );
}
