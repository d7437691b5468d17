import { CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PendingAckLine } from '@dom/contract';
import { QUANTITY_DECIMALS, isDiscreteUnit, toScaledInteger } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { numberText } from '../../components/form/form-schemas';
import { NumberFormField } from '../../components/form/number-form-field';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { CONSIGNMENTS_KEY } from './consignments-support';
import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import { formQuantity, quantityStep, wholeQuantityIssue } from './quantity-rules';
import { INVALID } from './validation-keys';
import '../../i18n/parts/consignments';

const milli = (text: string): bigint => toScaledInteger(text.trim(), QUANTITY_DECIMALS) ?? 0n;

/**
 * The seller's quantities, as the server checks them: each at most what was requested (less is
 * a partial acknowledgement, 0 drops the line), 3 decimals, no negatives, whole pieces of a
 * discrete unit, and not all zero (that is a rejection).
 */
export const AcknowledgeFormSchema = z
  .object({
    lines: z.array(
      z
        .object({ key: z.string(), unit: z.string(), requested: z.string(), quantity: numberText() })
        .superRefine((line, ctx) => {
          if (toScaledInteger(line.quantity.trim(), QUANTITY_DECIMALS) === null) return;
          const whole = wholeQuantityIssue(line.unit, line.quantity);
          if (whole) ctx.addIssue({ code: 'custom', path: ['quantity'], message: whole });
          else if (milli(line.quantity) > milli(line.requested))
            ctx.addIssue({ code: 'custom', path: ['quantity'], message: INVALID.moreThanRequested });
        }),
    ),
  })
  .superRefine((form, ctx) => {
    if (
      form.lines.length > 0 &&
      form.lines.every((l) => l.quantity.trim() !== '' && milli(l.quantity) === 0n)
    )
      ctx.addIssue({ code: 'custom', path: ['lines', 0, 'quantity'], message: INVALID.ackSomething });
  });
type AcknowledgeForm = z.infer<typeof AcknowledgeFormSchema>;

function AcknowledgeLines({ props, lines }: { props: ActionDialogProps; lines: PendingAckLine[] }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<AcknowledgeForm>({
    resolver: zodResolver(AcknowledgeFormSchema),
    defaultValues: {
      lines: lines.map((l) => ({
        key: l.consignmentLineItemKey,
        unit: l.unit,
        requested: l.requestedQuantity,
        quantity: formQuantity(l.requestedQuantity, l.unit),
      })),
    },
    mode: 'onTouched',
  });
  const { run, shell } = useActionDialog(props, {
    setError,
    // Every line is sent, in this order: the server's `lines.N` is the form's N-th line.
    fieldOf: (field) => {
      const match = /^lines\.(\d+)/.exec(field);
      const index = match ? Number(match[1]) : -1;
      return index >= 0 && index < lines.length ? `lines.${index}.quantity` : undefined;
    },
  });
  return (
    <ActionDialog
      {...shell}
      wide
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({
            consignmentKey: props.consignment.consignmentKey,
            lines: v.lines.map((l) => ({
              consignmentLineItemKey: l.key,
              acknowledgedQuantity: l.quantity.trim(),
            })),
          }),
        )(e)
      }
    >
      {lines.map((line, index) => (
        <Box
          key={line.consignmentLineItemKey}
          role="group"
          aria-label={line.productName}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' },
            alignItems: 'center',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {`${line.productName} · ${line.itemId}`}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('consignments.acknowledge.requested', { quantity: line.requestedQuantity, unit: line.unit })}
            </Typography>
          </Box>
          <NumberFormField
            control={control}
            name={`lines.${index}.quantity`}
            label={t('consignments.acknowledge.quantity')}
            required
            step={quantityStep(isDiscreteUnit(line.unit))}
          />
        </Box>
      ))}
    </ActionDialog>
  );
}

/**
 * Acknowledge (seller): the requested lines of the consignment (`/consignment/pending-ack-oli`),
 * each with the quantity the seller will ship, the requested one by default.
 */
export function AcknowledgeDialog(props: ActionDialogProps) {
  const lines = useQuery({
    queryKey: [CONSIGNMENTS_KEY, 'pending-ack', props.consignment.consignmentKey],
    queryFn: () =>
      call(CONSIGNMENT_ENDPOINTS.pendingAckLines, { params: { id: props.consignment.consignmentKey } }),
  });
  const { run, shell } = useActionDialog(props);
  if (lines.data && lines.data.length > 0) return <AcknowledgeLines props={props} lines={lines.data} />;
  return (
    <ActionDialog
      {...shell}
      error={shell.error ?? lines.error}
      submitDisabled={lines.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate({ consignmentKey: props.consignment.consignmentKey });
      }}
    >
      {lines.isPending && <Skeleton variant="rounded" height={96} />}
    </ActionDialog>
  );
}
