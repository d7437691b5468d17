import { PRICING_ENDPOINTS } from '@dom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/caller';
import type { Db } from '../../platform/db/database';
import { command, route } from '../../platform/http/route';
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
    command(app, db, on.sharePrice, (tx, caller, r) => sharePrice(tx, caller, r.body), { tags });
    command(app, db, on.removePrice, (tx, caller, r) => removePrice(tx, caller, r.params.id), { tags });
    route(app, on.products, async (r) => pricingProducts(db, r.query.search), { tags });
    route(app, on.discover, async (r) => discoverPrice(db, r.query), { tags });
    route(app, on.automationRules, async () => listAutomationRules(db), { tags });
    command(app, db, on.saveAutomationRule, (tx, caller, r) => setAutomationRule(tx, caller, r.body), {
      tags,
    });
    route(app, on.automationPreview, async (r) => automationPreview(db, callerOf(r), r.params.rfqKey), {
      tags,
    });
    command(app, db, on.automationSend, (tx, caller, r) => automationSend(tx, caller, r.body.rfqKey), {
      tags,
    });
  };
}
