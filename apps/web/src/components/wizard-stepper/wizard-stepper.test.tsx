import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { ENQUIRY_WIZARD_STEPS, UPLOAD_WIZARD_STEPS, WizardStepper } from './wizard-stepper';

describe('WizardStepper', () => {
  it('shows Enquiry → Response → Confirm with earlier steps done', () => {
    const { container } = renderInApp(<WizardStepper steps={ENQUIRY_WIZARD_STEPS} active="RESPONSE" />);
    const labels = Array.from(container.querySelectorAll('.MuiStepLabel-label')).map((l) => l.textContent);
    expect(labels).toEqual(['Enquiry', 'Response', 'Confirm']);
    expect(
      screen.getByText('Enquiry').closest('.MuiStepLabel-root')!.querySelector('.Mui-completed'),
    ).not.toBeNull();
    expect(
      screen.getByText('Confirm').closest('.MuiStepLabel-root')!.querySelector('.Mui-completed'),
    ).toBeNull();
    expect(
      screen.getByText('Response').closest('.MuiStepLabel-root')!.querySelector('.Mui-active'),
    ).not.toBeNull();
  });

  it('shows Upload → Extracting → Completed and marks a failed step', () => {
    renderInApp(<WizardStepper steps={UPLOAD_WIZARD_STEPS} active="EXTRACTING" failed />);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(
      screen.getByText('Extracting').closest('.MuiStepLabel-root')!.querySelector('.Mui-error'),
    ).not.toBeNull();
  });

  it('speaks the interface language', () => {
    renderInApp(<WizardStepper steps={UPLOAD_WIZARD_STEPS} active="UPLOAD" />, { language: 'hi' });
    expect(screen.getByText('अपलोड')).toBeInTheDocument();
  });
});
