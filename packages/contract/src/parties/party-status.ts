import { z } from 'zod';

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

export const OnboardingMoveResultSchema = z.object({
  id: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  /** The moves the caller may make next (the screen shows only these). */
  allowedActions: z.array(OnboardingActionSchema),
});
export type OnboardingMoveResult = z.infer<typeof OnboardingMoveResultSchema>;
