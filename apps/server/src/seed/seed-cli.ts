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
 * `npm run seed -- --as-of 2026-06-30` dates the demo as if loaded at 18:00 IST that day (every date
 * in the seed is relative to the day it is loaded; by default, now).
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

function parseAsOf(arg: string | undefined): Date {
  if (arg === undefined) return new Date();
  const at = /^\d{4}-\d{2}-\d{2}$/.test(arg) ? new Date(`${arg}T18:00:00+05:30`) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== arg) {
    throw new Error(`--as-of: "${arg}" is not a date written YYYY-MM-DD`);
  }
  return at;
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
  const a = process.argv.indexOf('--as-of');
  const asOf = parseAsOf(a >= 0 ? (process.argv[a + 1] ?? '') : undefined);
  const database = await openConfiguredDatabase(config);
  try {
    const t0 = Date.now();
    const result = scale ? await seed(database.db, scale, 2026, asOf) : await seedIfEmpty(database, asOf);
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
