// The real server, as main.ts starts it, for the packing crash test (packing-crash.test.ts): run as
// a child process on a PGlite data folder, killed and started again. With PAUSE_AFTER_IRN=1 the
// e-invoice portal registers the IRN and then never answers, so packing stops between the portal's
// work and the consignment's record of it — the worst moment for a crash. RESUMABLE_LEASE_MS and
// RESUMABLE_POLL_MS shorten the packing job's lease so the next process takes it over in seconds.
import { buildApp } from '../src/app';
import { registerModuleBackground } from '../src/background';
import { loadConfig } from '../src/config';
import { createContext } from '../src/context';
import { openConfiguredDatabase } from '../src/platform/db/open';

const env = process.env;
const config = loadConfig({
  DATA_DIR: env.DATA_DIR,
  NODE_ENV: 'test',
  DOM_DEMO: '0',
  LOG_LEVEL: 'silent',
  JOBS: '1',
  PORT: '0',
  HOST: '127.0.0.1',
});
const database = await openConfiguredDatabase(config);
const ctx = await createContext(config, database, {
  resumable: {
    leaseMs: Number(env.RESUMABLE_LEASE_MS ?? 60_000),
    pollMs: Number(env.RESUMABLE_POLL_MS ?? 10_000),
  },
});
if (env.PAUSE_AFTER_IRN === '1') {
  const einvoice = ctx.gst.einvoice;
  const generateIrn = einvoice.generateIrn.bind(einvoice);
  einvoice.generateIrn = async (request) => {
    const result = await generateIrn(request);
    process.stdout.write(`PAUSED after IRN ${result.irn}\n`);
    return new Promise<never>(() => undefined);
  };
}
registerModuleBackground(ctx);
ctx.outbox.start();
ctx.resumable.start();
const app = await buildApp(ctx, { logger: false, webDistDir: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await ctx.outbox.stop();
    await ctx.resumable.stop();
    await database.close();
    process.exit(0);
  })();
});
