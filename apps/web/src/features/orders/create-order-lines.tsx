import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProductLookup } from '@dom/contract';
import { CHARGE_TYPES } from '@dom/domain';
import { useRef } from 'react';
import { type Control, type UseFormGetValues, type UseFormSetValue, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberFormField } from '../../components/form/number-form-field';
import { PriceFormField } from '../../components/form/price-form-field';
import { EMPTY_LINE, type CreateOrderForm } from './create-order-form';
import { FormSearchSelect } from './form-search-select';
import { FormSelect } from './form-select';
import { lookupProducts } from './order-create-support';

const rupeesOf = (paise: string) => {
  const whole = paise.length > 2 ? paise.slice(0, -2) : '0';
  const fraction = paise.padStart(2, '0').slice(-2);
  return fraction === '00' ? whole : `${whole}.${fraction}`;
};

const ROW = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 1.4fr) repeat(3, minmax(0, 1fr)) auto' },
} as const;

interface Props {
  control: Control<CreateOrderForm>;
  getValues: UseFormGetValues<CreateOrderForm>;
  setValue: UseFormSetValue<CreateOrderForm>;
}

/** Line items from the catalogue: product, quantity (3 decimals), buyer and seller price per unit. */
export function CreateOrderLines({ control, getValues, setValue }: Props) {
  const { t } = useTranslation();
  const lines = useFieldArray({ control, name: 'lines' });
  const seen = useRef(new Map<string, ProductLookup>());
  const search = async (q: string) => {
    const found = await lookupProducts(q);
    for (const p of found) seen.current.set(p.id, p);
    return found.map((p) => ({ value: p.id, label: `${p.sku} · ${p.name} (${p.unit})` }));
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="create-order-lines" sx={{ p: 2 }}>
      <Typography id="create-order-lines" variant="h2" sx={{ mb: 2 }}>
        {t('orders.create.lines')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {lines.fields.map((line, index) => (
          <Box
            key={line.id}
            role="group"
            aria-label={t('orders.create.lineLabel', { n: index + 1 })}
            sx={{ ...ROW, pb: { xs: 2, md: 0 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider' }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <FormSearchSelect
                control={control}
                name={`lines.${index}.product`}
                label={t('orders.create.product')}
                required
                loadOptions={search}
                onPicked={(picked) => {
                  const product = picked ? seen.current.get(picked.value) : undefined;
                  // The list price is a starting point for the buyer price, never over what was typed.
                  if (product && getValues(`lines.${index}.buyerPrice`) === '')
                    setValue(`lines.${index}.buyerPrice`, rupeesOf(product.listPricePaise));
                }}
              />
            </Box>
            <NumberFormField
              control={control}
              name={`lines.${index}.quantity`}
              label={t('orders.create.quantity')}
              required
            />
            <PriceFormField
              control={control}
              name={`lines.${index}.buyerPrice`}
              label={t('orders.create.buyerPrice')}
              required
            />
            <PriceFormField
              control={control}
              name={`lines.${index}.sellerPrice`}
              label={t('orders.create.sellerPrice')}
              required
            />
            <IconButton
              aria-label={t('orders.create.removeLine', { n: index + 1 })}
              onClick={() => lines.remove(index)}
              disabled={lines.fields.length === 1}
              sx={{ justifySelf: 'start' }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => lines.append({ ...EMPTY_LINE })}>
        {t('orders.create.addLine')}
      </Button>
    </Paper>
  );
}

/** Charges of the order (the charge types of the domain) and their amounts. */
export function CreateOrderCharges({ control }: Pick<Props, 'control'>) {
  const { t } = useTranslation();
  const charges = useFieldArray({ control, name: 'charges' });
  const options = CHARGE_TYPES.map((c) => ({ value: c.value, label: t(`orders.chargeTypes.${c.value}`) }));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="create-order-charges" sx={{ p: 2 }}>
      <Typography id="create-order-charges" variant="h2" sx={{ mb: 2 }}>
        {t('orders.create.charges')}
      </Typography>
      {charges.fields.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('orders.create.noCharges')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {charges.fields.map((charge, index) => (
          <Box
            key={charge.id}
            role="group"
            aria-label={t('orders.create.chargeLabel', { n: index + 1 })}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr auto', md: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
              maxWidth: 720,
            }}
          >
            <FormSelect
              control={control}
              name={`charges.${index}.chargeType`}
              label={t('orders.create.chargeType')}
              options={options}
              required
            />
            <PriceFormField
              control={control}
              name={`charges.${index}.amount`}
              label={t('orders.create.chargeAmount')}
              required
            />
            <IconButton
              aria-label={t('orders.create.removeCharge', { n: index + 1 })}
              onClick={() => charges.remove(index)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() => charges.append({ chargeType: '', amount: '' })}
      >
        {t('orders.create.addCharge')}
      </Button>
    </Paper>
  );
}
