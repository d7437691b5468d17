import { zodResolver } from '@hookform/resolvers/zod';
import { PreTransitTripSchema, StockTransferSchema } from '@dom/contract';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateFormField } from '../../components/form/date-form-field';
import { bodyFields, isoDateText } from '../../components/form/form-schemas';
import { TextFormField } from '../../components/form/text-form-field';
import { SelectFormField } from '../../components/form/select-form-field';
import { commentText } from '../../components/form/comment-schema';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { PRE_TRANSIT_TRIP_STATUSES, preTransitTripOf } from './consignment-actions';
import { transferWarehouses } from './consignments-support';
import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import { INVALID } from './validation-keys';
import '../../i18n/parts/consignments';

/** The form's own names for the server's field names, where they are the same. */
function sameNames<F extends string>(names: readonly F[]) {
  return (field: string): F | undefined => names.find((n) => n === field);
}

export const StockTransferFormSchema = z.object(
  bodyFields(StockTransferSchema, {
    toWarehouseId: z.string().min(1, INVALID.warehouse),
    comment: commentText({ required: false }),
  }),
);
type StockTransferForm = z.infer<typeof StockTransferFormSchema>;
const STOCK_TRANSFER_FIELDS = ['toWarehouseId', 'comment'] as const;

/** Stock transfer: the consignment ships from another warehouse of the same seller. */
export function StockTransferDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { consignment } = props;
  const warehouses = useQuery({
    queryKey: ['consignment-transfer-warehouses', consignment.warehouseId],
    queryFn: () => transferWarehouses(consignment.warehouseId),
  });
  const { control, handleSubmit, setError } = useForm<StockTransferForm>({
    resolver: zodResolver(StockTransferFormSchema),
    defaultValues: { toWarehouseId: '', comment: '' },
    mode: 'onTouched',
  });
  const { run, shell } = useActionDialog(props, { setError, fieldOf: sameNames(STOCK_TRANSFER_FIELDS) });
  const none = warehouses.data?.length === 0;
  return (
    <ActionDialog
      {...shell}
      question={t('consignments.actions.stockTransfer.question', { from: consignment.sourceName })}
      submitDisabled={warehouses.isPending || none}
      error={shell.error ?? warehouses.error}
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({
            consignmentKey: consignment.consignmentKey,
            toWarehouseId: v.toWarehouseId,
            ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
          }),
        )(e)
      }
    >
      {warehouses.isPending && <Skeleton variant="rounded" height={56} />}
      {none && <Alert severity="info">{t('consignments.fields.noOtherWarehouse')}</Alert>}
      {warehouses.data && !none && (
        <SelectFormField
          control={control}
          name="toWarehouseId"
          fullWidth={false}
          label={t('consignments.fields.toWarehouse')}
          required
          options={warehouses.data.map((w) => ({
            value: w.warehouseId,
            label: `${w.warehouseName} (${w.city}, ${w.pinCode})`,
          }))}
        />
      )}
      <TextFormField
        control={control}
        name="comment"
        label={t('consignments.fields.comment')}
        multiline
        minRows={2}
      />
    </ActionDialog>
  );
}

export const PreTransitTripFormSchema = z.object(
  bodyFields(PreTransitTripSchema, {
    status: z.string(),
    vehicleType: z.string().trim().max(50),
    pickupDate: isoDateText({ required: false }),
    remarks: commentText({ required: false }),
  }),
);
type PreTransitTripForm = z.infer<typeof PreTransitTripFormSchema>;
const TRIP_FIELDS = ['status', 'vehicleType', 'pickupDate', 'remarks'] as const;

/**
 * Request a pre-transit trip (vehicle type, pickup date, remarks), or update the requested one,
 * where its status can also be confirmed or cancelled.
 */
export function PreTransitTripDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { consignment } = props;
  const updating = props.action.action === 'updatePreTransitTrip';
  const trip = preTransitTripOf(consignment.dispatch.preTransitTrip);
  const { control, handleSubmit, setError } = useForm<PreTransitTripForm>({
    resolver: zodResolver(PreTransitTripFormSchema),
    defaultValues: {
      status: trip?.status ?? 'REQUESTED',
      vehicleType: (updating && trip?.vehicleType) || '',
      pickupDate: (updating && trip?.pickupDate) || '',
      remarks: (updating && trip?.remarks) || '',
    },
    mode: 'onTouched',
  });
  const { run, shell } = useActionDialog(props, { setError, fieldOf: sameNames(TRIP_FIELDS) });
  return (
    <ActionDialog
      {...shell}
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({
            ...(updating ? { status: v.status } : {}),
            ...(v.vehicleType.trim() ? { vehicleType: v.vehicleType.trim() } : {}),
            ...(v.pickupDate ? { pickupDate: v.pickupDate } : {}),
            ...(v.remarks.trim() ? { remarks: v.remarks.trim() } : {}),
          }),
        )(e)
      }
    >
      {updating && (
        <SelectFormField
          control={control}
          name="status"
          fullWidth={false}
          label={t('consignments.fields.tripStatus')}
          required
          options={PRE_TRANSIT_TRIP_STATUSES.map((s) => ({
            value: s,
            label: t(`consignments.tripStatuses.${s}`),
          }))}
        />
      )}
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
