import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POD_PRIMARY_DOCUMENTS } from '@dom/contract';
import {
  ITEM_CONDITIONS,
  POD_DELIVERY_STATUSES,
  QUANTITY_DECIMALS,
  isDiscreteUnit,
  istDateOf,
  quantityWithUnit,
  scaledIntegerToText,
  toScaledInteger,
} from '@dom/domain';
import { type Control, Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateFormField } from '../../components/form/date-form-field';
import { isoDateText, numberText } from '../../components/form/form-schemas';
import { NumberFormField } from '../../components/form/number-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { useMessageText } from '../../i18n/message-text';
import { commentText } from '../../components/form/comment-schema';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { findAction } from './consignment-actions';
import { PodContacts, PodDocumentsPicker } from './pod-parts';
import { podDeliveryStatusText } from './consignment-status';
import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import {
  allDiscrete,
  consignmentWholeIssue,
  formQuantity,
  quantityStep,
  wholeQuantityIssue,
} from './quantity-rules';
import { INVALID } from './validation-keys';
import '../../i18n/parts/consignments';

const milli = (text: string): bigint => toScaledInteger(text.trim(), QUANTITY_DECIMALS) ?? 0n;

export const PodFormSchema = z
  .object({
    podDate: isoDateText(),
    deliveryStatus: z.string().min(1, INVALID.required),
    quantityWithIssue: numberText({ required: false }),
    reasonOfIssue: z.string().max(500),
    comment: commentText({ required: false }),
    items: z.array(
      z.object({
        consignmentLineItemKey: z.string(),
        unit: z.string(),
        requested: z.string(),
        condition: z.string().min(1, INVALID.required),
        quantity: numberText(),
      }),
    ),
    primaryDocumentIds: z.array(z.string()),
    /** The consignment's shipped quantity: the most that can be with issue. */
    shippedTotal: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.podDate && v.podDate > istDateOf(new Date()))
      ctx.addIssue({ code: 'custom', path: ['podDate'], message: INVALID.futureDate });
    const withIssue = v.deliveryStatus === 'DELIVERED_WITH_ISSUE';
    // Pieces are counted whole: when every line is in a discrete unit, so is the quantity with issue.
    const wholeIssue = consignmentWholeIssue(
      v.items.map((i) => i.unit),
      v.quantityWithIssue,
    );
    if (withIssue && !(Number(v.quantityWithIssue) > 0))
      ctx.addIssue({
        code: 'custom',
        path: ['quantityWithIssue'],
        message: INVALID.quantityWithIssue,
      });
    else if (withIssue && wholeIssue)
      ctx.addIssue({ code: 'custom', path: ['quantityWithIssue'], message: wholeIssue });
    else if (withIssue && milli(v.quantityWithIssue) > milli(v.shippedTotal))
      ctx.addIssue({
        code: 'custom',
        path: ['quantityWithIssue'],
        message: INVALID.moreThanShipped,
      });
    if (withIssue && v.reasonOfIssue.trim() === '')
      ctx.addIssue({
        code: 'custom',
        path: ['reasonOfIssue'],
        message: INVALID.reasonOfIssue,
      });
    // A damaged, missing or returned item cannot be a full clean delivery.
    if (!withIssue && v.items.some((i) => i.condition !== 'GOOD'))
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryStatus'],
        message: INVALID.cleanWithIssue,
      });
    v.items.forEach((item, index) => {
      const whole = wholeQuantityIssue(item.unit, item.quantity);
      if (whole) ctx.addIssue({ code: 'custom', path: ['items', index, 'quantity'], message: whole });
      else if (milli(item.quantity) > milli(item.requested))
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'quantity'],
          message: INVALID.moreThanShipped,
        });
    });
    if (v.primaryDocumentIds.length !== POD_PRIMARY_DOCUMENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['primaryDocumentIds'],
        message: INVALID.primaryDocuments,
      });
  });
export type PodForm = z.infer<typeof PodFormSchema>;

/** The server's field names that are the form's own. */
const POD_FIELDS = [
  'podDate',
  'deliveryStatus',
  'quantityWithIssue',
  'reasonOfIssue',
  'primaryDocumentIds',
] as const;

function SelectField({
  control,
  name,
  label,
  options,
}: {
  control: Control<PodForm>;
  name: FieldPath<PodForm>;
  label: string;
  options: { value: string; label: string }[];
}) {
  const messageText = useMessageText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const error = formState.isSubmitted || fieldState.isTouched ? fieldState.error?.message : undefined;
        return (
          <TextField
            select
            required
            size="small"
            label={label}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(error)}
            helperText={error ? messageText(error) : undefined}
          >
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** Proof of delivery: date, outcome, each item's condition and quantity, issue, and two primary documents. */
export function PodDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { consignment } = props;
  const { control, handleSubmit, setError } = useForm<PodForm>({
    resolver: zodResolver(PodFormSchema),
    defaultValues: {
      podDate: istDateOf(new Date()),
      deliveryStatus: 'FULL_CLEAN_DELIVERY',
      quantityWithIssue: '',
      reasonOfIssue: '',
      comment: '',
      items: consignment.lines.map((l) => ({
        consignmentLineItemKey: l.consignmentLineItemKey,
        unit: l.unit,
        requested: l.acknowledgedQuantity ?? l.requestedQuantity,
        condition: 'GOOD',
        quantity: formQuantity(l.acknowledgedQuantity ?? l.requestedQuantity, l.unit),
      })),
      primaryDocumentIds: [],
      shippedTotal: scaledIntegerToText(
        consignment.lines.reduce((a, l) => a + milli(l.acknowledgedQuantity ?? l.requestedQuantity), 0n),
        QUANTITY_DECIMALS,
        (digits) => digits,
      ),
    },
    mode: 'onTouched',
  });
  const { run, shell } = useActionDialog(props, {
    setError,
    // Every line is sent as an item, in this order: the server's `items.N` is the form's N-th.
    fieldOf: (field) => {
      const item = /^items\.(\d+)\.quantity$/.exec(field);
      if (item) {
        const index = Number(item[1]);
        return index < consignment.lines.length ? `items.${index}.quantity` : undefined;
      }
      return POD_FIELDS.find((f) => f === field);
    },
  });
  const units = consignment.lines.map((l) => l.unit);
  const withIssue = useWatch({ control, name: 'deliveryStatus' }) === 'DELIVERED_WITH_ISSUE';
  const conditions = ITEM_CONDITIONS.map((c) => ({
    value: c.value,
    label: t(`consignments.conditions.${c.value}`, { defaultValue: c.label }),
  }));
  return (
    <ActionDialog
      {...shell}
      wide
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({
            consignmentKey: consignment.consignmentKey,
            podStatus: withIssue ? 'PARTIALLY_RECEIVED' : 'RECEIVED',
            podDate: v.podDate,
            deliveryStatus: v.deliveryStatus,
            quantityWithIssue: withIssue ? v.quantityWithIssue.trim() : '0',
            ...(withIssue ? { reasonOfIssue: v.reasonOfIssue.trim() } : {}),
            ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
            items: v.items.map((i) => ({
              consignmentLineItemKey: i.consignmentLineItemKey,
              condition: i.condition,
              quantity: i.quantity.trim(),
            })),
            primaryDocumentIds: v.primaryDocumentIds,
          }),
        )(e)
      }
    >
      <PodContacts consignmentKey={consignment.consignmentKey} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateFormField
          control={control}
          name="podDate"
          label={t('consignments.fields.podDate')}
          required
          disableFuture
        />
        <SelectField
          control={control}
          name="deliveryStatus"
          label={t('consignments.fields.deliveryStatus')}
          options={POD_DELIVERY_STATUSES.map((s) => ({
            value: s.value,
            label: podDeliveryStatusText(t, s.value),
          }))}
        />
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('consignments.fields.itemConditions')}
      </Typography>
      {consignment.lines.map((line, index) => (
        <Box
          key={line.consignmentLineItemKey}
          role="group"
          aria-label={line.productName}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <Typography variant="body2" sx={{ gridColumn: '1 / -1' }}>
            {`${line.productName} (${quantityWithUnit(line.acknowledgedQuantity ?? line.requestedQuantity, line.unit)})`}
          </Typography>
          <SelectField
            control={control}
            name={`items.${index}.condition`}
            label={t('consignments.fields.condition')}
            options={conditions}
          />
          <NumberFormField
            control={control}
            name={`items.${index}.quantity`}
            label={t('consignments.quantity')}
            required
            step={quantityStep(isDiscreteUnit(line.unit))}
          />
        </Box>
      ))}
      {withIssue && (
        <>
          <NumberFormField
            control={control}
            name="quantityWithIssue"
            label={t('consignments.fields.quantityWithIssue')}
            required
            step={quantityStep(allDiscrete(units))}
          />
          <TextFormField
            control={control}
            name="reasonOfIssue"
            label={t('consignments.fields.reasonOfIssue')}
            required
            maxLength={500}
          />
        </>
      )}
      <TextFormField
        control={control}
        name="comment"
        label={t('consignments.fields.comment')}
        multiline
        minRows={2}
      />
      <Controller
        control={control}
        name="primaryDocumentIds"
        render={({ field, fieldState, formState }) => (
          <PodDocumentsPicker
            consignment={consignment}
            value={field.value}
            onChange={field.onChange}
            error={formState.isSubmitted ? fieldState.error?.message : undefined}
            canUpload={findAction(consignment.allowedActions, 'uploadDocument') !== undefined}
          />
        )}
      />
    </ActionDialog>
  );
}
