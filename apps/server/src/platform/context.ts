import type { Config } from '../config';
import type { Database } from './db/database';
import { FilesService } from './files/files.service';
import type { FileStorage } from './files/file-storage';
import { LocalDiskStorage } from './files/local-disk-storage';
import { UrlSigner } from './files/url-signer';
import { IdempotencyStore } from './idempotency';
import { JobRunner } from './jobs';
import { OutboxDispatcher } from './outbox';
import { ensureSetting, randomSecret } from './settings';
import { type Identity, type IdentityOptions, createIdentity } from '../modules/identity/identity.module';
import { smsSenderFor } from '../integrations/sms/http-sms-gateway';
import { type SmsSender, registerSmsDelivery } from '../integrations/sms/sms-sender';
import { SmsSimulator } from '../integrations/sms/sms-simulator';
import type { EInvoiceGateway } from '../integrations/gst/gst-gateway';

/** The shared services every module uses; made once per process. */
export interface AppContext {
  config: Config;
  database: Database;
  idempotency: IdempotencyStore;
  outbox: OutboxDispatcher;
  jobs: JobRunner;
  storage: FileStorage;
  signer: UrlSigner;
  files: FilesService;
  sms: SmsSender;
  identity: Identity;
  /** The e-invoice portal (IRN); null until the simulator or a GSP adapter is wired. */
  eInvoice?: EInvoiceGateway | null;
  /** The clock business rules read (IRN cancel window, invoice ageing); tests pin it. */
  clock?: () => Date;
}

export interface ContextOptions {
  identity?: IdentityOptions;
  /** Replaces the configured SMS gateway (tests). */
  sms?: SmsSender;
  eInvoice?: EInvoiceGateway;
  clock?: () => Date;
}

export async function createContext(
  config: Config,
  database: Database,
  opts: ContextOptions = {},
): Promise<AppContext> {
  const secret = config.fileUrlSecret ?? (await ensureSetting(database.db, 'file_url_secret', randomSecret));
  const signer = new UrlSigner(secret);
  const storage = new LocalDiskStorage(config.fileStorageDir, signer);
  const outbox = new OutboxDispatcher(database);
  const sms = opts.sms ?? smsSenderFor(config.sms, () => new SmsSimulator(database.db));
  registerSmsDelivery(outbox, sms, database.db);
  return {
    config,
    database,
    idempotency: new IdempotencyStore(database.db),
    outbox,
    jobs: new JobRunner(database, { runWorkers: config.runJobs }),
    storage,
    signer,
    files: new FilesService(database.db, storage),
    sms,
    identity: await createIdentity(config, database, opts.identity),
    eInvoice: opts.eInvoice ?? null,
    ...(opts.clock ? { clock: opts.clock } : {}),
  };
}
