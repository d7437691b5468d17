import { PRICING_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { route } from '../../platform/http/route';
import {
  automationPreview,
  automationSend,
  discoverPrice,
  listAutomationRules,
  listSharedPrices,
  pricingProducts,
  removePrice,
  setAutomationRule,
  sharePrice,
} from './pricing.service';

const tags = ['pricing'];

/** PRICING_ENDPOINTS: each handler one service call. */
export function pricingRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const on = PRICING_ENDPOINTS;
    route(app, on.sharedPrices, async (r) => listSharedPrices(db, callerOf(r), r.query), { tags });
    route(app, on.sharePrice, async (r) => sharePrice(db, callerOf(r), r.body), { tags });
    route(app, on.removePrice, async (r) => removePrice(db, callerOf(r), r.params.id), { tags });
    route(app, on.products, async (r) => pricingProducts(db, r.query.search), { tags });
    route(app, on.discover, async (r) => discoverPrice(db, r.query), { tags });
    route(app, on.automationRules, async () => listAutomationRules(db), { tags });
    route(app, on.saveAutomationRule, async (r) => setAutomationRule(db, callerOf(r), r.body), { tags });
    route(app, on.automationPreview, async (r) => automationPreview(db, callerOf(r), r.params.rfqKey), {
      tags,
    });
    route(app, on.automationSend, async (r) => automationSend(db, callerOf(r), r.body.rfqKey), { tags });
  };
}
