import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ConsignmentDetail, UpdateHsnSchema } from '@dom/contract';
import { isDiscreteUnit, quantityWithUnit } from '@dom/domain';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { numberText } from '../../components/form/form-schemas';
import { NumberFormField } from '../../components/form/number-form-field';
import { TextFormField } from '../../components/form/text-form-field';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useActionDialog } from './use-action-dialog';
import type { ActionDialogProps } from './use-consignment-action';
import { quantityStep, wholeQuantityIssue } from './quantity-rules';
import { INVALID } from './validation-keys';
import '../../i18n/parts/consignments';

/** What a line holds now: the acknowledged quantity once there is one (as the server counts it). */
export const lineQuantity = (line: ConsignmentDetail['lines'][number]) =>
  line.acknowledgedQuantity ?? line.requestedQuantity;

// Quantities have at most 3 decimals: compare them as whole thousandths, never as floats.
const milli = (text: string) => Math.round(Number(text) * 1000);
const isBlank = (text: string) => text.trim() === '';

/** One line of a per-line form: the product and its quantity beside the field. */
function LineRow({ line, children }: { line: ConsignmentDetail['lines'][number]; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' },
        alignItems: 'center',
      }}
    >
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {`${line.productName} (${quantityWithUnit(lineQuantity(line), line.unit)})`}
      </Typography>
      {children}
    </Box>
  );
}

const SplitLineSchema = z
  .object({ key: z.string(), unit: z.string(), max: z.string(), quantity: numberText({ required: false }) })
  .superRefine((line, ctx) => {
    if (isBlank(line.quantity)) return;
    const whole = wholeQuantityIssue(line.unit, line.quantity);
    if (whole) ctx.addIssue({ code: 'custom', path: ['quantity'], message: whole });
    else if (!(milli(line.quantity) > 0))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: INVALID.moreThanZero });
    else if (milli(line.quantity) > milli(line.max))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: INVALID.moreThanLine });
  });

/**
 * The server's rule: each moved quantity more than 0, at most the line's and whole for pieces of
 * a discrete unit, at least one line moved, and something left on this consignment (so not every
 * line moved in full).
 */
export const SplitFormSchema = z.object({ lines: z.array(SplitLineSchema) }).superRefine((form, ctx) => {
  const moved = form.lines.map((l, i) => ({ ...l, i })).filter((l) => !isBlank(l.quantity));
  if (moved.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['lines', 0, 'quantity'], message: INVALID.splitSomething });
    return;
  }
  const allMoved = form.lines.every((l) => !isBlank(l.quantity) && milli(l.quantity) === milli(l.max));
  if (allMoved)
    for (const l of moved)
      ctx.addIssue({ code: 'custom', path: ['lines', l.i, 'quantity'], message: INVALID.leaveSome });
});
type SplitForm = z.infer<typeof SplitFormSchema>;

/** Split: the quantities entered move to a new consignment in the same state; blank lines stay. */
export function SplitDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { consignment } = props;
  const { control, handleSubmit, setError } = useForm<SplitForm>({
    resolver: zodResolver(SplitFormSchema),
    defaultValues: {
      lines: consignment.lines.map((l) => ({
        key: l.consignmentLineItemKey,
        unit: l.unit,
        max: lineQuantity(l),
        quantity: '',
      })),
    },
    mode: 'onTouched',
  });
  const { run, shell } = useActionDialog(props, {
    setError,
    // The body carries only the moved lines: the server's `lines.N` is the N-th of those.
    fieldOf: (field, body) => {
      const match = /^lines(?:\.(\d+))?/.exec(field);
      const sent = (body.lines as { consignmentLineItemKey: string }[] | undefined) ?? [];
      const line = match ? sent[Number(match[1] ?? 0)] : undefined;
      const index = consignment.lines.findIndex(
        (l) => l.consignmentLineItemKey === line?.consignmentLineItemKey,
      );
      return index < 0 ? undefined : `lines.${index}.quantity`;
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
            lines: v.lines
              .filter((l) => !isBlank(l.quantity))
              .map((l) => ({ consignmentLineItemKey: l.key, quantity: l.quantity.trim() })),
          }),
        )(e)
      }
    >
      {consignment.lines.map((line, index) => (
        <LineRow key={line.consignmentLineItemKey} line={line}>
          <NumberFormField
            control={control}
            name={`lines.${index}.quantity`}
            label={t('consignments.fields.quantityToMove')}
            step={quantityStep(isDiscreteUnit(line.unit))}
          />
        </LineRow>
      ))}
    </ActionDialog>
  );
}

const hsnShape = UpdateHsnSchema.shape.lines.element.shape.hsnCode;

export const HsnFormSchema = z.object({
  lines: z.array(
    z.object({
      key: z.string(),
      hsnCode: z
        .string()
        .trim()
        .min(1, INVALID.required)
        .refine((v) => hsnShape.safeParse(v).success, INVALID.hsn),
    }),
  ),
});
type HsnForm = z.infer<typeof HsnFormSchema>;

/** HSN update: one code per line, before an e-invoice exists (the codes go into it). */
export function HsnDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const { consignment } = props;
  const { control, handleSubmit, setError } = useForm<HsnForm>({
    resolver: zodResolver(HsnFormSchema),
    defaultValues: {
      lines: consignment.lines.map((l) => ({ key: l.consignmentLineItemKey, hsnCode: l.hsnCode })),
    },
    mode: 'onTouched',
  });
  const { run, shell } = useActionDialog(props, {
    setError,
    fieldOf: (field) => {
      const match = /^lines\.(\d+)/.exec(field);
      const index = match ? Number(match[1]) : -1;
      return index >= 0 && index < consignment.lines.length ? `lines.${index}.hsnCode` : undefined;
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
            lines: v.lines.map((l) => ({ consignmentLineItemKey: l.key, hsnCode: l.hsnCode.trim() })),
          }),
        )(e)
      }
    >
      {consignment.lines.map((line, index) => (
        <LineRow key={line.consignmentLineItemKey} line={line}>
          <TextFormField
            control={control}
            name={`lines.${index}.hsnCode`}
            label={t('consignments.fields.hsnCode')}
            required
            maxLength={8}
          />
        </LineRow>
      ))}
    </ActionDialog>
  );
}
