import { istDateOf } from '@dom/domain';
import type { GstSimulator } from '../../integrations/gst/simulator';
import type { Db } from '../../platform/db/database';
import type { FilesService } from '../../platform/files/files.service';
import type { UrlSigner } from '../../platform/files/url-signer';
import type { ResumableJobs } from '../../platform/resumable-jobs';
import { type CreditRule, DEFAULT_CREDIT_RULES } from './consignment-credit.rules';
import type { PackingDeps } from './consignment-packing.service';

/** What the consignment routes are built from: injected, so tests can switch the GST outage on. */
export interface ConsignmentDeps {
  db: Db;
  files: FilesService;
  /** Verifies our signed download addresses (save-file-path). */
  signer: UrlSigner;
  gst: Pick<GstSimulator, 'einvoice' | 'ewayBill' | 'registry'>;
  clock: () => Date;
  /** The credit rules of packing and verify-credit-eligibility; the defaults when omitted. */
  creditRules?: readonly CreditRule[];
  /** Runs packing's system steps as a resumable job. */
  jobs: ResumableJobs;
}

/** The request's caller (the platform's, attached by the authentication hook). */
export { callerOf } from '../../platform/caller';

export const packingDeps = (deps: ConsignmentDeps): PackingDeps => ({
  db: deps.db,
  files: deps.files,
  einvoice: deps.gst.einvoice,
  ewayBill: deps.gst.ewayBill,
  clock: deps.clock,
  creditRules: deps.creditRules ?? DEFAULT_CREDIT_RULES,
  jobs: deps.jobs,
});

export const todayOf = (deps: ConsignmentDeps): string => istDateOf(deps.clock());
