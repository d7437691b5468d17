import { z } from 'zod';
import { type CommonErrorCode, endpointsOf } from '../endpoint';
import {
  AutomationPreviewSchema,
  AutomationRfqParamSchema,
  AutomationRuleSchema,
  AutomationRulesSchema,
  AutomationSendSchema,
  AutomationSentSchema,
  DiscoverPriceQuerySchema,
  DiscoveredPricesSchema,
  PriceIdParamSchema,
  PricingProductQuerySchema,
  PricingProductSchema,
  SharePriceSchema,
  SharedPricePageSchema,
  SharedPriceQuerySchema,
  SharedPriceSchema,
} from './pricing';

/** The error codes a pricing call can answer. */
export type PricingErrorCode = CommonErrorCode | 'NOT_FOUND' | 'CONFLICT' | 'RFQ_NOT_ALLOWED_NOW';

const define = endpointsOf<PricingErrorCode>();

/**
 * Seller pricing and quotation automation (doc 3 §2: `/share-price` in the seller portal,
 * `/discover-price`, `/automate-quotation` behind Allow_Quotation_Automation; issue 19).
 */
export const PRICING_ENDPOINTS = {
  sharedPrices: define({
    id: 'pricing.shared-prices',
    method: 'GET',
    path: '/share-price/list',
    access: 'Display_Share_Price_Seller',
    query: SharedPriceQuerySchema,
    response: SharedPricePageSchema,
    summary: 'The prices shared: a seller sees its own, staff every seller’s',
  }),
  sharePrice: define({
    id: 'pricing.share-price',
    method: 'POST',
    path: '/share-price',
    access: 'Allow_Share_Price',
    body: SharePriceSchema,
    response: SharedPriceSchema,
    status: 201,
    errors: ['NOT_FOUND'],
    summary: 'Share (or renew) the price of a product in a region: ex-works, freight, valid until',
  }),
  removePrice: define({
    id: 'pricing.remove-price',
    method: 'DELETE',
    path: '/share-price/:id',
    access: 'Allow_Share_Price',
    params: PriceIdParamSchema,
    response: z.object({ removed: z.boolean() }),
    errors: ['NOT_FOUND'],
    summary: 'Withdraw a shared price (a seller its own only)',
  }),
  products: define({
    id: 'pricing.products',
    method: 'GET',
    path: '/share-price/products',
    access: 'signed-in',
    query: PricingProductQuerySchema,
    response: z.array(PricingProductSchema),
    summary: 'Active catalogue products to price (20 by name or SKU)',
  }),
  discover: define({
    id: 'pricing.discover',
    method: 'GET',
    path: '/discover-price',
    access: 'Display_Discover_Price_Tab',
    query: DiscoverPriceQuerySchema,
    response: DiscoveredPricesSchema,
    errors: ['NOT_FOUND'],
    summary: 'The prices sellers offer for a product (and region): price lists and enquiry answers, L1 first',
  }),
  automationRules: define({
    id: 'pricing.automation-rules',
    method: 'GET',
    path: '/automate-quotation/rules',
    access: 'Allow_Quotation_Automation',
    response: AutomationRulesSchema,
    summary: 'The automation rule of each business unit (least margin, answers used, on/off)',
  }),
  saveAutomationRule: define({
    id: 'pricing.automation-rule-save',
    method: 'PUT',
    path: '/automate-quotation/rules',
    access: 'Allow_Quotation_Automation',
    body: AutomationRuleSchema,
    response: AutomationRulesSchema,
    summary: 'Set a business unit’s automation rule',
  }),
  automationPreview: define({
    id: 'pricing.automation-preview',
    method: 'GET',
    path: '/automate-quotation/preview/:rfqKey',
    access: 'Allow_Quotation_Automation',
    params: AutomationRfqParamSchema,
    response: AutomationPreviewSchema,
    errors: ['NOT_FOUND'],
    summary: 'Price an enquiry by the rule: per line the chosen seller, landed price and margin',
  }),
  automationSend: define({
    id: 'pricing.automation-send',
    method: 'POST',
    path: '/automate-quotation/send',
    access: 'Allow_Quotation_Automation',
    body: AutomationSendSchema,
    response: AutomationSentSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT', 'RFQ_NOT_ALLOWED_NOW'],
    summary: 'Draw the previewed quotation (through the RFQ area’s command)',
  }),
};
