import { type Option, ENQUIRY_WIZARD_STEPS, UPLOAD_WIZARD_STEPS } from '@dom/domain';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';

export { ENQUIRY_WIZARD_STEPS, UPLOAD_WIZARD_STEPS };

export interface WizardStepperProps {
  /** A step list from @dom/domain: ENQUIRY_WIZARD_STEPS or UPLOAD_WIZARD_STEPS. */
  steps: readonly Option[];
  /** The value of the current step; earlier steps show as done. */
  active: string;
  /** Marks the current step as failed (an upload whose extraction failed). */
  failed?: boolean;
}

/** Enquiry → Response → Confirm; Upload → Extracting → Completed. Labels under `wizardSteps.<value>`. */
export function WizardStepper({ steps, active, failed = false }: WizardStepperProps) {
  const { t } = useTranslation();
  const activeIndex = Math.max(
    0,
    steps.findIndex((step) => step.value === active),
  );
  return (
    <Stepper activeStep={activeIndex} alternativeLabel>
      {steps.map((step, index) => (
        <Step key={step.value} completed={index < activeIndex}>
          <StepLabel error={failed && index === activeIndex}>
            {t(`wizardSteps.${step.value}`, { defaultValue: step.label })}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
