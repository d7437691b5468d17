import { istDateOf } from '@dom/domain';
import type { BackgroundRegistration } from '../../platform/background';
import type { Db } from '../../platform/db/database';
import { expireAdhocLimits } from './adhoc-limits.service';

/** The job that marks approved ad-hoc limits past their expiry EXPIRED. */
export const ADHOC_EXPIRY_JOB = 'credit-limits.expire-adhoc';

/** Every night at 00:05 IST, and on demand (the job can be enqueued). */
export function creditLimitsBackground(db: Db, now: () => Date): BackgroundRegistration {
  return ({ jobs }) => {
    jobs.define(ADHOC_EXPIRY_JOB, async () => expireAdhocLimits(db, istDateOf(now())));
    jobs.every(ADHOC_EXPIRY_JOB, '5 0 * * *');
  };
}
