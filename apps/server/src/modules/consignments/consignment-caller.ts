import { istDateOf } from '@dom/domain';
import type { FastifyRequest } from 'fastify';
import type { GstSimulator } from '../../integrations/gst/simulator';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { FilesService } from '../../platform/files/files.service';
import type { UrlSigner } from '../../platform/files/url-signer';
import { UNAUTHORISED_MESSAGE } from '../../platform/http/access';
import { actorOf } from '../../platform/http/request-context';
import type { ResumableJobs } from '../../platform/resumable-jobs';
import { scopeOf } from '../identity';
import { type CreditRule, DEFAULT_CREDIT_RULES } from './consignment-credit.rules';
import type { PackingDeps } from './consignment-packing.service';
import type { Caller } from './consignment-transition';

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

export function callerOf(request: FastifyRequest): Caller {
  if (!request.principal) throw new AppError('UNAUTHENTICATED', UNAUTHORISED_MESSAGE);
  return { scope: scopeOf(request), permissions: request.principal.permissions, actor: actorOf(request) };
}

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
