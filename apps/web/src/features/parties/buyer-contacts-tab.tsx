import { PARTY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BuyerContact } from '@dom/contract';
import { CONTACT_ROLES, orPlaceholder } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { ContactDialog } from './contact-dialog';
import { BUYERS_KEY } from './parties-support';
import { CardList } from './card-list';
import '../../i18n/parts/parties';

/** The buyer's contacts as cards (they read well at 390 px); editors add and change them. */
export function BuyerContactsTab({ buyerId }: { buyerId: string }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canEdit = hasPermission('Allow_Buyer_Contact_Edit');
  const [editing, setEditing] = useState<BuyerContact | 'new' | null>(null);
  const contacts = useQuery({
    queryKey: [BUYERS_KEY, 'contacts', buyerId],
    queryFn: () => call(PARTY_ENDPOINTS.buyerContacts, { query: { buyerId } }),
  });
  const roleText = (role: string) =>
    t(`parties.contactRoles.${role}`, {
      defaultValue: CONTACT_ROLES.find((r) => r.value === role)?.label ?? role,
    });

  return (
    <>
      <CardList
        label={t('parties.buyerTabs.contacts')}
        items={contacts.data?.contacts}
        itemKey={(c) => c.contactId}
        pending={contacts.isPending}
        error={contacts.error}
        loadFailed={t('parties.loadFailed')}
        {...(canEdit ? { addLabel: t('parties.contact.add'), onAdd: () => setEditing('new') } : {})}
        card={(c) => (
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {c.name}
              </Typography>
              {c.isPrimary && <Chip size="small" color="primary" label={t('parties.contact.primary')} />}
              <Box sx={{ flexGrow: 1 }} />
              {canEdit && (
                <Button
                  size="small"
                  onClick={() => setEditing(c)}
                  aria-label={t('parties.contact.editOf', { name: c.name })}
                >
                  {t('parties.edit')}
                </Button>
              )}
            </Box>
            <Typography variant="body2">{c.phoneNumber}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {orPlaceholder(c.email)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[c.designation, c.department].filter(Boolean).join(' · ') || '-'}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
              {c.roles.map((role) => (
                <Chip key={role} size="small" variant="outlined" label={roleText(role)} />
              ))}
              {c.channels.map((channel) => (
                <Chip
                  key={channel}
                  size="small"
                  label={t(`parties.channels.${channel}`, { defaultValue: channel })}
                />
              ))}
            </Box>
          </>
        )}
      />
      {editing && (
        <ContactDialog
          buyerId={buyerId}
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
