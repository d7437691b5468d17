import {
  BUSINESS_USER_TYPE_VALUES,
  ENQUIRY_STATUSES,
  PRICING_BASES,
  QUOTATION_STATUSES,
  RESPONSE_SOURCES,
  RFQ_CLOSE_REASONS,
  SALES_TYPES,
  SELLER_RFQ_STATUSES,
  optionValues,
  validateBuyerCreditDays,
  validatePreferredPaymentDays,
  validateSellerCreditDays,
  PIN_STATE_MESSAGE,
  gstinStateCode,
  isPinInState,
} from '@dom/domain';
import { z } from 'zod';
import { MoneySchema } from '../common/money';
import { CommentSchema } from '../common/comment';
import { allowedActionTo } from '../common/allowed-action';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryList, queryText } from '../common/query';
import { EnhancerSchema } from '../credit-limits/credit-limits';
import { EnhancerTypeSchema, PaiseWireSchema, QuantityWireSchema } from '../orders/order-common';
import {
  EmailSchema,
  GstinSchema,
  PartyBusinessUnitSchema,
  PersonNameSchema,
  PhoneSchema,
  PinCodeSchema,
  PlainTextSchema,
} from '../parties/party-common';

/**
 * Buyer RFQs (enquiries), the sellers' answers, the comparison and quotations (doc 3 §3, §4, §7;
 * issue 19). Money is paise as digits; quantities are text with at most 3 decimals.
 */

const enumOf = <T extends readonly { value: string; label: string }[]>(list: T) =>
  z.enum(optionValues(list) as [T[number]['value'], ...T[number]['value'][]]);

export const EnquiryStatusSchema = enumOf(ENQUIRY_STATUSES);
export const QuotationStatusSchema = enumOf(QUOTATION_STATUSES);
export const SellerRfqStatusSchema = enumOf(SELLER_RFQ_STATUSES);
export const ResponseSourceSchema = enumOf(RESPONSE_SOURCES);
export const PricingBasisSchema = enumOf(PRICING_BASES);
export const SalesTypeSchema = enumOf(SALES_TYPES);
export const RfqCloseReasonSchema = enumOf(RFQ_CLOSE_REASONS);

const days = (check: (d: number) => string | null) =>
  z.number().superRefine((d, ctx) => {
    const problem = check(d);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const comment = CommentSchema.max(5000);

// ---------------------------------------------------------------------------------------------
// Create

export const RfqLineInputSchema = z.object({
  productId: z.string().uuid(),
  quantity: QuantityWireSchema,
  /** The price per unit the buyer is to be quoted (target), paise. */
  buyerPricePaise: MoneySchema,
});

export const RfqConsignmentInputSchema = z.object({
  label: z.string().trim().min(1).max(80),
  deliveryDate: z.iso.date().optional(),
  lines: z.array(RfqLineInputSchema).min(1).max(100),
});

// ---------------------------------------------------------------------------------------------
// Enquiry wizard step 1: a draft buyer (`buyerRFQ/draftBuyer`) and the shipping address
// (`buyerRFQ/address/shipping`); doc 3 §5: phone, email, GSTIN shape, names.

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A shipping address typed in the wizard; with a GSTIN, the pin code must lie in its state. */
export const ShippingAddressInputSchema = z
  .object({
    companyName: z.preprocess(blank, PlainTextSchema(200).optional()),
    addressLine1: PlainTextSchema(200),
    addressLine2: z.preprocess(blank, PlainTextSchema(200).optional()),
    cityName: PlainTextSchema(80),
    pinCode: PinCodeSchema,
    gstNumber: z.preprocess(blank, GstinSchema.optional()),
    phoneNumber: z.preprocess(blank, PhoneSchema.optional()),
  })
  .superRefine((a, ctx) => {
    if (a.gstNumber && !isPinInState(a.pinCode, gstinStateCode(a.gstNumber)))
      ctx.addIssue({ code: 'custom', path: ['pinCode'], message: PIN_STATE_MESSAGE });
  });
export type ShippingAddressInput = z.infer<typeof ShippingAddressInputSchema>;

export const AddShippingAddressSchema = z
  .object({ buyerId: z.string().uuid() })
  .and(ShippingAddressInputSchema);
export type AddShippingAddress = z.infer<typeof AddShippingAddressSchema>;
export const ShippingAddressQuerySchema = z.object({ buyerId: z.string().uuid() });

export const ShippingAddressSchema = z.object({
  id: z.string(),
  companyName: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  cityName: z.string(),
  stateName: z.string(),
  postalCode: z.string(),
  gstNum: z.string().nullable(),
  /** One line, as the wizard and the RFQ show it. */
  label: z.string(),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/**
 * A buyer not yet on board, raised in place for an enquiry: UNVERIFIED until KYC, its contact the
 * primary contact, its address both billing and shipping address.
 */
export const DraftBuyerSchema = z.object({
  nameOfEntity: PlainTextSchema(200),
  contactName: PersonNameSchema,
  phoneNumber: PhoneSchema,
  email: z.preprocess(blank, EmailSchema.optional()),
  /**
   * One of the caller's business units (`draftBuyer/form` lists them). Left out, the caller's only
   * unit; a caller with several must choose (400 on `businessUnit` otherwise).
   */
  businessUnit: PartyBusinessUnitSchema.optional(),
  address: ShippingAddressInputSchema,
  /**
   * The buyer's RM: an active user with the RELATIONSHIP_MANAGER team role. Required unless the
   * caller is an RM (whose own buyer it then is).
   */
  rmEmail: z.preprocess(blank, z.string().trim().toLowerCase().pipe(z.email()).optional()),
});
export type DraftBuyer = z.infer<typeof DraftBuyerSchema>;

/**
 * What the New-buyer dialog asks of this caller (`buyerRFQ/draftBuyer/form`), by the rule the
 * server applies to `rmEmail`: a caller with an RM scope of their own raises buyers for themselves;
 * anyone else (customer support, a TM, other DIRECT staff) chooses the buyer's RM.
 */
export const DraftBuyerFormSchema = z.object({
  chooseRm: z.boolean(),
  /**
   * The business units the caller may raise a buyer in (their own, DIRECT grouping UTCL; every unit
   * for a caller not narrowed to any), in the units' order. One: the dialog asks nothing (the buyer
   * is raised there); several: it asks, the first chosen to begin with.
   */
  businessUnits: z.array(PartyBusinessUnitSchema).min(1),
});
export type DraftBuyerForm = z.infer<typeof DraftBuyerFormSchema>;

export const DraftBuyerResultSchema = z.object({
  buyerId: z.string(),
  code: z.string(),
  /** As the buyer choice lists it. */
  label: z.string(),
  onboardingStatus: z.string(),
  shippingAddress: ShippingAddressSchema,
});
export type DraftBuyerResult = z.infer<typeof DraftBuyerResultSchema>;

export const RfqCreateSchema = z.object({
  buyerId: z.string().uuid(),
  /** One of the buyer's shipping addresses (`buyerRFQ/address/shipping`). */
  shippingAddressId: z.string().uuid().optional(),
  pricingBasis: PricingBasisSchema,
  salesType: SalesTypeSchema.default('tradeSales'),
  /** The buyer's credit days (cap 21, doc 3 §5). */
  buyerCreditDays: days(validateBuyerCreditDays),
  paymentTerms: z.string().trim().min(1).max(100),
  comment: comment.optional(),
  consignments: z.array(RfqConsignmentInputSchema).min(1).max(20),
});
export type RfqCreate = z.infer<typeof RfqCreateSchema>;

// ---------------------------------------------------------------------------------------------
// Steps and operations

export const RfqKeyParamSchema = z.object({ rfqKey: z.string().min(1).max(40) });

/** One enquiry workflow step (doc 3 §4): the enquiry and an optional comment. */
export const EnquiryStepSchema = z.object({
  rfqKey: z.string().min(1).max(40),
  comment: comment.optional(),
});
export type EnquiryStep = z.infer<typeof EnquiryStepSchema>;
/** A step on an enquiry named in the path: an optional comment. */
export const EnquiryStepBodySchema = z.object({ comment: comment.optional() });

/** `sourcingCompleted`: the category manager's answer, with an optional override checklist. */
export const SourcingCompletedSchema = EnquiryStepSchema.extend({
  overrideChecklist: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
});
export type SourcingCompleted = z.infer<typeof SourcingCompletedSchema>;

/** Cancel (Dropped) or reject (Lost) with a reason. */
export const RfqCloseSchema = z.object({
  rfqKey: z.string().min(1).max(40),
  reason: RfqCloseReasonSchema,
  comment: comment.optional(),
});
export type RfqClose = z.infer<typeof RfqCloseSchema>;

export const ShareWithSellersSchema = z.object({
  rfqKey: z.string().min(1).max(40),
  sellerIds: z.array(z.string().uuid()).min(1).max(20),
});
export type ShareWithSellers = z.infer<typeof ShareWithSellersSchema>;

export const SellerPriceInputSchema = z.object({
  lineId: z.string().uuid(),
  exWorksPaise: MoneySchema,
  freightPaise: MoneySchema.default('0'),
});

/** A seller's answer: prices per line and terms (seller credit days ≤ 21, preferred ≤ credit days). */
export const SellerAnswerFieldsSchema = z
  .object({
    prices: z.array(SellerPriceInputSchema).min(1).max(200),
    capacity: z.string().trim().min(1).max(120),
    validUntil: z.iso.date(),
    sellerCreditDays: days(validateSellerCreditDays),
    preferredPaymentDays: z.number(),
    comment: comment.optional(),
  })
  .superRefine((a, ctx) => {
    const problem = validatePreferredPaymentDays(a.preferredPaymentDays, a.sellerCreditDays);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['preferredPaymentDays'] });
  });

export const SellerAnswerSchema = z
  .object({ sellerRfqKey: z.string().min(1).max(40) })
  .and(SellerAnswerFieldsSchema);
export type SellerAnswer = z.infer<typeof SellerAnswerSchema>;

export const RegisterResponseSchema = z
  .object({ rfqKey: z.string().min(1).max(40), sellerId: z.string().uuid() })
  .and(SellerAnswerFieldsSchema);
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** Finalize seller: the seller RFQ chosen for each line (one seller for all is the same list). */
export const FinalizeSellerSchema = z.object({
  rfqKey: z.string().min(1).max(40),
  picks: z
    .array(z.object({ lineId: z.string().uuid(), sellerRfqKey: z.string().min(1).max(40) }))
    .min(1)
    .max(200),
});
export type FinalizeSeller = z.infer<typeof FinalizeSellerSchema>;

export const QuotationKeyBodySchema = z.object({
  quotationKey: z.string().min(1).max(40),
  comment: comment.optional(),
});
export type QuotationKeyBody = z.infer<typeof QuotationKeyBodySchema>;

/** Reassign business-user type: the enquiry's RM, CM or sourcer becomes the user with this email. */
export const ReassignBusinessUserSchema = z.object({
  rfqKey: z.string().min(1).max(40),
  businessUserType: z.enum(BUSINESS_USER_TYPE_VALUES),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  comment: comment.optional(),
});
export type ReassignBusinessUser = z.infer<typeof ReassignBusinessUserSchema>;

/** The users an enquiry's RM, CM or sourcer may be handed to (`GET /enquiry/businessUsers`). */
export const BusinessUserOptionsQuerySchema = z.object({
  rfqKey: z.string().min(1).max(40),
  businessUserType: z.enum(BUSINESS_USER_TYPE_VALUES),
  search: queryText(),
});
export type BusinessUserOptionsQuery = z.infer<typeof BusinessUserOptionsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** An allowed action on an RFQ (`AllowedActionSchema`): `to` is the enquiry status a move leads to. */
export const RfqAllowedActionSchema = allowedActionTo(EnquiryStatusSchema);
export type RfqAllowedAction = z.infer<typeof RfqAllowedActionSchema>;
/** An allowed action on a quotation: `to` is the quotation status its move leads to. */
export const QuotationAllowedActionSchema = allowedActionTo(QuotationStatusSchema);
export type QuotationAllowedAction = z.infer<typeof QuotationAllowedActionSchema>;

export const RfqListQuerySchema = PageQuerySchema.extend({
  search: queryText(),
  statuses: queryList(EnquiryStatusSchema),
  pricingBasis: z.preprocess((v) => (v === '' ? undefined : v), PricingBasisSchema.optional()),
});
export type RfqListQuery = z.infer<typeof RfqListQuerySchema>;

export const RfqListItemSchema = z.object({
  rfqKey: z.string(),
  buyerName: z.string(),
  buyerCode: z.string(),
  businessUnit: z.string(),
  pricingBasis: PricingBasisSchema,
  salesType: SalesTypeSchema,
  status: EnquiryStatusSchema,
  /** The label key shown: the status, or UNDER_NEGOTIATION. */
  displayStatus: z.string(),
  lineCount: z.number().int(),
  sellerCount: z.number().int(),
  responseCount: z.number().int(),
  /** The buyer value (Σ quantity × buyer price), paise. */
  valuePaise: z.string(),
  rmEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type RfqListItem = z.infer<typeof RfqListItemSchema>;
export const RfqPageSchema = pageOf(RfqListItemSchema);

export const RfqStatusCountsSchema = z.array(
  z.object({ status: EnquiryStatusSchema, count: z.number().int() }),
);
export type RfqStatusCounts = z.infer<typeof RfqStatusCountsSchema>;

export const RfqLineSchema = z.object({
  id: z.string(),
  consignmentLabel: z.string(),
  position: z.number().int(),
  productId: z.string(),
  sku: z.string(),
  productName: z.string(),
  unit: z.string(),
  hsn: z.string(),
  quantity: z.string(),
  buyerPricePaise: z.string(),
  /** The seller RFQ picked for this line (finalize seller), if any. */
  pickedSellerRfqKey: z.string().nullable(),
});
export type RfqLine = z.infer<typeof RfqLineSchema>;

export const SellerPriceSchema = z.object({
  lineId: z.string(),
  exWorksPaise: z.string(),
  freightPaise: z.string(),
});

export const SellerRfqSchema = z.object({
  sellerRfqKey: z.string(),
  rfqKey: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: SellerRfqStatusSchema,
  source: ResponseSourceSchema.nullable(),
  capacity: z.string().nullable(),
  validUntil: z.string().nullable(),
  sellerCreditDays: z.number().int().nullable(),
  preferredPaymentDays: z.number().int().nullable(),
  /** The spec's mismatch message when the seller's credit days differ from the buyer's. */
  creditDaysWarning: z.string().nullable(),
  respondedAt: z.string().nullable(),
  prices: z.array(SellerPriceSchema),
});
export type SellerRfq = z.infer<typeof SellerRfqSchema>;

export const QuotationLineSchema = z.object({
  lineId: z.string(),
  productName: z.string(),
  quantity: z.string(),
  sellerRfqKey: z.string(),
  sellerName: z.string(),
  buyerPricePaise: z.string(),
  sellerPricePaise: z.string(),
  marginBp: z.number().int(),
});

/**
 * One seller's minimum order value check (`ops-supply/mov/validate`): what it is to be paid for its
 * lines against its minimum (its own rule or the default; null: no rule, always met).
 */
export const MovSellerCheckSchema = z.object({
  sellerId: z.string(),
  sellerName: z.string(),
  sellerRfqKey: z.string(),
  lineIds: z.array(z.string()),
  orderValuePaise: z.string(),
  movPaise: z.string().nullable(),
  meets: z.boolean(),
  shortfallPaise: z.string(),
  /** The words shown when it is not met. */
  message: z.string().nullable(),
});
export type MovSellerCheck = z.infer<typeof MovSellerCheckSchema>;

/** Validate the MOV of an enquiry's current picks, or of one of its quotations. */
export const MovValidateSchema = z.object({
  rfqKey: z.string().min(1).max(40),
  quotationKey: z.string().min(1).max(40).optional(),
});
export type MovValidate = z.infer<typeof MovValidateSchema>;

export const MovValidationSchema = z.object({
  rfqKey: z.string(),
  quotationKey: z.string().nullable(),
  allMet: z.boolean(),
  sellers: z.array(MovSellerCheckSchema),
});
export type MovValidation = z.infer<typeof MovValidationSchema>;

export const QuotationSchema = z.object({
  quotationKey: z.string(),
  rfqKey: z.string(),
  buyerName: z.string(),
  businessUnit: z.string(),
  status: QuotationStatusSchema,
  totalPaise: z.string(),
  costPaise: z.string(),
  marginBp: z.number().int(),
  needsApproval: z.boolean(),
  approvalKey: z.string().nullable(),
  orderKeys: z.array(z.string()),
  createdAt: z.string(),
  lines: z.array(QuotationLineSchema),
  /** Each seller's minimum order value check (a warning here; placing the order refuses a shortfall). */
  mov: z.array(MovSellerCheckSchema),
  allowedActions: z.array(QuotationAllowedActionSchema),
});
export type Quotation = z.infer<typeof QuotationSchema>;

export const ActivityEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const RfqDetailSchema = z.object({
  rfqKey: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  buyerCode: z.string(),
  /** The shipping address picked or typed in the wizard, one line; null when none was given. */
  shippingAddress: z.string().nullable(),
  businessUnit: z.string(),
  pricingBasis: PricingBasisSchema,
  salesType: SalesTypeSchema,
  status: EnquiryStatusSchema,
  displayStatus: z.string(),
  buyerCreditDays: z.number().int(),
  paymentTerms: z.string(),
  closeReason: z.string().nullable(),
  overrideChecklist: z.array(z.string()),
  rmEmail: z.string().nullable(),
  /** The category manager and the sourcer the enquiry is assigned to (reassign business-user type). */
  cmEmail: z.string().nullable(),
  sourcerEmail: z.string().nullable(),
  valuePaise: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
  lines: z.array(RfqLineSchema),
  sellerRfqs: z.array(SellerRfqSchema),
  quotations: z.array(QuotationSchema),
  orderKeys: z.array(z.string()),
  activity: z.array(ActivityEntrySchema),
  allowedActions: z.array(RfqAllowedActionSchema),
});
export type RfqDetail = z.infer<typeof RfqDetailSchema>;

/** One seller's offer on one line, on the enquiry's pricing basis. */
export const ComparisonOfferSchema = z.object({
  sellerRfqKey: z.string(),
  sellerName: z.string(),
  exWorksPaise: z.string(),
  freightPaise: z.string(),
  landedPaise: z.string(),
  /** 1 for L1 …; 0 for an expired answer, which is never ranked. */
  rank: z.number().int(),
  marginBp: z.number().int(),
  capacity: z.string().nullable(),
  sellerCreditDays: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  /** Its validity has lapsed: shown as expired, listed after the ranked offers. */
  expired: z.boolean(),
  picked: z.boolean(),
});

export const ComparisonSchema = z.object({
  rfqKey: z.string(),
  pricingBasis: PricingBasisSchema,
  lines: z.array(
    z.object({
      lineId: z.string(),
      productName: z.string(),
      quantity: z.string(),
      unit: z.string(),
      buyerPricePaise: z.string(),
      offers: z.array(ComparisonOfferSchema),
    }),
  ),
  /** Totals of the current picks (lines without a pick count nothing). */
  pickedTotalPaise: z.string(),
  pickedCostPaise: z.string(),
  pickedMarginBp: z.number().int(),
  /** The minimum order value check of the current picks, per seller. */
  mov: z.array(MovSellerCheckSchema),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

export const QuotationListQuerySchema = PageQuerySchema.extend({
  search: queryText(),
  statuses: queryList(QuotationStatusSchema),
});
export type QuotationListQuery = z.infer<typeof QuotationListQuerySchema>;
export const QuotationPageSchema = pageOf(
  QuotationSchema.omit({ lines: true, mov: true, allowedActions: true }),
);

export const SellerEnquiryQuerySchema = PageQuerySchema.extend({
  search: queryText(),
  statuses: queryList(SellerRfqStatusSchema),
});
export type SellerEnquiryQuery = z.infer<typeof SellerEnquiryQuerySchema>;

export const SellerEnquiryItemSchema = z.object({
  sellerRfqKey: z.string(),
  rfqKey: z.string(),
  sellerName: z.string(),
  pricingBasis: PricingBasisSchema,
  status: SellerRfqStatusSchema,
  lineCount: z.number().int(),
  sharedAt: z.string(),
  respondedAt: z.string().nullable(),
  /** Whether the enquiry still takes answers. */
  open: z.boolean(),
});
export const SellerEnquiryPageSchema = pageOf(SellerEnquiryItemSchema);

export const SellerEnquiryDetailSchema = SellerEnquiryItemSchema.extend({
  deliveryState: z.string(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      consignmentLabel: z.string(),
      productName: z.string(),
      sku: z.string(),
      unit: z.string(),
      quantity: z.string(),
    }),
  ),
  answer: SellerRfqSchema,
  /** The seller may answer now (only the seller itself, while the enquiry is sourced). */
  mayAnswer: z.boolean(),
});
export type SellerEnquiryDetail = z.infer<typeof SellerEnquiryDetailSchema>;
/**
 * The enhancer types available to an RFQ's buyer (`GET quotation/enhancerTypes/buyerRFQ/{id}`): the
 * buyer's enhancers in force today (enabled, within validity), grouped by type in the spec's order
 * (OPEN_LIMIT, LC, BG, CHEQUE, ANCHOR, FINANCING_PARTNER), each type with its total and latest validity.
 */
export const RfqEnhancerTypesSchema = z.object({
  rfqKey: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  enhancerTypes: z.array(
    z.object({
      enhancerType: EnhancerTypeSchema,
      totalPaise: PaiseWireSchema,
      validUntil: z.string(),
      enhancers: z.array(EnhancerSchema),
    }),
  ),
});
export type RfqEnhancerTypes = z.infer<typeof RfqEnhancerTypesSchema>;

export const SellerRfqKeyParamSchema = z.object({ sellerRfqKey: z.string().min(1).max(40) });

export const ConversionResultSchema = z.object({
  rfqKey: z.string(),
  quotationKey: z.string(),
  orderKeys: z.array(z.string()),
});
export type ConversionResult = z.infer<typeof ConversionResultSchema>;

export const SellerOptionsQuerySchema = z.object({ search: queryText() });
export const SellerOptionsSchema = z.array(z.object({ value: z.string(), label: z.string() }));

/**
 * The New-buyer dialog's RM search (`buyerRFQ/draftBuyer/rm-options`): the RMs who serve the new
 * buyer's unit — the one chosen in the dialog (one of the caller's, else 400), or left out the
 * caller's only unit (a caller with several: the RMs serving any of them).
 */
export const DraftBuyerRmOptionsQuerySchema = SellerOptionsQuerySchema.extend({
  businessUnit: PartyBusinessUnitSchema.optional(),
});
export type DraftBuyerRmOptionsQuery = z.infer<typeof DraftBuyerRmOptionsQuerySchema>;
