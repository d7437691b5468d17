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
}

export async function createContext(config: Config, database: Database): Promise<AppContext> {
  const secret = config.fileUrlSecret ?? (await ensureSetting(database.db, 'file_url_secret', randomSecret));
  const signer = new UrlSigner(secret);
  const storage = new LocalDiskStorage(config.fileStorageDir, signer);
  return {
    config,
    database,
    idempotency: new IdempotencyStore(database.db),
    outbox: new OutboxDispatcher(database),
    jobs: new JobRunner(database, { runWorkers: config.runJobs }),
    storage,
    signer,
    files: new FilesService(database.db, storage),
  };
}
