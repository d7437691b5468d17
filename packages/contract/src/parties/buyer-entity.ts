import {
  GSTIN_MESSAGE,
  NEW_ENTITY_DEFAULTS,
  PIN_STATE_MESSAGE,
  gstinStateCode,
  isPinInState,
} from '@dom/domain';
import { z } from 'zod';
import { GstRegistrationSchema } from './gst-validation';
import {
  EmailSchema,
  GstinSchema,
  PartyBusinessUnitSchema,
  PersonNameSchema,
  PhoneSchema,
  PinCodeSchema,
  PlainTextSchema,
} from './party-common';

/** GST treatments of the books system; business_gst (registered business) is the default. */
export const GST_TREATMENTS = ['business_gst', 'business_none', 'consumer', 'overseas'] as const;
export const GstTreatmentSchema = z.enum(GST_TREATMENTS);

/** Udyam registration number of an MSME: UDYAM-<state letters>-<2 digits>-<7 digits>. */
export const MSME_NUMBER_PATTERN = /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/;
export const MSME_NUMBER_MESSAGE = 'Enter a valid Udyam number like UDYAM-MH-01-0000001';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST credit/buyer/save: the new buyer-entity form with the spec's defaults (doc 2 §3). */
export const NewEntitySchema = z
  .object({
    gstTreatment: GstTreatmentSchema.default(NEW_ENTITY_DEFAULTS.gstTreatment),
    gstNumber: z.preprocess(blankToUndefined, GstinSchema.optional()),
    nameOfEntity: PlainTextSchema(200),
    contactName: PersonNameSchema,
    phoneNumber: PhoneSchema,
    email: z.preprocess(blankToUndefined, EmailSchema.optional()),
    address: PlainTextSchema(200),
    addressLine2: z.preprocess(blankToUndefined, PlainTextSchema(200).optional()),
    cityName: z.preprocess(blankToUndefined, PlainTextSchema(80).optional()),
    pinCode: PinCodeSchema,
    isMsme: z.enum(['Yes', 'No']).default(NEW_ENTITY_DEFAULTS.isMsme),
    msmeNumber: z.preprocess(
      (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toUpperCase()) : v),
      z.string().regex(MSME_NUMBER_PATTERN, MSME_NUMBER_MESSAGE).optional(),
    ),
    businessUnit: PartyBusinessUnitSchema.default('DIRECT'),
  })
  .superRefine((e, ctx) => {
    if (e.gstTreatment === 'business_gst' && !e.gstNumber)
      ctx.addIssue({ code: 'custom', path: ['gstNumber'], message: GSTIN_MESSAGE });
    if (e.gstNumber && !isPinInState(e.pinCode, gstinStateCode(e.gstNumber)))
      ctx.addIssue({ code: 'custom', path: ['pinCode'], message: PIN_STATE_MESSAGE });
    if (e.isMsme === 'Yes' && !e.msmeNumber)
      ctx.addIssue({ code: 'custom', path: ['msmeNumber'], message: MSME_NUMBER_MESSAGE });
  });
export type NewEntity = z.infer<typeof NewEntitySchema>;

export const NewEntityResultSchema = z.object({
  buyerId: z.string(),
  partnerBuyerAccountId: z.string(),
  status: z.string(),
});
export type NewEntityResult = z.infer<typeof NewEntityResultSchema>;

/** POST credit/buyer/enrich: what the registry knows of a GSTIN, to prefill the form. */
export const EnrichRequestSchema = z.object({ gstNumber: GstinSchema });
export const EnrichResultSchema = z.object({
  gstNumber: z.string(),
  nameOfEntity: z.string().nullable(),
  pan: z.string(),
  stateCode: z.string(),
  stateName: z.string().nullable(),
  registration: GstRegistrationSchema.nullable(),
  /** The buyer already on board with this GSTIN, if any. */
  existingBuyerId: z.string().nullable(),
});
export type EnrichResult = z.infer<typeof EnrichResultSchema>;
