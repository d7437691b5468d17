import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../platform/db/open';
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

async function main(): Promise<void> {
  const i = process.argv.indexOf('--scale');
  const scale = parseScale(i >= 0 ? process.argv[i + 1] : undefined);
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const t0 = Date.now();
    const result = scale ? await seed(database.db, scale) : await seedIfEmpty(database);
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
