import {
  BUYER_ONBOARDING_STATUSES,
  COMMUNICATION_PREFERENCES,
  CONTACT_CHANNELS,
  CONTACT_ROLES,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  GSTIN_MESSAGE,
  GSTIN_STATE_CODES,
  IFSC_MESSAGE,
  IFSC_PATTERN,
  NAME_MESSAGE,
  NAME_PATTERN,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  PIN_CODE_MESSAGE,
  PIN_CODE_PATTERN,
  REQUIRED_FIELD_MESSAGE,
  SELLER_ONBOARDING_STATUSES,
  isValidGstin,
  normalizeGstin,
  normalizePinCode,
} from '@dom/domain';
import { z } from 'zod';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const BuyerStatusSchema = z.enum(values(BUYER_ONBOARDING_STATUSES));
export type BuyerStatus = z.infer<typeof BuyerStatusSchema>;
export const SellerStatusSchema = z.enum(values(SELLER_ONBOARDING_STATUSES));
export type SellerStatus = z.infer<typeof SellerStatusSchema>;
export const PartyBusinessUnitSchema = z.enum(['DIRECT', 'UBS', 'UTCL']);
export const ContactRoleSchema = z.enum(values(CONTACT_ROLES));
export const ContactChannelSchema = z.enum(values(CONTACT_CHANNELS));
export const CommunicationPreferenceSchema = z.enum(values(COMMUNICATION_PREFERENCES));

/** A label beside every status value, so a screen never spells one itself. */
export const StatusWithLabelSchema = z.object({ value: z.string(), label: z.string() });

/** People paste GSTINs with spaces or in lower case; the rules apply to the canonical form. */
export const GstinSchema = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeGstin(v) : v),
  z.string().refine(isValidGstin, GSTIN_MESSAGE),
);
export const PinCodeSchema = z
  .string()
  .trim()
  .regex(PIN_CODE_PATTERN, PIN_CODE_MESSAGE)
  .transform((v) => normalizePinCode(v));
export const PhoneSchema = z.string().trim().regex(PHONE_PATTERN, PHONE_MESSAGE);
export const EmailSchema = z.string().trim().max(254).regex(EMAIL_PATTERN, EMAIL_MESSAGE);
/**
 * A person's name; left empty it is "Required", not a name of the wrong letters. Not an aborting
 * issue: the form's own cross-field checks (a GSTIN the treatment needs…) still run and speak.
 */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(1, REQUIRED_FIELD_MESSAGE)
  .max(120)
  .refine((v) => v === '' || NAME_PATTERN.test(v), NAME_MESSAGE);
export const IfscSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string().regex(IFSC_PATTERN, IFSC_MESSAGE),
);
export const StateCodeSchema = z
  .string()
  .refine((v) => GSTIN_STATE_CODES.includes(v), 'Enter a valid state code');
/** Company names, address lines and the like: printable text without markup characters. */
export const PlainTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1, REQUIRED_FIELD_MESSAGE)
    .max(max, `At most ${max} characters`)
    .regex(/^[^<>]*$/, 'Please avoid special characters like < and >');

export const PartyIdParamSchema = z.object({ id: z.uuid('Not a valid id') });
