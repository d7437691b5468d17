import { type QueryParams } from '../../lib/query-string';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { SharedPrice } from '@dom/contract';
import {
  GST_STATES,
  REQUIRED_FIELD_MESSAGE,
  SELLER_PRICE_MAX_VALIDITY_DAYS,
  addDays,
  istDateOf,
  validateSellerPriceValidity,
} from '@dom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RFQ_ENDPOINTS, PRICING_ENDPOINTS } from '@dom/contract';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import type { FilterDefinition, FilterOption } from '../../components/filter-bar/filter-types';
import { BasicTextField } from '../../components/form/basic-text-field';
import { ListScreen } from '../../components/list-screen/list-screen';
import { useNotify } from '../../components/notifications/notifications-context';
import { SearchSelect } from '../../components/search-select/search-select';
import { useSession } from '../../app/session/session-context';
import { call } from '../../lib/api-client';
import { messageText } from '../../i18n/message-text';
import { ChoiceField } from './choice-field';
import { PRICING_KEY, rupeesText } from './pricing-support';
import '../../i18n/parts/pricing';

export const regionOptions = (t: TFunction) => [
  { value: 'ALL', label: t('pricing.allIndia') },
  ...GST_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })),
];
const regionLabel = (t: TFunction, code: string) =>
  code === 'ALL' ? t('pricing.allIndia') : (GST_STATES.find((s) => s.code === code)?.name ?? code);

const column = createColumnHelper<SharedPrice>();

/** `/share-price`: the prices a seller shares per product and region (staff see every seller's). */
export function SharePricePage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const staff = hasPermission('Display_Rfq_Enquiries_Tab');
  // Looking needs the screen; sharing and withdrawing need the write (the auditor only looks).
  const mayShare = hasPermission('Allow_Share_Price');
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remove = useEndpointMutation(PRICING_ENDPOINTS.removePrice, {
    onSuccess: () => {
      notify.success(t('pricing.share.removed'));
      void queryClient.invalidateQueries({ queryKey: [PRICING_KEY] });
    },
  });
  const filters = useMemo<FilterDefinition[]>(
    () => [{ kind: 'text', key: 'search', label: t('pricing.share.search') }],
    [t],
  );
  const columns = useMemo(
    () => [
      column.accessor('productName', {
        header: t('pricing.fields.product'),
        cell: (c) => `${c.getValue()} (${c.row.original.sku})`,
      }),
      ...(staff ? [column.accessor('sellerName', { header: t('pricing.fields.seller') })] : []),
      column.accessor('region', {
        header: t('pricing.fields.region'),
        cell: (c) => regionLabel(t, c.getValue()),
      }),
      column.accessor('exWorksPaise', {
        header: t('pricing.fields.exWorks'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('freightPaise', {
        header: t('pricing.fields.freight'),
        cell: (c) => <Amount value={c.getValue()} coloured={false} />,
        meta: { align: 'right', nowrap: true },
      }),
      column.accessor('validUntil', {
        header: t('pricing.fields.validUntil'),
        cell: (c) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <DateText value={c.getValue()} />
            {!c.row.original.valid && (
              <Chip label={t('pricing.expired')} color="error" size="small" variant="outlined" />
            )}
          </Box>
        ),
        meta: { nowrap: true },
      }),
      ...(mayShare
        ? [
            column.display({
              id: 'remove',
              header: '',
              cell: (c) => (
                <IconButton
                  aria-label={t('pricing.share.remove', { product: c.row.original.productName })}
                  size="small"
                  onClick={(e) => {
                    e.stopPropagation();
                    remove.mutate({ params: { id: c.row.original.id } });
                  }}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              ),
            }),
          ]
        : []),
    ],
    [t, staff, remove, mayShare],
  );
  return (
    <>
      <ListScreen<SharedPrice>
        title={t('pricing.share.title')}
        actions={
          mayShare ? (
            <Button variant="contained" onClick={() => setOpen(true)}>
              {t('pricing.share.button')}
            </Button>
          ) : undefined
        }
        filters={filters}
        columns={columns}
        queryKey={[PRICING_KEY, 'shared']}
        load={(query: QueryParams) => call(PRICING_ENDPOINTS.sharedPrices, { query })}
        failedMessage={t('pricing.failed')}
        getRowId={(r) => r.id}
      />
      {open && (
        <SharePriceDialog
          staff={staff}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            notify.success(t('pricing.share.done'));
            void queryClient.invalidateQueries({ queryKey: [PRICING_KEY] });
          }}
        />
      )}
    </>
  );
}

function SharePriceDialog({
  staff,
  onClose,
  onDone,
}: {
  staff: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [seller, setSeller] = useState<FilterOption | null>(null);
  const [product, setProduct] = useState<FilterOption | null>(null);
  const [region, setRegion] = useState('ALL');
  const [exWorks, setExWorks] = useState('');
  const [freight, setFreight] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useEndpointMutation(PRICING_ENDPOINTS.sharePrice, {
    onSuccess: onDone,
  });
  const exWorksPaise = rupeesText(exWorks);
  const freightPaise = freight.trim() ? rupeesText(freight) : '0';
  // The server's rule mirrored: a price holds from today to 180 days ahead.
  const today = istDateOf(new Date());
  const validity = validUntil ? validateSellerPriceValidity(validUntil, today) : null;
  // Each problem under its own field, shown once Share was pressed; the server's refusals above.
  const required = messageText(t, REQUIRED_FIELD_MESSAGE);
  const problems = {
    seller: staff && !seller ? required : null,
    product: !product ? required : null,
    exWorks: !exWorksPaise || exWorksPaise === '0' ? t('pricing.share.badPrice') : null,
    freight: !freightPaise ? t('pricing.share.badFreight') : null,
    validUntil: !validUntil ? required : validity ? messageText(t, validity) : null,
  };
  const shown = (field: keyof typeof problems): string | undefined =>
    (touched && problems[field]) || undefined;
  return (
    <ActionDialog
      title={t('pricing.share.button')}
      submitLabel={t('pricing.share.submit')}
      busy={mutation.isPending}
      error={mutation.error}
      errorFallback={t('pricing.share.failed')}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (Object.values(problems).some(Boolean) || !product) return;
        mutation.mutate({
          body: {
            ...(staff && seller ? { sellerId: seller.value } : {}),
            productId: product.value,
            region,
            exWorksPaise: exWorksPaise!,
            freightPaise: freightPaise!,
            validUntil,
          },
        });
      }}
    >
      {staff && (
        <SearchSelect
          label={t('pricing.fields.seller')}
          value={seller}
          onChange={setSeller}
          loadOptions={(search) => call(RFQ_ENDPOINTS.sellerOptions, { query: { search } })}
          required
          error={shown('seller')}
        />
      )}
      <SearchSelect
        label={t('pricing.fields.product')}
        value={product}
        onChange={setProduct}
        loadOptions={async (search: string) =>
          (await call(PRICING_ENDPOINTS.products, { query: { search } })).map((p) => ({
            value: p.id,
            label: `${p.name} (${p.sku}) · ${p.unit}`,
          }))
        }
        required
        error={shown('product')}
      />
      <ChoiceField
        label={t('pricing.fields.region')}
        value={region}
        options={regionOptions(t)}
        onChange={setRegion}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
        <BasicTextField
          label={t('pricing.fields.exWorks')}
          value={exWorks}
          onChange={(e) => setExWorks(e.target.value)}
          startAdornment="₹"
          required
          error={Boolean(shown('exWorks'))}
          helperText={shown('exWorks')}
          htmlInput={{ inputMode: 'decimal' }}
        />
        <BasicTextField
          label={t('pricing.fields.freight')}
          value={freight}
          onChange={(e) => setFreight(e.target.value)}
          startAdornment="₹"
          error={Boolean(shown('freight'))}
          helperText={shown('freight')}
          htmlInput={{ inputMode: 'decimal' }}
        />
      </Box>
      <TextField
        label={t('pricing.fields.validUntil')}
        type="date"
        value={validUntil}
        onChange={(e) => setValidUntil(e.target.value)}
        required
        error={Boolean(shown('validUntil'))}
        helperText={shown('validUntil')}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: today, max: addDays(today, SELLER_PRICE_MAX_VALIDITY_DAYS) },
        }}
      />
    </ActionDialog>
  );
}
