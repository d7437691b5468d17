import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/session-context';

/** Import and Create beside the sales orders' title, for who may create orders. */
export function OrderListActions() {
  const { t } = useTranslation();
  if (!useSession().hasPermission('Allow_Order_Create')) return null;
  return (
    <>
      <Button component={RouterLink} to="/sales-order/import" startIcon={<UploadFileIcon />}>
        {t('orders.import.open')}
      </Button>
      <Button component={RouterLink} to="/sales-order/create" variant="contained" startIcon={<AddIcon />}>
        {t('orders.create.open')}
      </Button>
    </>
  );
}
