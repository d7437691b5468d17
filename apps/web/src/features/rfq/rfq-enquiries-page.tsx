import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { RfqListPage } from './rfq-list-page';
import '../../i18n/parts/rfq';

/** `/rfq-enquiries`: the enquiry list, with the wizard's "New enquiry" for who may raise one. */
export function RfqEnquiriesPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  return (
    <RfqListPage
      actions={
        hasPermission('Allow_Rfq_Create') ? (
          <Button variant="contained" component={RouterLink} to="/rfq-enquiries/new">
            {t('rfqWizard.new')}
          </Button>
        ) : undefined
      }
    />
  );
}
