import { CREDIT_LIMIT_CHANGE_ENDPOINTS } from '@dom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import { command } from '../../platform/http/route';
import { foundInScope } from '../identity';
import { buyers } from '../parties';
import { setBuyerCreditLimit } from './credit-limit-commands';
import { findBuyerInScope } from './credit.repo';

/** PUT credit/buyer/{buyerId}/limit: a manual credit limit change (buyer in the caller's scope). */
export function creditLimitRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    command(
      app,
      db,
      CREDIT_LIMIT_CHANGE_ENDPOINTS.changeLimit,
      async (tx, caller, request) => {
        const buyer = foundInScope(
          await findBuyerInScope(tx, caller.scope, eq(buyers.id, request.params.buyerId)),
          'Buyer',
        );
        return setBuyerCreditLimit(tx, {
          buyerId: buyer.id,
          limitPaise: BigInt(request.body.limitPaise),
          reason: request.body.reason,
          actorId: caller.actor.actorId,
          actingAsId: caller.actor.actingAsId,
          requestId: caller.actor.requestId,
          source: 'LIMIT_CHANGE',
        });
      },
      { tags: ['credit'] },
    );
  };
}
