import type { Config } from './config';
import type { Database } from './platform/db/database';
import { FilesService } from './platform/files/files.service';
import type { FileStorage } from './platform/files/file-storage';
import { openStorage } from './platform/files/storage-for';
import { UrlSigner } from './platform/files/url-signer';
import { IdempotencyStore } from './platform/idempotency';
import { JobRunner } from './platform/jobs';
import { OutboxDispatcher } from './platform/outbox';
import { ResumableJobs, type ResumableJobsOptions } from './platform/resumable-jobs';
import { ensureSetting, randomSecret } from './platform/settings';
import { type Identity, type IdentityOptions, createIdentity } from './modules/identity/identity.module';
import { smsSenderFor } from './integrations/sms/http-sms-gateway';
import type { SmsSender } from './integrations/sms/sms-sender';
import { SmsSimulator } from './integrations/sms/sms-simulator';
import { BooksSimulator, type BooksSync } from './integrations/books/books-sync';
import type { Channels } from './integrations/messaging/channel';
import { channelsFor } from './integrations/messaging/channels';
import type { EInvoiceGateway } from './integrations/gst/gst-gateway';
import { type GstSimulator, createGstSimulator } from './integrations/gst/simulator';
import { type CreditRule, DEFAULT_CREDIT_RULES } from './modules/consignments/consignment-credit.rules';
import { openSellerPaymentRequests, orderShipments } from './modules/consignments/consignment-ports';
import {
  buyerCreditPort,
  buyerDrawablePort,
  buyerLimitsOf,
} from './modules/credit-limits/credit-limits.ports';
import type { OrderPorts } from './modules/orders/order-ports';
import type { PartyPorts } from './modules/parties/party-ports';
import { approvalEnginePort } from './modules/approvals';
import type { IdentityPorts } from './modules/identity';
import type { CreditPorts } from './modules/credit';

/**
 * What an area asks of the areas that depend on it (they import it, so it may not import them):
 * each port is declared by the asking area and filled here from the answering area's exports.
 * The dependency between two areas goes one way; the other direction is injected.
 */
export interface ModulePorts {
  credit: CreditPorts;
  identity: IdentityPorts;
  orders: OrderPorts;
  parties: PartyPorts;
}

/** The ports as the areas answer them (credit and consignments fill orders' and parties' ports). */
export const MODULE_PORTS: ModulePorts = {
  credit: buyerDrawablePort,
  identity: { approvals: approvalEnginePort },
  orders: { buyerCredit: buyerCreditPort, shipments: orderShipments },
  parties: { sellerPaymentRequests: openSellerPaymentRequests, buyerLimits: buyerLimitsOf },
};

/** The shared services every module uses; made once per process. */
export interface AppContext {
  config: Config;
  database: Database;
  idempotency: IdempotencyStore;
  outbox: OutboxDispatcher;
  jobs: JobRunner;
  /** Work carried to its end across crashes (packing); modules define its kinds. */
  resumable: ResumableJobs;
  storage: FileStorage;
  signer: UrlSigner;
  files: FilesService;
  sms: SmsSender;
  /** The notification channels (e-mail, SMS, WhatsApp): providers when configured, simulators otherwise. */
  channels: Channels;
  /** The books system that POD, invoice tags, payment matches and ledger entries are pushed to. */
  books: BooksSync;
  identity: Identity;
  /** The GST portals (e-invoice, e-way bill); the local simulator until a GSP adapter exists. */
  gst: GstSimulator;
  /** The e-invoice portal the credit area raises note IRNs through (the simulator's unless replaced). */
  eInvoice: EInvoiceGateway;
  /** The server's clock; tests inject one to cross time windows (24 h IRN cancel). */
  clock: () => Date;
  /**
   * The rules packing and /consignment/verify-credit-eligibility run: the consignment area's
   * defaults plus whatever the credit area plugs in (more enhancers) — no service edit needed.
   */
  consignmentCreditRules: readonly CreditRule[];
  /** The ports areas declare for the areas that depend on them (MODULE_PORTS). */
  ports: ModulePorts;
}

export interface ContextOptions {
  identity?: IdentityOptions;
  /** Replaces the configured SMS gateway (tests). */
  sms?: SmsSender;
  /** Replaces notification channels (tests: a failing channel, an SMTP sink). */
  channels?: Partial<Channels>;
  /** Replaces the books system (tests). */
  books?: BooksSync;
  /** Replaces the e-invoice portal for the credit area (tests). */
  eInvoice?: EInvoiceGateway;
  /** Replaces the wall clock (tests). */
  clock?: () => Date;
  /** More consignment credit rules after the defaults (the credit area's enhancers; tests). */
  extraConsignmentCreditRules?: readonly CreditRule[];
  /** The lease and polling of resumable jobs (tests shorten them). */
  resumable?: ResumableJobsOptions;
}

export async function createContext(
  config: Config,
  database: Database,
  opts: ContextOptions = {},
): Promise<AppContext> {
  const secret = config.fileUrlSecret ?? (await ensureSetting(database.db, 'file_url_secret', randomSecret));
  const clock = opts.clock ?? (() => new Date());
  const signer = new UrlSigner(secret, () => clock().getTime());
  const storage = await openStorage(config, signer);
  const outbox = new OutboxDispatcher(database);
  const sms = opts.sms ?? smsSenderFor(config.sms, () => new SmsSimulator(database.db));
  const gst = createGstSimulator(database.db, { clock });
  const jobs = new JobRunner(database, { runWorkers: config.runJobs });
  const files = new FilesService(database.db, storage, clock);
  // Modules register their event handlers and jobs through the composition root
  // (src/background.ts: registerModuleBackground), before the runners start.
  return {
    config,
    database,
    idempotency: new IdempotencyStore(database.db),
    outbox,
    jobs,
    resumable: new ResumableJobs(database, opts.resumable),
    storage,
    signer,
    files,
    sms,
    channels: { ...channelsFor(config.messaging, sms, database.db), ...opts.channels },
    books: opts.books ?? new BooksSimulator(database.db),
    identity: await createIdentity(config, database, opts.identity),
    gst,
    eInvoice: opts.eInvoice ?? gst.einvoice,
    clock,
    consignmentCreditRules: [...DEFAULT_CREDIT_RULES, ...(opts.extraConsignmentCreditRules ?? [])],
    ports: MODULE_PORTS,
  };
}
