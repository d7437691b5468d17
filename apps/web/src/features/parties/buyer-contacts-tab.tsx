import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BuyerContact } from '@dom/contract';
import { CONTACT_ROLES, orPlaceholder } from '@dom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/session-context';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ContactDialog } from './contact-dialog';
import { BUYERS_KEY, buyerContacts } from './parties-api';
import { QueryStatus } from '../../components/query-status/query-status';

/** The buyer's contacts as cards (they read well at 390 px); editors add and change them. */
export function BuyerContactsTab({ buyerId }: { buyerId: string }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const canEdit = hasPermission('Allow_Buyer_Contact_Edit');
  const [editing, setEditing] = useState<BuyerContact | 'new' | null>(null);
  const contacts = useQuery({
    queryKey: [BUYERS_KEY, 'contacts', buyerId],
    queryFn: () => buyerContacts(buyerId),
  });
  const list = contacts.data?.contacts ?? [];
  const roleText = (role: string) =>
    t(`parties.contactRoles.${role}`, {
      defaultValue: CONTACT_ROLES.find((r) => r.value === role)?.label ?? role,
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {canEdit && (
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('parties.contact.add')}
          </Button>
        </Box>
      )}
      <QueryStatus pending={contacts.isPending} error={contacts.error} fallback={t('parties.loadFailed')} />
      {contacts.data && list.length === 0 && <EmptyState />}
      <Box
        component="ul"
        aria-label={t('parties.buyerTabs.contacts')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {list.map((c) => (
          <Paper component="li" variant="outlined" key={c.contactId} sx={{ p: 2, minWidth: 0 }}>
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
          </Paper>
        ))}
      </Box>
      {editing && (
        <ContactDialog
          buyerId={buyerId}
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
