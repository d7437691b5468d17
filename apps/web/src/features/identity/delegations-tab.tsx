import { call } from '../../lib/api-client';
import { type Delegations, IDENTITY_ENDPOINTS } from '@dom/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Delegation } from '@dom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state/empty-state';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { useNotify } from '../../components/notifications/notifications-context';
import { SearchSelect } from '../../components/search-select/search-select';
import { storeTokenSet } from '../../app/identity/token-set';
import { useSession } from '../../app/session/session-context';
import { useErrorToast } from '../../lib/use-error-toast';
import { DELEGATIONS_KEY } from './access-requests-support';
import { searchUsers } from './users-support';

/** "Act as me": whom I let act as me (add, remove), and whom I may act as (start). */
export function DelegationsTab() {
  const { t } = useTranslation();
  const { hasPermission, reload } = useSession();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [delegate, setDelegate] = useState<FilterOption | null>(null);
  const delegations = useQuery({
    queryKey: [DELEGATIONS_KEY],
    queryFn: (): Promise<Delegations> => call(IDENTITY_ENDPOINTS.delegations),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [DELEGATIONS_KEY] });

  const add = useMutation({
    mutationFn: (userId: string) =>
      call(IDENTITY_ENDPOINTS.addDelegation, { body: { delegateUserId: userId } }),
    onSuccess: () => {
      setDelegate(null);
      refresh();
      notify.success(t('access.delegationAdded'));
    },
    onError: (error) => showError(error, t('access.delegationFailed')),
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(IDENTITY_ENDPOINTS.removeDelegation, { params: { id } }),
    onSuccess: () => {
      refresh();
      notify.success(t('access.delegationRemoved'));
    },
    onError: (error) => showError(error, t('access.delegationFailed')),
  });
  const actAs = useMutation({
    mutationFn: async (userId: string) => {
      if (!storeTokenSet(await call(IDENTITY_ENDPOINTS.actAs, { body: { userId } })))
        throw new Error('missing tokens');
    },
    onSuccess: () => {
      queryClient.clear();
      reload();
    },
    onError: (error) => showError(error, t('access.actAsFailed')),
  });

  const section = (
    title: string,
    items: readonly Delegation[],
    render: (d: Delegation) => React.ReactNode,
  ) => (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <EmptyState />
      ) : (
        <List dense disablePadding>
          {items.map(render)}
        </List>
      )}
    </Paper>
  );

  const given = delegations.data?.given ?? [];
  const received = delegations.data?.received ?? [];
  const mayDelegate = hasPermission('Allow_Act_As_Me_Delegation');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {mayDelegate && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 280px', maxWidth: 480 }}>
            <SearchSelect
              label={t('access.delegate')}
              value={delegate}
              onChange={setDelegate}
              loadOptions={searchUsers}
            />
          </Box>
          <Button
            variant="contained"
            sx={{ mt: 1 }}
            disabled={delegate === null || add.isPending}
            onClick={() => delegate && add.mutate(delegate.value)}
          >
            {t('access.addDelegation')}
          </Button>
        </Box>
      )}
      {section(t('access.given'), given, (d) => (
        <ListItem
          key={d.id}
          secondaryAction={
            mayDelegate ? (
              <Button
                size="small"
                color="error"
                onClick={() => remove.mutate(d.id)}
                disabled={remove.isPending}
              >
                {t('access.remove')}
              </Button>
            ) : undefined
          }
        >
          <ListItemText primary={d.delegate.displayName} secondary={d.delegate.username} />
        </ListItem>
      ))}
      {section(t('access.received'), received, (d) => (
        <ListItem
          key={d.id}
          secondaryAction={
            <Button size="small" onClick={() => actAs.mutate(d.delegator.id)} disabled={actAs.isPending}>
              {t('access.actAs')}
            </Button>
          }
        >
          <ListItemText primary={d.delegator.displayName} secondary={d.delegator.username} />
        </ListItem>
      ))}
    </Box>
  );
}
