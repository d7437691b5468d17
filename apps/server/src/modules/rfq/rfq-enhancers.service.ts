import type { RfqEnhancerTypes } from '@dom/contract';
import { ENHANCER_TYPES, istDateOf } from '@dom/domain';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { activeEnhancersOf } from '../credit-limits';
import { requireRfq } from './rfq-guards';

/**
 * `GET quotation/enhancerTypes/buyerRFQ/{id}`: the enhancer types the RFQ's buyer may use — its
 * enhancers in force today, from the credit-limits area's query (this area reads no credit table),
 * grouped by type in the spec's order. Gated like the RFQ detail: another owner's RFQ answers 404.
 */
export async function rfqEnhancerTypes(
  db: DbOrTx,
  caller: Caller,
  rfqKey: string,
  now: Date,
): Promise<RfqEnhancerTypes> {
  const rfq = await requireRfq(db, caller, rfqKey);
  const enhancers = await activeEnhancersOf(db, rfq.buyerId, istDateOf(now));
  const enhancerTypes = ENHANCER_TYPES.flatMap(({ value }) => {
    const ofType = enhancers.filter((e) => e.enhancerType === value);
    if (ofType.length === 0) return [];
    return [
      {
        enhancerType: value,
        totalPaise: ofType.reduce((t, e) => t + BigInt(e.creditLimitPaise), 0n).toString(),
        validUntil: ofType
          .map((e) => e.validity)
          .sort()
          .at(-1)!,
        enhancers: ofType,
      },
    ];
  });
  return { rfqKey: rfq.rfqKey, buyerId: rfq.buyerId, buyerName: rfq.buyerName, enhancerTypes };
}
