import { ORDER_ENDPOINTS } from '@dom/contract';
import { urlOf } from '../../lib/api-client';
import { downloadXlsx } from '../../components/xlsx/xlsx';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@dom/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DateFormField } from '../../components/form/date-form-field';
import { isoDateText } from '../../components/form/form-schemas';
import { ExportButton } from '../../components/data-table/export-button';
import { type OrderEditStep } from './order-edit-support';
import { OrderEditDialog, useOrderEdit } from './order-edit-dialog';

const ProductionFormSchema = z.object({ dates: z.array(isoDateText({ required: false })) });
type ProductionForm = z.infer<typeof ProductionFormSchema>;

/** A production date a line (cleared means none); only changed lines go. Also the xlsx of them all. */
export function OrderEditProductionDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const lines = order.lineItems;
  const { control, handleSubmit, setError } = useForm<ProductionForm>({
    resolver: zodResolver(ProductionFormSchema),
    defaultValues: { dates: lines.map((l) => l.productionDate ?? '') },
    mode: 'onTouched',
  });
  const edit = useOrderEdit<ProductionForm>({
    order,
    onClose,
    setError,
    fieldOf: (step, field) => {
      const match = /^lines\.(\d+)\.productionDate$/.exec(field);
      if (step.call !== 'productionDates' || !match) return undefined;
      const sent = step.body.lines[Number(match[1])];
      const index = lines.findIndex((l) => l.lineItemId === sent?.lineItemId);
      return index >= 0 ? `dates.${index}` : undefined;
    },
  });
  const onValid = (v: ProductionForm) => {
    const changed = lines
      .map((l, i) => ({ lineItemId: l.lineItemId, productionDate: v.dates[i] || null }))
      .filter((l, i) => l.productionDate !== (lines[i]?.productionDate ?? null));
    const steps: OrderEditStep[] =
      changed.length > 0 ? [{ call: 'productionDates', body: { lines: changed } }] : [];
    edit.submit(steps);
  };

  return (
    <OrderEditDialog
      title={t('orders.edit.production.title', { key: order.orderKey })}
      onClose={onClose}
      onSubmit={(e) => void handleSubmit(onValid)(e)}
      pending={edit.pending}
      error={edit.error}
      nothingChanged={edit.nothingChanged}
      wide
    >
      <Box sx={{ alignSelf: 'flex-start' }}>
        <ExportButton
          action={{
            run: () =>
              downloadXlsx(
                urlOf(ORDER_ENDPOINTS.productionDatesDownload, { key: order.orderKey }),
                `production-dates-${order.orderKey}`,
              ),
            label: t('orders.edit.production.download'),
            failureMessage: t('orders.downloadFailed'),
          }}
        />
      </Box>
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
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {line.skuId} · {line.productName}
          </Typography>
          <DateFormField control={control} name={`dates.${i}`} label={t('orders.edit.production.date')} />
        </Box>
      ))}
    </OrderEditDialog>
  );
}
