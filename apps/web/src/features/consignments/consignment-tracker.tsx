import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { useViewport } from '../../lib/use-viewport';
import { consignmentStatusText } from './consignment-status';
import { trackerSteps } from './tracker-steps';
import '../../i18n/parts/consignments';

/** The consignment's progress line; a failure shows red on the step it stopped before. */
export function ConsignmentTracker({ status }: { status: string }) {
  const { t } = useTranslation();
  const phone = useViewport() === 'mobile';
  const steps = trackerSteps(status);
  const offLine = steps.every((s) => s.state === 'upcoming');
  const active = steps.findIndex((s) => s.state === 'current' || s.state === 'failed');
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
      {offLine && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('consignments.tracker.offLine', { status: consignmentStatusText(t, status) })}
        </Alert>
      )}
      <Stepper
        aria-label={t('consignments.tracker.label')}
        activeStep={active === -1 ? steps.filter((s) => s.state === 'done').length : active}
        orientation={phone ? 'vertical' : 'horizontal'}
        alternativeLabel={!phone}
      >
        {steps.map((s) => (
          <Step key={s.step} completed={s.state === 'done'} data-state={s.state} data-step={s.step}>
            <StepLabel error={s.state === 'failed'}>{consignmentStatusText(t, s.label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Paper>
  );
}
