import { call } from '../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MODIFY_CONFIRMATIONS, CONSIGNMENT_ENDPOINTS } from '@dom/contract';
import { isDiscreteUnit, quantityWithUnit } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { numberText } from '../../components/form/form-schemas';
import { NumberFormField } from '../../components/form/number-form-field';
import { ConfirmCheckbox } from '../../components/form/confirm-checkbox';
import { ActionDialog } from '../../components/action-dialog/action-dialog';

import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import { formQuantity, quantityStep, wholeQuantityIssue } from './quantity-rules';
import { INVALID } from './validation-keys';
import '../../i18n/parts/consignments';

export const CONFIRMATION_KEYS = ['updateDetails', 'regenerate', 'detailsAccurate'] as const;
const mustConfirm = z.boolean().refine((ticked) => ticked, INVALID.confirm);

// Each line checks itself: an object's refinements would wait until the confirmations pass.
const LineSchema = z
  .object({ key: z.string(), unit: z.string(), max: z.string(), quantity: numberText() })
  .superRefine((line, ctx) => {
    const n = Number(line.quantity);
    const whole = wholeQuantityIssue(line.unit, line.quantity);
    if (whole) ctx.addIssue({ code: 'custom', path: ['quantity'], message: whole });
    else if (line.quantity.trim() !== '' && !(n > 0))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: INVALID.moreThanZero });
    if (n > Number(line.max))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: INVALID.moreThanRequested });
  });

export const ModifyFormSchema = z.object({
  lines: z.array(LineSchema),
  updateDetails: mustConfirm,
  regenerate: mustConfirm,
  detailsAccurate: mustConfirm,
});
type ModifyForm = z.infer<typeof ModifyFormSchema>;

/** Modify quantities, after the three questions of doc 2 §5, each ticked. */
export function ModifyDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { consignment } = props;
  const check = useQuery({
    queryKey: ['consignment-modify-check', consignment.consignmentKey],
    queryFn: () =>
      call(CONSIGNMENT_ENDPOINTS.modifyCheck, { query: { consignmentKey: consignment.consignmentKey } }),
  });
  const { control, handleSubmit, setError } = useForm<ModifyForm>({
    resolver: zodResolver(ModifyFormSchema),
    defaultValues: {
      lines: consignment.lines.map((l) => ({
        key: l.consignmentLineItemKey,
        unit: l.unit,
        max: l.requestedQuantity,
        quantity: formQuantity(l.acknowledgedQuantity ?? l.requestedQuantity, l.unit),
      })),
      updateDetails: false,
      regenerate: false,
      detailsAccurate: false,
    },
    mode: 'onTouched',
  });
  const { run, shell } = useActionDialog(props, {
    setError,
    // Every line is sent, in this order: the server's `lines.N` is the form's N-th line.
    fieldOf: (field) => {
      const match = /^lines\.(\d+)/.exec(field);
      const index = match ? Number(match[1]) : -1;
      return index >= 0 && index < consignment.lines.length ? `lines.${index}.quantity` : undefined;
    },
  });
  const refused = check.data && !check.data.allowed;
  return (
    <ActionDialog
      {...shell}
      wide
      submitDisabled={check.isPending || Boolean(refused)}
      error={shell.error ?? check.error}
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({
            consignmentKey: consignment.consignmentKey,
            lines: v.lines.map((l) => ({ consignmentLineItemKey: l.key, quantity: l.quantity.trim() })),
            confirmations: {
              updateDetails: v.updateDetails,
              regenerate: v.regenerate,
              detailsAccurate: v.detailsAccurate,
            },
          }),
        )(e)
      }
    >
      {check.isPending && <Skeleton variant="rounded" height={48} />}
      {refused && (
        <Alert severity="warning">{check.data?.reason ?? t('consignments.modify.notAllowed')}</Alert>
      )}
      {consignment.lines.map((line, index) => (
        <Box
          key={line.consignmentLineItemKey}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' },
            alignItems: 'center',
          }}
        >
          <Typography variant="body2">
            {`${line.productName} (${quantityWithUnit(line.requestedQuantity, line.unit)})`}
          </Typography>
          <NumberFormField
            control={control}
            name={`lines.${index}.quantity`}
            label={t('consignments.quantity')}
            required
            step={quantityStep(isDiscreteUnit(line.unit))}
          />
        </Box>
      ))}
      {CONFIRMATION_KEYS.map((key) => (
        <ConfirmCheckbox
          key={key}
          control={control}
          name={key}
          label={t(`consignments.modify.${key}`, { defaultValue: MODIFY_CONFIRMATIONS[key] })}
        />
      ))}
    </ActionDialog>
  );
}
