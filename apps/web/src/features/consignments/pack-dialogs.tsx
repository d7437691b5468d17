import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ConsignmentDetail } from '@dom/contract';
import { InvoiceDetailsSchema } from '@dom/contract';
import { istDateOf, paiseFromWire, paiseToWire, parseRupees } from '@dom/domain';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateFormField } from '../../components/form/date-form-field';
import { isoDateText, numberText, rupeesText } from '../../components/form/form-schemas';
import { NumberFormField } from '../../components/form/number-form-field';
import { PriceFormField } from '../../components/form/price-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { commentText } from '../../components/form/comment-schema';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import { INVALID } from './validation-keys';
import '../../i18n/parts/consignments';

/** A whole number in a range, as typed text; empty is allowed unless required. */
export function wholeNumberText(min: number, max: number, { required = false } = {}) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '') {
      if (required) ctx.addIssue({ code: 'custom', message: INVALID.required });
      return;
    }
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      ctx.addIssue({ code: 'custom', message: INVALID.wholeNumber });
  });
}

const invoiceNumberText = () =>
  z
    .string()
    .trim()
    .min(1, INVALID.required)
    .refine((v) => InvoiceDetailsSchema.shape.invoiceNumber.safeParse(v).success, INVALID.invoiceNumber);

const InvoiceFields = {
  invoiceNumber: invoiceNumberText(),
  invoiceDate: isoDateText(),
  invoiceAmount: rupeesText(),
};
export const InvoiceFormSchema = z.object(InvoiceFields);
export const PackFormSchema = z.object({
  ...InvoiceFields,
  distanceKm: wholeNumberText(1, 4000),
  packages: wholeNumberText(1, 100_000),
  overDimensionalCargo: z.boolean(),
});
export const DraftPackFormSchema = z.object({
  packages: wholeNumberText(1, 100_000),
  grossWeightKg: numberText({ required: false }),
});
type InvoiceForm = z.infer<typeof InvoiceFormSchema>;
type PackForm = z.infer<typeof PackFormSchema>;

/** Paise wire digits as the plain rupee text the price field edits ("123456.78"). */
export function rupeesTextOf(wire: string | null): string {
  if (!wire) return '';
  const paise = paiseFromWire(wire);
  const whole = paise / 100n;
  const fraction = (paise < 0n ? -paise : paise) % 100n;
  return `${whole}.${String(fraction).padStart(2, '0')}`;
}

function invoiceDefaults(consignment: ConsignmentDetail): InvoiceForm {
  return {
    invoiceNumber: consignment.invoice.invoiceNumber ?? '',
    invoiceDate: consignment.invoice.invoiceDate ?? istDateOf(new Date()),
    invoiceAmount: rupeesTextOf(consignment.invoice.invoiceAmountPaise ?? consignment.totalPaise),
  };
}

const invoiceBody = (values: InvoiceForm) => ({
  invoiceNumber: values.invoiceNumber.trim(),
  invoiceDate: values.invoiceDate,
  invoiceAmountPaise: paiseToWire(parseRupees(values.invoiceAmount)),
});

function InvoiceInputs<T extends InvoiceForm>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  // The shared invoice fields sit in forms with more fields; the cast names them in that wider form.
  const c = control as unknown as Control<InvoiceForm>;
  return (
    <>
      <TextFormField
        control={c}
        name="invoiceNumber"
        label={t('consignments.fields.invoiceNumber')}
        required
        maxLength={16}
      />
      <DateFormField control={c} name="invoiceDate" label={t('consignments.fields.invoiceDate')} required />
      <PriceFormField
        control={c}
        name="invoiceAmount"
        label={t('consignments.fields.invoiceAmount')}
        required
      />
    </>
  );
}

/** Add invoice details before packing (invoice number, date, amount). */
export function InvoiceDialog(props: ActionDialogProps) {
  const { run, shell } = useActionDialog(props);
  const { control, handleSubmit } = useForm<InvoiceForm>({
    resolver: zodResolver(InvoiceFormSchema),
    defaultValues: invoiceDefaults(props.consignment),
    mode: 'onTouched',
  });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((values) =>
          run.mutate({ consignmentKey: props.consignment.consignmentKey, ...invoiceBody(values) }),
        )(e)
      }
    >
      <InvoiceInputs control={control} />
    </ActionDialog>
  );
}

/** Pack: the invoice, the distance for the e-way bill and the package count; packing then runs the checks. */
export function PackDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { run, shell } = useActionDialog(props);
  const { control, handleSubmit } = useForm<PackForm>({
    resolver: zodResolver(PackFormSchema),
    defaultValues: {
      ...invoiceDefaults(props.consignment),
      distanceKm: props.consignment.dispatch.distanceKm?.toString() ?? '',
      packages: props.consignment.dispatch.packages?.toString() ?? '',
      overDimensionalCargo: props.consignment.dispatch.overDimensionalCargo,
    },
    mode: 'onTouched',
  });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((values) =>
          run.mutate({
            consignmentKey: props.consignment.consignmentKey,
            invoice: invoiceBody(values),
            ...(values.distanceKm.trim() ? { distanceKm: Number(values.distanceKm) } : {}),
            ...(values.packages.trim() ? { packages: Number(values.packages) } : {}),
            overDimensionalCargo: values.overDimensionalCargo,
          }),
        )(e)
      }
    >
      <InvoiceInputs control={control} />
      <NumberFormField
        control={control}
        name="distanceKm"
        label={t('consignments.fields.distanceKm')}
        maxDecimals={0}
      />
      <NumberFormField
        control={control}
        name="packages"
        label={t('consignments.fields.packages')}
        maxDecimals={0}
      />
      <OverDimensionalCheckbox control={control} />
    </ActionDialog>
  );
}

/** Over-dimensional cargo: the e-way bill is valid one day per 20 km instead of 200. */
export function OverDimensionalCheckbox<T extends { overDimensionalCargo: boolean }>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation();
  const c = control as unknown as Control<{ overDimensionalCargo: boolean }>;
  return (
    <Controller
      control={c}
      name="overDimensionalCargo"
      render={({ field }) => (
        <FormControlLabel
          label={t('consignments.ewayVehicles.overDimensional')}
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
        />
      )}
    />
  );
}

/** Draft pack: packages and gross weight, saved before the real packing. */
export function DraftPackDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { run, shell } = useActionDialog(props);
  const { control, handleSubmit } = useForm<z.infer<typeof DraftPackFormSchema>>({
    resolver: zodResolver(DraftPackFormSchema),
    defaultValues: {
      packages: props.consignment.dispatch.packages?.toString() ?? '',
      grossWeightKg: props.consignment.dispatch.grossWeightKg ?? '',
    },
    mode: 'onTouched',
  });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((values) =>
          run.mutate({
            consignmentKey: props.consignment.consignmentKey,
            ...(values.packages.trim() ? { packages: Number(values.packages) } : {}),
            ...(values.grossWeightKg.trim() ? { grossWeightKg: values.grossWeightKg.trim() } : {}),
          }),
        )(e)
      }
    >
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

/** The IRP's cancel reasons for an IRN (1 duplicate, 2 data entry mistake, 3 order cancelled, 4 others). */
export const VOID_REASON_CODES = ['1', '2', '3', '4'] as const;
export const VoidFormSchema = z.object({
  reasonCode: z.enum(VOID_REASON_CODES, { message: INVALID.reason }),
  remark: commentText({ required: true }),
});
type VoidForm = z.infer<typeof VoidFormSchema>;

/** Void the invoice: cancels the IRN (within 24 h) and sends the consignment back to packing. */
export function VoidInvoiceDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { run, shell } = useActionDialog(props);
  const { control, handleSubmit } = useForm<VoidForm>({
    resolver: zodResolver(VoidFormSchema),
    defaultValues: { reasonCode: '2', remark: '' },
    mode: 'onTouched',
  });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((values) =>
          run.mutate({ reasonCode: Number(values.reasonCode), remark: values.remark.trim() }),
        )(e)
      }
    >
      <Controller
        control={control}
        name="reasonCode"
        render={({ field }) => (
          <TextField select required label={t('consignments.fields.reason')} {...field}>
            {VOID_REASON_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`consignments.voidReasons.${code}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextFormField
        control={control}
        name="remark"
        label={t('consignments.fields.comment')}
        required
        multiline
        minRows={3}
      />
    </ActionDialog>
  );
}
