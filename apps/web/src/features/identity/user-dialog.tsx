import { IDENTITY_ENDPOINTS } from '@dom/contract';
import { call } from '../../lib/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { UserSummary } from '@dom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../../components/action-dialog/use-endpoint-mutation';
import { ActionDialog } from '../../components/action-dialog/action-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import type { FilterOption } from '../../components/filter-bar/filter-types';
import { useNotify } from '../../components/notifications/notifications-context';
import { SearchSelect } from '../../components/search-select/search-select';
import { useSession } from '../../app/session/session-context';
import { useErrorToast } from '../../lib/use-error-toast';
import { ActiveChip } from './active-chip';
import { type AssignedRole, RoleChecklist } from './role-checklist';
import { USERS_KEY, searchUsers } from './users-support';

/** One user of the HR portal: activation, manager and assignable roles. */
export function UserDialog({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(user.isActive);
  const [asking, setAsking] = useState(false);
  // undefined until the user picks: the current manager is shown by name once it is loaded.
  const [managerChoice, setManager] = useState<FilterOption | null | undefined>(undefined);
  const currentManager = useQuery({
    queryKey: [USERS_KEY, 'one', user.managerId],
    queryFn: () => call(IDENTITY_ENDPOINTS.user, { params: { id: user.managerId ?? '' } }),
    enabled: user.managerId !== null,
  });
  const manager =
    managerChoice !== undefined
      ? managerChoice
      : currentManager.data
        ? {
            value: currentManager.data.id,
            label: `${currentManager.data.displayName} (${currentManager.data.username})`,
          }
        : null;
  const [roles, setRoles] = useState<AssignedRole[] | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [USERS_KEY] });

  const current = useQuery({
    queryKey: [USERS_KEY, 'roles', user.id],
    queryFn: () => call(IDENTITY_ENDPOINTS.userRoles, { params: { id: user.id } }),
  });
  const shownRoles = roles ?? current.data?.roles.map((r) => ({ role: r.role, isAdmin: r.isAdmin })) ?? [];

  const activation = useEndpointMutation(IDENTITY_ENDPOINTS.setActivation, {
    onSuccess: (answer) => {
      setActive(answer.isActive);
      setAsking(false);
      refresh();
      notify.success(answer.isActive ? t('users.activated') : t('users.deactivated'));
    },
    onError: (error) => {
      setAsking(false);
      showError(error, t('users.activationFailed'));
    },
  });
  const managerChange = useEndpointMutation(IDENTITY_ENDPOINTS.reassignManager, {
    onSuccess: () => {
      refresh();
      notify.success(t('users.managerSaved'));
    },
    onError: (error) => showError(error, t('users.managerFailed')),
  });
  const rolesChange = useEndpointMutation(IDENTITY_ENDPOINTS.assignRoles, {
    onSuccess: () => {
      refresh();
      setRoles(null);
      notify.success(t('users.rolesSaved'));
    },
    onError: (error) => showError(error, t('users.rolesFailed')),
  });

  return (
    <ActionDialog
      title={user.displayName}
      submitLabel={hasPermission('Allow_Role_Delegation') ? t('users.saveRoles') : undefined}
      submitDisabled={rolesChange.isPending || roles === null}
      onSubmit={(e) => {
        e.preventDefault();
        rolesChange.mutate({
          params: { id: user.id },
          body: { roles: shownRoles, managerId: manager?.value ?? null },
        });
      }}
      onClose={onClose}
      size="md"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{user.username}</Typography>
        <ActiveChip active={active} />
        {hasPermission('Allow_User_Activation') && (
          <Button
            color={active ? 'error' : 'primary'}
            variant="outlined"
            size="small"
            onClick={() => setAsking(true)}
          >
            {active ? t('users.deactivate') : t('users.activate')}
          </Button>
        )}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 280px' }}>
          <SearchSelect
            label={t('users.manager')}
            value={manager}
            onChange={setManager}
            loadOptions={searchUsers}
            debounceMs={500}
          />
        </Box>
        {hasPermission('Allow_Manager_Reassign') && (
          <Button
            variant="outlined"
            onClick={() =>
              managerChange.mutate({ params: { id: user.id }, body: { managerId: manager?.value ?? null } })
            }
            disabled={managerChange.isPending}
            sx={{ mt: 1 }}
          >
            {t('users.reassignManager')}
          </Button>
        )}
      </Box>
      <Divider />
      <RoleChecklist value={shownRoles} onChange={setRoles} withAdmin />
      <ConfirmDialog
        open={asking}
        title={active ? t('users.deactivate') : t('users.activate')}
        message={
          active
            ? t('users.deactivateQuestion', { name: user.displayName })
            : t('users.activateQuestion', { name: user.displayName })
        }
        confirmLabel={active ? t('users.deactivate') : t('users.activate')}
        confirmColor={active ? 'error' : 'primary'}
        busy={activation.isPending}
        onConfirm={() => activation.mutate({ params: { id: user.id }, body: { isActive: !active } })}
        onCancel={() => setAsking(false)}
      />
    </ActionDialog>
  );
}
