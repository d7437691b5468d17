import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  AddLogisticsSchema,
  ConfirmDispatchSchema,
  ExtendEwayBillSchema,
  GenerateEwayBillSchema,
  UpdateTrackingUrlSchema,
} from '@dom/contract';
import {
  LOGISTICS_PROVIDERS,
  TRANSPORT_MODES,
  istDateOf,
  normalizeVehicleNumber,
  validateVehicleNumber,
} from '@dom/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateFormField } from '../../components/form/date-form-field';
import { bodyFields, isoDateText, requiredText } from '../../components/form/form-schemas';
import { NumberFormField } from '../../components/form/number-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { OverDimensionalCheckbox, wholeNumberText } from './pack-dialogs';
import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import { INVALID } from './validation-keys';
import '../../i18n/parts/consignments';

/** The spec's plate rule, Bharat series included; the message is the domain's, translated by the field. */
export const vehicleNumberText = () =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: INVALID.required });
      return;
    }
    const problem = validateVehicleNumber(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const urlText = ({ required }: { required: boolean }) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '') {
      if (required) ctx.addIssue({ code: 'custom', message: INVALID.required });
      return;
    }
    if (!/^https?:\/\/\S+\.\S+/.test(value.trim())) ctx.addIssue({ code: 'custom', message: INVALID.url });
  });

/** The add/update logistics body's fields, as text in the form (`bodyFields`). */
export const LogisticsFormSchema = z.object(
  bodyFields(AddLogisticsSchema, {
    logisticProvider: z.string().min(1, INVALID.required),
    transporterName: requiredText(200).pipe(AddLogisticsSchema.shape.transporterName),
    transportMode: z.string().min(1, INVALID.required),
    vehicleNumber: vehicleNumberText(),
    lrNumber: requiredText(50).pipe(AddLogisticsSchema.shape.lrNumber),
    lrDate: isoDateText({ required: false }),
    trackingUrl: urlText({ required: false }),
  }),
);
type LogisticsForm = z.infer<typeof LogisticsFormSchema>;

function OptionSelect({
  control,
  name,
  label,
  options,
}: {
  control: ReturnType<typeof useForm<LogisticsForm>>['control'];
  name: 'logisticProvider' | 'transportMode';
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField select required label={label} {...field} error={Boolean(fieldState.error)}>
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Add (or update) logistics: provider, transporter, mode, vehicle, LR and tracking link. */
export function LogisticsDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { run, shell } = useActionDialog(props);
  const dispatch = props.consignment.dispatch;
  const { control, handleSubmit } = useForm<LogisticsForm>({
    resolver: zodResolver(LogisticsFormSchema),
    defaultValues: {
      logisticProvider: dispatch.logisticProvider ?? '',
      transporterName: dispatch.transporterName ?? '',
      transportMode: dispatch.transportMode ?? 'ROAD',
      vehicleNumber: dispatch.vehicleNo ?? '',
      lrNumber: dispatch.lrNumber ?? '',
      lrDate: dispatch.lrDate ?? '',
      trackingUrl: dispatch.trackingUrl ?? '',
    },
    mode: 'onTouched',
  });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({
            consignmentKey: props.consignment.consignmentKey,
            logisticProvider: v.logisticProvider,
            transporterName: v.transporterName.trim(),
            transportMode: v.transportMode,
            vehicleNumber: normalizeVehicleNumber(v.vehicleNumber),
            lrNumber: v.lrNumber.trim(),
            ...(v.lrDate ? { lrDate: v.lrDate } : {}),
            ...(v.trackingUrl.trim() ? { trackingUrl: v.trackingUrl.trim() } : {}),
          }),
        )(e)
      }
    >
      <OptionSelect
        control={control}
        name="logisticProvider"
        label={t('consignments.filters.logisticProvider')}
        options={LOGISTICS_PROVIDERS.map((p) => ({
          value: p.value,
          label: p.label,
        }))}
      />
      <TextFormField
        control={control}
        name="transporterName"
        label={t('consignments.fields.transporterName')}
        required
        maxLength={200}
      />
      <OptionSelect
        control={control}
        name="transportMode"
        label={t('consignments.fields.transportMode')}
        options={TRANSPORT_MODES.map((m) => ({
          value: m.value,
          label: t(`consignments.transportModes.${m.value}`, { defaultValue: m.label }),
        }))}
      />
      <TextFormField
        control={control}
        name="vehicleNumber"
        label={t('consignments.filters.vehicleNo')}
        helperText={t('consignments.fields.vehicleNumberHint')}
        required
      />
      <TextFormField
        control={control}
        name="lrNumber"
        label={t('consignments.fields.lrNumber')}
        required
        maxLength={50}
      />
      <DateFormField control={control} name="lrDate" label={t('consignments.fields.lrDate')} />
      <TextFormField
        control={control}
        name="trackingUrl"
        label={t('consignments.fields.trackingUrl')}
        type="url"
      />
    </ActionDialog>
  );
}

const TrackingFormSchema = z.object(
  bodyFields(UpdateTrackingUrlSchema, { trackingUrl: urlText({ required: true }) }),
);

export function TrackingUrlDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { run, shell } = useActionDialog(props);
  const { control, handleSubmit } = useForm<{ trackingUrl: string }>({
    resolver: zodResolver(TrackingFormSchema),
    defaultValues: { trackingUrl: props.consignment.dispatch.trackingUrl ?? '' },
    mode: 'onTouched',
  });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({ consignmentKey: props.consignment.consignmentKey, trackingUrl: v.trackingUrl.trim() }),
        )(e)
      }
    >
      <TextFormField
        control={control}
        name="trackingUrl"
        label={t('consignments.fields.trackingUrl')}
        required
        type="url"
      />
    </ActionDialog>
  );
}

export const DispatchFormSchema = z.object(
  bodyFields(ConfirmDispatchSchema, {
    actualDispatchDate: isoDateText().pipe(ConfirmDispatchSchema.shape.actualDispatchDate),
    createTrip: z.boolean(),
  }),
);

/** Confirm dispatch (doc 2 §7: consignmentKey, actualDispatchDate, createTrip). */
export function DispatchDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { run, shell } = useActionDialog(props);
  const { control, handleSubmit } = useForm<z.infer<typeof DispatchFormSchema>>({
    resolver: zodResolver(DispatchFormSchema),
    defaultValues: { actualDispatchDate: istDateOf(new Date()), createTrip: false },
    mode: 'onTouched',
  });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((v) => run.mutate({ consignmentKey: props.consignment.consignmentKey, ...v }))(e)
      }
    >
      <DateFormField
        control={control}
        name="actualDispatchDate"
        label={t('consignments.fields.actualDispatchDate')}
        required
        disableFuture
      />
      <Controller
        control={control}
        name="createTrip"
        render={({ field }) => (
          <FormControlLabel
            label={t('consignments.fields.createTrip')}
            control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          />
        )}
      />
    </ActionDialog>
  );
}

/**
 * Generate (retry or re-trigger) the e-way bill for a distance; the retry may reuse the known one
 * and says whether the cargo is over-dimensional (a re-trigger keeps what the bill had).
 */
export function EwayBillDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { run, shell } = useActionDialog(props);
  const required = props.action.action === 'retriggerEwayBill';
  const { control, handleSubmit } = useForm<{ distanceKm: string; overDimensionalCargo: boolean }>({
    resolver: zodResolver(
      z.object(
        bodyFields(GenerateEwayBillSchema, {
          distanceKm: wholeNumberText(1, 4000, { required }),
          overDimensionalCargo: z.boolean(),
        }),
      ),
    ),
    defaultValues: {
      distanceKm: props.consignment.dispatch.distanceKm?.toString() ?? '',
      overDimensionalCargo: props.consignment.dispatch.overDimensionalCargo,
    },
    mode: 'onTouched',
  });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({
            consignmentKey: props.consignment.consignmentKey,
            ...(v.distanceKm.trim() ? { distanceKm: Number(v.distanceKm) } : {}),
            ...(required ? {} : { overDimensionalCargo: v.overDimensionalCargo }),
          }),
        )(e)
      }
    >
      <NumberFormField
        control={control}
        name="distanceKm"
        label={t('consignments.fields.distanceKm')}
        required={required}
        maxDecimals={0}
      />
      {!required && <OverDimensionalCheckbox control={control} />}
    </ActionDialog>
  );
}

export const ExtendFormSchema = z.object(
  bodyFields(ExtendEwayBillSchema, {
    ewayBillNumber: z.string(),
    remainingDistanceKm: wholeNumberText(1, 4000, { required: true }),
    vehicleNumber: vehicleNumberText(),
    reason: requiredText(200).pipe(ExtendEwayBillSchema.shape.reason),
  }),
);
type ExtendForm = z.infer<typeof ExtendFormSchema>;

export function ExtendEwayBillDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { run, shell } = useActionDialog(props);
  // A split has a bill per vehicle: choose which one to extend.
  const bills = props.consignment.dispatch.ewayBills.filter((b) => b.status === 'ACTIVE');
  const first = bills.find((b) => b.ewayBillNumber === props.consignment.ewayBillNumber) ?? bills[0];
  const { control, handleSubmit, setValue } = useForm<ExtendForm>({
    resolver: zodResolver(ExtendFormSchema),
    defaultValues: {
      ewayBillNumber: first?.ewayBillNumber ?? '',
      remainingDistanceKm: '',
      vehicleNumber: first?.vehicleNumber ?? props.consignment.dispatch.vehicleNo ?? '',
      reason: '',
    },
    mode: 'onTouched',
  });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({
            consignmentKey: props.consignment.consignmentKey,
            ...(bills.length > 1 && v.ewayBillNumber ? { ewayBillNumber: v.ewayBillNumber } : {}),
            remainingDistanceKm: Number(v.remainingDistanceKm),
            vehicleNumber: normalizeVehicleNumber(v.vehicleNumber),
            reason: v.reason.trim(),
          }),
        )(e)
      }
    >
      {bills.length > 1 && (
        <Controller
          control={control}
          name="ewayBillNumber"
          render={({ field }) => (
            <TextField
              select
              required
              label={t('consignments.ewayBillNumber')}
              value={field.value}
              onChange={(e) => {
                field.onChange(e.target.value);
                const vehicle = bills.find((b) => b.ewayBillNumber === e.target.value)?.vehicleNumber;
                if (vehicle) setValue('vehicleNumber', vehicle);
              }}
            >
              {bills.map((b) => (
                <MenuItem key={b.ewayBillNumber} value={b.ewayBillNumber}>
                  {[b.ewayBillNumber, b.vehicleNumber, b.quantity].filter(Boolean).join(' · ')}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <NumberFormField
        control={control}
        name="remainingDistanceKm"
        label={t('consignments.fields.remainingDistanceKm')}
        required
        maxDecimals={0}
      />
      <TextFormField
        control={control}
        name="vehicleNumber"
        label={t('consignments.filters.vehicleNo')}
        required
      />
      <TextFormField
        control={control}
        name="reason"
        label={t('consignments.fields.reason')}
        required
        maxLength={200}
      />
    </ActionDialog>
  );
}
