import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderDetail, OrderLine } from '@dom/contract';
import {
  QUANTITY_DECIMALS,
  formatWeight,
  scaledIntegerToText,
  toScaledInteger,
  validateNumberInput,
} from '@dom/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NumberFormField } from '../../components/form/number-form-field';
import { REQUIRED_MESSAGE } from '../../components/form/form-schemas';
import { ABOVE_ZERO } from './cancel-lines-dialog';
import type { OrderEditStep } from './order-edit-support';
import { OrderEditDialog, useOrderEdit } from './order-edit-dialog';

const milli = (text: string): bigint => toScaledInteger(text.trim(), QUANTITY_DECIMALS) ?? 0n;
const asText = (value: bigint) => scaledIntegerToText(value, QUANTITY_DECIMALS, (d) => d);

export const BELOW_FLOOR = 'orders.edit.quantities.belowFloor';

/** What the server keeps as the least ordered quantity: cancelled plus shipped. */
export function quantityFloor(line: OrderLine): bigint {
  return milli(line.cancelledQuantity) + milli(line.shippedQuantity);
}

/** The server's rule: a number with at most 3 decimals, above 0 and at least cancelled + shipped. */
export function quantitiesSchema(lines: readonly OrderLine[]) {
  return z.object({ quantities: z.array(z.string()) }).superRefine((values, ctx) => {
    values.quantities.forEach((text, i) => {
      const line = lines[i];
      if (!line) return;
      const message =
        text.trim() === ''
          ? REQUIRED_MESSAGE
          : (validateNumberInput(text) ??
            (milli(text) <= 0n ? ABOVE_ZERO : milli(text) < quantityFloor(line) ? BELOW_FLOOR : null));
      if (message) ctx.addIssue({ code: 'custom', message, path: ['quantities', i] });
    });
  });
}
type QuantitiesForm = z.infer<ReturnType<typeof quantitiesSchema>>;

/** A row a line: its quantity now, the floor, and the new ordered quantity; only changed lines go. */
export function OrderEditQuantitiesDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const lines = order.lineItems;
  const { control, handleSubmit, setError } = useForm<QuantitiesForm>({
    resolver: zodResolver(quantitiesSchema(lines)),
    defaultValues: { quantities: lines.map((l) => asText(milli(l.orderedQuantity))) },
    mode: 'onTouched',
  });
  const edit = useOrderEdit<QuantitiesForm>({
    order,
    onClose,
    setError,
    fieldOf: (step, field) => {
      const match = /^lines\.(\d+)\.orderedQuantity$/.exec(field);
      if (step.call !== 'quantities' || !match) return undefined;
      const sent = step.body.lines[Number(match[1])];
      const index = lines.findIndex((l) => l.lineItemId === sent?.lineItemId);
      return index >= 0 ? `quantities.${index}` : undefined;
    },
  });
  const onValid = (v: QuantitiesForm) => {
    const changed = lines
      .map((l, i) => ({ lineItemId: l.lineItemId, orderedQuantity: v.quantities[i]?.trim() ?? '' }))
      .filter(
        (l, i) =>
          l.orderedQuantity !== '' && milli(l.orderedQuantity) !== milli(lines[i]?.orderedQuantity ?? ''),
      );
    edit.submit(
      changed.length > 0 ? [{ call: 'quantities', body: { lines: changed } } satisfies OrderEditStep] : [],
    );
  };

  return (
    <OrderEditDialog
      title={t('orders.edit.quantities.title', { key: order.orderKey })}
      onClose={onClose}
      onSubmit={(e) => void handleSubmit(onValid)(e)}
      pending={edit.pending}
      error={edit.error}
      nothingChanged={edit.nothingChanged}
      wide
    >
      <Typography variant="body2">{t('orders.edit.quantities.intro')}</Typography>
      {lines.map((line, i) => (
        <Box
          key={line.lineItemId}
          role="group"
          aria-label={line.skuId}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {line.skuId} · {line.productName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('orders.edit.quantities.now', { quantity: formatWeight(line.orderedQuantity, line.unit) })}
              {' · '}
              {t('orders.edit.quantities.floor', {
                quantity: formatWeight(asText(quantityFloor(line)), line.unit),
              })}
            </Typography>
          </Box>
          <NumberFormField
            control={control}
            name={`quantities.${i}`}
            label={t('orders.edit.quantities.quantity')}
            required
            maxDecimals={QUANTITY_DECIMALS}
          />
        </Box>
      ))}
    </OrderEditDialog>
  );
}
