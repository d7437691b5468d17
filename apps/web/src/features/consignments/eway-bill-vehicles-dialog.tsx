import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { EwayBillVehiclesSchema } from '@dom/contract';
import { QUANTITY_DECIMALS, normalizeVehicleNumber, scaledIntegerToText, toScaledInteger } from '@dom/domain';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bodyFields, numberText } from '../../components/form/form-schemas';
import { NumberFormField } from '../../components/form/number-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { lineQuantity } from './line-dialogs';
import { vehicleNumberText } from './logistics-dialogs';
import { wholeNumberText } from './pack-dialogs';
import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import { allDiscrete, consignmentWholeIssue, formQuantity, quantityStep } from './quantity-rules';
import { INVALID } from './validation-keys';
import '../../i18n/parts/consignments';

const milli = (text: string): bigint => toScaledInteger(text.trim(), QUANTITY_DECIMALS) ?? 0n;
export const MAX_VEHICLES = 20;

/**
 * The server's rule: each vehicle valid and listed once, each quantity more than 0 (whole when
 * every line is in pieces), and together exactly the consignment's quantity (`total`).
 */
export const EwayBillVehiclesFormSchema = z
  .object({
    /** The consignment's quantity, which the vehicles' must add up to (the form's own field). */
    total: z.string(),
    /** The units of its lines: all in pieces, each vehicle carries whole ones (the form's own). */
    units: z.array(z.string()),
    ...bodyFields(EwayBillVehiclesSchema, {
      overDimensionalCargo: z.boolean(),
      distanceKm: wholeNumberText(1, 4000, { required: true }),
      vehicles: z
        .array(
          z.object(
            bodyFields(EwayBillVehiclesSchema.shape.vehicles.element, {
              vehicleNumber: vehicleNumberText(),
              quantity: numberText(),
            }),
          ),
        )
        .min(1),
    }),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.vehicles.forEach((v, i) => {
      const whole = consignmentWholeIssue(form.units, v.quantity);
      if (whole) ctx.addIssue({ code: 'custom', path: ['vehicles', i, 'quantity'], message: whole });
      else if (v.quantity.trim() !== '' && milli(v.quantity) <= 0n)
        ctx.addIssue({ code: 'custom', path: ['vehicles', i, 'quantity'], message: INVALID.moreThanZero });
      const plate = normalizeVehicleNumber(v.vehicleNumber);
      if (plate && seen.has(plate))
        ctx.addIssue({
          code: 'custom',
          path: ['vehicles', i, 'vehicleNumber'],
          message: INVALID.vehicleTwice,
        });
      seen.add(plate);
    });
    const sum = form.vehicles.reduce((a, v) => a + milli(v.quantity), 0n);
    if (form.vehicles.every((v) => v.quantity.trim() !== '') && sum !== milli(form.total))
      ctx.addIssue({
        code: 'custom',
        path: ['vehicles', form.vehicles.length - 1, 'quantity'],
        message: INVALID.vehiclesAddUp,
      });
  });
type VehiclesForm = z.infer<typeof EwayBillVehiclesFormSchema>;

/**
 * The vehicles carrying a packed consignment, each with its quantity (one e-way bill per vehicle),
 * and whether the cargo is over-dimensional (one day of validity per 20 km instead of 200).
 */
export function EwayBillVehiclesDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { consignment } = props;
  const units = consignment.lines.map((l) => l.unit);
  const pieces = allDiscrete(units);
  // Whole pieces show without the zero decimals ("10", not "10.000").
  const shown = (quantity: string) => (pieces ? formQuantity(quantity, units[0] ?? '') : quantity);
  const total = shown(
    scaledIntegerToText(
      consignment.lines.reduce((a, l) => a + milli(lineQuantity(l)), 0n),
      QUANTITY_DECIMALS,
      (digits) => digits,
    ),
  );
  const active = consignment.dispatch.ewayBills.filter((b) => b.status === 'ACTIVE');
  const { control, handleSubmit, setError } = useForm<VehiclesForm>({
    resolver: zodResolver(EwayBillVehiclesFormSchema),
    defaultValues: {
      total,
      units,
      overDimensionalCargo: consignment.dispatch.overDimensionalCargo,
      distanceKm: consignment.dispatch.distanceKm?.toString() ?? '',
      vehicles:
        active.length > 1
          ? active.map((b) => ({ vehicleNumber: b.vehicleNumber ?? '', quantity: shown(b.quantity ?? '') }))
          : [
              {
                vehicleNumber: consignment.dispatch.vehicleNo ?? active[0]?.vehicleNumber ?? '',
                quantity: total,
              },
            ],
    },
    mode: 'onTouched',
  });
  const vehicles = useFieldArray({ control, name: 'vehicles' });
  const { run, shell } = useActionDialog(props, {
    setError,
    fieldOf: (field) => {
      const match = /^vehicles\.(\d+)\.(vehicleNumber|quantity)/.exec(field);
      if (match) return `vehicles.${Number(match[1])}.${match[2] as 'vehicleNumber' | 'quantity'}`;
      if (field === 'distanceKm') return 'distanceKm';
      return undefined;
    },
  });
  return (
    <ActionDialog
      {...shell}
      wide
      onSubmit={(e) =>
        void handleSubmit((v) =>
          run.mutate({
            consignmentKey: consignment.consignmentKey,
            overDimensionalCargo: v.overDimensionalCargo,
            distanceKm: Number(v.distanceKm),
            vehicles: v.vehicles.map((x) => ({
              vehicleNumber: normalizeVehicleNumber(x.vehicleNumber),
              quantity: x.quantity.trim(),
            })),
          }),
        )(e)
      }
    >
      <Controller
        control={control}
        name="overDimensionalCargo"
        render={({ field }) => (
          <FormControlLabel
            label={t('consignments.ewayVehicles.overDimensional')}
            control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          />
        )}
      />
      <NumberFormField
        control={control}
        name="distanceKm"
        label={t('consignments.fields.distanceKm')}
        required
        maxDecimals={0}
      />
      <Typography variant="body2" color="text.secondary">
        {t('consignments.ewayVehicles.total', { total })}
      </Typography>
      {vehicles.fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={t('consignments.ewayVehicles.vehicleN', { n: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr auto', sm: '3fr 2fr auto' },
            alignItems: 'start',
          }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1', mb: -0.5 }}>
            {t('consignments.ewayVehicles.vehicleN', { n: index + 1 })}
          </Typography>
          <TextFormField
            control={control}
            name={`vehicles.${index}.vehicleNumber`}
            label={t('consignments.filters.vehicleNo')}
            required
          />
          <Box sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '3', sm: 'auto' } }}>
            <NumberFormField
              control={control}
              name={`vehicles.${index}.quantity`}
              label={t('consignments.quantity')}
              required
              step={quantityStep(pieces)}
            />
          </Box>
          <IconButton
            aria-label={t('consignments.ewayVehicles.remove', { n: index + 1 })}
            disabled={vehicles.fields.length === 1}
            onClick={() => vehicles.remove(index)}
            sx={{ mt: 1 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          onClick={() => vehicles.append({ vehicleNumber: '', quantity: '' })}
          disabled={vehicles.fields.length >= MAX_VEHICLES}
        >
          {t('consignments.ewayVehicles.add')}
        </Button>
      </Box>
    </ActionDialog>
  );
}
