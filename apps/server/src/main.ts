import { buildApp } from './app';
import { registerModuleBackground } from './background';
import { loadConfig } from './config';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { openConfiguredDatabase } from './platform/db/open';
import { createContext } from './context';
import { describeError } from './platform/logging';
import { installProcessGuards } from './platform/process-guard';
import { APPROVAL_CHAIN_USERS } from './seed/approval-chain-users.seed';
import { UNIT_RM_USERS } from './seed/unit-rm-users.seed';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-users';
import { seedIfEmpty } from './seed/seed';
import { seedSellerDocuments } from './seed/seller-documents.seed';

/** Exit code for a failure a restart cannot cure (the data folder is in use by another server). */
const EXIT_DO_NOT_RESTART = 78;

async function main(): Promise<void> {
  const config = loadConfig();
  let database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`\n${err.message}\n`);
      // Not worth a restart: scripts/start.mjs stops on this code.
      process.exit(EXIT_DO_NOT_RESTART);
    }
    throw err;
  }
  const seeded = config.demo ? await seedIfEmpty(database) : null;
  if (seeded) console.log(`Demo data loaded: ${seeded.summary}`);
  const ctx = await createContext(config, database);
  // Demo files need the file storage, which the context makes.
  if (seeded) await seedSellerDocuments(database.db, ctx.files);
  registerModuleBackground(ctx);
  await ctx.jobs.start();
  if (config.runJobs) {
    ctx.outbox.start();
    // Takes over work a crashed process left (packing), at start and then periodically.
    ctx.resumable.start();
  }
  const app = await buildApp(ctx);
  installProcessGuards(process, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, stopping`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await ctx.outbox.stop();
      await ctx.resumable.stop();
      await ctx.jobs.stop();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `DOM is listening on http://${shownHost}:${port}`,
    `  database: ${database.engine === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: http://${shownHost}:${port}/api/docs`,
  ];
  if (config.demo) {
    lines.push(`  demo logins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.map((u) => u.username).join(', ')}`);
    lines.push(`  approval chain (same password): ${APPROVAL_CHAIN_USERS.map((u) => u.username).join(', ')}`);
    lines.push(
      `  unit RMs (same password): ${UNIT_RM_USERS.map((u) => `${u.username} (${u.businessUnit})`).join(', ')}`,
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(describeError(err));
  process.exit(1);
});
