import type { DbOrTx } from '../../platform/db/database';
import { ensureSetting } from '../../platform/settings';

export const EWAY_BILL_THRESHOLD_SETTING = 'consignment.eway_bill_threshold_paise';
/** GST rule 138: an e-way bill is needed when the consignment value exceeds ₹50,000. */
export const DEFAULT_EWAY_BILL_THRESHOLD_PAISE = 5_000_000n;

/** The threshold setting, written on first use; read through the request's transaction in a command. */
export async function ewayBillThresholdPaise(db: DbOrTx): Promise<bigint> {
  const text = await ensureSetting(db, EWAY_BILL_THRESHOLD_SETTING, () =>
    DEFAULT_EWAY_BILL_THRESHOLD_PAISE.toString(),
  );
  return /^\d+$/.test(text) ? BigInt(text) : DEFAULT_EWAY_BILL_THRESHOLD_PAISE;
}

export function needsEwayBill(totalPaise: bigint, thresholdPaise: bigint): boolean {
  return totalPaise > thresholdPaise;
}
