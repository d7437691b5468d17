import { useTranslation } from 'react-i18next';
import { TaskTypePage } from '../../features/master-data/task-type-page';
import '../../i18n/parts/rfq';

/**
 * `/rfq-enquiries/upload`: the UBS RFQ upload v2.0 (task type RFQ_UPLOAD) for the sales desk, who
 * have no Master Data menu entry — the master-data area's one-type screen, composed here as features
 * never import each other. The RFQ lists lead here ("Upload RFQs"); the server checks
 * Allow_Rfq_Upload / Allow_Rfq_Download on every call.
 */
export function RfqUploadScreen() {
  const { t } = useTranslation();
  return <TaskTypePage taskType="RFQ_UPLOAD" title={t('rfq.uploadRfqs')} intro={t('rfq.uploadIntro')} />;
}
