import { zodResolver } from '@hookform/resolvers/zod';
import { TransportationRequestSchema, UpdateConsignmentDetailsSchema } from '@dom/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateFormField } from '../../components/form/date-form-field';
import { bodyFields, isoDateText, numberText } from '../../components/form/form-schemas';
import { NumberFormField } from '../../components/form/number-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { commentText } from '../../components/form/comment-schema';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { wholeNumberText } from './pack-dialogs';
import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import '../../i18n/parts/consignments';

const fieldIn =
  <F extends string>(names: readonly F[]) =>
  (field: string): F | undefined =>
    names.find((n) => n === field);

export const TransportationRequestFormSchema = z.object(
  bodyFields(TransportationRequestSchema, {
    vehicleType: z.string().trim().max(50),
    pickupDate: isoDateText({ required: false }),
    remarks: commentText({ required: false }),
  }),
);
type TransportationRequestForm = z.infer<typeof TransportationRequestFormSchema>;
const REQUEST_FIELDS = ['vehicleType', 'pickupDate', 'remarks'] as const;

/** Ask the logistics team for a vehicle: one open request per consignment, before dispatch. */
export function TransportationRequestDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<TransportationRequestForm>({
    resolver: zodResolver(TransportationRequestFormSchema),
    defaultValues: { vehicleType: '', pickupDate: '', remarks: '' },
    mode: 'onTouched',
  });
  const { run, shell } = useActionDialog(props, { setError, fieldOf: fieldIn(REQUEST_FIELDS) });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({
            consignmentKey: props.consignment.consignmentKey,
            ...(v.vehicleType.trim() ? { vehicleType: v.vehicleType.trim() } : {}),
            ...(v.pickupDate ? { pickupDate: v.pickupDate } : {}),
            ...(v.remarks.trim() ? { remarks: v.remarks.trim() } : {}),
          }),
        )(e)
      }
    >
      <TextFormField
        control={control}
        name="vehicleType"
        label={t('consignments.fields.vehicleType')}
        helperText={t('consignments.fields.vehicleTypeHint')}
        maxLength={50}
      />
      <DateFormField
        control={control}
        name="pickupDate"
        label={t('consignments.fields.pickupDate')}
        disablePast
      />
      <TextFormField
        control={control}
        name="remarks"
        label={t('consignments.fields.remarks')}
        multiline
        minRows={2}
      />
    </ActionDialog>
  );
}

export const DispatchFactsFormSchema = z.object(
  bodyFields(UpdateConsignmentDetailsSchema, {
    expectedDispatchDate: isoDateText({ required: false }),
    packages: wholeNumberText(1, 100_000),
    grossWeightKg: numberText({ required: false }),
  }),
);
type DispatchFactsForm = z.infer<typeof DispatchFactsFormSchema>;
const FACT_FIELDS = ['expectedDispatchDate', 'packages', 'grossWeightKg'] as const;

/** The expected dispatch date, packages and gross weight, until the vehicle leaves. */
export function DispatchFactsDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { dispatch } = props.consignment;
  const { control, handleSubmit, setError } = useForm<DispatchFactsForm>({
    resolver: zodResolver(DispatchFactsFormSchema),
    defaultValues: {
      expectedDispatchDate: dispatch.expectedDispatchDate ?? '',
      packages: dispatch.packages?.toString() ?? '',
      grossWeightKg: dispatch.grossWeightKg ?? '',
    },
    mode: 'onTouched',
  });
  const { run, shell } = useActionDialog(props, { setError, fieldOf: fieldIn(FACT_FIELDS) });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((v) => {
          const body = {
            ...(v.expectedDispatchDate && v.expectedDispatchDate !== dispatch.expectedDispatchDate
              ? { expectedDispatchDate: v.expectedDispatchDate }
              : {}),
            ...(v.packages.trim() ? { packages: Number(v.packages) } : {}),
            ...(v.grossWeightKg.trim() ? { grossWeightKg: v.grossWeightKg.trim() } : {}),
          };
          if (Object.keys(body).length === 0) {
            setError('expectedDispatchDate', {
              type: 'manual',
              message: t('consignments.fields.nothingToChange'),
            });
            return;
          }
          run.mutate({ consignmentKey: props.consignment.consignmentKey, ...body });
        })(e)
      }
    >
      <DateFormField
        control={control}
        name="expectedDispatchDate"
        label={t('consignments.fields.expectedDispatchDate')}
        disablePast
      />
      <NumberFormField
        control={control}
        name="packages"
        label={t('consignments.fields.packages')}
        maxDecimals={0}
      />
      <NumberFormField
        control={control}
        name="grossWeightKg"
        label={t('consignments.fields.grossWeightKg')}
      />
    </ActionDialog>
  );
}
