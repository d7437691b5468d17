import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CONSIGNMENT_CREATABLE_ORDER_STATUSES, orPlaceholder } from '@dom/domain';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { Amount } from '../../components/amount/amount';
import { DateText } from '../../components/date-text/date-text';
import { EmptyState } from '../../components/empty-state/empty-state';
import { LinesTable } from '../../components/simple-table/lines-table';
import { errorToastMessage } from '../../lib/use-error-toast';
import { ConsignmentStatusChip } from './consignment-status';
import { CreateConsignmentDialog } from './create-consignment-dialog';
import { consignmentPath } from './consignment-columns';
import { CONSIGNMENTS_KEY, searchConsignments } from './consignments-support';
import '../../i18n/parts/consignments';

/**
 * The order detail's consignments tab: "Create Consignment" (with the permission, while the order
 * can be consigned) and this order's consignments, each a link to its detail.
 */
export function OrderConsignmentsTab({ orderKey, orderStatus }: { orderKey: string; orderStatus?: string }) {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const [creating, setCreating] = useState(false);
  const canCreate =
    hasPermission('Allow_Consignment_Create') &&
    orderStatus !== undefined &&
    (CONSIGNMENT_CREATABLE_ORDER_STATUSES as readonly string[]).includes(orderStatus);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {canCreate && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t('consignments.create.open')}
          </Button>
        </Box>
      )}
      <OrderConsignmentRows orderKey={orderKey} />
      {creating && <CreateConsignmentDialog orderKey={orderKey} onClose={() => setCreating(false)} />}
    </Box>
  );
}

function OrderConsignmentRows({ orderKey }: { orderKey: string }) {
  const { t } = useTranslation();
  const query = { orderKey, pageNumber: 0, pageSize: 100 };
  const rows = useQuery({
    queryKey: [CONSIGNMENTS_KEY, 'list', query],
    queryFn: () => searchConsignments(query),
  });
  if (rows.isPending) return <Skeleton variant="rounded" height={120} />;
  if (rows.error)
    return <Alert severity="error">{errorToastMessage(t, rows.error, t('consignments.listFailed'))}</Alert>;
  if (rows.data.content.length === 0) return <EmptyState />;
  return (
    <LinesTable
      ariaLabel={t('consignments.listLabel')}
      rows={rows.data.content}
      getRowId={(c) => c.consignmentKey}
      columns={[
        {
          id: 'id',
          header: t('consignments.id'),
          cell: (c) => (
            <Link component={RouterLink} to={consignmentPath(c.consignmentKey)}>
              {c.consignmentKey}
            </Link>
          ),
        },
        {
          id: 'status',
          header: t('consignments.status'),
          cell: (c) => <ConsignmentStatusChip value={c.status} />,
        },
        {
          id: 'date',
          header: t('consignments.date'),
          nowrap: true,
          cell: (c) => <DateText value={c.createdAt} />,
        },
        { id: 'quantity', header: t('consignments.quantity'), align: 'right', cell: (c) => c.quantity },
        {
          id: 'value',
          header: t('consignments.value'),
          align: 'right',
          nowrap: true,
          cell: (c) => <Amount value={c.totalPaise} coloured={false} />,
        },
        {
          id: 'vehicleNo',
          header: t('consignments.filters.vehicleNo'),
          cell: (c) => orPlaceholder(c.vehicleNo),
        },
      ]}
    />
  );
}
