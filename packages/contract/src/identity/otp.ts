import { z } from 'zod';
import { NewPasswordSchema } from './auth';

export const OTP_LENGTH = 6;
const OtpCode = z.string().regex(/^\d{6}$/, 'Enter the 6-digit OTP');

/** Either a login name or a registered mobile number (+91 optional). */
export const RequestOtpSchema = z
  .object({
    username: z.string().trim().min(1).max(200).optional(),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^(?:\+91)?[6-9]\d{9}$/, 'Enter a valid 10-digit phone number')
      .optional(),
  })
  .refine((v) => v.username !== undefined || v.phoneNumber !== undefined, {
    message: 'Enter your username or mobile number',
    path: ['username'],
  });
export type RequestOtp = z.infer<typeof RequestOtpSchema>;

/** The same answer whether or not the account exists, so the call cannot be used to find accounts. */
export const OtpSentSchema = z.object({
  otpId: z.uuid(),
  message: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof OtpSentSchema>;

export const ValidateOtpSchema = z.object({ otpId: z.uuid(), otp: OtpCode });
export type ValidateOtp = z.infer<typeof ValidateOtpSchema>;

/** One-time client credentials, redeemed at the token endpoint with grant_type=client_credentials. */
export const OtpValidatedSchema = z.object({
  client_id: z.string(),
  client_secret: z.string(),
  expires_in: z.number().int(),
});
export type OtpValidated = z.infer<typeof OtpValidatedSchema>;

export const ResendOtpSchema = z.object({ otpId: z.uuid() });
export type ResendOtp = z.infer<typeof ResendOtpSchema>;

export const ResetPasswordSchema = z.object({ username: z.string().trim().min(1).max(200) });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const ConfirmPasswordSchema = z.object({
  username: z.string().trim().min(1).max(200),
  code: OtpCode,
  newPassword: NewPasswordSchema,
});
export type ConfirmPassword = z.infer<typeof ConfirmPasswordSchema>;

export const UpdatePasswordSchema = z.object({
  oldPassword: z.string().min(1, 'Enter your current password').max(1024),
  newPassword: NewPasswordSchema,
});
export type UpdatePassword = z.infer<typeof UpdatePasswordSchema>;
