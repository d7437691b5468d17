import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/page-header';
import { TabbedPage, type TabDefinition } from '../../components/tabbed-page/tabbed-page';
import { useSession } from '../../app/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { AccessRequestsTab } from './access-requests-tab';
import { DelegationsTab } from './delegations-tab';
import { RequestAccessDialog } from './request-access-dialog';

/** `/auth-management`: access requests (request, manager approval, admin processing) and act-as. */
export function AuthManagementPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  usePageTitle(t('menu.authManagement'));
  const [requesting, setRequesting] = useState(false);
  const tabs = useMemo<TabDefinition[]>(
    () => [
      { id: 'my-requests', label: t('access.tabs.mine'), render: () => <AccessRequestsTab scope="mine" /> },
      {
        id: 'reportees',
        label: t('access.tabs.reportees'),
        permission: 'Approve_Access_Request_Manager',
        render: () => <AccessRequestsTab scope="reportees" />,
      },
      {
        id: 'all',
        label: t('access.tabs.all'),
        permission: 'Approve_Access_Request_Admin',
        render: () => <AccessRequestsTab scope="all" />,
      },
      { id: 'act-as', label: t('access.tabs.actAs'), render: () => <DelegationsTab /> },
    ],
    [t],
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('menu.authManagement')}
        createLabel={t('access.request')}
        {...(hasPermission('Allow_Access_Request') ? { onCreate: () => setRequesting(true) } : {})}
      />
      <TabbedPage tabs={tabs} ariaLabel={t('menu.authManagement')} />
      {requesting && <RequestAccessDialog onClose={() => setRequesting(false)} />}
    </Box>
  );
}
