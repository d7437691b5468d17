import { type Config, loadConfig } from '../config';
import type { Database } from '../platform/db/database';
import { openConfiguredDatabase } from '../platform/db/open';
import { FilesService } from '../platform/files/files.service';
import { openStorage } from '../platform/files/storage-for';
import { UrlSigner } from '../platform/files/url-signer';
import { ensureSetting, randomSecret } from '../platform/settings';
import { seedSellerDocuments } from './seller-documents.seed';
import { DEMO_SCALE, type SeedScale, seed, seedIfEmpty } from './seed';

/**
 * `npm run seed` loads the demo data into an empty database.
 * `npm run seed -- --scale buyers=20000,sellers=5000,products=100000` loads a benchmark-sized set.
 */
function parseScale(arg: string | undefined): SeedScale | null {
  if (!arg) return null;
  const scale: SeedScale = { ...DEMO_SCALE };
  for (const part of arg.split(',')) {
    const [key, value] = part.split('=');
    const n = Number(value);
    if (!key || !(key in scale) || !Number.isInteger(n) || n < 0) {
      throw new Error(`--scale: "${part}" is not name=count with a name of ${Object.keys(scale).join(', ')}`);
    }
    scale[key as keyof SeedScale] = n;
  }
  return scale;
}

/** The file store the server will read (same store, same signing secret as its context makes). */
async function demoFiles(config: Config, database: Database): Promise<FilesService> {
  const secret = config.fileUrlSecret ?? (await ensureSetting(database.db, 'file_url_secret', randomSecret));
  return new FilesService(database.db, await openStorage(config, new UrlSigner(secret)));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const i = process.argv.indexOf('--scale');
  const scale = parseScale(i >= 0 ? process.argv[i + 1] : undefined);
  const database = await openConfiguredDatabase(config);
  try {
    const t0 = Date.now();
    const result = scale ? await seed(database.db, scale) : await seedIfEmpty(database);
    if (result) await seedSellerDocuments(database.db, await demoFiles(config, database));
    if (!result) console.log('The database has data already; nothing loaded.');
    else console.log(`Loaded ${result.summary} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
