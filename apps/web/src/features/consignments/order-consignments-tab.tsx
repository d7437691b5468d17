import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { errorToastMessage } from '../../lib/use-error-toast';
import { ConsignmentStatusChip } from './consignment-status';
import { CreateConsignmentDialog } from './create-consignment-dialog';
import { consignmentPath } from './consignment-table';
import { CONSIGNMENTS_KEY, searchConsignments } from './consignments-api';

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
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={t('consignments.listLabel')}
    >
      <Table size="small" aria-label={t('consignments.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('consignments.id')}</TableCell>
            <TableCell>{t('consignments.status')}</TableCell>
            <TableCell>{t('consignments.date')}</TableCell>
            <TableCell align="right">{t('consignments.quantity')}</TableCell>
            <TableCell align="right">{t('consignments.value')}</TableCell>
            <TableCell>{t('consignments.filters.vehicleNo')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.data.content.map((c) => (
            <TableRow key={c.consignmentKey}>
              <TableCell>
                <Link component={RouterLink} to={consignmentPath(c.consignmentKey)}>
                  {c.consignmentKey}
                </Link>
              </TableCell>
              <TableCell>
                <ConsignmentStatusChip value={c.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DateText value={c.createdAt} />
              </TableCell>
              <TableCell align="right">{c.quantity}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Amount value={c.totalPaise} coloured={false} />
              </TableCell>
              <TableCell>{orPlaceholder(c.vehicleNo)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
