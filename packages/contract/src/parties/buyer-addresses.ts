import { GSTIN_MESSAGE, PIN_STATE_MESSAGE, gstinStateCode, isPinInState } from '@dom/domain';
import { z } from 'zod';
import {
  EmailSchema,
  GstinSchema,
  PersonNameSchema,
  PhoneSchema,
  PinCodeSchema,
  PlainTextSchema,
  StateCodeSchema,
} from './party-common';

export const AddressTypeSchema = z.enum(['SHIPPING', 'BILLING']);
export const GSTIN_STATE_MISMATCH_MESSAGE = "State does not match the GSTIN's state";

const blankToNull = (v: unknown) => (v === '' ? null : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable().optional());

/** The state must be the GSTIN's state and the PIN's (doc 2 §3 address; GST place of supply). */
function checkState(
  a: { stateCode: string; postalCode: string; gstNum?: string | null | undefined },
  ctx: z.RefinementCtx,
  names: { state: string; pin: string; gst: string },
): void {
  if (!isPinInState(a.postalCode, a.stateCode))
    ctx.addIssue({ code: 'custom', path: [names.pin], message: PIN_STATE_MESSAGE });
  if (a.gstNum && gstinStateCode(a.gstNum) !== a.stateCode)
    ctx.addIssue({ code: 'custom', path: [names.gst], message: GSTIN_STATE_MISMATCH_MESSAGE });
}

export const AddressInputSchema = z
  .object({
    addressId: z.uuid('Not a valid id').optional(),
    addressType: AddressTypeSchema.default('SHIPPING'),
    firstName: optional(PersonNameSchema),
    lastName: optional(PersonNameSchema),
    companyName: optional(PlainTextSchema(200)),
    addressLine1: PlainTextSchema(200),
    addressLine2: optional(PlainTextSchema(200)),
    cityName: PlainTextSchema(80),
    stateCode: StateCodeSchema,
    countryCode: z.literal('IN').default('IN'),
    postalCode: PinCodeSchema,
    regionName: optional(PlainTextSchema(80)),
    gstNum: optional(GstinSchema),
    emailId: optional(EmailSchema),
    phoneNumber: optional(PhoneSchema),
    externalAddressId: optional(
      z
        .string()
        .trim()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9._:-]+$/),
    ),
  })
  .superRefine((a, ctx) => checkState(a, ctx, { state: 'stateCode', pin: 'postalCode', gst: 'gstNum' }));
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const BuyerAddressSchema = z.object({
  addressId: z.string(),
  buyerId: z.string(),
  addressType: AddressTypeSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  cityName: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  postalCode: z.string(),
  regionName: z.string().nullable(),
  gstNum: z.string().nullable(),
  emailId: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  externalAddressId: z.string().nullable(),
});
export type BuyerAddress = z.infer<typeof BuyerAddressSchema>;

export const BuyerAddressListSchema = z.object({ addresses: z.array(BuyerAddressSchema) });
export type BuyerAddressList = z.infer<typeof BuyerAddressListSchema>;

/** POST credit/buyer/address/upsert: all or nothing. */
export const UpsertAddressesSchema = z.object({
  buyerId: z.uuid('Not a valid id'),
  addresses: z.array(AddressInputSchema).min(1).max(20),
});
export type UpsertAddresses = z.infer<typeof UpsertAddressesSchema>;

export const AddressDetailsQuerySchema = z.object({
  buyerId: z.uuid('Not a valid id'),
  addressId: z.uuid('Not a valid id').optional(),
  addressType: AddressTypeSchema.optional(),
});

export const AddressByGstQuerySchema = z.object({
  gstin: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s/g, '').toUpperCase() : v),
    z.string().regex(/^[0-9A-Z]{15}$/, GSTIN_MESSAGE),
  ),
});

export const BuyerAddressWithBuyerSchema = BuyerAddressSchema.extend({ buyerName: z.string() });
export const AddressByGstListSchema = z.object({ addresses: z.array(BuyerAddressWithBuyerSchema) });

/** The billing variant of an address (doc 2 §3): the books system's field names. */
export const BillingAddressInputSchema = z
  .object({
    addressId: z.uuid('Not a valid id').optional(),
    billingStreet: PlainTextSchema(200),
    billingStreet1: optional(PlainTextSchema(200)),
    billingStreet2: optional(PlainTextSchema(200)),
    billingCity: PlainTextSchema(80),
    billingState: optional(PlainTextSchema(80)),
    billingStateCode: StateCodeSchema,
    billingCountry: z.literal('India').default('India'),
    billingCode: PinCodeSchema,
    companyName: PlainTextSchema(200),
    gstNumber: optional(GstinSchema),
  })
  .superRefine((b, ctx) =>
    checkState({ stateCode: b.billingStateCode, postalCode: b.billingCode, gstNum: b.gstNumber }, ctx, {
      state: 'billingStateCode',
      pin: 'billingCode',
      gst: 'gstNumber',
    }),
  );
export type BillingAddressInput = z.infer<typeof BillingAddressInputSchema>;

export const UpsertBillingAddressSchema = z.object({
  buyerId: z.uuid('Not a valid id'),
  address: BillingAddressInputSchema,
});
export type UpsertBillingAddress = z.infer<typeof UpsertBillingAddressSchema>;

export const BillingAddressSchema = z.object({
  addressId: z.string(),
  buyerId: z.string(),
  billingStreet: z.string(),
  /** billingStreet1 and billingStreet2 are kept together as the second address line. */
  billingStreet1: z.string().nullable(),
  billingStreet2: z.string().nullable(),
  billingCity: z.string(),
  billingState: z.string(),
  billingStateCode: z.string(),
  billingCountry: z.string(),
  billingCode: z.string(),
  companyName: z.string().nullable(),
  gstNumber: z.string().nullable(),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;
