import { z } from 'zod';
import { allowedActionTo } from '../common/allowed-action';

/** Onboarding moves of a buyer or seller (the domain's onboarding transition tables). */
export const ONBOARDING_ACTIONS = [
  'requestKycDocuments',
  'submitKyc',
  'approveKyc',
  'rejectKyc',
  'reuploadKyc',
  'suspend',
  'reinstate',
] as const;
export const OnboardingActionSchema = z.enum(ONBOARDING_ACTIONS);

export const OnboardingMoveSchema = z.object({ action: OnboardingActionSchema });
export type OnboardingMove = z.infer<typeof OnboardingMoveSchema>;

/**
 * An onboarding move the caller may make now (`AllowedActionSchema`): the party's status call with
 * its id, the move's name as the call's body, and the onboarding status it leads to.
 */
export const OnboardingAllowedActionSchema = allowedActionTo(z.string()).extend({
  action: OnboardingActionSchema,
});
export type OnboardingAllowedAction = z.infer<typeof OnboardingAllowedActionSchema>;

export const OnboardingMoveResultSchema = z.object({
  id: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  /** The moves the caller may make next (the screen shows only these). */
  allowedActions: z.array(OnboardingAllowedActionSchema),
});
export type OnboardingMoveResult = z.infer<typeof OnboardingMoveResultSchema>;
