import { PRICING_ENDPOINTS, RFQ_ENDPOINTS } from '@dom/contract';
import type { AutomationRule, SharePrice } from '@dom/contract';
import { tryParseRupees } from '@dom/domain';
import { call } from '../../lib/api-client';
import type { QueryParams } from '../../lib/query-string';

export const PRICING_KEY = 'pricing';

const on = PRICING_ENDPOINTS;
const idem = (idempotencyKey: string) => ({ idempotencyKey });

export const sharedPrices = (query: QueryParams) => call(on.sharedPrices, { query });
export const sharePrice = (body: SharePrice, key: string) => call(on.sharePrice, { body }, idem(key));
export const removePrice = (id: string, key: string) => call(on.removePrice, { params: { id } }, idem(key));
export const productOptions = async (search: string) =>
  (await call(on.products, { query: { search } })).map((p) => ({
    value: p.id,
    label: `${p.name} (${p.sku}) · ${p.unit}`,
  }));
export const discoverPrice = (productId: string, region: string) =>
  call(on.discover, { query: { productId, region } });
export const automationRules = () => call(on.automationRules, {});
export const saveAutomationRule = (body: AutomationRule, key: string) =>
  call(on.saveAutomationRule, { body }, idem(key));
export const automationPreview = (rfqKey: string) => call(on.automationPreview, { params: { rfqKey } });
export const automationSend = (rfqKey: string, key: string) =>
  call(on.automationSend, { body: { rfqKey } }, idem(key));
/** Enquiries waiting for a quotation (the RFQ list's own call, filtered to those states). */
export const enquiriesToQuote = (query: QueryParams) =>
  call(RFQ_ENDPOINTS.list, {
    query: { ...query, statuses: ['SOURCER_ACCEPTED', 'QUOTE_ENRICHMENT_PENDING'] },
  });

/** Rupees as typed → paise digits, or null when not a price. */
export function rupeesText(text: string): string | null {
  const r = tryParseRupees(text);
  return r.ok && r.paise >= 0n ? r.paise.toString() : null;
}

/** Basis points as a percentage with two decimals: 1125 → "11.25%". */
export const marginText = (bp: number | null) => (bp === null ? '—' : `${(bp / 100).toFixed(2)}%`);
