import { IDENTITY_ENDPOINTS } from '@dom/contract';
import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PermissionGroup } from '@dom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { EmptyState } from '../../components/empty-state/empty-state';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { useNotify } from '../../components/notifications/notifications-context';
import { SearchSelect } from '../../components/search-select/search-select';
import { errorToastMessage, useErrorToast } from '../../lib/use-error-toast';
import { GROUPS_KEY, allGroupMembers } from './catalogue-support';
import { searchUsers } from './users-support';

/** The users of a group: add by search, remove by chip; saved together (the server replaces the set). */
export function GroupMembersDialog({
  group,
  canManage,
  onClose,
}: {
  group: PermissionGroup;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: [GROUPS_KEY, 'members', group.id],
    queryFn: () => allGroupMembers(group.id),
  });
  // null until the user changes something: the loaded members are shown until then.
  const [chosen, setChosen] = useState<FilterOption[] | null>(null);
  const [picker, setPicker] = useState<FilterOption | null>(null);
  const members =
    chosen ?? current.data?.map((u) => ({ value: u.id, label: `${u.displayName} (${u.username})` })) ?? [];

  const add = (option: FilterOption | null) => {
    setPicker(null);
    if (option && !members.some((m) => m.value === option.value)) setChosen([...members, option]);
  };
  const save = useEndpointMutation(IDENTITY_ENDPOINTS.setGroupMembers, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [GROUPS_KEY] });
      notify.success(t('permissionGroups.membersSaved', { name: group.name }));
      onClose();
    },
    onError: (error) => showError(error, t('permissionGroups.membersFailed')),
  });

  return (
    <ActionDialog
      title={t('permissionGroups.membersOf', { name: group.name })}
      submitLabel={canManage ? t('permissionGroups.saveMembers') : undefined}
      closeLabel={canManage ? t('common.cancel') : t('common.close')}
      busy={save.isPending}
      submitDisabled={chosen === null}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ params: { id: group.id }, body: { userIds: members.map((m) => m.value) } });
      }}
      onClose={onClose}
    >
      {canManage && (
        <SearchSelect
          // A fresh picker after each pick: its typed text does not linger.
          key={members.length}
          label={t('permissionGroups.addMember')}
          value={picker}
          onChange={add}
          loadOptions={searchUsers}
          debounceMs={500}
        />
      )}
      {current.isError && (
        <Alert severity="error">
          {errorToastMessage(t, current.error, t('permissionGroups.membersLoadFailed'))}
        </Alert>
      )}
      {current.isPending ? (
        <Skeleton variant="rounded" height={32} aria-label={t('common.loading')} />
      ) : members.length === 0 ? (
        <EmptyState message={t('permissionGroups.noMembers')} />
      ) : (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('permissionGroups.memberCount', { members: members.length })}
          </Typography>
          <Box
            component="ul"
            aria-label={t('permissionGroups.members')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {members.map((m) => (
              <li key={m.value} style={{ maxWidth: '100%' }}>
                <Chip
                  label={m.label}
                  sx={{ maxWidth: '100%' }}
                  onDelete={
                    canManage ? () => setChosen(members.filter((x) => x.value !== m.value)) : undefined
                  }
                  // A named icon: the chip's Delete key works too, but a pointer needs a target.
                  deleteIcon={
                    <CancelIcon titleAccess={t('permissionGroups.removeMember', { name: m.label })} />
                  }
                />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </ActionDialog>
  );
}
