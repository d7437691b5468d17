import { PRICING_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { rankLabel } from '@dom/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { PageHeader } from '../../components/page-header/page-header';
import { SearchSelect } from '../../components/search-select/search-select';
import { SimpleTable } from '../../components/simple-table/simple-table';
import { errorToastMessage } from '../../lib/use-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { ChoiceField } from './choice-field';
import { PRICING_KEY } from './pricing-support';
import { regionOptions } from './share-price-page';
import '../../i18n/parts/pricing';

/** `/discover-price`: what sellers offer for a product (and region), price lists and enquiry answers, L1 first. */
export function DiscoverPricePage() {
  const { t } = useTranslation();
  usePageTitle(t('pricing.discover.title'));
  const [product, setProduct] = useState<FilterOption | null>(null);
  const [region, setRegion] = useState('ALL');
  const found = useQuery({
    queryKey: [PRICING_KEY, 'discover', product?.value, region],
    queryFn: () =>
      call(PRICING_ENDPOINTS.discover, {
        query: { productId: product!.value, region: region === 'ALL' ? '' : region },
      }),
    enabled: Boolean(product),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader title={t('pricing.discover.title')} />
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}
      >
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
        />
        <ChoiceField
          label={t('pricing.fields.region')}
          value={region}
          options={regionOptions(t)}
          onChange={setRegion}
        />
      </Paper>
      {!product && <Alert severity="info">{t('pricing.discover.pick')}</Alert>}
      {found.error && (
        <Alert severity="error">{errorToastMessage(t, found.error, t('pricing.failed'))}</Alert>
      )}
      {found.data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SimpleTable
            label={t('pricing.discover.offers')}
            emptyText={t('pricing.discover.none')}
            headers={[
              { text: t('pricing.fields.rank') },
              { text: t('pricing.fields.seller') },
              { text: t('pricing.fields.source') },
              { text: t('pricing.fields.region') },
              { text: t('pricing.fields.exWorks'), align: 'right' },
              { text: t('pricing.fields.freight'), align: 'right' },
              { text: t('pricing.fields.landed'), align: 'right' },
              { text: t('pricing.fields.validUntil') },
            ]}
            rows={found.data.offers.map((o, i) => ({
              id: `${o.source}-${o.sellerId}-${o.rfqKey ?? o.region}-${i}`,
              cells: [
                <Chip
                  key="rank"
                  label={rankLabel(o.rank)}
                  size="small"
                  color={o.rank === 1 ? 'success' : 'default'}
                  variant="outlined"
                />,
                o.sellerName,
                o.source === 'PRICE_LIST'
                  ? t('pricing.source.PRICE_LIST')
                  : `${t('pricing.source.RFQ_ANSWER')} ${o.rfqKey ?? ''}`,
                o.region === 'ALL' ? t('pricing.allIndia') : o.region,
                <Amount key="ex" value={o.exWorksPaise} coloured={false} />,
                <Amount key="fr" value={o.freightPaise} coloured={false} />,
                <Amount key="landed" value={o.landedPaise} coloured={false} />,
                o.validUntil ? <DateText key="valid" value={o.validUntil} /> : '—',
              ],
            }))}
          />
        </Paper>
      )}
    </Box>
  );
}
