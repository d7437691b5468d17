import { z } from 'zod';
import { queryDate } from '../common/query';
import { PinCodeSchema } from './party-common';

/** POST credit/gstValidation. The GSTIN is taken as typed: reporting what is wrong with it is the point. */
export const GstValidationRequestSchema = z.object({
  gstin: z.string().trim().min(1, 'Required').max(20, 'At most 20 characters'),
  /** When given, the GSTIN's state must be this one. */
  stateCode: z
    .string()
    .regex(/^\d{2}$/, 'Enter a valid state code')
    .optional(),
  /** When given, the PIN must lie in the GSTIN's state. */
  pinCode: PinCodeSchema.optional(),
  /** When given, the registration must not have been cancelled on or before this date. */
  invoiceDate: queryDate(),
});
export type GstValidationRequest = z.infer<typeof GstValidationRequestSchema>;

export const GST_PROBLEM_CODES = [
  'GSTIN_FORMAT_INVALID',
  'GSTIN_CHECK_CHARACTER_INVALID',
  'GSTIN_STATE_MISMATCH',
  'PIN_STATE_MISMATCH',
  'GSTIN_NOT_REGISTERED',
  'GSTIN_CANCELLED',
  'GSTIN_SUSPENDED',
  'GSTIN_CANCELLED_BEFORE_INVOICE_DATE',
] as const;
export const GstProblemCodeSchema = z.enum(GST_PROBLEM_CODES);
export type GstProblemCode = z.infer<typeof GstProblemCodeSchema>;

export const GstRegistrationSchema = z.object({
  gstin: z.string(),
  status: z.enum(['ACTIVE', 'CANCELLED', 'SUSPENDED']),
  statusLabel: z.string(),
  cancelledOn: z.string().nullable(),
  legalName: z.string(),
  stateCode: z.string(),
});
export type GstRegistration = z.infer<typeof GstRegistrationSchema>;

export const GstValidationResultSchema = z.object({
  gstin: z.string(),
  isValid: z.boolean(),
  formatValid: z.boolean(),
  checkCharacterValid: z.boolean(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  registration: GstRegistrationSchema.nullable(),
  problems: z.array(z.object({ code: GstProblemCodeSchema, field: z.string(), message: z.string() })),
});
export type GstValidationResult = z.infer<typeof GstValidationResultSchema>;

/** The buyer profile's GST validation tab: the buyer's GSTIN and every address GSTIN. */
export const BuyerGstValidationSchema = z.object({
  buyerId: z.string(),
  results: z.array(
    z.object({
      source: z.enum(['BUYER', 'ADDRESS']),
      addressId: z.string().nullable(),
      result: GstValidationResultSchema,
    }),
  ),
});
export type BuyerGstValidation = z.infer<typeof BuyerGstValidationSchema>;
