import { istDateOf } from '@dom/domain';
import type { BackgroundRegistration } from '../../platform/background';
import { expireAdhocLimits } from './adhoc-limits.service';

/** The job that marks approved ad-hoc limits past their expiry EXPIRED. */
export const ADHOC_EXPIRY_JOB = 'credit-limits.expire-adhoc';

/** Every night at 00:05 IST, and on demand (the job can be enqueued): one transaction, its one step. */
export function creditLimitsBackground(now: () => Date): BackgroundRegistration {
  return ({ jobs }) => {
    jobs.define(ADHOC_EXPIRY_JOB, async (_data, job) =>
      job.step((tx) => expireAdhocLimits(tx, istDateOf(now()))),
    );
    jobs.every(ADHOC_EXPIRY_JOB, '5 0 * * *');
  };
}
