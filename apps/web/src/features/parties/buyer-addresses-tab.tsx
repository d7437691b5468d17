import { PARTY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BuyerAddress, BuyerProfile } from '@dom/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { AddressDialog } from './address-dialog';
import { BUYERS_KEY } from './parties-support';
import { CardList } from './card-list';
import '../../i18n/parts/parties';

/** The buyer's shipping and billing addresses; editors add and change them. */
export function BuyerAddressesTab({ buyer }: { buyer: BuyerProfile }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canEdit = hasPermission('Allow_Buyer_Address_Edit');
  const [editing, setEditing] = useState<BuyerAddress | 'new' | null>(null);
  const addresses = useQuery({
    queryKey: [BUYERS_KEY, 'addresses', buyer.buyerId],
    queryFn: () => call(PARTY_ENDPOINTS.buyerAddresses, { query: { buyerId: buyer.buyerId } }),
  });
  return (
    <>
      <CardList
        label={t('parties.buyerTabs.addresses')}
        items={addresses.data?.addresses}
        itemKey={(a) => a.addressId}
        pending={addresses.isPending}
        error={addresses.error}
        loadFailed={t('parties.loadFailed')}
        {...(canEdit ? { addLabel: t('parties.addresses.add'), onAdd: () => setEditing('new') } : {})}
        card={(a) => (
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={t(`parties.addresses.types.${a.addressType}`)} />
              <Typography variant="subtitle2" component="h3">
                {a.companyName ?? [a.firstName, a.lastName].filter(Boolean).join(' ')}
              </Typography>
              <Box sx={{ flexGrow: 1 }} />
              {canEdit && (
                <Button size="small" onClick={() => setEditing(a)}>
                  {t('parties.edit')}
                </Button>
              )}
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {[a.addressLine1, a.addressLine2].filter(Boolean).join(', ')}
            </Typography>
            <Typography variant="body2">{`${a.cityName}, ${a.stateName} ${a.postalCode}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${t('parties.gstin')}: ${a.gstNum ?? '-'}`}
            </Typography>
          </>
        )}
      />
      {editing && (
        <AddressDialog
          buyer={buyer}
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
